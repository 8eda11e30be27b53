import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// The same request through both transports gives the same status and byte-identical body: the server adds
/// framing (Date, Content-Length), never a different answer.
@Suite struct TransportParityTests {
    static let requests: [(String, ServiceRequest)] = [
        ("healthz", ServiceRequest(method: "GET", path: "/healthz")),
        ("404", ServiceRequest(method: "GET", path: "/nowhere")),
        ("405", ServiceRequest(method: "DELETE", path: "/v1/keyboard/adjust")),
        ("400", ServiceRequest(method: "POST", path: "/v1/keyboard/adjust", body: Array("[1,".utf8))),
        ("422", ServiceRequest(method: "POST", path: "/v1/keyboard/adjust", body: Array("{}".utf8))),
        ("413", ServiceRequest(method: "POST", path: "/v1/notifications/parse", body: [UInt8](repeating: 0x7B, count: 70_000))),
        (
            "415",
            ServiceRequest(
                method: "POST", path: "/v1/keyboard/adjust", headers: [("Content-Type", "image/png")], body: [0x89])
        ),
        (
            "parse text",
            ServiceRequest(
                method: "POST", path: "/v1/notifications/parse", headers: [("Content-Type", "text/plain")],
                body: Array("UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 568}, {320, 253}}".utf8))
        ),
        ("openapi", ServiceRequest(method: "GET", path: "/openapi.yaml")),
    ]

    @Test(arguments: requests.map(\.0)) func bothTransportsAnswerTheSameBytes(_ name: String) throws {
        let request = try #require(Self.requests.first { $0.0 == name }?.1)
        let inProcess = try KeyboardLayoutClient(.inProcess).send(request)
        let live = try KeyboardLayoutClient(.live).send(request)
        #expect(inProcess.status == live.status)
        #expect(inProcess.header("Content-Type") == live.header("Content-Type"))
        #expect(inProcess.body == live.body)
    }

    @Test func everyExampleAdjustsTheSameBothWays() throws {
        let inProcess = try KeyboardLayoutClient(.inProcess)
        let live = try KeyboardLayoutClient(.live)
        let examples = try FileManagerList.examples(suffix: ".json")
        #expect(!examples.isEmpty)
        for example in examples {
            let body = try repositoryFile("Examples/" + example)
            let a = try inProcess.post("/v1/keyboard/adjust", body: body)
            let b = try live.post("/v1/keyboard/adjust", body: body)
            #expect(a.status == b.status, "\(example)")
            #expect(a.body == b.body, "\(example)")
        }
    }
}
