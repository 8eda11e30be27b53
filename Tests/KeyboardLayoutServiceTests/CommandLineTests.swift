import Foundation
import KeyboardLayoutAPI
import Testing

/// docs/cli.md: the built `keyboard-layout adjust|parse FILE|-`, its stdout, stderr and exit
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
        // The example scene: bar y = min(774, 516 - 44) = 472 (see ExampleRequestTests for the whole answer).
        let run = try Self.run(["adjust", "Examples/iphone-comment-bar.json"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let body = try JSONReader.parse(run.stdout)
        #expect(body["views"]?["bar"]?["frame"]?["y"]?.doubleValue == 472)
        // The same bytes as the operation the server runs.
        let direct = try Operations.adjust(try repositoryFile("Examples/iphone-comment-bar.json")).get()
        #expect(run.stdout == JSONWriter.write(direct.json))
    }

    /// Every fuzz regression input through every command that reads a request: exit 65 (invalid), never a
    /// trap (which ends the process by SIGILL, a status of 128 + 4 from a shell, or an uncaught-signal exit here).
    @Test(arguments: ["adjust", "render", "simulate", "parse"]) func commandsSurviveEveryCrashInput(_ command: String)
        throws
    {
        for file in FuzzRegressionTests.files {
            let run = try Self.run([command, "Fuzz/Regressions/Requests/\(file)"])
            #expect(run.status == 65 || (command == "parse" && run.status == 0), "\(command) \(file): \(run.stderr)")
        }
    }

    /// `serve --grace-period 1e300` trapped turning the seconds into whole milliseconds; it is a usage error
    /// now (ArgumentParser's validation exit status, 64), as is any grace period beyond an hour.
    @Test(arguments: ["1e300", "3601", "-1"]) func serveRefusesAnAbsurdGracePeriod(_ grace: String) throws {
        let run = try Self.run(["serve", "--port", "0", "--grace-period=\(grace)"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("grace-period must be between 0 and 3600 seconds"))
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
