import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import MicroHTTPDTesting
import Testing

/// A rolling update as an operator sees it: keep-alive clients posting, SIGTERM in the middle, against the built
/// executable (the drain is the process's, so it has no in-process twin).
@Suite(.serialized) struct DrainTests {
    /// What one client saw: answers received, and requests sent on a connection that then closed unanswered.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var answered = 0
        private(set) var lost = 0
        private(set) var closedByServer = 0
        func add(answered: Int = 0, lost: Int = 0, closed: Int = 0) {
            lock.lock()
            self.answered += answered
            self.lost += lost
            closedByServer += closed
            lock.unlock()
        }
    }

    /// 16 keep-alive clients post the example adjust body one request after another; after 2 s the server gets
    /// SIGTERM (grace 5 s). During the drain every answer says `Connection: close`, so each client closes and
    /// finds the listener gone (refused: the request never left, as a client behind a Service retries it on
    /// another pod). Counted: the answers received equal the 200s the access log records as sent (its lines, less
    /// the "answer not sent whole" warnings), at most 3 requests meet a connection closed without an answer, and
    /// the process exits 0 within the grace.
    @Test func sigtermUnderKeepAliveLoadDropsNothing() throws {
        let (process, port, log) = try ShutdownTests.startServer(["--grace-period", "5"])
        defer { if process.isRunning { process.terminate() } }
        let body = try repositoryFile("Examples/iphone-comment-bar.json")
        let request =
            Array(
                ("POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.count)\r\n\r\n").utf8) + body
        let tally = Tally()
        let group = DispatchGroup()
        let stopAt = Date().addingTimeInterval(12)
        for _ in 0..<16 {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                while Date() < stopAt {
                    // A new connection; refused once the server drains: the client is done.
                    guard let connection = try? LoopbackConnection(port: port, timeoutSeconds: 8) else { return }
                    while Date() < stopAt {
                        do {
                            try connection.write(request)
                        } catch {
                            tally.add(lost: 1)
                            break
                        }
                        guard let response = try? connection.readResponse() else {
                            tally.add(lost: 1)
                            break
                        }
                        tally.add(answered: response.status == .ok ? 1 : 0)
                        if response.headers[.connection]?.lowercased() == "close" {
                            tally.add(closed: 1)
                            break
                        }
                    }
                    connection.close()
                }
            }
        }
        usleep(2_000_000)
        let signalled = Date()
        kill(process.processIdentifier, SIGTERM)
        group.wait()
        while process.isRunning && Date().timeIntervalSince(signalled) < 10 { usleep(20_000) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 0)
        #expect(Date().timeIntervalSince(signalled) < 6.5)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let logged = text.split(separator: "\n").filter { $0.contains("status=200") }.count
        let notSent = text.split(separator: "\n").filter { $0.contains("answer not sent whole") }.count
        #expect(tally.answered > 100)
        #expect(logged - notSent == tally.answered, "logged \(logged), not sent \(notSent), received \(tally.answered)")
        #expect(tally.lost <= 3, "\(tally.lost) requests met a connection closed without an answer")
        #expect(tally.closedByServer >= 1)
        try? FileManager.default.removeItem(at: log)
    }
}
