import Foundation
import KeyboardLayoutAPI
import Testing

/// `keyboard-layout check FILE|-` as a CI step: one line a difference and a summary; exit 0 when it passes, 1
/// when it fails, 65 on invalid input; `--json` prints the answer.
struct CheckCommandLineTests {
    typealias B = CheckBodies

    /// Examples/check/seed-002-iphone15.json: seed 002's inset and indicator insets (0, 0, 336, 0) and the offset
    /// they give (740 - 852 + 336 + 34 = 258) against the rules' 302, 302 and 224: three lines of +34, then
    /// the summary. Nine values compared (4 + 4 insets, 1 offset).
    @Test func failingCheckExits1WithALineADifference() throws {
        let run = try CommandLineTests.run(["check", "Examples/check/seed-002-iphone15.json"])
        #expect(run.status == 1)
        let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines.first?.hasPrefix(
                "✗ /actual/views/scroll/contentInset/bottom: expected 302, got 336 (+34): safe-area-counted-twice: +34 pt: "
            ) == true)
        #expect(lines.contains { $0.hasPrefix("✗ /actual/views/scroll/contentOffset/y: expected 224, got 258 (+34)") })
        #expect(lines.last == "✗ 3 of 9 values differ")
    }

    /// The example's bar at y 516 - 44 = 472: the check passes (exit 0) with one value compared.
    @Test func passingCheckExits0() throws {
        let body = B.body(B.design, B.note(end: B.shown), actual: #"{"views": {"bar": {"frame": {"y": 472}}}}"#)
        let run = try CommandLineTests.run(["check", "-"], stdin: Array(body.utf8))
        #expect(run.status == 0)
        #expect(String(decoding: run.stdout, as: UTF8.self) == "✓ 1 value compared, all match\n")
    }

    @Test func invalidCheckExits65() throws {
        let body = B.body(B.design, B.note(end: B.shown), actual: #"{"views": {"nope": {}}}"#)
        let run = try CommandLineTests.run(["check", "-"], stdin: Array(body.utf8))
        #expect(run.status == 65)
        #expect(try JSONReader.parse(run.stdout)["errors"]?[0]?["pointer"]?.stringValue == "/actual/views/nope")
        #expect(run.stderr.hasPrefix("keyboard-layout: 422"))
    }

    /// `--json` prints the service's answer, byte for byte, and keeps the exit status of the verdict.
    @Test func jsonPrintsTheAnswer() throws {
        let run = try CommandLineTests.run(["check", "--json", "Examples/check/seed-002-iphone15.json"])
        #expect(run.status == 1)
        let direct = try Operations.check(try repositoryFile("Examples/check/seed-002-iphone15.json")).get()
        #expect(run.stdout == direct.bytes())
    }

    /// `adjust --explain` prints the rule steps, a line each (ExplainTests works out the numbers).
    @Test func adjustExplainPrintsTheSteps() throws {
        let run = try CommandLineTests.run(["adjust", "--explain", "Examples/iphone-comment-bar.json"])
        #expect(run.status == 0)
        let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 10)
        #expect(
            lines.contains(
                "rule 5 (bar): y = min(resting 774, keyboard top 516 - height 44) = 472, in its parent's space"))
    }
}
