import MicroHTTPD
import Testing

extension MicroHTTPDTests {
    struct RoundTripTests {
        @Test func getWithQueryAndHeaders() throws {
            try withServer { server in
                let response = try LoopbackHTTPClient.send(
                    HTTPRequest(
                        method: "GET",
                        path: "/v1/caf%C3%A9",
                        query: "a=1&b=x%20y&flag&c=d+e",
                        headers: [(name: "X-Test", value: "one")]
                    ),
                    port: server.port
                )
                #expect(response.status == 200)
                // Path and query arrive as sent: percent-encoded, `+` kept.
                #expect(response.header("x-echo-path") == "/v1/caf%C3%A9")
                #expect(response.header("X-ECHO-QUERY") == "a=1&b=x%20y&flag&c=d+e")
                #expect(response.header("X-Echo-Method") == "GET")
                // Lookup ignores the case the client used.
                #expect(response.header("X-Echo-Test") == "one")
                #expect(response.body.isEmpty)
            }
        }

        @Test func getWithoutQuery() throws {
            try withServer { server in
                let response = try LoopbackHTTPClient.send(
                    HTTPRequest(method: "GET", path: "/healthz"),
                    port: server.port
                )
                #expect(response.header("X-Echo-Query") == "<none>")
                #expect(response.header("X-Echo-Path") == "/healthz")
            }
        }

        @Test func postEchoesBodyAndHeaders() throws {
            try withServer { server in
                let body = Array(#"{"notification":{"name":"willShow"}}"#.utf8)
                let response = try LoopbackHTTPClient.send(
                    HTTPRequest(
                        method: "POST",
                        path: "/v1/keyboard/adjust",
                        headers: [(name: "Content-Type", value: "application/json"), (name: "x-TEST", value: "two")],
                        body: body
                    ),
                    port: server.port
                )
                #expect(response.status == 200)
                #expect(response.body == body)
                #expect(response.header("X-Echo-Method") == "POST")
                #expect(response.header("X-Echo-Test") == "two")
                // The daemon frames the body itself.
                #expect(response.header("Content-Length") == "\(body.count)")
                #expect(response.header("Content-Type") == "application/octet-stream")
            }
        }

        @Test func requestHeadersKeepOrderAndRepeats() throws {
            let seen = Locked<[(name: String, value: String)]>([])
            try withServer(handler: { request in
                seen.withLock { $0 = request.headers }
                return HTTPResponse(status: 204)
            }) { server in
                let response = try LoopbackHTTPClient.send(
                    HTTPRequest(
                        method: "GET",
                        path: "/",
                        headers: [
                            (name: "Accept", value: "a/b"), (name: "X-Repeat", value: "1"),
                            (name: "X-Repeat", value: "2"),
                        ]
                    ),
                    port: server.port
                )
                #expect(response.status == 204)
                #expect(response.body.isEmpty)
            }
            let headers = seen.withLock { $0 }
            let repeats = headers.filter { $0.name == "X-Repeat" }.map(\.value)
            #expect(repeats == ["1", "2"])
            let request = HTTPRequest(method: "GET", path: "/", headers: headers)
            #expect(request.header("accept") == "a/b")
            #expect(request.header("HOST") != nil)
            #expect(request.header("X-Absent") == nil)
        }

        @Test func largeResponseBody() throws {
            // 1 MiB out: more than one socket buffer, so the daemon writes it in several rounds.
            let big = [UInt8]((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            try withServer(handler: { _ in HTTPResponse(status: 200, body: big) }) { server in
                let response = try LoopbackHTTPClient.send(HTTPRequest(method: "GET", path: "/big"), port: server.port)
                #expect(response.status == 200)
                #expect(response.body == big)
            }
        }

        @Test func invalidResponseHeaderBecomes500() throws {
            try withServer(handler: { _ in
                HTTPResponse(
                    status: 200,
                    headers: [(name: "X-Bad", value: "a\r\nInjected: yes")],
                    body: Array("x".utf8)
                )
            }) { server in
                let response = try LoopbackHTTPClient.send(HTTPRequest(method: "GET", path: "/"), port: server.port)
                #expect(response.status == 500)
                #expect(response.header("Injected") == nil)
                #expect(response.header("Content-Type") == "application/problem+json")
            }
        }

        @Test func invalidStatusBecomes500() throws {
            try withServer(handler: { _ in HTTPResponse(status: 42) }) { server in
                let response = try LoopbackHTTPClient.send(HTTPRequest(method: "GET", path: "/"), port: server.port)
                #expect(response.status == 500)
            }
        }

        @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
            try withServer { server in
                let connection = try LoopbackConnection(port: server.port)
                for index in 0..<3 {
                    let request = HTTPRequest(method: "POST", path: "/\(index)", body: Array("body \(index)".utf8))
                    try connection.write(
                        LoopbackHTTPClient.serialize(request, host: "127.0.0.1", port: server.port, keepAlive: true)
                    )
                    let response = try connection.readResponse()
                    #expect(response.status == 200)
                    #expect(response.body == Array("body \(index)".utf8))
                }
            }
        }

        @Test(arguments: ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]"])
        func clientAcceptsLoopback(host: String) {
            #expect(LoopbackConnection.isLoopback(host))
        }

        @Test(arguments: ["192.0.2.1", "10.0.0.1", "0.0.0.0", "::", "2001:db8::1", "example.invalid", ""])
        func clientRefusesEverythingElse(host: String) {
            // Checked before any socket exists: nothing is sent anywhere.
            #expect(!LoopbackConnection.isLoopback(host))
            #expect(throws: HTTPClientError.notLoopback(host)) {
                try LoopbackHTTPClient.send(HTTPRequest(method: "GET", path: "/"), port: 9, host: host)
            }
        }
    }
}
