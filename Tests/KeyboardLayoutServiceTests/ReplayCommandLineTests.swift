import Foundation
import KeyboardLayoutAPI
import Testing

/// `keyboard-layout replay LOG --scene FILE | --hierarchy DUMP`, run as the built binary (docs/cli.md).
struct ReplayCommandLineTests {
    /// The answer on stdout, byte for byte the route's for the same body; the scene taken from a request file's
    /// scene keys (Examples/iphone-comment-bar.json has a notification too, which is left out); exit 0.
    /// OmniGroup's rotation log (8 notifications) on the iPhone scene. A log with no notification exits 65; a log
    /// that cannot be read, 66.
    @Test func replayPrintsTheAnswer() throws {
        let log = "Tests/Fixtures/logs/fsiosappdemo-nslog-two-willshow-truncated.txt"
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let run = try CommandLineTests.run([
            "replay", root.appendingPathComponent(log).path, "--scene",
            root.appendingPathComponent("Examples/iphone-comment-bar.json").path,
        ])
        #expect(run.status == 0)
        let answer = try JSONReader.parse(run.stdout)
        // Two willShow (lines 2 and 12), the second 0.30596 s after the first.
        #expect(answer["events"]?.arrayElements?.count == 2)
        #expect(answer["events"]?[1]?["line"]?.doubleValue == 12)
        let dump = try CommandLineTests.run(
            [
                "replay", "-", "--hierarchy",
                root.appendingPathComponent(
                    "Tests/Fixtures/dumps/xcuielement-debugdescription-keyboard-window-414x896.txt"
                ).path,
            ],
            stdin: Array("UIKeyboardWillHideNotification".utf8))
        #expect(dump.status == 0)
        #expect(try JSONReader.parse(dump.stdout)["events"]?[0]?["name"]?.stringValue == "willHide")
        let none = try CommandLineTests.run(
            ["replay", "-", "--scene", root.appendingPathComponent("Examples/iphone-comment-bar.json").path],
            stdin: Array("nothing here".utf8))
        #expect(none.status == 65)
        #expect(none.stderr.contains("No keyboard notification in the log"))
        let missing = try CommandLineTests.run(["replay", "/nonexistent/log.txt", "--scene", "x.json"])
        #expect(missing.status == 66)
        let usage = try CommandLineTests.run(["replay", "-"])
        #expect(usage.status == 64)
    }

    /// Every real log of Tests/Fixtures/logs through the CLI: byte for byte the route's answer for the same body (the
    /// log and Examples/iphone-comment-bar.json's scene keys), so the hand-worked expectations the endpoint tests
    /// check hold through the CLI too.
    @Test func everyFixtureAnswersAsTheRoute() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scene = root.appendingPathComponent("Examples/iphone-comment-bar.json")
        let keys: Set<String> = ["screen", "window", "views", "behaviors", "options", "frameworks"]
        let sceneMembers = (try JSONReader.parse(Array(try Data(contentsOf: scene))).objectMembers ?? [])
            .filter { keys.contains($0.key) }.map { ($0.key, $0.value) }
        let logs = root.appendingPathComponent("Tests/Fixtures/logs")
        let files = try FileManager.default.contentsOfDirectory(atPath: logs.path).filter { $0.hasSuffix(".txt") }
        #expect(files.count == 17)
        for file in files.sorted() {
            let path = logs.appendingPathComponent(file)
            let text = String(decoding: try Data(contentsOf: path), as: UTF8.self)
            let run = try CommandLineTests.run(["replay", path.path, "--scene", scene.path])
            let body = JSONWriter.write(.object([("log", .string(text))] + sceneMembers))
            // Source code with no printed notification in it: refused, as the route refuses it (422).
            if file == "xcode-snippet-observer-code-no-log.txt" {
                #expect(run.status == 65, "\(file)")
                #expect((try? Operations.replay(body).get()) == nil, "\(file)")
                continue
            }
            #expect(run.status == 0, "\(file)")
            let direct = try Operations.replay(body).get()
            #expect(run.stdout == direct.bytes(), "\(file)")
        }
    }
}
