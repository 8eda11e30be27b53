import Foundation
import KeyboardLayoutAPI
import Testing

/// docs/cli.md: `keyboard-layout streams FILE [--out DIR] [--name NAME]`, the built binary's output and exit status.
struct StreamsCommandLineTests {
    /// Without --out: the answer, the same bytes as the operation the server runs.
    @Test func printsTheAnswer() throws {
        let run = try CommandLineTests.run(["streams", "Examples/iphone-comment-bar.json"])
        #expect(run.status == 0)
        let direct = try Operations.streams(try repositoryFile("Examples/iphone-comment-bar.json")).get()
        #expect(run.stdout == direct.bytes())
    }

    /// --out DIR: one simulate request a stream the device sends, DIR/NAME.json, each path printed, then a line
    /// for each stream that does not apply, with its reason; `simulate` reads each back. --name picks one: one
    /// file. The iPhone 15 of the example (no osVersion: each stream for its sources' versions) sends 15 of the 20
    /// streams (the other 5 are iPad only; hide-reversed-half-way, an iPhone's, is generated for iOS 27).
    @Test func writesEachStreamsRequest() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("streams-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try CommandLineTests.run(["streams", "Examples/iphone-comment-bar.json", "--out", dir.path])
        #expect(run.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files.count == 15)
        #expect(files.contains("duplicate-willShow.json"))
        let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 20)
        #expect(lines.filter { $0.hasPrefix("not applicable: ") }.count == 5)
        #expect(lines.contains { $0.hasPrefix("not applicable: floating-drag: iPad only") })
        let simulate = try CommandLineTests.run(["simulate", dir.appendingPathComponent("rotation.json").path])
        #expect(simulate.status == 0)

        let one = dir.appendingPathComponent("one")
        let picked = try CommandLineTests.run([
            "streams", "Examples/iphone-comment-bar.json", "--out", one.path, "--name", "third-party-ramp",
        ])
        #expect(picked.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: one.path) == ["third-party-ramp.json"])
    }

    /// An unknown --name: the 404 problem on stdout, a line on stderr, exit 65.
    @Test func anUnknownNameExits65() throws {
        let run = try CommandLineTests.run(["streams", "Examples/iphone-comment-bar.json", "--name", "zigzag"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("zigzag"))
        #expect(try JSONReader.parse(run.stdout)["status"]?.doubleValue == 404)
    }
}
