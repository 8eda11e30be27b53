import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Device quirks on input (docs/devices.md): `window.mode` and `screen.osVersion`, each applied only when
/// given, each listed in the answer's `quirks` with its source; in process and live. Numbers by hand below.
@Suite struct DeviceQuirkTests {
    /// A scene of one window and a scroll view filling it (insetScrollView, no reveal), with `notification`'s
    /// end frame.
    static func request(screen: String, window: String, end: String, scroll: String) -> [UInt8] {
        Array(
            """
            {"notification": {"name": "UIKeyboardWillShowNotification",
              "userInfo": {"UIKeyboardFrameEndUserInfoKey": \(end), "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                           "UIKeyboardAnimationCurveUserInfoKey": 7}},
             "screen": \(screen), "window": \(window),
             "views": [{"id": "notes", "frame": \(scroll), "scroll": {"contentSize": {"width": 10, "height": 5000}}}],
             "behaviors": [{"type": "insetScrollView", "scrollView": "notes"}]}
            """.utf8)
    }

    /// iPad 834 x 1194, a Slide Over window 320 wide at the right and shorter than the screen: (514, 0, 320,
    /// 1100), 94 pt above the screen's bottom. iOS gives the keyboard (398 high, the screen's width) without
    /// the space below the window: (0, 702, 834, 398), ending at 1100.
    /// - slideOver: the frame does not reach 1194, so it moves down 1194 - 1100 = 94: (0, 796, 834, 398). In the
    ///   window: (-514, 796, 834, 398); it reaches the screen's bottom and spans the window: docked. Overlap with
    ///   the window's bounds (0, 0, 320, 1100): 1100 - 796 = 304; no safe area, so contentInset.bottom 304.
    /// - the same request without `mode`: the frame ends at 1100 < 1194 - 0.5: undocked, so it does not count
    ///   (followUndockedKeyboard off): overlap 0, inset 0, a keyboard-undocked warning, and no `quirks` key.
    @Test(arguments: transports) func slideOverFramesMoveDownBelowTheWindow(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let screen = #"{"bounds": [0, 0, 834, 1194]}"#
            let end = "[0, 702, 834, 398]"
            let quirked = try client.post(
                "/v1/keyboard/adjust",
                body: Self.request(
                    screen: screen, window: #"{"frame": [514, 0, 320, 1100], "mode": "slideOver"}"#, end: end,
                    scroll: "[0, 0, 320, 1100]"))
            #expect(quirked.status == 200)
            let json = try quirked.json()
            #expect(json.number("keyboard", "frameInWindow", "y") == 796)
            #expect(json.at("keyboard", "docked")?.boolValue == true)
            #expect(json.number("keyboard", "overlap") == 304)
            #expect(json.number("views", "notes", "contentInset", "bottom") == 304)
            #expect(json.string("quirks", 0, "code") == "slide-over-frame-shift")
            #expect(json.string("quirks", 0, "source")?.contains("flutter") == true)
            #expect(json.string("quirks", 0, "message")?.contains("94") == true)

            let plain = try client.post(
                "/v1/keyboard/adjust",
                body: Self.request(
                    screen: screen, window: #"{"frame": [514, 0, 320, 1100]}"#, end: end, scroll: "[0, 0, 320, 1100]"))
            let plainJSON = try plain.json()
            #expect(plainJSON.at("keyboard", "docked")?.boolValue == false)
            #expect(plainJSON.number("keyboard", "overlap") == 0)
            #expect(plainJSON.number("views", "notes", "contentInset", "bottom") == 0)
            #expect(plainJSON.at("quirks") == nil)
            #expect(plainJSON.string("warnings", 0, "code") == "keyboard-undocked")
        }
    }

    /// iOS 12, iPad 1024 x 768 (landscape, interface coordinates), a Split View window on the right: (522, 0,
    /// 502, 768). iOS 12 gives the keyboard with x 0 whatever the window's position: (0, 370, 502, 398).
    /// - osVersion 12.4: x becomes the window's 522: (522, 370, 502, 398); in the window (0, 370, 502, 398): docked
    ///   (bottom 768, x 0 to 502 of a 502-wide window); overlap 768 - 370 = 398; inset 398.
    /// - osVersion 13.0: the frame is taken as given; in the window (-522, 370, 502, 398), it ends at x -20, left
    ///   of the window: undocked and missing the window: overlap 0.
    @Test(arguments: transports) func beforeIOS13TheFrameTakesTheWindowsX(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            func adjust(_ version: String) throws -> JSONValue {
                try client.post(
                    "/v1/keyboard/adjust",
                    body: Self.request(
                        screen: #"{"bounds": [0, 0, 1024, 768], "osVersion": "\#(version)"}"#,
                        window: #"{"frame": [522, 0, 502, 768], "mode": "splitView"}"#, end: "[0, 370, 502, 398]",
                        scroll: "[0, 0, 502, 768]")
                ).json()
            }
            let ios12 = try adjust("12.4")
            #expect(ios12.number("keyboard", "frameInWindow", "x") == 0)
            #expect(ios12.at("keyboard", "docked")?.boolValue == true)
            #expect(ios12.number("keyboard", "overlap") == 398)
            #expect(ios12.number("views", "notes", "contentInset", "bottom") == 398)
            #expect(ios12.string("quirks", 0, "code") == "pre-ios13-frame-x")
            let ios13 = try adjust("13.0")
            #expect(ios13.number("keyboard", "frameInWindow", "x") == -522)
            #expect(ios13.at("keyboard", "docked")?.boolValue == false)
            #expect(ios13.number("keyboard", "overlap") == 0)
            #expect(ios13.at("quirks") == nil)
        }
    }

    /// Stage Manager, iPad 1366 x 1024: a window (100, 50, 700, 900) and the keyboard across the whole screen,
    /// (0, 626, 1366, 398): wider than the window. In the window (-100, 576, 1366, 398): it reaches the screen's
    /// bottom and covers the window's width: docked, no quirk needed. Overlap with (0, 0, 700, 900):
    /// 900 - 576 = 324.
    @Test(arguments: transports) func stageManagerKeyboardWiderThanTheWindowIsDocked(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let json = try client.post(
                "/v1/keyboard/adjust",
                body: Self.request(
                    screen: #"{"bounds": [0, 0, 1366, 1024]}"#,
                    window: #"{"frame": [100, 50, 700, 900], "mode": "stageManager"}"#,
                    end: "[0, 626, 1366, 398]", scroll: "[0, 0, 700, 900]")
            ).json()
            #expect(json.at("keyboard", "docked")?.boolValue == true)
            #expect(json.number("keyboard", "overlap") == 324)
            #expect(json.at("warnings")?.arrayElements?.isEmpty == true)
            #expect(json.at("quirks") == nil)
        }
    }

    /// A version that is not one: a 422 at its pointer; and an unknown mode lists the modes.
    @Test(arguments: transports) func badVersionAndModeAre422(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/keyboard/adjust",
                body: Self.request(
                    screen: #"{"bounds": [0, 0, 1024, 768], "osVersion": "twelve"}"#,
                    window: #"{"frame": [0, 0, 1024, 768], "mode": "pictureInPicture"}"#, end: "[0, 370, 1024, 398]",
                    scroll: "[0, 0, 1024, 768]"))
            #expect(response.status == 422)
            #expect(try response.problemPointers() == ["/screen/osVersion", "/window/mode"])
        }
    }
}
