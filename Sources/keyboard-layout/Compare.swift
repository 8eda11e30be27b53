import ArgumentParser
import KeyboardGeometry
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play a scene with every policy side by side (the body of POST /v1/keyboard/compare).",
            discussion: """
                Prints a table: each policy (the reference, the seed articles' code, IQKeyboardManager), its \
                check against the reference, whether the revealed field ends fully visible or by how many points \
                the keyboard covers it, the inset beyond the reference, the largest bar gap, the traps, and the value of the library's own \
                setting that would put what it moves where the reference does ('none' where no value can; the \
                JSON's summary.suggested says why). Exit status 0, or 65 on invalid input.
                """)

        @OptionGroup var input: InputOptions

        @Flag(help: "Print the whole answer as JSON instead of the table.")
        var json = false

        func run() throws {
            let result = Operations.compare(try input.read())
            guard !json, case .success(let answer) = result else { return try emit(result) }
            standardOutput(Self.table(answer))
        }

        /// One line a policy under a header, columns padded to their widest cell.
        static func table(_ answer: CompareAnswer) -> String {
            var rows = [["policy", "check", "field", "inset+", "bar gap", "traps", "suggested", "differences"]]
            for p in answer.policies {
                let s = p.summary
                let field: String
                switch s.fullyVisible {
                case true?: field = "visible"
                case false?: field = s.coveredBy > 0 ? "covered \(number(s.coveredBy)) pt" : "outside its band"
                case nil: field = "-"
                }
                var gap = number(s.barGap)
                if let maxGap = s.maxBarGap { gap += " / \(number(maxGap))" }
                let differences = p.differences.map { d -> String in
                    let codes = d.diagnoses.flatMap { $0.codes.map(\.rawValue) }
                    return codes.isEmpty ? d.pointer : "\(d.pointer) (\(Set(codes).sorted().joined(separator: ", ")))"
                }
                rows.append([
                    p.policy.rawValue,
                    p.pass ? "pass" : "fail \(differences.count)",
                    field,
                    number(s.insetBeyondReference),
                    gap,
                    number(Double(s.traps)),
                    s.suggested.map { "\($0.setting) \($0.value.map(number) ?? "none")" } ?? "-",
                    differences.prefix(3).joined(separator: "; ") + (differences.count > 3 ? "; ..." : ""),
                ])
            }
            let widths = rows[0].indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
            return rows.map { row in
                zip(row, widths).enumerated().map { c, cell in
                    c == row.count - 1 ? cell.0 : cell.0.padded(to: cell.1)
                }.joined(separator: "  ").trimmingWhitespace()
            }.joined(separator: "\n") + "\n"
        }

        /// Whole numbers bare (a gap of 1e-13 from rounding is 0), others to one decimal.
        private static func number(_ d: Double) -> String {
            let r = d.rounded()
            guard !(abs(d - r) < 1e-6 && abs(r) < 1e15) else { return String(Int(r)) }
            // One decimal, as printf's %.1f: the tenths rounded half away from zero (a tie in binary is rare).
            let tenths = (abs(d) * 10).rounded()
            guard tenths < 1e16 else { return String(d) }
            let whole = Int(tenths)
            return (d < 0 && whole != 0 ? "-" : "") + "\(whole / 10).\(whole % 10)"
        }
    }
}
