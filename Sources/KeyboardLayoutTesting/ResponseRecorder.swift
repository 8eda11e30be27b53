import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import Synchronization
import SystemIO

/// Keeps every answer the test client receives, when `KEYBOARD_LAYOUT_RECORD_RESPONSES` names a file: one JSON
/// line each (`method`, `path`, `status`, `contentType`, `body`), appended. CI sets it for the test run and
/// then checks each answer against openapi.yaml (`scripts/validate-responses.py`), so that a response the
/// tests produce and the contract cannot drift apart unseen.
enum ResponseRecorder {
    static let variable = "KEYBOARD_LAYOUT_RECORD_RESPONSES"
    /// Answers above this (large simulate runs) are left out: the schema checks of the smaller ones of the
    /// same route cover their shape.
    static let maxBodyBytes = 1 << 20

    /// The file, opened at the first answer (nil before it); `.some(nil)` when recording is off or the file
    /// cannot be opened.
    private static let descriptor = Mutex<FileDescriptor??>(nil)

    static func record(_ request: Request, _ response: Response) {
        guard response.body.count <= maxBodyBytes else { return }
        descriptor.withLock { fd in
            if fd == nil {
                if let path = FileDescriptor.environment(variable), !path.isEmpty {
                    fd = .some(FileDescriptor.open(appendingTo: path))
                } else {
                    fd = .some(nil)
                }
            }
            guard case .some(.some(let file)) = fd else { return }
            let body: JSONValue = String(validating: response.body, as: UTF8.self).map { .string($0) } ?? .null
            var line = JSONWriter.write(
                .object([
                    ("method", .string(request.method.rawValue)), ("path", .string(request.path)),
                    ("status", .number(response.status.code)),
                    ("contentType", response.headers[.contentType].map { .string($0) } ?? .null), ("body", body),
                ]), pretty: false)
            line.append(UInt8(ascii: "\n"))
            // One write of the whole line, under the lock: lines from parallel tests never interleave.
            file.writeAll(line)
        }
    }
}
