import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Issue 54's held-back scenes that OverlayAndSelfAvoidingTests leaves out: a React Native KeyboardAvoidingView
/// inside a SwiftUI host (react-native-bottom-tabs issue 266) lifts twice, and each scene with a single avoider
/// reports no double avoidance under any policy. In process and live; iPhone 17 Pro metrics (402 x 874, safe area
/// 62 / 34, the iOS 26 keyboard 335 pt, its top 874 - 335 = 539); numbers by hand from docs/rules.md.
@Suite struct HeldBackOverlayScenesTests {
    static let below = "{{0, 874}, {402, 335}}"
    static let shown = "{{0, 539}, {402, 335}}"

    /// A SwiftUI host (0, 0, 402, 874) holding the React Native KeyboardAvoidingView (0, 0, 402, 874, behavior
    /// padding, offset 0) whose input bar (0, 824, 402, 50) rests on its bottom and rides the keyboard
    /// (`attachToKeyboard`); `host: false` leaves the host's key out (the KAV the only avoider).
    static func hostScene(host: Bool = true, actualInputY: Double? = nil) -> [UInt8] {
        let actual = actualInputY.map { #", "actual": {"views": {"input": {"frame": {"y": \#($0)}}}}"# } ?? ""
        return Array(
            """
            {"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
               "UIKeyboardFrameBeginUserInfoKey": "\(below)", "UIKeyboardFrameEndUserInfoKey": "\(shown)",
               "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}},
             "screen": {"bounds": [0, 0, 402, 874], "scale": 3},
             "window": {"frame": [0, 0, 402, 874], "safeAreaInsets": {"top": 62, "bottom": 34}},
             "views": [
               {"id": "host", "frame": [0, 0, 402, 874]\(host ? #", "avoidsKeyboard": "swiftUIHost""# : "")},
               {"id": "kav", "parent": "host", "frame": [0, 0, 402, 874]},
               {"id": "input", "parent": "kav", "frame": [0, 824, 402, 50]}],
             "behaviors": [{"type": "attachToKeyboard", "view": "input"}],
             "frameworks": {"reactNative": {"view": "kav"}}\(actual)}
            """.utf8)
    }

    static func entry(_ json: JSONValue, _ policy: String) -> JSONValue? {
        json["policies"]?.arrayElements?.first { $0["policy"]?.stringValue == policy }
    }

    /// The host ends the KAV at the keyboard's top first: height 874 - 335 = 539 (the keyboard covers 874 - 539 =
    /// 335 of it). The reference: the input rides the keyboard, y 539 - 50 = 489. The KAV read its frame before the
    /// host's (onLayout's last, 874 high): bottom = max(0, 0 + 874 - (539 - 0)) = 335, and its padding comes on top
    /// of the host's 335: the input, resting on the KAV's bottom, ends 335 + 335 = 670 higher, y 824 - 670 = 154,
    /// 489 - 154 = 335 pt above the reference: doubleAvoidance 335, the difference diagnosed `double-avoidance`
    /// (the keyboard's top lowered by what the host took: 539 - 335 - 50 = 154). The reference lifts nothing twice.
    @Test(arguments: transports) func aKeyboardAvoidingViewInASwiftUIHostLiftsTwice(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let json = try client.post("/v1/keyboard/compare", body: Self.hostScene()).json()
            let reference = try #require(Self.entry(json, "reference"))
            #expect(reference.number("answer", "views", "input", "frame", "y") == 489)
            #expect(reference.number("answer", "views", "kav", "frame", "height") == 539)
            #expect(reference.number("summary", "doubleAvoidance") == 0)
            let kav = try #require(Self.entry(json, "react-native-kav"))
            #expect(kav.number("answer", "views", "input", "frame", "y") == 154)
            #expect(kav.number("answer", "views", "kav", "frame", "height") == 539)
            #expect(kav.number("summary", "doubleAvoidance") == 335)
            let differences = kav.at("differences")?.arrayElements ?? []
            let input = differences.first { $0.string("pointer") == "/views/input/frame/y" }
            let codes = (input?.at("diagnoses")?.arrayElements ?? []).map {
                ($0.at("codes")?.arrayElements ?? []).compactMap(\.stringValue)
            }
            #expect(codes.contains(["double-avoidance"]), "\(codes)")
        }
    }

    /// check on the host scene: a client whose input ends at 154 (the KAV's padding on top of the host's shrink)
    /// gets `double-avoidance`, its message naming the host; one at the reference's 489 passes, with no diagnosis.
    @Test(arguments: transports) func checkNamesTheSecondLiftInASwiftUIHost(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let wrong = try client.post("/v1/keyboard/check", body: Self.hostScene(actualInputY: 154)).json()
            #expect(wrong.at("pass")?.boolValue == false)
            let d = try #require(wrong.at("differences")?.arrayElements?.first)
            #expect(d.number("expected") == 489)
            #expect(d.number("actual") == 154)
            let diagnoses = d.at("diagnoses")?.arrayElements ?? []
            let double = diagnoses.first {
                ($0.at("codes")?.arrayElements ?? []).compactMap(\.stringValue) == ["double-avoidance"]
            }
            let message = try #require(double?.string("message"))
            #expect(message.contains("the SwiftUI host 'host'"), "\(message)")

            let right = try client.post("/v1/keyboard/check", body: Self.hostScene(actualInputY: 489)).json()
            #expect(right.at("pass")?.boolValue == true)
        }
    }

    /// The single avoiders report none, under every policy: the KAV without the host (bottom 335 from its own 874
    /// pt frame, the input at 824 - 335 = 489, the reference's 539 - 50), and issue 1994's form in a sheet that
    /// does not move by itself (IQKeyboardManager alone lifts the field: nothing moved it before).
    @Test(arguments: transports) func aSingleAvoiderReportsNoDoubleAvoidance(
        _ transport: KeyboardLayoutClient.Transport
    )
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let kavAlone = try client.post("/v1/keyboard/compare", body: Self.hostScene(host: false)).json()
            #expect(Self.entry(kavAlone, "react-native-kav")?.number("answer", "views", "input", "frame", "y") == 489)
            let plainSheet = try client.post(
                "/v1/keyboard/compare", body: OverlayAndSelfAvoidingTests.sheetScene(avoids: false)
            ).json()
            for json in [kavAlone, plainSheet] {
                let entries = json["policies"]?.arrayElements ?? []
                #expect(entries.count == 14)
                for e in entries {
                    #expect(e.number("summary", "doubleAvoidance") == 0, "\(e.string("policy") ?? "?")")
                }
            }
        }
    }
}
