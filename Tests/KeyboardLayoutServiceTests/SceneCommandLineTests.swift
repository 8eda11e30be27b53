import Foundation
import KeyboardLayoutAPI
import Testing

/// `keyboard-layout scene FILE|-` and `keyboard-layout check --hierarchy FILE`, run as the built binary: what they
/// print and their exit statuses (docs/cli.md).
struct SceneCommandLineTests {
    /// The scene/parse answer on stdout, byte for byte the route's; `--request` prints only its request.
    @Test func scenePrintsTheAnswerAndTheRequest() throws {
        let dump = Array(SceneEndpointTests.dump.utf8)
        let run = try CommandLineTests.run(["scene", "-"], stdin: dump)
        #expect(run.status == 0)
        let direct = try Operations.sceneParse(dump, input: .text).get()
        #expect(run.stdout == direct.bytes())
        let request = try CommandLineTests.run(["scene", "--request", "-"], stdin: dump)
        #expect(request.status == 0)
        #expect(request.stdout == direct.request.bytes())
        // Piped into adjust: the bar rides the keyboard at 516 - 44 = 472.
        let adjusted = try CommandLineTests.run(["adjust", "-"], stdin: request.stdout)
        #expect(adjusted.status == 0)
        #expect(try JSONReader.parse(adjusted.stdout)["views"]?["0x8a"]?["frame"]?["y"]?.doubleValue == 472)
    }

    /// The hints go in the JSON form: a device the table does not know is refused (65) with the pointer /device.
    @Test func unknownDeviceExits65() throws {
        let run = try CommandLineTests.run(
            ["scene", "--device", "iPhone 99", "-"], stdin: Array(SceneEndpointTests.dump.utf8))
        #expect(run.status == 65)
        #expect(try JSONReader.parse(run.stdout)["errors"]?[0]?["pointer"]?.stringValue == "/device")
    }

    /// The snapshot's verdict: the field (700-744) wholly under the keyboard (516-852): one line, covered by 44
    /// pt, and the summary; exit 1. A dump with nothing wrong (the field in a bar riding the keyboard) exits 0.
    @Test func checkHierarchyLinesAndStatus() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scene-cli-\(getpid()).txt")
        try Data(SceneEndpointTests.dump.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try CommandLineTests.run(["check", "--hierarchy", file.path])
        #expect(run.status == 1)
        let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix(
                "✗ field-covered-by-keyboard: the focused field UITextField (0x6a, line 4) is covered by the keyboard by 44 pt (all of it)"
            ) == true)
        #expect(lines.last == "✗ 1 finding (focus 0x6a, keyboard up)")
        let attached = """
            <UIWindow: 0x1a; frame = (0 0; 393 852)>
               | <UIView: 0x4a; frame = (0 472; 393 44)>
               |    | <UITextField: 0x6a; frame = (8 6; 377 32)>
            <UITextEffectsWindow: 0xaa; frame = (0 0; 393 852)>
               | <UIInputSetHostView: 0xca; frame = (0 516; 393 336)>
            """
        try Data(attached.utf8).write(to: file)
        let passing = try CommandLineTests.run(["check", "--hierarchy", file.path])
        #expect(passing.status == 0)
        #expect(String(decoding: passing.stdout, as: UTF8.self) == "✓ the snapshot passes (focus 0x6a, keyboard up)\n")
        // The main window alone: no keyboard, so inconclusive (exit 2), the reason on a line of its own; with
        // --keyboard docked the iPhone 15's docked keyboard (top 852 - 336 = 516) covers the field: exit 1.
        try Data(SceneEndpointTests.withoutKeyboard.utf8).write(to: file)
        let blind = try CommandLineTests.run(["check", "--hierarchy", file.path])
        #expect(blind.status == 2)
        let blindLines = String(decoding: blind.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(blindLines.first?.hasPrefix("? keyboard-not-found: no keyboard found") == true)
        #expect(blindLines.last == "? the snapshot is inconclusive (focus 0x6a, no keyboard shown): nothing to judge")
        let docked = try CommandLineTests.run(["check", "--hierarchy", file.path, "--keyboard", "docked"])
        #expect(docked.status == 1)
        #expect(String(decoding: docked.stdout, as: UTF8.self).hasSuffix("✗ 1 finding (focus 0x6a, keyboard up)\n"))
        // --focus names a view the dump does not mark; a hint without --hierarchy is refused.
        let focused = try CommandLineTests.run(
            ["check", "--hierarchy", file.path, "--keyboard", "docked", "--focus", "0x8a", "--device", "iPhone 15"])
        #expect(String(decoding: focused.stdout, as: UTF8.self).contains("(focus 0x8a, keyboard up)"))
        let misplaced = try CommandLineTests.run(["check", "--keyboard", "docked", file.path])
        #expect(misplaced.status == 64)
        try Data("no views here".utf8).write(to: file)
        let refused = try CommandLineTests.run(["check", "--hierarchy", file.path])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("No view hierarchy recognized"))
    }
}
