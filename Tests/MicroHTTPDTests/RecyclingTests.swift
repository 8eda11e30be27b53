import Dispatch
import Foundation
import HTTPMessages
import HTTPTypes
import MicroHTTPD
import MicroHTTPDTesting
import Testing

// The daemon keeps a finished request's state (its head, field list, body and lent answer) and gives it to the next
// request, on whichever thread that runs. These tests send many different requests at once over keep-alive
// connections, with the endings that leave a state in each of its conditions (answered, refused early, refused at
// the end of a chunked body, abandoned mid-body), and check that every answer is its own request's: a state handed
// to two requests at once, or handed on with something of the last request left in it, shows up as an answer with
// another request's id, fields or body, or as a 413 for a request under the limit.

extension HTTPField.Name {
    fileprivate static let requestID = Self("X-Request-Id")!
}

/// The body limit of the recycling tests' server: the mix below has bodies up to it and declared lengths over it.
private let recyclingLimit = 4_096

/// What the recycling server answers: the request's method, target and header fields in the order received, one a
/// line, then an empty line, then the body. (Host is not among the fields: the daemon makes it the authority.)
private func listing(of request: Request) -> [UInt8] {
    var text = "\(request.method.rawValue) \(request.head.path ?? "")\n"
    for field in request.headers { text += "\(field.name.rawName): \(field.value)\n" }
    return Array((text + "\n").utf8) + request.body
}

/// The id the recycling server gives a request: the client's X-Request-Id when it sent one, else a number made
/// from the target (FNV-1a, 64 bits, of its bytes), whose 16 hex digits the test works out from the target too.
private func identifier(of request: Request) -> RequestIdentifier {
    if let given = request.headers[.requestID] { return .given(given) }
    return .made(fnv1a(Array((request.head.path ?? "").utf8)))
}

private func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return hash
}

/// SplitMix64: the requests of the mix are drawn from it with a fixed seed a connection, so every run sends the
/// same requests (only the interleaving of the connections varies).
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// One request of the mix and how it ends.
private struct Exchange {
    enum Ending {
        /// Sent whole with a Content-Length, answered 200 with its listing.
        case answered
        /// Sent whole in chunks of at most 1,000 bytes, answered 200 with its listing.
        case chunked
        /// Only the head, declaring a length over the limit: refused with 413 and `Connection: close` before any
        /// body is read, then the server closes.
        case refusedEarly(declared: Int)
        /// A chunked body over the limit: read whole and dropped, refused with 413 at its end; the connection stays.
        case refusedChunked
        /// The head and the first half of the body, then the client closes: no answer.
        case abandoned
    }

    let ending: Ending
    let target: String
    /// The client's X-Request-Id; nil for a request whose id the server makes.
    let id: String?
    /// The fields sent after Host, in order, the framing one (Content-Length or Transfer-Encoding) last.
    let fields: [(name: String, value: String)]
    let body: [UInt8]

    /// The bytes on the wire (all of them; `abandoned` sends a prefix).
    var wire: [UInt8] {
        var head = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for field in fields { head += "\(field.name): \(field.value)\r\n" }
        head += "\r\n"
        switch ending {
        case .answered, .abandoned, .refusedEarly:
            return Array(head.utf8) + body
        case .chunked, .refusedChunked:
            var bytes = Array(head.utf8)
            var start = 0
            while start < body.count {
                let end = min(start + 1_000, body.count)
                bytes += Array("\(String(end - start, radix: 16))\r\n".utf8) + body[start..<end] + Array("\r\n".utf8)
                start = end
            }
            return bytes + Array("0\r\n\r\n".utf8)
        }
    }

    var isRefusedEarly: Bool {
        if case .refusedEarly = ending { return true }
        return false
    }

    /// The answer's status, X-Request-Id and body, worked out from the request alone: 200 (`answered`, `chunked`)
    /// or 413 (`refused…`); the client's id, else the 16 lowercase hex digits of FNV-1a of the target; the body
    /// `POST <target>\n`, a `name: value\n` line for each sent field, `\n`, then the request's body for a 200 and
    /// nothing for a 413 (a refused body never reaches the answer).
    var expected: (status: Int, id: String, body: [UInt8]) {
        let madeID = String(fnv1a(Array(target.utf8)), radix: 16)
        let id = self.id ?? String(repeating: "0", count: 16 - madeID.count) + madeID
        var text = "POST \(target)\n"
        for field in fields { text += "\(field.name): \(field.value)\n" }
        let head = Array((text + "\n").utf8)
        switch ending {
        case .answered, .chunked: return (200, id, head + body)
        case .refusedEarly, .refusedChunked: return (413, id, head)
        // Never answered, never checked.
        case .abandoned: return (0, id, head)
        }
    }

    /// The `count` requests of connection `connection`, drawn from a generator seeded with the connection's number.
    /// The first is a 1-byte body, so most later ones are larger than it; sizes come from a list that holds empty
    /// bodies and the limit itself. About 1 in 20 is abandoned, 1 in 20 refused early, 1 in 25 refused at the end of
    /// a chunked body, 1 in 10 a chunked one under the limit, the rest answered; 1 in 8 has no id of its own, and
    /// each carries 0 to 3 extra fields named after it.
    static func mix(connection: Int, count: Int) -> [Exchange] {
        var random = SplitMix64(state: 0x5EED_0000 + UInt64(connection))
        let sizes = [0, 0, 1, 17, 200, 1_000, 1_001, 2_500, recyclingLimit]
        return (0..<count).map { index in
            // The first request of a connection is answered.
            let roll = index == 0 ? 99 : random.below(100)
            let ending: Ending =
                switch roll {
                case 0..<5: .abandoned
                case 5..<10: .refusedEarly(declared: recyclingLimit + 1 + random.below(50_000))
                case 10..<14: .refusedChunked
                case 14..<24: .chunked
                default: .answered
                }
            let size: Int =
                switch ending {
                case _ where index == 0: 1
                case .refusedChunked: recyclingLimit + 1 + random.below(3_000)
                case .abandoned: 64 + random.below(2_000)
                case .refusedEarly: 0
                default: sizes[random.below(sizes.count)]
                }
            let target = "/c\(connection)/r\(index)"
            // Every byte depends on the connection and the request, and the body starts with its target.
            let seed = UInt8(truncatingIfNeeded: connection &* 37 &+ index &* 11)
            var body = Array("\(target):".utf8).prefix(size).map { $0 }
            body += (body.count..<size).map { UInt8(truncatingIfNeeded: $0 &* 131) ^ seed }
            let id: String? =
                random.below(8) == 0 ? nil : "c\(connection)-r\(index)-\(String(random.next(), radix: 16))"
            var fields: [(name: String, value: String)] = id.map { [("X-Request-Id", $0)] } ?? []
            for extra in 0..<random.below(4) {
                fields.append(("X-Extra-\(extra)", "\(connection).\(index).\(extra)"))
            }
            switch ending {
            case .answered, .abandoned: fields.append(("Content-Length", "\(size)"))
            case .refusedEarly(let declared): fields.append(("Content-Length", "\(declared)"))
            case .chunked, .refusedChunked: fields.append(("Transfer-Encoding", "chunked"))
            }
            return Exchange(ending: ending, target: target, id: id, fields: fields, body: body)
        }
    }
}

extension MicroHTTPDTests {
    struct RecyclingTests {
        /// 8 keep-alive connections at once, each sending its 200 requests of the mix one after another (and
        /// opening a new connection after each refused-early or abandoned one), to a server of 2 threads whose
        /// states are shared between them. Every answer must be exactly the one worked out from its own request
        /// (`Exchange.expected`): its status, one X-Request-Id with its id, the count of fields it was sent, no
        /// field of a request among the answer's fields, and its listing as the body. Afterwards the server still
        /// answers, nothing is in flight or lent, and once it is stopped and released nothing holds its handler (a
        /// state left in the spares would hold the daemon, and the daemon the handler).
        ///
        /// It fails when `RequestState.clear()` leaves `overLimit` set (answers under the limit become 413s after
        /// a refusal) or leaves the body (an abandoned request's half body is echoed before the next one's), when
        /// the field list is kept both there and in `readHead` (earlier requests' fields and ids in the listing),
        /// when both owners recycle without the uniqueness check (a state in the spares twice is filled by two
        /// requests at once: wrong answers, or the process crashes), and when `stop()` keeps the spares.
        @Test func everyAnswerIsItsOwnRequestsWhileStatesAreRecycled() throws {
            let connections = 8
            let requestsPerConnection = 200
            let failures = Locked<[String]>([])
            let answered = Locked(0)
            weak var watched: Sentinel?
            do {
                let sentinel = Sentinel()
                watched = sentinel
                var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2)
                configuration.maxBodyBytes = recyclingLimit
                let server = HTTPServer(
                    configuration: configuration, logger: quietLogger, idField: .requestID,
                    tooLarge: { request in
                        (Response(status: .contentTooLarge, body: listing(of: request)), identifier(of: request))
                    },
                    unavailable: { request, reason in
                        (HTTPServer.serviceUnavailable(request, reason), identifier(of: request))
                    },
                    handler: { request in
                        withExtendedLifetime(sentinel) {
                            (
                                Response(
                                    status: .ok,
                                    headerFields: [
                                        .contentType: "application/octet-stream",
                                        .echoHeaderCount: "\(request.headers.count)",
                                    ],
                                    body: listing(of: request)),
                                identifier(of: request)
                            )
                        }
                    })
                try server.start()
                let port = server.port

                let group = DispatchGroup()
                for connectionNumber in 0..<connections {
                    group.enter()
                    let thread = Thread {
                        defer { group.leave() }
                        let mix = Exchange.mix(connection: connectionNumber, count: requestsPerConnection)
                        do {
                            var connection = try LoopbackConnection(port: port)
                            for exchange in mix {
                                var wire = exchange.wire
                                if case .abandoned = exchange.ending {
                                    wire.removeLast(exchange.body.count - exchange.body.count / 2)
                                }
                                try connection.write(wire)
                                if case .abandoned = exchange.ending {
                                    connection.close()
                                    connection = try LoopbackConnection(port: port)
                                    continue
                                }
                                let response = try connection.readResponse()
                                answered.withLock { $0 += 1 }
                                let problems = Self.problems(with: response, for: exchange)
                                if !problems.isEmpty {
                                    failures.withLock {
                                        $0.append("\(exchange.target): " + problems.joined(separator: "; "))
                                    }
                                }
                                if exchange.isRefusedEarly {
                                    // Connection: close, and the server closes it.
                                    _ = try connection.readToEnd()
                                    connection = try LoopbackConnection(port: port)
                                }
                            }
                        } catch {
                            failures.withLock { $0.append("connection \(connectionNumber): \(error)") }
                        }
                    }
                    thread.start()
                }
                #expect(group.wait(timeout: .now() + 30) == .success)

                // Every request but the abandoned ones was answered, each as worked out from it.
                let abandoned = (0..<connections).map { connection in
                    Exchange.mix(connection: connection, count: requestsPerConnection).count {
                        if case .abandoned = $0.ending { return true }
                        return false
                    }
                }.reduce(0, +)
                #expect(answered.value == connections * requestsPerConnection - abandoned)
                let found = failures.value
                #expect(found.isEmpty, "\(found.count) wrong answers, the first: \(found.prefix(5))")

                // And the server goes on answering, with nothing left in flight or lent.
                let after = Exchange(
                    ending: .answered, target: "/after", id: "after-1",
                    fields: [("X-Request-Id", "after-1"), ("Content-Length", "5")],
                    body: Array("after".utf8))
                let last = try LoopbackConnection(port: port)
                try last.write(after.wire)
                let response = try last.readResponse()
                #expect(Self.problems(with: response, for: after).isEmpty)
                #expect(eventually { server.inFlight == 0 && server.lentAnswers == 0 })
                server.stop()
            }
            #expect(watched == nil)
        }

        /// What is wrong with `response` as the answer to `exchange`; empty when nothing is.
        private static func problems(with response: Response, for exchange: Exchange) -> [String] {
            let expected = exchange.expected
            var problems: [String] = []
            if response.status.code != expected.status { problems.append("status \(response.status.code)") }
            let ids = response.headers[values: .requestID]
            if ids != [expected.id] { problems.append("X-Request-Id \(ids), not \(expected.id)") }
            if response.body != expected.body {
                problems.append(
                    "body of \(response.body.count) bytes: \(String(decoding: response.body.prefix(120), as: UTF8.self))"
                )
            }
            if expected.status == 200, response.headers[.echoHeaderCount] != "\(exchange.fields.count)" {
                problems.append("\(response.headers[.echoHeaderCount] ?? "no") fields received")
            }
            if case .refusedEarly = exchange.ending, response.headers[.connection]?.lowercased() != "close" {
                problems.append("no Connection: close")
            }
            let foreign = response.headers.filter { field in
                let name = field.name.canonicalName
                return name.hasPrefix("x-extra-") || name == "x-test"
            }
            if !foreign.isEmpty { problems.append("a request's fields among the answer's: \(foreign)") }
            return problems
        }
    }
}
