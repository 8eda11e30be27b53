import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// The same request through both transports gives the same status and byte-identical body: the server adds
/// framing (Date, Content-Length), never a different answer.
@Suite struct TransportParityTests {
    static let requests: [(String, Request)] = [
        ("healthz", Request(method: .get, target: "/healthz")),
        ("404", Request(method: .get, target: "/nowhere")),
        ("405", Request(method: .delete, target: "/v1/keyboard/adjust")),
        ("400", Request(method: .post, target: "/v1/keyboard/adjust", body: Array("[1,".utf8))),
        ("422", Request(method: .post, target: "/v1/keyboard/adjust", body: Array("{}".utf8))),
        (
            "413",
            Request(method: .post, target: "/v1/notifications/parse", body: [UInt8](repeating: 0x7B, count: 70_000))
        ),
        (
            "415",
            Request(
                method: .post, target: "/v1/keyboard/adjust", headerFields: [.contentType: "image/png"], body: [0x89])
        ),
        (
            "parse text",
            Request(
                method: .post, target: "/v1/notifications/parse", headerFields: [.contentType: "text/plain"],
                body: Array("UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 568}, {320, 253}}".utf8))
        ),
        ("openapi", Request(method: .get, target: "/openapi.yaml")),
    ]

    @Test(arguments: requests.map(\.0)) func bothTransportsAnswerTheSameBytes(_ name: String) throws {
        let request = try #require(Self.requests.first { $0.0 == name }?.1)
        let inProcess = try KeyboardLayoutClient.with(.inProcess) { try $0.send(request) }
        let live = try KeyboardLayoutClient.with(.live) { try $0.send(request) }
        #expect(inProcess.status == live.status)
        #expect(inProcess.headers[.contentType] == live.headers[.contentType])
        #expect(inProcess.body == live.body)
    }

    @Test func everyExampleAdjustsTheSameBothWays() throws {
        let examples = try FileManagerList.examples(suffix: ".json")
        #expect(!examples.isEmpty)
        try KeyboardLayoutClient.with(.inProcess) { inProcess in
            try KeyboardLayoutClient.with(.live) { live in
                for example in examples {
                    let body = try repositoryFile("Examples/" + example)
                    let a = try inProcess.post("/v1/keyboard/adjust", body: body)
                    let b = try live.post("/v1/keyboard/adjust", body: body)
                    #expect(a.status == b.status, "\(example)")
                    #expect(a.body == b.body, "\(example)")
                }
            }
        }
    }
}
