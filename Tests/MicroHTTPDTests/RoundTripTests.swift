import HTTPMessages
import HTTPTypes
import MicroHTTPD
import MicroHTTPDTesting
import Testing

extension MicroHTTPDTests {
    struct RoundTripTests {
        @Test func getWithQueryAndHeaders() throws {
            try withServer { server in
                let response = try LoopbackHTTPClient.send(
                    Request(
                        method: .get,
                        target: "/v1/caf%C3%A9?a=1&b=x%20y&flag&c=d+e",
                        headerFields: [HTTPField.Name("X-Test")!: "one"]
                    ),
                    port: server.port
                )
                #expect(response.status == 200)
                // Path and query arrive as sent: percent-encoded, `+` kept.
                #expect(response.headers[HTTPField.Name("x-echo-path")!] == "/v1/caf%C3%A9")
                #expect(response.headers[HTTPField.Name("X-ECHO-QUERY")!] == "a=1&b=x%20y&flag&c=d+e")
                #expect(response.headers[.echoMethod] == "GET")
                // Lookup ignores the case the client used.
                #expect(response.headers[.echoTest] == "one")
                #expect(response.body.isEmpty)
            }
        }

        @Test func getWithoutQuery() throws {
            try withServer { server in
                let response = try LoopbackHTTPClient.send(
                    Request(method: .get, target: "/healthz"),
                    port: server.port
                )
                #expect(response.headers[.echoQuery] == "<none>")
                #expect(response.headers[.echoPath] == "/healthz")
            }
        }

        @Test func postEchoesBodyAndHeaders() throws {
            try withServer { server in
                let body = Array(#"{"notification":{"name":"willShow"}}"#.utf8)
                let response = try LoopbackHTTPClient.send(
                    Request(
                        method: .post,
                        target: "/v1/keyboard/adjust",
                        headerFields: [.contentType: "application/json", HTTPField.Name("x-TEST")!: "two"],
                        body: body
                    ),
                    port: server.port
                )
                #expect(response.status == 200)
                #expect(response.body == body)
                #expect(response.headers[.echoMethod] == "POST")
                #expect(response.headers[.echoTest] == "two")
                // The daemon frames the body itself.
                #expect(response.headers[.contentLength] == "\(body.count)")
                #expect(response.headers[.contentType] == "application/octet-stream")
            }
        }

        /// A path or a field value that is one of the daemon's known texts is handed over as that String; one
        /// that differs from a known text by a byte, or by one more or one less, must keep its own text.
        @Test(arguments: [
            ("/v1/keyboard/adjust", "application/json"),
            ("/v1/keyboard/adjusT", "application/jsoN"),
            ("/v1/keyboard/adjust2", "application/json2"),
            ("/v1/keyboard/adjus", "application/jso"),
            ("/v1/keyboard/simulate", "application/json; charset=utf-8"),
        ])
        func knownTextsArriveAsSent(path: String, value: String) throws {
            var configuration = ServerConfiguration()
            configuration.knownPaths = ["/v1/keyboard/adjust", "/v1/keyboard/simulate", "/healthz"]
            try withServer(configuration) { server in
                let response = try LoopbackHTTPClient.send(
                    Request(method: .get, target: path, headerFields: [.xTest: value]), port: server.port)
                #expect(response.headers[.echoPath] == path)
                #expect(response.headers[.echoTest] == value)
            }
        }

        @Test func requestHeadersKeepOrderAndRepeats() throws {
            let seen = Locked<HTTPRequest?>(nil)
            try withServer(handler: { request in
                seen.withLock { $0 = request.head }
                return Response(status: .noContent)
            }) { server in
                let response = try LoopbackHTTPClient.send(
                    Request(
                        method: .get,
                        target: "/",
                        headerFields: [
                            .accept: "a/b", HTTPField.Name("X-Repeat")!: "1", HTTPField.Name("X-Repeat")!: "2",
                        ]
                    ),
                    port: server.port
                )
                #expect(response.status == 204)
                #expect(response.body.isEmpty)
            }
            let head = try #require(seen.withLock { $0 })
            let repeats = head.headerFields.filter { $0.name.rawName == "X-Repeat" }.map(\.value)
            #expect(repeats == ["1", "2"])
            #expect(head.headerFields[HTTPField.Name("accept")!] == "a/b")
            // The Host field is the authority, as NIOHTTPTypesHTTP1 maps HTTP/1.1, and not a field.
            #expect(head.authority != nil)
            #expect(head.headerFields[HTTPField.Name("HOST")!] == nil)
            #expect(head.headerFields[HTTPField.Name("X-Absent")!] == nil)
        }

        @Test func largeResponseBody() throws {
            // 1 MiB out: more than one socket buffer, so the daemon writes it in several rounds.
            let big = [UInt8]((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            try withServer(handler: { _ in Response(status: .ok, body: big) }) { server in
                let response = try LoopbackHTTPClient.send(Request(method: .get, target: "/big"), port: server.port)
                #expect(response.status == 200)
                #expect(response.body == big)
            }
        }

        /// A handler's answer is lent to libmicrohttpd, not copied, and kept alive until the library frees the
        /// response. Each answer here is made in the handler and held by nothing else once it returns; 4 MiB
        /// does not fit the socket buffers, so most of it is sent after the handler returned. Three in a row on
        /// one keep-alive connection, each with its own bytes (byte i of answer n is (i * 31 + n) mod 256), must
        /// each arrive whole: an answer freed or reused early would show another answer's bytes or none. Once
        /// all are read, the library has let go of every one (`lentAnswers` back to 0).
        @Test func lentAnswersArriveWholeOnOneConnection() throws {
            @Sendable func answer(_ n: Int) -> [UInt8] {
                [UInt8]((0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ n) })
            }
            try withServer(handler: { request in
                Response(status: .ok, body: answer(Int(request.path.dropFirst()) ?? 0))
            }) { server in
                let connection = try LoopbackConnection(port: server.port)
                for n in 1...3 {
                    let request = Request(method: .get, target: "/\(n)")
                    try connection.write(
                        LoopbackHTTPClient.serialize(request, host: "127.0.0.1", port: server.port, keepAlive: true))
                    let response = try connection.readResponse()
                    #expect(response.status == 200)
                    #expect(response.body.count == 4 << 20)
                    #expect(response.body == answer(n))
                }
                #expect(eventually { server.lentAnswers == 0 })
            }
        }

        /// Clients that ask for a large answer (8 MiB, made for each request) and leave without reading it:
        /// libmicrohttpd frees each response with its connection, and with it the answer it was lent
        /// (`lentAnswers` back to 0, which it would not be if a release were missing); the daemon goes on
        /// answering.
        @Test func clientsLeavingBeforeALargeAnswerIsRead() throws {
            try withServer(handler: { request in
                request.path == "/big"
                    ? Response(status: .ok, body: [UInt8](repeating: 0x61, count: 8 << 20))
                    : Response(status: .ok, body: Array("ok".utf8))
            }) { server in
                for _ in 0..<3 {
                    let connection = try LoopbackConnection(port: server.port)
                    let request = Request(method: .get, target: "/big")
                    try connection.write(
                        LoopbackHTTPClient.serialize(request, host: "127.0.0.1", port: server.port, keepAlive: true))
                    connection.close()
                }
                let response = try LoopbackHTTPClient.send(Request(method: .get, target: "/small"), port: server.port)
                #expect(response.status == 200)
                #expect(response.body == Array("ok".utf8))
                #expect(eventually(within: 5) { server.lentAnswers == 0 })
            }
        }

        /// Answers still queued and unread when the daemon stops: stopping frees their responses, and so lets
        /// go of every answer lent. The clients stay connected and read nothing until after the stop.
        @Test func stoppingWithLargeAnswersQueuedLetsThemGo() throws {
            try withServer(handler: { _ in Response(status: .ok, body: [UInt8](repeating: 0x62, count: 8 << 20)) }) {
                server in
                var connections: [LoopbackConnection] = []
                for _ in 0..<4 {
                    let connection = try LoopbackConnection(port: server.port)
                    try connection.write(
                        LoopbackHTTPClient.serialize(
                            Request(method: .get, target: "/"), host: "127.0.0.1", port: server.port, keepAlive: true))
                    connections.append(connection)
                }
                // Each answer is lent once its request is read: wait until all four are with the library.
                #expect(eventually(within: 5) { server.lentAnswers == 4 })
                server.stop()
                #expect(server.lentAnswers == 0)
                for connection in connections { connection.close() }
            }
        }

        /// A lent answer whose response libmicrohttpd refuses (a header it does not allow) is let go at once,
        /// and the 500 that replaces it is the daemon's own, copied.
        @Test func lentAnswerOfARefusedResponseIsLetGo() throws {
            try withServer(handler: { _ in
                Response(
                    status: .ok, headerFields: [.transferEncoding: "gzip"],
                    body: [UInt8](repeating: 0x63, count: 1 << 20))
            }) { server in
                let response = try LoopbackHTTPClient.send(Request(method: .get, target: "/"), port: server.port)
                #expect(response.status == 500)
                #expect(eventually { server.lentAnswers == 0 })
            }
        }

        /// A field libmicrohttpd refuses ("Transfer-Encoding": "the only allowed value is chunked").
        @Test func invalidResponseHeaderBecomes500() throws {
            try withServer(handler: { _ in
                Response(status: .ok, headerFields: [.transferEncoding: "gzip"], body: Array("x".utf8))
            }) { server in
                let response = try LoopbackHTTPClient.send(Request(method: .get, target: "/"), port: server.port)
                #expect(response.status == 500)
                #expect(response.headers[.transferEncoding] == nil)
                #expect(response.headers[.contentType] == "application/problem+json")
            }
        }

        /// A CR LF in a value cannot start a field of its own: HTTPField turns the bytes RFC 9110 forbids
        /// in a value into spaces before the daemon sees them.
        @Test func responseHeaderValueCannotInjectAField() throws {
            try withServer(handler: { _ in
                Response(
                    status: .ok,
                    headerFields: [HTTPField.Name("X-Bad")!: "a\r\nInjected: yes"],
                    body: Array("x".utf8)
                )
            }) { server in
                let response = try LoopbackHTTPClient.send(Request(method: .get, target: "/"), port: server.port)
                #expect(response.headers[HTTPField.Name("Injected")!] == nil)
                #expect(response.headers[HTTPField.Name("X-Bad")!] == "a  Injected: yes")
            }
        }

        @Test func invalidStatusBecomes500() throws {
            try withServer(handler: { _ in Response(status: 42) }) { server in
                let response = try LoopbackHTTPClient.send(Request(method: .get, target: "/"), port: server.port)
                #expect(response.status == 500)
            }
        }

        /// A method must be a token (RFC 9110, section 9.1); `G(T` has no HTTPRequest.Method, so the
        /// handler never sees it and the answer is 400.
        @Test func methodThatIsNotATokenIs400() throws {
            let calls = CallCounter()
            try withServer(handler: { request in
                calls.increment()
                return echo(request)
            }) { server in
                let connection = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                try connection.write("G(T / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                let response = try connection.readResponse()
                #expect(response.status == 400)
                // The daemon's own answer, not libmicrohttpd's (which passes any method on).
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect(String(decoding: response.body, as: UTF8.self).contains("not a token"))
            }
            #expect(calls.value == 0)
        }

        @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
            try withServer { server in
                let connection = try LoopbackConnection(port: server.port)
                for index in 0..<3 {
                    let request = Request(method: .post, target: "/\(index)", body: Array("body \(index)".utf8))
                    try connection.write(
                        LoopbackHTTPClient.serialize(request, host: "127.0.0.1", port: server.port, keepAlive: true)
                    )
                    let response = try connection.readResponse()
                    #expect(response.status == 200)
                    #expect(response.body == Array("body \(index)".utf8))
                }
            }
        }

        /// A recycled request state keeps the last request's head, and the next is written into it only where it
        /// differs (`readHead`): each request on one keep-alive connection must still see its own method, host,
        /// path and fields. The paths `/caf\u{E9}` (é as one code point, C3 A9) and `/cafe\u{301}` (e, then the
        /// combining acute, 65 CC 81) are equal as Swift Strings (canonically equivalent) but not as bytes, so the
        /// second must not keep the first's; and a request without fields after one with a field has none.
        @Test func eachRequestOnAConnectionSeesItsOwnHead() throws {
            let echoHead: @Sendable (Request) -> Response = { request in
                var text = "\(request.method.rawValue) \(request.head.authority ?? "-") \(request.head.path ?? "-")"
                for field in request.headers { text += " \(field.name.canonicalName)=\(field.value)" }
                return Response(status: .ok, body: Array(text.utf8))
            }
            try withServer(handler: echoHead) { server in
                let connection = try LoopbackConnection(port: server.port)
                // (what is sent, what the handler must see), worked out from each request line and its fields.
                let exchanges: [(String, String)] = [
                    ("GET /a HTTP/1.1\r\nHost: one\r\nX-A: 1\r\n\r\n", "GET one /a x-a=1"),
                    ("GET /a HTTP/1.1\r\nHost: one\r\n\r\n", "GET one /a"),
                    ("DELETE /a HTTP/1.1\r\nHost: two\r\n\r\n", "DELETE two /a"),
                    ("GET /b?x=1 HTTP/1.1\r\nHost: two\r\n\r\n", "GET two /b?x=1"),
                    ("GET /caf\u{E9} HTTP/1.1\r\nHost: two\r\n\r\n", "GET two /caf\u{E9}"),
                    ("GET /cafe\u{301} HTTP/1.1\r\nHost: two\r\n\r\n", "GET two /cafe\u{301}"),
                ]
                for (wire, seen) in exchanges {
                    try connection.write(wire)
                    let response = try connection.readResponse()
                    #expect(response.status == 200)
                    #expect(response.body == Array(seen.utf8), "\(wire.debugDescription)")
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
                try LoopbackHTTPClient.send(Request(method: .get, target: "/"), port: 9, host: host)
            }
        }
    }
}
