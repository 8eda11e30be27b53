import Foundation
import KeyboardLayoutClient
import OpenAPIRuntime
import OpenAPIURLSession
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every operation of openapi.yaml through the generated client, against a live keyboard-layout server that the
/// suite starts on 127.0.0.1 (an ephemeral port): the binary KEYBOARD_LAYOUT_BIN names, else the main package's
/// debug build. Requests are the repository's Examples/; the numbers are those Examples/README.md and
/// docs/scene-from-dump.md work out by hand.
@Suite(.serialized) struct EveryOperationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func example<T: Decodable>(_ name: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: repository.appendingPathComponent("Examples/" + name)))
    }

    /// The iPhone 15 dump of docs/scene-from-dump.md: the field (700-744) wholly under the keyboard (516-852).
    static let dump = """
        <UIWindow: 0x1a; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2c>>
           | <UIView: 0x3a; frame = (0 0; 393 852); layer = <CALayer: 0x3b>>
           |    | <UITableView: 0x5a; frame = (0 0; 393 774); contentOffset: {0, 0}; contentSize: {393, 1600}>
           |    |    | <UITextField: 0x6a; frame = (16 700; 361 44); layer = <CALayer: 0x6b>>
           |    | <UIToolbar: 0x8a; frame = (0 774; 393 44); layer = <CALayer: 0x8b>>
        <UITextEffectsWindow: 0xaa; frame = (0 0; 393 852); layer = <UIWindowLayer: 0xab>>
           | <UIInputSetHostView: 0xca; frame = (0 516; 393 336); layer = <CALayer: 0xcb>>
        """

    @Test func everyOperation() async throws {
        let server = try LiveServer.start()
        defer { server.stop() }
        let client = Client(serverURL: server.url, transport: URLSessionTransport())

        #expect(try await client.healthz().ok.body.json.status == .ok)
        #expect(try await client.readyz().ok.body.json.status == .ready)
        let metrics = try await String(collecting: client.metrics().ok.body.plainText, upTo: 1 << 20)
        #expect(metrics.contains("keyboard_layout"))
        let spec = try await String(collecting: client.openapi().ok.body.yaml, upTo: 1 << 22)
        #expect(spec.hasPrefix("openapi: 3.1.0"))
        let page = try await String(collecting: client.playground().ok.body.html, upTo: 1 << 22)
        #expect(page.contains("keyboard-layout"))

        // The example iPhone 15 scene: the bar rides the keyboard at 852 - 336 - 44 = 472.
        let design = try Self.example("iphone-comment-bar.json", as: Components.Schemas.AdjustRequest.self)
        let adjusted = try await client.adjust(body: .json(design)).ok.body.json
        #expect(adjusted.views.additionalProperties["bar"]?.frame?.y == 472)
        let svg = try await String(collecting: client.render(body: .json(.AdjustRequest(design))).ok.body.imageSvgXml, upTo: 1 << 22)
        #expect(svg.contains("<svg"))
        let compared = try await client.compare(body: .json(.AdjustRequest(design))).ok.body.json
        #expect(compared.policies.count == 14)
        // Both KeyboardAvoidingViews count the home indicator twice on this scene: keyboardVerticalOffset -34 puts the
        // bar (its bottom on the safe area's, 818) where the reference does, 516 (bottom 818 - 516 = 302 = 336 - 34).
        let kav = compared.policies.first { $0.policy == .reactNativeKav }
        #expect(kav?.summary.suggested?.setting == .keyboardVerticalOffset)
        #expect(kav?.summary.suggested?.value == -34)
        let streams = try await client.streams(
            query: .init(name: "duplicate-willShow"),
            body: .json(Self.example("iphone-comment-bar.json", as: Components.Schemas.StreamsRequest.self))
        ).ok.body.json
        #expect(streams.streams.map(\.name) == ["duplicate-willShow"])
        #expect(streams.device == .iPhone)

        // The device table: the iPhone Air on iOS 26.5 as flutter_device_preview's simulator probe measured it
        // (device_specs/apple-iphone-air.json at 865952b): 68 pt at the top, a 345 pt keyboard in portrait.
        let devices = try await client.devices(query: .init(name: "iPhone Air", osVersion: "26.5")).ok.body.json
        guard case .ResolvedDeviceAnswer(let air) = devices else { throw Failure("not a ResolvedDeviceAnswer") }
        #expect(air.device.safeAreaInsets.top == 68)
        #expect(air.device.keyboardHeight == 345)

        // The user's own log (docs/replay.md's worked example): two willShow, lines 1 and 3, the keyboard growing.
        let log = try Self.example("replay/iphone-two-willshow.json", as: Components.Schemas.ReplayRequest.self)
        let replayed = try await client.replay(body: .json(log)).ok.body.json
        #expect(replayed.events.map(\.line) == [1, 3])
        #expect(replayed.silentChanges.isEmpty)
        #expect(replayed.matches.first?.behavior == .keyboardHeightChange)

        // Seed 001's rotation: five events, five steps.
        let rotation = try Self.example("rotation-001-simulate.json", as: Components.Schemas.SimulateRequest.self)
        #expect(try await client.simulate(body: .json(rotation)).ok.body.json.steps.count == 5)

        // Seed 002 on an iPhone 15: its insets count the safe area twice, so the check fails.
        let seed002 = try Self.example("check/seed-002-iphone15.json", as: Components.Schemas.CheckRequest.self)
        guard case .CheckResult(let result) = try await client.check(body: .json(.CheckRequest(seed002))).ok.body.json
        else { throw Failure("not a CheckResult") }
        #expect(result.pass == false)

        // The notification as NSLog prints it: the end frame (0, 516, 393, 336).
        let nslog = try Data(contentsOf: Self.repository.appendingPathComponent("Examples/iphone-willshow-nslog.txt"))
        let parsed = try await client.parse(body: .plainText(HTTPBody(nslog))).ok.body.json
        #expect(parsed.endFrame?.y == 516)

        // A dump: the scene, the focus, and the snapshot's verdict (covered by the field's whole 44 pt).
        let scene = try await client.sceneParse(body: .plainText(HTTPBody(Self.dump))).ok.body.json
        #expect(scene.focus?.view == "0x6a")
        #expect(scene.keyboard?.frame.y == 516)
        let verdict = try await client.check(body: .json(.HierarchyCheckRequest(.init(hierarchy: Self.dump))))
            .ok.body.json
        guard case .SnapshotVerdict(let snapshot) = verdict else { throw Failure("not a SnapshotVerdict") }
        #expect(snapshot.pass == false)
        #expect(snapshot.outcome == .fail)
        #expect(snapshot.findings.first?.code == .fieldCoveredByKeyboard)
        #expect(snapshot.findings.first?.points == 44)
        // The main window alone (its first five lines) shows no keyboard: inconclusive, never a pass.
        let blind = Self.dump.split(separator: "\n").prefix(5).joined(separator: "\n")
        guard
            case .SnapshotVerdict(let unsure) = try await client.check(
                body: .json(.HierarchyCheckRequest(.init(hierarchy: blind)))
            ).ok.body.json
        else { throw Failure("not a SnapshotVerdict") }
        #expect(unsure.outcome == .inconclusive)
        #expect(unsure.pass == false)
        #expect(unsure.findings.first?.code == .keyboardNotFound)
        #expect(unsure.findings.first?.view == nil)
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A keyboard-layout server on 127.0.0.1 with an ephemeral port, read back from its `serving` log line.
final class LiveServer: @unchecked Sendable {
    let process: Process
    let url: URL

    private init(process: Process, url: URL) {
        self.process = process
        self.url = url
    }

    static func start() throws -> LiveServer {
        let binary =
            ProcessInfo.processInfo.environment["KEYBOARD_LAYOUT_BIN"]
            ?? EveryOperationTests.repository.appendingPathComponent(".build/debug/keyboard-layout").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", "0", "--threads", "2", "--log-format", "text"]
        let log = Pipe()
        process.standardError = log
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let chunk = log.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.contains("serving") }),
                let range = line.range(of: "port="),
                let port = Int(line[range.upperBound...].prefix { $0.isNumber })
            {
                return LiveServer(process: process, url: URL(string: "http://127.0.0.1:\(port)")!)
            }
        }
        process.terminate()
        throw Failure("the server did not start: \(text)")
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
