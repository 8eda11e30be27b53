import Foundation
import KeyboardGeometry
import KeyboardLayoutAPI
import Testing

/// docs/cli.md: `keyboard-layout devices [--name NAME | --width W --height H] [--os-version V] [--orientation O]
/// [--markdown]`, the built binary's output and exit status.
struct DevicesCommandLineTests {
    /// The same bytes as GET /v1/devices for the same query: the iPhone Air on iOS 26.5 in landscape (the probe's
    /// apple-iphone-air.json: left and right 68, bottom 20, keyboard 208).
    @Test func printsTheResolvedDevice() throws {
        let run = try CommandLineTests.run([
            "devices", "--name", "iPhone Air", "--os-version", "26.5", "--orientation", "landscape",
        ])
        #expect(run.status == 0)
        let direct = try Operations.devices(
            Operations.DevicesQuery(name: "iPhone Air", osVersion: "26.5", orientation: "landscape")
        ).get()
        #expect(run.stdout == direct.bytes())
        let text = String(decoding: run.stdout, as: UTF8.self)
        #expect(text.contains(#""keyboardHeight": 208"#))
    }

    /// An unknown name: the 404 problem on stdout, exit 65.
    @Test func unknownNameExits65() throws {
        let run = try CommandLineTests.run(["devices", "--name", "iPhone 99"])
        #expect(run.status == 65)
        #expect(String(decoding: run.stdout, as: UTF8.self).contains(#""status": 404"#))
    }

    /// --markdown prints docs/device-table.md's generated part exactly as the document holds it (what
    /// scripts/check-device-table checks in CI).
    @Test func markdownIsTheDocumentsGeneratedPart() throws {
        let run = try CommandLineTests.run(["devices", "--markdown"])
        #expect(run.status == 0)
        let doc = String(decoding: try repositoryFile("docs/device-table.md"), as: UTF8.self)
        #expect(doc.contains(String(decoding: run.stdout, as: UTF8.self)))
    }
}
