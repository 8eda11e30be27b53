import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// The warning `frame-in-view-space` (docs/warnings.md), in adjust and in replay, in process and live.
///
/// The frames are built from the source's description, not from a device's log (none is published): Craig
/// Hockenberry's KeyboardAvoider sample (feedback FB18129544) says that on iPadOS 26, with an input accessory view
/// on a UITextView, willShow and willHide give the end frame in the view's coordinates, and that a full-width
/// keyboard's x is then negative by the distance from the screen's left edge to the window's. So: an iPad Air
/// 11-inch in landscape (1180 x 820) on iPadOS 26.5, its app in a window at (100, 40, 900, 700); the device table's
/// docked keyboard there is 422 pt (docs/device-table.md, the iOS 26.5 probe), on the screen (0, 820 - 422 = 398,
/// 1180, 422), just below it (0, 820, 1180, 422). In the view's coordinates (the root view fills the window, so
/// the view's space is the window's) each moves by minus (100, 40): (-100, 358, 1180, 422) and
/// (-100, 780, 1180, 422).
@Suite struct FrameInViewSpaceTests {
    static let scene = """
        "screen": {"bounds": [0, 0, 1180, 820], "scale": 2, "osVersion": "26.5"},
        "window": {"frame": [100, 40, 900, 700]},
        "views": [{"id": "root", "frame": [0, 0, 900, 700]}], "behaviors": []
        """

    static func adjust(_ client: KeyboardLayoutClient, end: String) throws -> JSONValue {
        let body = """
            {"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
               "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{-100, 780}, {1180, 422}}",
               "UIKeyboardFrameEndUserInfoKey": "\(end)",
               "UIKeyboardAnimationDurationUserInfoKey": 0.5, "UIKeyboardAnimationCurveUserInfoKey": 7}},
             \(scene)}
            """
        let answer = try client.post("/v1/keyboard/adjust", body: body)
        guard answer.status == 200 else { throw TestFailure("adjust answered \(answer.status): \(answer.text)") }
        return try answer.json()
    }

    static func codes(_ step: JSONValue?) -> [String] {
        (step?["warnings"]?.arrayElements ?? []).compactMap { $0["code"]?.stringValue }
    }

    /// The view-space frame (-100, 358, 1180, 422) moved by the window's origin (100, 40) is (0, 398, 1180, 422):
    /// across the 1180 pt screen, its bottom 398 + 422 = 820 at the screen's: `frame-in-view-space`, first, with the
    /// screen frame in its message. Taken as given, the frame's on-screen part ends at 358 + 422 = 780, 40 pt above
    /// the screen's bottom: undocked (`keyboard-undocked`), so it does not count and the overlap is 0.
    /// The same willShow with the screen's own frame (0, 398, 1180, 422) gives neither warning: docked, in the
    /// window at 398 - 40 = 358, overlapping the 700 pt window by 700 - 358 = 342.
    @Test(arguments: transports) func adjustWarnsOfAViewSpaceFrame(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let viewSpace = try Self.adjust(client, end: "NSRect: {{-100, 358}, {1180, 422}}")
            #expect(Self.codes(viewSpace) == ["frame-in-view-space", "keyboard-undocked"])
            let message = viewSpace["warnings"]?[0]?["message"]?.stringValue ?? ""
            #expect(message.contains("(0, 398, 1180, 422)"))
            #expect(message.contains("(100, 40)"))
            #expect(viewSpace.at("keyboard", "docked")?.boolValue == false)
            #expect(viewSpace.number("keyboard", "overlap") == 0)

            let screenSpace = try Self.adjust(client, end: "NSRect: {{0, 398}, {1180, 422}}")
            #expect(Self.codes(screenSpace) == [])
            #expect(screenSpace.at("keyboard", "docked")?.boolValue == true)
            #expect(screenSpace.number("keyboard", "overlap") == 342)
        }
    }

    /// The same window, a full-screen one for contrast: the window at (0, 0, 1180, 820) makes the view's space the
    /// screen's, so (0, 398, 1180, 422) is simply docked and nothing is warned.
    @Test(arguments: transports) func aWindowAtTheOriginIsNeverWarned(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let body = """
                {"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
                   "UIKeyboardFrameEndUserInfoKey": [0, 398, 1180, 422]}},
                 "screen": {"bounds": [0, 0, 1180, 820]}, "window": {"frame": [0, 0, 1180, 820]},
                 "views": [{"id": "root", "frame": [0, 0, 1180, 820]}], "behaviors": []}
                """
            let answer = try client.post("/v1/keyboard/adjust", body: body)
            #expect(answer.status == 200)
            #expect(Self.codes(try answer.json()) == [])
        }
    }

    /// A log of the sequence as NSLog prints it (written here from the description, as above): willShow to the
    /// view-space docked frame (line 2), didShow with the same frames (line 9), willHide to the view-space frame
    /// just below the screen (line 16). Replay's steps:
    /// 0 willShow: `frame-in-view-space` and `keyboard-undocked`, as in adjust.
    /// 1 didShow: only `keyboard-undocked`: the source shows the will* notifications only, and a did* is not judged.
    /// 2 willHide: (-100, 780, 1180, 422) moved by (100, 40) is (0, 820, 1180, 422), its top at the screen's bottom:
    ///   `frame-in-view-space`. As given, its 820 - 780 = 40 pt on the screen reach the bottom and span the window
    ///   (in the window x -200 to 980, wider than 900): docked, so no `keyboard-undocked`; a hide counts for nothing.
    /// No silent change: the didShow repeats the willShow's frames, the willHide begins where they end.
    @Test(arguments: transports) func replayWarnsOfEachViewSpaceWill(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            func note(_ time: String, _ name: String, _ begin: String, _ end: String) -> String {
                """
                2026-06-14 10:00:\(time) KeyboardAvoider[812:3301] NSConcreteNotification 0x600000c8 {name = \(name); userInfo = {
                    UIKeyboardAnimationCurveUserInfoKey = 7;
                    UIKeyboardAnimationDurationUserInfoKey = "0.5";
                    UIKeyboardFrameBeginUserInfoKey = "NSRect: \(begin)";
                    UIKeyboardFrameEndUserInfoKey = "NSRect: \(end)";
                    UIKeyboardIsLocalUserInfoKey = 1;
                }}
                """
            }
            let shown = "{{-100, 358}, {1180, 422}}"
            let below = "{{-100, 780}, {1180, 422}}"
            let log = [
                "handleWillShowOrHide: the sample's handler",
                note("00.000", "UIKeyboardWillShowNotification", below, shown),
                note("00.500", "UIKeyboardDidShowNotification", below, shown),
                note("02.000", "UIKeyboardWillHideNotification", shown, below),
            ].joined(separator: "\n")
            let answer = try ReplayEndpointTests.replay(client, log: log, scene: Self.scene)
            #expect(ReplayEndpointTests.lines(answer) == [2, 9, 16])
            #expect(ReplayEndpointTests.silent(answer) == [])
            let steps = answer.at("simulation", "steps")?.arrayElements ?? []
            #expect(
                steps.map { Self.codes($0) } == [
                    ["frame-in-view-space", "keyboard-undocked"], ["keyboard-undocked"], ["frame-in-view-space"],
                ])
        }
    }
}
