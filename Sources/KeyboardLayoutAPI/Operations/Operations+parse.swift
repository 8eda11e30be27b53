import KeyboardGeometry
import ServiceJSON

extension Operations {
    /// `POST /v1/notifications/parse`, `keyboard-layout parse`: the text iOS logs, or the JSON form.
    public static func parse(_ body: [UInt8], input: ParseInput) -> Result<ParseAnswer, Problem> {
        Result { () throws(Problem) in
            let document: JSONDocument?
            switch input {
            case .json: document = try WireReader.document(body)
            case .text: document = nil
            case .detect: document = try? JSONDocument.parse(body)
            }
            var r = WireReader(document ?? .empty)
            let decoded: DecodedNotification?
            if let document {
                let root = document.root
                // `{"notification": ...}` as in an adjust request is accepted too.
                if let members = document.members(root), members.count == 1, let only = members.first,
                    r.key(only, is: RequestKey.notification)
                {
                    decoded = r.notification(only.value, at: JSONPointer() / RequestKey.notification)
                } else {
                    decoded = r.notification(root, at: "")
                }
            } else {
                decoded = r.notificationText(String(decoding: body, as: UTF8.self), at: "")
            }
            guard r.errors.isEmpty, let decoded else { throw Problem.invalid(r.errors) }
            return ParseAnswer(notification: decoded.notification, warnings: decoded.warnings)
        }
    }
}
