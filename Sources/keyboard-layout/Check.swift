import ArgumentParser
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
                from the keyboard), exit 0 when it passes, 1 when it does not, 65 when no scene can be read.
                """)

        @Argument(help: "The check request, or '-' for standard input (omit it with --hierarchy).")
        var file: String?

        @Option(help: "A view dump or UI-test tree taken with the keyboard up: the verdict on the snapshot.")
        var hierarchy: String?

        @Flag(help: "Print the whole answer as JSON instead of the lines.")
        var json = false

        @Flag(help: "Print the rule steps of the expected answer after the lines.")
        var explain = false

        func validate() throws {
            if (file == nil) == (hierarchy == nil) {
                throw ValidationError("Give either a check request FILE or --hierarchy FILE.")
            }
        }

        func run() throws {
            if let hierarchy {
                let dump = try InputOptions.read(hierarchy)
                guard let text = String(validating: dump, as: UTF8.self) else {
                    standardError("keyboard-layout: the dump is not UTF-8 text\n")
                    throw ExitCode(65)
                }
                let result = Operations.check(JSONWriter.write(.object([("hierarchy", .string(text))])))
                guard case .success(let answer) = result else { return try emit(result) }
                if json {
                    standardOutput(JSONWriter.write(answer))
                } else {
                    standardOutput(Self.findingLines(answer))
                }
                if answer["pass"]?.boolValue != true { throw ExitCode(1) }
                return
            }
            let result = Operations.check(try InputOptions.read(file ?? "-"), explain: explain)
            guard case .success(let answer) = result else { return try emit(result) }
            if json {
                standardOutput(JSONWriter.write(answer))
            } else {
                standardOutput(Self.lines(answer))
                if explain { try printExplanation(answer["expected"] ?? answer) }
            }
            if answer["pass"]?.boolValue != true { throw ExitCode(1) }
        }

        /// `✗ /actual/views/table/contentInset/bottom: expected 302, got 336 (+34): safe-area-counted-twice: ...`, then
        /// `✓ 9 values compared, all match` or `✗ 1 of 9 values differs`.
        static func lines(_ answer: JSONValue) -> String {
            var out = ""
            let differences = answer["differences"]?.arrayElements ?? []
            for d in differences {
                var line = "✗ "
                if let i = d["index"]?.doubleValue { line += "step \(Int(i)) " }
                line +=
                    "\(d["pointer"]?.stringValue ?? ""): expected \(d["expected"].map(text) ?? "?"), got \(d["actual"].map(text) ?? "?")"
                if let delta = d["delta"]?.doubleValue { line += " (\(delta > 0 ? "+" : "")\(text(.number(delta))))" }
                let diagnoses = d["diagnoses"]?.arrayElements ?? []
                if diagnoses.isEmpty {
                    line += ": no known mistake reproduces it"
                } else {
                    line +=
                        ": "
                        + diagnoses.map { g in
                            let codes = (g["codes"]?.arrayElements ?? []).compactMap(\.stringValue).joined(
                                separator: " + ")
                            return "\(codes): \(g["message"]?.stringValue ?? "")"
                        }.joined(separator: "; ")
                }
                out += line + "\n"
            }
            let compared = Int(answer["compared"]?.doubleValue ?? 0)
            if differences.isEmpty {
                out += "✓ \(compared) value\(compared == 1 ? "" : "s") compared, all match\n"
            } else {
                out +=
                    "✗ \(differences.count) of \(compared) value\(compared == 1 ? "" : "s") differ\(differences.count == 1 ? "s" : "")\n"
            }
            return out
        }

        /// `✗ field-covered-by-keyboard: the focused field ... by 44 pt ...` a finding, then `✓ the snapshot passes`
        /// or `✗ N findings`.
        static func findingLines(_ answer: JSONValue) -> String {
            let findings = answer["findings"]?.arrayElements ?? []
            var out = ""
            for f in findings {
                out += "✗ \(f["code"]?.stringValue ?? ""): \(f["message"]?.stringValue ?? "")\n"
            }
            let focus = answer["scene"]?["focus"]?["view"]?.stringValue.map { "focus \($0)" } ?? "no focused field"
            let keyboard =
                answer["scene"]?["keyboard"]?["visible"]?.boolValue == true ? "keyboard up" : "no keyboard shown"
            out +=
                findings.isEmpty
                ? "✓ the snapshot passes (\(focus), \(keyboard))\n"
                : "✗ \(findings.count) finding\(findings.count == 1 ? "" : "s") (\(focus), \(keyboard))\n"
            return out
        }

        private static func text(_ v: JSONValue) -> String {
            // The compact form of a leaf, without the writer's final newline.
            String(decoding: JSONWriter.write(v), as: UTF8.self).trimmingWhitespace()
        }
    }
}
