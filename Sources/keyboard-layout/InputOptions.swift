import ArgumentParser
import Foundation
import KeyboardLayoutAPI

/// The FILE argument of the offline commands.
struct InputOptions: ParsableArguments {
    @Argument(help: "The input file, or '-' for standard input.")
    var file: String

    /// The file's bytes; exits with EX_NOINPUT (66) when it cannot be read.
    func read() throws -> [UInt8] { try Self.read(file) }

    /// The bytes of `file` ('-' for standard input); exits with EX_NOINPUT (66) when it cannot be read.
    static func read(_ file: String) throws -> [UInt8] {
        if file == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("keyboard-layout: cannot read '\(file)'\n".utf8))
            throw ExitCode(66)
        }
        return Array(data)
    }
}

/// Prints an operation's result as docs/cli.md says: the body on stdout and exit 0, or the
/// problem+json on stdout, a one-line summary on stderr and exit 65 (EX_DATAERR).
func emit(_ result: Result<JSONValue, Problem>) throws {
    try emit(result.map { JSONWriter.write($0) })
}

/// Prints an answer already written as bytes, or its problem, as `emit` does.
func emit(_ result: Result<[UInt8], Problem>) throws {
    switch result {
    case .success(let bytes):
        FileHandle.standardOutput.write(Data(bytes))
    case .failure(let problem):
        FileHandle.standardOutput.write(Data(JSONWriter.write(problem.json)))
        FileHandle.standardError.write(Data("keyboard-layout: \(problem.summary)\n".utf8))
        throw ExitCode(65)
    }
}

/// `--explain`: each rule step as `rule 5 (bar): y = min(...) = 472`, a line each; a simulation's by step.
func printExplanation(_ answer: JSONValue) throws {
    func lines(_ steps: [JSONValue], indent: String) -> String {
        steps.map { s in
            let rule = s["rule"]?.stringValue ?? "?"
            let view = s["view"]?.stringValue.map { " (\($0))" } ?? ""
            return
                "\(indent)\(rule == "warning" ? "warning" : "rule \(rule)")\(view): \(s["text"]?.stringValue ?? "")\n"
        }.joined()
    }
    var out = ""
    if let steps = answer["steps"]?.arrayElements {
        for step in steps {
            out += "step \(Int(step["index"]?.doubleValue ?? 0)) (\(step["event"]?.stringValue ?? "")):\n"
            out += lines(step["explanation"]?.arrayElements ?? [], indent: "  ")
        }
    } else {
        out += lines(answer["explanation"]?.arrayElements ?? [], indent: "")
    }
    FileHandle.standardOutput.write(Data(out.utf8))
}
