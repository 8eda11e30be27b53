import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import MicroHTTPDTesting
import Testing

/// The built executable as a subprocess: `serve`, then SIGTERM in the middle of a request.
@Suite(.serialized) struct ShutdownTests {
    /// The `keyboard-layout` executable beside the test bundle (SwiftPM builds it with the tests).
    static func executable() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            packageRoot.appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("keyboard-layout") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw TestFailure("keyboard-layout not built; looked at \(candidates.map(\.path))")
        }
        return found
    }

    /// Starts `keyboard-layout serve` on 127.0.0.1 and a free port; returns the process, its port and the
    /// file its log goes to.
    /// `environment` is added to this process's own for the server alone: no test sets a variable for every
    /// test of the process.
    static func startServer(
        _ arguments: [String] = [], environment: [String: String] = [:]
    ) throws -> (Process, Int, URL) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("kl-serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = try executable()
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--threads", "2"] + arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.contains("serving") }),
                let range = line.range(of: #"port=\d+"#, options: .regularExpression),
                let port = Int(line[range].dropFirst(5))
            {
                return (process, port, log)
            }
            guard process.isRunning else { break }
            usleep(20_000)
        }
        process.terminate()
        throw TestFailure("the server did not start: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }

    /// SIGTERM arrives while a request is half sent (headers and half its body): the server stops accepting
    /// connections, the request still gets its whole answer when the rest of the body comes, and the process
    /// exits 0. The answer is the example's: bar at y 472 (see EndpointTests).
    @Test func sigtermLetsTheRequestInFlightFinishThenExitsZero() throws {
        let (process, port, log) = try Self.startServer(["--grace-period", "10"])
        defer { if process.isRunning { process.terminate() } }
        let body = try repositoryFile("Examples/iphone-comment-bar.json")
        let half = body.count / 2

        let connection = try LoopbackConnection(port: port, timeoutSeconds: 15)
        try connection.write(
            "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n")
        try connection.write(Array(body[..<half]))
        usleep(200_000)  // the server has read the headers: the request is in flight
        kill(process.processIdentifier, SIGTERM)

        // New connections are refused once the server drains.
        var refused = false
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline && !refused {
            do {
                _ = try LoopbackHTTPClient.send(
                    Request(method: .get, target: "/healthz"), port: port, timeoutSeconds: 1)
                usleep(20_000)
            } catch {
                refused = error.isConnectFailure
            }
        }
        #expect(refused)
        #expect(process.isRunning)  // still waiting for the request in flight

        try connection.write(Array(body[half...]))
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(try JSONReader.parse(response.body).number("views", "bar", "frame", "y") == 472)

        let exitDeadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < exitDeadline { usleep(20_000) }
        #expect(!process.isRunning)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(text.contains("draining"))
        #expect(text.contains("status=200"))
        try? FileManager.default.removeItem(at: log)
    }

    /// SIGINT (Ctrl-C) with nothing in flight: exit 0 at once.
    @Test func sigintWithNothingInFlightExitsZero() throws {
        let (process, _, log) = try Self.startServer()
        defer { if process.isRunning { process.terminate() } }
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 0)
        try? FileManager.default.removeItem(at: log)
    }

    /// Settings come from KEYBOARD_LAYOUT_* when no option is given: a body limit of 100 bytes set in the
    /// environment turns the example (about 1.5 KB) into a 413.
    @Test func environmentSetsTheLimits() throws {
        let (process, port, log) = try Self.startServer(environment: ["KEYBOARD_LAYOUT_MAX_BODY_BYTES": "100"])
        defer {
            process.terminate()
            try? FileManager.default.removeItem(at: log)
        }
        let response = try LoopbackHTTPClient.send(
            Request(
                method: .post, target: "/v1/keyboard/adjust",
                body: try repositoryFile("Examples/iphone-comment-bar.json")),
            port: port)
        #expect(response.status == 413)
        #expect(String(decoding: response.body, as: UTF8.self).contains("limit of 100 bytes"))
    }
}
