import Foundation
import KeyboardLayoutAPI
import Testing

/// DESIGN.md "Offline commands": the built `keyboard-layout adjust|parse FILE|-`, its stdout, stderr and exit
/// status (0 with the body; 65 with the problem on stdout and one line on stderr; 66 for a file it cannot read).
struct CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    /// Runs the executable with `arguments`, `stdin` as its standard input.
    static func run(_ arguments: [String], stdin: [UInt8] = []) throws -> Run {
        let process = Process()
        process.executableURL = try ShutdownTests.executable()
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: Array(out), stderr: String(decoding: err, as: UTF8.self))
    }

    @Test func adjustAValidFile() throws {
        // The design's scene: bar y = min(774, 516 - 44) = 472 (see ExampleRequestTests for the whole answer).
        let run = try Self.run(["adjust", "Examples/iphone-comment-bar.json"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let body = try JSONReader.parse(run.stdout)
        #expect(body["views"]?["bar"]?["frame"]?["y"]?.doubleValue == 472)
        // The same bytes as the operation the server runs.
        let direct = try Operations.adjust(try repositoryFile("Examples/iphone-comment-bar.json")).get()
        #expect(run.stdout == JSONWriter.write(direct))
    }

    @Test func adjustAnInvalidFile() throws {
        let run = try Self.run(["adjust", "Examples/invalid/several-problems.json"])
        #expect(run.status == 65)
        let problem = try JSONReader.parse(run.stdout)
        #expect(problem["status"]?.doubleValue == 422)
        #expect(problem["errors"]?.arrayElements?.count == 9)
        // One line on stderr: the status, the first problem and how many more.
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("keyboard-layout: 422 Invalid request: /notification/name"))
        #expect(run.stderr.contains("(and 8 more)"))
    }

    @Test func malformedJSONIs65Too() throws {
        let run = try Self.run(["adjust", "-"], stdin: Array("{\"notification\": ,}".utf8))
        #expect(run.status == 65)
        #expect(try JSONReader.parse(run.stdout)["status"]?.doubleValue == 400)
    }

    @Test func missingFileIs66() throws {
        let run = try Self.run(["adjust", "Examples/no-such-file.json"])
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Examples/no-such-file.json"))
    }

    @Test func dashReadsStandardInput() throws {
        let file = try repositoryFile("Examples/iphone-comment-bar.json")
        let fromStdin = try Self.run(["adjust", "-"], stdin: file)
        let fromFile = try Self.run(["adjust", "Examples/iphone-comment-bar.json"])
        #expect(fromStdin.status == 0)
        #expect(fromStdin.stdout == fromFile.stdout)
    }

    @Test func parseTextFromStandardInput() throws {
        let run = try Self.run(["parse", "-"], stdin: try repositoryFile("Examples/notification-objc.txt"))
        #expect(run.status == 0)
        let body = try JSONReader.parse(run.stdout)
        #expect(body["event"]?.stringValue == "willShow")
        #expect(body["endFrame"]?["y"]?.doubleValue == 516)
    }
}
