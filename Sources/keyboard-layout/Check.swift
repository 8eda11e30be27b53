import ArgumentParser
import KeyboardGeometry
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the layout your code produced (the body of POST /v1/keyboard/check).",
            discussion: """
                Prints one line a difference, with the mistakes that reproduce it, and a summary line. Exit \
                status: 0 when every value given matches, 1 when some differ, 65 on invalid input. With \
                --hierarchy FILE, the verdict on a snapshot taken with the keyboard up: one line a finding (the \
                field covered by the keyboard by N pt, under a bar, outside its scroll view's band, a bar apart \
                from the keyboard; no keyboard found, no focused input), exit 0 when it passes, 1 when it fails, \
                2 when it is inconclusive (the dump shows no keyboard, no text input to be the focus, or several \
                inputs and none marked, one of them failing or none on the screen: --keyboard docked judges \
                against the device's docked keyboard, --focus names the field), 65 when no scene can be read.
                """)

        @Argument(help: "The check request, or '-' for standard input (omit it with --hierarchy).")
        var file: String?

        @Option(help: "A view dump or UI-test tree taken with the keyboard up: the verdict on the snapshot.")
        var hierarchy: String?

        /// With --hierarchy: the dump's hints.
        @OptionGroup var hints: DumpHintOptions

        @Flag(help: "Print the whole answer as JSON instead of the lines.")
        var json = false

        @Flag(help: "Print the rule steps of the expected answer after the lines.")
        var explain = false

        func validate() throws {
            if (file == nil) == (hierarchy == nil) {
                throw ValidationError("Give either a check request FILE or --hierarchy FILE.")
            }
            if hierarchy == nil, !hints.isEmpty {
                throw ValidationError("--device, --os-version, --focus and --keyboard go with --hierarchy.")
            }
        }

        func run() throws {
            let result: Result<CheckOutcome, Problem>
            if let hierarchy {
                let dump = try InputOptions.read(hierarchy)
                guard let text = String(validating: dump, as: UTF8.self) else {
                    standardError("keyboard-layout: the dump is not UTF-8 text\n")
                    throw ExitCode(65)
                }
                result = Operations.check(
                    JSONWriter.write(.object([("hierarchy", .string(text))] + hints.members())))
            } else {
                result = Operations.check(try InputOptions.read(file ?? "-"), explain: explain)
            }
            guard case .success(let outcome) = result else { return try emit(result) }
            if json {
                standardOutput(outcome.bytes())
            } else {
                switch outcome {
                case .verdict(let verdict):
                    standardOutput(Self.findingLines(verdict))
                case .check(let answer):
                    standardOutput(Self.lines(answer))
                    if explain { printExplanation(answer.expected) }
                }
            }
            switch outcome {
            case .check(let answer):
                if !answer.pass { throw ExitCode(1) }
            case .verdict(let verdict):
                switch verdict.outcome {
                case .pass: return
                case .fail: throw ExitCode(1)
                case .inconclusive: throw ExitCode(2)
                }
            }
        }

        /// `✗ /actual/views/table/contentInset/bottom: expected 302, got 336 (+34): safe-area-counted-twice: ...`, then
        /// `✓ 9 values compared, all match` or `✗ 1 of 9 values differs`.
        static func lines(_ answer: CheckAnswer) -> String {
            var out = ""
            for d in answer.differences {
                var line = "✗ "
                if let i = d.index { line += "step \(i) " }
                line += "\(d.pointer): expected \(text(d.expected)), got \(text(d.actual))"
                if let delta = d.delta { line += " (\(delta > 0 ? "+" : "")\(text(.number(delta))))" }
                if d.diagnoses.isEmpty {
                    line += ": no known mistake reproduces it"
                } else {
                    line +=
                        ": "
                        + d.diagnoses.map { g in
                            "\(g.codes.map(\.rawValue).joined(separator: " + ")): \(g.message)"
                        }.joined(separator: "; ")
                }
                out += line + "\n"
            }
            let compared = answer.compared
            let differing = answer.differences.count
            if differing == 0 {
                out += "✓ \(compared) value\(compared == 1 ? "" : "s") compared, all match\n"
            } else {
                out +=
                    "✗ \(differing) of \(compared) value\(compared == 1 ? "" : "s") differ\(differing == 1 ? "s" : "")\n"
            }
            return out
        }

        /// `✗ field-covered-by-keyboard: the focused field ... by 44 pt ...` a finding, then `✓ the snapshot passes`,
        /// `✗ N findings` or `? the snapshot is inconclusive`.
        static func findingLines(_ verdict: SnapshotAnswer) -> String {
            var out = ""
            for f in verdict.findings {
                let inconclusive = ["keyboard-not-found", "no-focused-input", "focus-guessed"].contains(f.code)
                out += "\(inconclusive ? "?" : "✗") \(f.code): \(f.message)\n"
            }
            let guessed = verdict.scene.dump.focusGuess != nil ? " guessed" : ""
            let focus = verdict.scene.dump.focus.map { "focus \($0.view)\(guessed)" } ?? "no focused field"
            let keyboard = verdict.scene.dump.keyboard?.visible == true ? "keyboard up" : "no keyboard shown"
            let count = verdict.findings.count
            switch verdict.outcome {
            case .pass: out += "✓ the snapshot passes (\(focus), \(keyboard))\n"
            case .fail: out += "✗ \(count) finding\(count == 1 ? "" : "s") (\(focus), \(keyboard))\n"
            case .inconclusive:
                let why =
                    verdict.findings.first?.code == "focus-guessed"
                    ? "the focus is a guess that no candidate settles" : "nothing to judge"
                out += "? the snapshot is inconclusive (\(focus), \(keyboard)): \(why)\n"
            }
            return out
        }

        private static func text(_ v: JSONLeaf) -> String {
            // The compact form of a leaf, without the writer's final newline.
            String(decoding: v.bytes(pretty: false), as: UTF8.self).trimmingWhitespace()
        }
    }
}
