import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// POST /v1/keyboard/simulate, in process and live.
@Suite struct SimulateEndpointTests {
    /// Examples/rotation-001-simulate.json is article 001's rotation (see SimulationTests in the core): steps at
    /// 0, 0.5, 0.5, 0.5, 0.9; the bar ends at y 114; correct handling keeps maxBarGap 0; at 30 fps the 0.9 s run
    /// has t = 0 ... 27/30: 28 keyframes.
    @Test(arguments: transports) func rotationCorrectHandling(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/keyboard/simulate", body: try repositoryFile("Examples/rotation-001-simulate.json"))
            #expect(response.status == 200)
            let json = try response.json()
            let steps = try #require(json.at("steps")?.arrayElements)
            #expect(steps.compactMap { $0.number("time") } == [0, 0.5, 0.5, 0.5, 0.9])
            #expect(
                steps.compactMap { $0.string("event") } == [
                    "willShow", "transitionBegin", "willHide", "willShow", "transitionEnd",
                ])
            #expect(steps.compactMap { $0.number("index") } == [0, 1, 2, 3, 4])
            #expect(steps[1].string("input", "transition") == "begin")
            #expect(steps[4].number("views", "commentBar", "frame", "y") == 114)
            #expect(json.number("maxBarGap") == 0)
            #expect(json.at("keyframes")?.arrayElements?.count == 28)
            #expect(json.number("keyframes", 0, "keyboardTop") == 568)
        }
    }

    /// The same run with `"handling": "naive"`: the bar's own spring against the rotation's easeInOut. At 30 fps
    /// the keyframe at t 0.6 (0.1 s into the rotation) has the gap 194 * (0.5448 - 0.1296) = 80.5 pt (worked in
    /// SimulationTests), so maxBarGap >= 80.5.
    @Test(arguments: transports) func rotationNaiveHandling(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/keyboard/simulate", body: try repositoryFile("Examples/rotation-001-simulate-naive.json"))
            #expect(response.status == 200)
            #expect(try #require(response.json().number("maxBarGap")) >= 80.4)
        }
    }

    /// Every problem with its pointer: an event that is neither notification nor transition, an `at` that goes
    /// back in time, an fps of 0, an unknown handling.
    @Test(arguments: transports) func invalidSimulateRequest(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = """
                {"screen": {"bounds": [0, 0, 320, 568]}, "window": {}, "views": [], "behaviors": [],
                 "handling": "sloppy", "sampling": {"fps": 0},
                 "events": [{"name": "willShow", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 352, 320, 216]}, "at": 1},
                            {"name": "willHide", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 568, 320, 216]}, "at": 0.5},
                            {"transition": "sideways"}]}
                """
            let response = try client.post("/v1/keyboard/simulate", body: body)
            #expect(response.status == 422)
            let pointers = Set(try response.problemPointers())
            #expect(pointers == ["/handling", "/sampling/fps", "/events/1/at", "/events/2/transition"])
        }
    }

    /// The limits: 3 events against a limit of 2; a keyframe count over the limit (0.5 s at 240 fps = 121
    /// keyframes against 100).
    @Test(arguments: transports) func limitsAre422(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(
            transport, limits: Limits(maxEvents: 2, maxKeyframes: 100)
        ) { client in
            let show =
                #"{"name": "willShow", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 352, 320, 216], "UIKeyboardAnimationCurveUserInfoKey": 7, "UIKeyboardAnimationDurationUserInfoKey": 0.25}}"#
            let scene = #""screen": {"bounds": [0, 0, 320, 568]}, "window": {}, "views": [], "behaviors": []"#
            let tooMany = try client.post(
                "/v1/keyboard/simulate", body: "{\(scene), \"events\": [\(show), \(show), \(show)]}")
            #expect(tooMany.status == 422)
            #expect(try tooMany.problemPointers() == ["/events"])
            let sampled = try client.post(
                "/v1/keyboard/simulate", body: "{\(scene), \"sampling\": {\"fps\": 240}, \"events\": [\(show)]}")
            #expect(sampled.status == 422)
            #expect(try sampled.problemPointers() == ["/sampling/fps"])
            #expect(try sampled.json().string("errors", 0, "message")?.contains("121 keyframes") == true)
        }
    }
}
