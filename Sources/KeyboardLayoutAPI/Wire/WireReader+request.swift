import ServiceJSON

// A request's way in: its body parsed to a document, then its top-level object read by its declaration.

extension WireReader {
    /// The request's body as a JSON document; a body that is not JSON is a 400 with its line and column.
    static func document(_ body: [UInt8]) throws(Problem) -> JSONDocument {
        do {
            return try JSONDocument.parse(body)
        } catch {
            throw Problem.malformedJSON(error)
        }
    }

    /// Reads a whole request: its top-level object with only `keys`, then its members by `read`, every problem
    /// of both gathered into one 422.
    static func request<Request>(
        _ document: JSONDocument, keys: KeyNames, what: String,
        _ read: (inout WireReader, borrowing KnownMembers) -> Request?
    ) throws(Problem) -> Request {
        var r = WireReader(document)
        guard let o = r.object(document.root, at: JSONPointer(), keys: keys, what: what),
            let request = read(&r, o), r.errors.isEmpty
        else { throw Problem.invalid(r.errors) }
        return request
    }
}
