import HTTPMessages
import HTTPTypes
import MicroHTTPD
import MicroHTTPDTesting
import Testing

extension MicroHTTPDTests {
    struct BodyLimitTests {
        @Test func declaredLengthOverLimitIsRefusedBeforeTheBodyIsRead() throws {
            let calls = CallCounter()
            try withServer(handler: { request in
                calls.increment()
                return echo(request)
            }) { server in
                let connection = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                // Announce 1 MiB, send only 1,000 bytes of it: an answer proves the server did not
                // wait for the rest.
                try connection.write(
                    "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 1048576\r\n\r\n"
                )
                try connection.write([UInt8](repeating: 0x20, count: 1_000))
                let response = try connection.readResponse()
                #expect(response.status == 413)
                #expect(response.headers[.connection]?.lowercased() == "close")
                #expect(response.headers[.contentType] == "application/problem+json")
                let text = String(decoding: response.body, as: UTF8.self)
                #expect(text.contains(#""status":413"#))
                #expect(text.contains("65536"))
                // And the server closes the connection rather than read the rest.
                _ = try connection.readToEnd()
            }
            #expect(calls.value == 0)
        }

        @Test func expectContinueGetsTheRefusalInsteadOf100() throws {
            try withServer { server in
                let connection = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                try connection.write(
                    "PUT /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 70000\r\nExpect: 100-continue\r\n\r\n"
                )
                let response = try connection.readResponse()
                #expect(response.status == 413)
            }
        }

        @Test(arguments: [(1_024, 200), (1_025, 413)])
        func limitIsInclusive(length: Int, status: Int) throws {
            var configuration = ServerConfiguration()
            configuration.maxBodyBytes = 1_024
            try withServer(configuration) { server in
                let body = [UInt8](repeating: 0x61, count: length)
                let response = try LoopbackHTTPClient.send(
                    Request(method: .post, target: "/", body: body),
                    port: server.port
                )
                #expect(response.status.code == status)
                if status == 200 { #expect(response.body == body) }
            }
        }

        @Test func chunkedBodyUnderLimitIsAccumulated() throws {
            var configuration = ServerConfiguration()
            configuration.maxBodyBytes = 1_024
            try withServer(configuration) { server in
                let connection = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                let piece = String(repeating: "b", count: 300)
                try connection.write(
                    "POST /chunked HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                        + "12c\r\n\(piece)\r\n12c\r\n\(piece)\r\n0\r\n\r\n"
                )
                let response = try connection.readResponse()
                #expect(response.status == 200)
                #expect(response.body == Array((piece + piece).utf8))
            }
        }

        @Test func chunkedBodyOverLimitGets413AtTheEnd() throws {
            let calls = CallCounter()
            var configuration = ServerConfiguration()
            configuration.maxBodyBytes = 1_024
            try withServer(
                configuration,
                handler: { request in
                    calls.increment()
                    return echo(request)
                }
            ) { server in
                let connection = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                // Three chunks of 1,000 bytes (0x3e8): the second passes the limit of 1,024.
                let piece = String(repeating: "c", count: 1_000)
                var request = "POST /chunked HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                for _ in 0..<3 { request += "3e8\r\n\(piece)\r\n" }
                request += "0\r\n\r\n"
                try connection.write(request)
                let response = try connection.readResponse()
                #expect(response.status == 413)
                #expect(response.headers[.contentType] == "application/problem+json")
                // The body was read whole (and dropped), so the connection stays usable.
                try connection.write("GET /after HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                let after = try connection.readResponse()
                #expect(after.status == 200)
                #expect(after.headers[.echoPath] == "/after")
            }
            #expect(calls.value == 1)
        }

        @Test func tooLargeClosureWritesTheAnswer() throws {
            let seen = Locked<Request?>(nil)
            var configuration = ServerConfiguration()
            configuration.maxBodyBytes = 10
            try withServer(
                configuration,
                tooLarge: { request in
                    seen.withLock { $0 = request }
                    return Response(
                        status: .contentTooLarge,
                        headerFields: [.contentType: "application/problem+json"],
                        body: Array(#"{"title":"custom"}"#.utf8)
                    )
                }
            ) { server in
                let response = try LoopbackHTTPClient.send(
                    Request(
                        method: .post,
                        target: "/v1/keyboard/simulate?x=1",
                        headerFields: [HTTPField.Name("X-Test")!: "big"],
                        body: Array(repeating: 0x7A, count: 11)
                    ),
                    port: server.port
                )
                #expect(response.status == 413)
                #expect(response.body == Array(#"{"title":"custom"}"#.utf8))
            }
            let request = try #require(seen.withLock { $0 })
            #expect(request.path == "/v1/keyboard/simulate")
            #expect(request.query == "x=1")
            #expect(request.headers[.xTest] == "big")
            #expect(request.body.isEmpty)
        }
    }
}
