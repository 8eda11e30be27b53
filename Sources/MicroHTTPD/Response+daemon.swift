import HTTPMessages
import HTTPTypes

extension Response {
    /// A plain RFC 9457 problem document for an answer the daemon gives itself, not a handler: a request it
    /// cannot hand over, or a handler's response it cannot send.
    static func daemonProblem(_ status: HTTPResponse.Status, detail: String) -> Response {
        let body = """
            {"type":"about:blank","title":"\(status.reasonPhrase)","status":\(status.code),"detail":"\(detail)"}
            """
        return Response(
            status: status, headerFields: [.contentType: "application/problem+json"], body: Array(body.utf8))
    }
}
