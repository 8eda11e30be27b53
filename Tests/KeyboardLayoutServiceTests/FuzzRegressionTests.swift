import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Every request a fuzz run ever found to crash (Fuzz/Regressions/Requests), posted to every route that takes
/// a request body, in process and to a live server: each gets an answer below 500, and the server then still
/// answers the next request (a trap would have killed it with every request in flight).
@Suite struct FuzzRegressionTests {
    static let files: [String] =
        (try? FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Fuzz/Regressions/Requests").path))?.sorted() ?? []

    @Test func thereAreRegressionInputs() {
        // The folder holds at least the render crash of issue 12 (a view 1e300 wide); an empty list would make
        // the test below pass on nothing.
        #expect(Self.files.contains("render-view-width-1e300.json"))
    }

    @Test(arguments: transports) func everyRouteSurvivesEveryCrashInput(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            for file in Self.files {
                let body = try repositoryFile("Fuzz/Regressions/Requests/\(file)")
                for path in ["/v1/keyboard/adjust", "/v1/keyboard/render", "/v1/keyboard/simulate"] {
                    let response = try client.post(path, body: body)
                    #expect((400..<500).contains(response.status.code), "\(file) to \(path): \(response.status)")
                    #expect(try client.get("/healthz").status == 200, "\(file) to \(path)")
                }
            }
        }
    }

    /// `Examples/iphone-comment-bar.json` with `views[1].frame.width` = 1e300 (issue 12's reproduction): a finite
    /// number beyond the bound of ±1,000,000 on every request number, so a 422 naming exactly that pointer,
    /// from adjust and from render (which trapped converting 1e302 to an Int for the SVG).
    @Test(arguments: transports) func aViewWidthOf1e300IsA422AtItsPointer(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = try repositoryFile("Fuzz/Regressions/Requests/render-view-width-1e300.json")
            for path in ["/v1/keyboard/adjust", "/v1/keyboard/render"] {
                let response = try client.post(path, body: body)
                #expect(response.status == 422)
                #expect(try response.problemPointers() == ["/views/1/frame/width"])
            }
        }
    }

    /// Numbers printed inside strings are bounded as JSON numbers are: the end frame `"{{0, 516}, {1e300, 336}}"`
    /// and the duration `"1e300"` are each a 422 at their userInfo key.
    @Test(arguments: transports) func printedNumbersAreBoundedToo(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = try repositoryFile("Fuzz/Regressions/Requests/printed-frame-and-duration-1e300.json")
            let response = try client.post("/v1/keyboard/adjust", body: body)
            #expect(response.status == 422)
            #expect(
                try response.problemPointers() == [
                    "/notification/userInfo/UIKeyboardFrameEndUserInfoKey",
                    "/notification/userInfo/UIKeyboardAnimationDurationUserInfoKey",
                ])
        }
    }

    /// The bound itself: 1,000,000 is accepted, 1,000,001 is not (a rect's x in the array form).
    @Test(arguments: transports) func theBoundIsInclusive(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let example = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
            let scene = "\"views\": ["
            #expect(example.contains(scene))
            let far = example.replacingOccurrences(
                of: scene, with: scene + "{\"id\": \"far\", \"frame\": [1000000, -1000000, 0, 0]}, ")
            #expect(try client.post("/v1/keyboard/adjust", body: Array(far.utf8)).status == 200)
            let beyond = example.replacingOccurrences(
                of: scene, with: scene + "{\"id\": \"far\", \"frame\": [1000001, 0, 0, 0]}, ")
            let response = try client.post("/v1/keyboard/adjust", body: Array(beyond.utf8))
            #expect(response.status == 422)
            #expect(try response.problemPointers() == ["/views/0/frame/0"])
        }
    }
}
