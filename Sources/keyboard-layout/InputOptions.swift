import ArgumentParser
import KeyboardGeometry
import KeyboardLayoutAPI
import SystemIO

/// The FILE argument of the offline commands.
struct InputOptions: ParsableArguments {
    @Argument(help: "The input file, or '-' for standard input.")
    var file: String

    /// The file's bytes; exits with EX_NOINPUT (66) when it cannot be read.
    func read() throws -> [UInt8] { try Self.read(file) }

    /// The bytes of `file` ('-' for standard input); exits with EX_NOINPUT (66) when it cannot be read.
    static func read(_ file: String) throws -> [UInt8] {
        if file == "-" {
            guard let bytes = FileDescriptor.standardInput.readToEnd() else {
                standardError("keyboard-layout: cannot read standard input\n")
                throw ExitCode(66)
            }
            return bytes
        }
        guard let data = FileDescriptor.contents(ofFile: file) else {
            standardError("keyboard-layout: cannot read '\(file)'\n")
            throw ExitCode(66)
        }
        return data
    }
}

/// Prints an operation's result as docs/cli.md says: the body on stdout and exit 0, or the
/// problem+json on stdout, a one-line summary on stderr and exit 65 (EX_DATAERR).
func emit(_ result: Result<some JSONWritable, Problem>) throws {
    try emit(result.map { $0.bytes() })
}

/// Prints an answer already written as bytes, or its problem, as `emit` does.
func emit(_ result: Result<[UInt8], Problem>) throws {
    switch result {
    case .success(let bytes):
        standardOutput(bytes)
    case .failure(let problem):
        standardOutput(problem.bytes())
        standardError("keyboard-layout: \(problem.summary)\n")
        throw ExitCode(65)
    }
}

/// `--explain`: each rule step as `rule 5 (bar): y = min(...) = 472`, a line each; a simulation's by step.
func printExplanation(_ answer: CheckAnswer.Expected) {
    func lines(_ steps: [RuleStep], indent: String) -> String {
        steps.map { s in
            let view = s.view.map { " (\($0))" } ?? ""
            return "\(indent)\(s.rule == "warning" ? "warning" : "rule \(s.rule)")\(view): \(s.text)\n"
        }.joined()
    }
    var out = ""
    switch answer {
    case .single(let adjustment):
        out += lines(adjustment.explanation ?? [], indent: "")
    case .sequence(let simulation):
        for step in simulation.result.steps {
            out += "step \(step.index) (\(simulation.eventName(of: step))):\n"
            out += lines(step.adjustment.explanation ?? [], indent: "  ")
        }
    }
    standardOutput(out)
}
