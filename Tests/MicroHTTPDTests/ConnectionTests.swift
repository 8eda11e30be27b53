import Dispatch
import Foundation
import HTTPMessages
import HTTPTypes
import Logging
import MicroHTTPD
import MicroHTTPDTesting
import Testing

extension MicroHTTPDTests {
    struct ConnectionTests {
        @Test(arguments: [
            "GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n",  // stops inside the header block
            "POST /slow HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n0123456789",  // inside the body
        ])
        func stalledClientIsCutOffWhileOthersAreServed(partialRequest: String) throws {
            var configuration = ServerConfiguration()
            configuration.connectionTimeoutSeconds = 1
            configuration.threads = 1  // the stalled and the served client share one event loop
            try withServer(configuration) { server in
                let clock = ContinuousClock()
                let stalledAt = clock.now
                let stalled = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                try stalled.write(partialRequest)

                // Served at once while the other connection hangs.
                let served = try LoopbackHTTPClient.send(Request(method: .get, target: "/fast"), port: server.port)
                #expect(served.status == 200)
                #expect(clock.now - stalledAt < .milliseconds(900))

                // The stalled connection is closed after about the timeout (the daemon checks
                // timeouts with one-second granularity, so 1 to 2 s), not after our own 5 s.
                _ = try stalled.readToEnd()
                let elapsed = clock.now - stalledAt
                #expect(elapsed >= .milliseconds(900))
                #expect(elapsed < .milliseconds(3_500))
                #expect(eventually { server.inFlight == 0 })
            }
        }

        @Test func sixtyFourConcurrentClients() throws {
            let clients = 64
            try withServer { server in
                let port = server.port
                let connected = Locked(0)
                let go = Locked(false)
                let correct = Locked<[Int: Bool]>([:])
                let group = DispatchGroup()
                for index in 0..<clients {
                    group.enter()
                    let thread = Thread {
                        defer { group.leave() }
                        var ok = false
                        defer { correct.withLock { $0[index] = ok } }
                        do {
                            let connection = try LoopbackConnection(port: port, timeoutSeconds: 10)
                            connected.withLock { $0 += 1 }
                            // Nobody sends before all 64 connections are open.
                            guard eventually(within: 10, { go.value }) else { return }
                            let body = Array("client \(index)".utf8)
                            let request = Request(
                                method: .post,
                                target: "/client/\(index)",
                                headerFields: [.xTest: "\(index)"],
                                body: body
                            )
                            try connection.write(
                                LoopbackHTTPClient.serialize(request, host: "127.0.0.1", port: port, keepAlive: false)
                            )
                            let response = try connection.readResponse()
                            ok =
                                response.status == 200 && response.body == body
                                && response.headers[.echoPath] == "/client/\(index)"
                                && response.headers[.echoTest] == "\(index)"
                        } catch {
                            ok = false
                        }
                    }
                    thread.start()
                }
                // All 64 are connected and the daemon holds all of them at once.
                #expect(eventually(within: 10) { connected.value == clients && server.connections == clients })
                go.withLock { $0 = true }
                #expect(group.wait(timeout: .now() + 20) == .success)
                let results = correct.value
                #expect(results.count == clients)
                #expect(results.values.allSatisfy { $0 })
                #expect(eventually { server.inFlight == 0 })
            }
        }

        @Test func quiesceRefusesNewConnectionsAndFinishesOpenOnes() throws {
            try withServer { server in
                let open = try LoopbackConnection(port: server.port)
                let first = Request(method: .get, target: "/first")
                try open.write(
                    LoopbackHTTPClient.serialize(first, host: "127.0.0.1", port: server.port, keepAlive: true)
                )
                #expect(try open.readResponse().status == 200)

                server.quiesce()
                server.quiesce()  // harmless twice
                #expect(server.isRunning)
                do {
                    _ = try LoopbackHTTPClient.send(
                        Request(method: .get, target: "/late"),
                        port: server.port,
                        timeoutSeconds: 2
                    )
                    Issue.record("a new connection was served after quiesce()")
                } catch let error as HTTPClientError {
                    #expect(error.isConnectFailure, "\(error)")
                } catch {
                    Issue.record(error)
                }

                // The connection opened before is still served.
                let second = Request(method: .get, target: "/second")
                try open.write(
                    LoopbackHTTPClient.serialize(second, host: "127.0.0.1", port: server.port, keepAlive: false)
                )
                let response = try open.readResponse()
                #expect(response.status == 200)
                #expect(response.headers[.echoPath] == "/second")

                #expect(eventually { server.inFlight == 0 })
                server.stop()
                #expect(!server.isRunning)
                server.stop()  // harmless twice
            }
        }

        @Test func stopClosesIdleConnections() throws {
            try withServer { server in
                let idle = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                #expect(eventually { server.connections == 1 })
                server.stop()
                // Closed by the stop, well before the 10 s connection timeout or ours.
                _ = try idle.readToEnd()
            }
        }

        @Test func startAndStopTwentyTimesLeavesNothingBehind() throws {
            let descriptorsBefore = openFileDescriptors()
            for round in 0..<20 {
                weak var watched: Sentinel?
                do {
                    let sentinel = Sentinel()
                    watched = sentinel
                    let server = HTTPServer(
                        configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
                        logger: quietLogger,
                        tooLarge: contentTooLarge(limit: 65_536)
                    ) { request in
                        withExtendedLifetime(sentinel) { echo(request) }
                    }
                    try server.start()
                    let response = try LoopbackHTTPClient.send(
                        Request(method: .post, target: "/round/\(round)", body: Array("\(round)".utf8)),
                        port: server.port
                    )
                    #expect(response.status == 200)
                    #expect(response.body == Array("\(round)".utf8))
                    // Every request state was released by the completion callback.
                    #expect(eventually { server.inFlight == 0 })
                    server.stop()
                }
                // The handler (and what it captured) is gone once the server is: the retain taken
                // at start was released once at stop.
                #expect(watched == nil)
            }
            // Listen sockets and the threads' event descriptors are all closed again. A leak would
            // leave at least 3 a round (listen socket, one inter-thread channel per thread), 60 in
            // all; the slack of 5 is for files other test targets may hold open meanwhile.
            #expect(openFileDescriptors() <= descriptorsBefore + 5)
        }

        @Test func restartAfterStopAndPortIsFreed() throws {
            let server = HTTPServer(
                configuration: ServerConfiguration(host: "127.0.0.1", port: 0), logger: quietLogger,
                tooLarge: contentTooLarge(limit: 65_536)
            ) { echo($0) }
            try server.start()
            let firstPort = server.port
            #expect(firstPort > 0)
            server.stop()
            try server.start()
            #expect(try LoopbackHTTPClient.send(Request(method: .get, target: "/"), port: server.port).status == 200)
            server.stop()

            // The first port is free again: another server binds it.
            let again = HTTPServer(
                configuration: ServerConfiguration(host: "127.0.0.1", port: firstPort),
                logger: quietLogger,
                tooLarge: contentTooLarge(limit: 65_536)
            ) { echo($0) }
            try again.start()
            #expect(again.port == firstPort)
            again.stop()
        }

        @Test func startingTwiceIsAnError() throws {
            try withServer { server in
                #expect(throws: HTTPServerError.alreadyRunning) { try server.start() }
            }
        }

        @Test func portInUseIsABindFailure() throws {
            try withServer { first in
                let second = HTTPServer(
                    configuration: ServerConfiguration(host: "127.0.0.1", port: first.port),
                    logger: quietLogger,
                    tooLarge: contentTooLarge(limit: 65_536)
                ) { echo($0) }
                do {
                    try second.start()
                    Issue.record("a second server bound port \(first.port)")
                    second.stop()
                } catch let error as HTTPServerError {
                    #expect(error.isBindFailure, "\(error)")
                    #expect(error.description.contains("127.0.0.1:\(first.port)"))
                } catch {
                    Issue.record(error)
                }
                #expect(!second.isRunning)
            }
        }

        @Test(arguments: ["example.com", "256.0.0.1", "127.0.0.1:80", ""])
        func invalidHost(host: String) {
            let server = HTTPServer(
                configuration: ServerConfiguration(host: host, port: 0), logger: quietLogger,
                tooLarge: contentTooLarge(limit: 65_536)
            ) {
                echo($0)
            }
            #expect(throws: HTTPServerError.invalidHost(host)) { try server.start() }
        }

        @Test(arguments: [
            ServerConfiguration(port: 70_000),
            ServerConfiguration(threads: 0),
            ServerConfiguration(maxBodyBytes: -1),
            ServerConfiguration(connectionLimit: 0),
        ])
        func invalidConfiguration(configuration: ServerConfiguration) {
            let server = HTTPServer(
                configuration: configuration, logger: quietLogger, tooLarge: contentTooLarge(limit: 65_536)
            ) { echo($0) }
            do {
                try server.start()
                Issue.record("started with \(configuration)")
                server.stop()
            } catch {
                #expect(error.description.hasPrefix("invalid server configuration"))
            }
        }

        @Test(arguments: ["localhost", "0.0.0.0"])
        func bindsOtherIPv4Hosts(host: String) throws {
            let server = HTTPServer(
                configuration: ServerConfiguration(host: host, port: 0), logger: quietLogger,
                tooLarge: contentTooLarge(limit: 65_536)
            ) {
                echo($0)
            }
            try server.start()
            defer { server.stop() }
            // Only ever talked to over loopback.
            #expect(try LoopbackHTTPClient.send(Request(method: .get, target: "/"), port: server.port).status == 200)
        }

        @Test func bindsIPv6Loopback() throws {
            let server = HTTPServer(
                configuration: ServerConfiguration(host: "::1", port: 0), logger: quietLogger,
                tooLarge: contentTooLarge(limit: 65_536)
            ) {
                echo($0)
            }
            do {
                try server.start()
            } catch {
                // A machine without IPv6 on loopback: nothing to test.
                #expect(error.isBindFailure || error.description.contains("daemon did not start"), "\(error)")
                return
            }
            defer { server.stop() }
            let response = try LoopbackHTTPClient.send(
                Request(method: .get, target: "/six"),
                port: server.port,
                host: "::1"
            )
            #expect(response.headers[.echoPath] == "/six")
        }

        @Test(arguments: [(1, ServerConfiguration.EventLoop.poll), (2, .poll), (1, .epoll), (2, .epoll)])
        func everyThreadingMode(threads: Int, eventLoop: ServerConfiguration.EventLoop) throws {
            var configuration = ServerConfiguration()
            configuration.threads = threads
            configuration.eventLoop = eventLoop
            try withServer(configuration) { server in
                for index in 0..<4 {
                    let response = try LoopbackHTTPClient.send(
                        Request(method: .post, target: "/\(index)", body: Array("\(index)".utf8)),
                        port: server.port
                    )
                    #expect(response.body == Array("\(index)".utf8))
                }
            }
        }
    }
}

final class Sentinel: Sendable {}

/// The number of open file descriptors of this process.
private func openFileDescriptors() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
}
