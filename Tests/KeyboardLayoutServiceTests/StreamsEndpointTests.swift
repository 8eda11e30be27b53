import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `POST /v1/keyboard/streams` (docs/devices.md, "Streams"): for a scene, each realistic notification sequence as
/// a ready simulate request with the reference steps; in process and live. Numbers by hand in each test.
@Suite struct StreamsEndpointTests {
    static let names = [
        "show-hide", "duplicate-willShow", "hardware-keyboard-toggle", "predictive-bar-toggle", "floating-drag",
        "undock", "password-prompt", "third-party-ramp", "rotation", "non-local", "cross-fade",
        "interactive-dismissal", "emoji-switch", "number-pad-switch", "secure-field-double-show", "instant-hide",
        "cross-fade-early-didShow", "two-keyboard-managers", "floating-didChangeFrame-only", "hide-reversed-half-way",
    ]

    /// The adjust requests of Examples/ (each has a notification, so its keyboard height is used).
    static let scenes = [
        "Examples/iphone-comment-bar.json", "Examples/seed-001-comment-bar-iphone5.json",
        "Examples/ios7-fixed-portrait-landscape.json", "Examples/ipad-split-view-chat.json",
        "Examples/seed-002-form-inset-iphone-se.json", "Examples/seed-004-text-view-toolbar-iphone-x.json",
    ]

    static func streams(_ client: KeyboardLayoutClient, _ body: [UInt8], query: String = "") throws -> JSONValue {
        let answer = try client.post("/v1/keyboard/streams" + query, body: body)
        guard answer.status == 200 else { throw TestFailure("streams answered \(answer.status): \(answer.text)") }
        return try answer.json()
    }

    static func stream(_ answer: JSONValue, _ name: String) throws -> JSONValue {
        guard let s = answer["streams"]?.arrayElements?.first(where: { $0["name"]?.stringValue == name }) else {
            throw TestFailure("no stream \(name)")
        }
        return s
    }

    /// The streams an iPhone sends (docs/devices.md): hardware-keyboard-toggle, floating-drag, undock and non-local
    /// are iPad only; an iPad has all but the iPhone-only predictive-bar-toggle, third-party-ramp, emoji-switch and
    /// number-pad-switch, and the iPhone sources of secure-field-double-show and cross-fade-early-didShow;
    /// instant-hide names no device and applies to both. two-keyboard-managers (an iPhone 17's later shows taller by
    /// its 34 pt bottom safe area) applies to an iPhone whose window has a bottom safe area (`iPhoneNames(_:)`);
    /// floating-didChangeFrame-only is an iPad's.
    static let iPhoneNames = [
        "show-hide", "duplicate-willShow", "predictive-bar-toggle", "password-prompt", "third-party-ramp", "rotation",
        "cross-fade", "interactive-dismissal", "emoji-switch", "number-pad-switch", "secure-field-double-show",
        "instant-hide", "cross-fade-early-didShow",
    ]
    static let iPadNames = [
        "show-hide", "duplicate-willShow", "hardware-keyboard-toggle", "floating-drag", "undock", "password-prompt",
        "rotation", "non-local", "cross-fade", "interactive-dismissal", "instant-hide",
        "floating-didChangeFrame-only",
    ]

    /// The streams of an example iPhone scene: `iPhoneNames`, and two-keyboard-managers where the window has a
    /// bottom safe area (the iPhone 15 and iPhone X examples, 34 pt; not the iPhone 5, SE or iOS 7 ones), then
    /// hide-reversed-half-way (an iPhone's, iOS 27; no example gives a version, so each is generated for 27).
    static func iPhoneNames(_ file: String) -> [String] {
        iPhoneNames
            + (file.hasSuffix("iphone-comment-bar.json") || file.contains("iphone-x") ? ["two-keyboard-managers"] : [])
            + ["hide-reversed-half-way"]
    }

    /// Every stream of every example scene: the device's streams and no others (the rest under notApplicable,
    /// each with a reason), each with its source and evidence, and its steps exactly what simulate answers for its
    /// request (the same JSON); simulate answers 200 (every stream simulates cleanly).
    @Test(arguments: transports, scenes) func stepsAreWhatSimulateAnswers(
        _ transport: KeyboardLayoutClient.Transport, _ file: String
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.streams(client, try repositoryFile(file))
            let streams = answer["streams"]?.arrayElements ?? []
            let iPad = file.contains("ipad")
            #expect(answer.string("device") == (iPad ? "iPad" : "iPhone"))
            let expected = iPad ? Self.iPadNames : Self.iPhoneNames(file)
            #expect(streams.compactMap { $0["name"]?.stringValue } == expected)
            let left = answer["notApplicable"]?.arrayElements ?? []
            #expect(Set(left.compactMap { $0["name"]?.stringValue }) == Set(Self.names).subtracting(expected))
            #expect(left.allSatisfy { ($0["reason"]?.stringValue ?? "").count > 10 })
            for stream in streams {
                #expect(stream["source"]?.stringValue?.hasPrefix("https://") == true)
                #expect((stream["evidence"]?.stringValue ?? "").count > 40)
                guard let request = stream["request"] else { throw TestFailure("no request") }
                let simulated = try client.post("/v1/keyboard/simulate", body: JSONWriter.write(request))
                #expect(simulated.status == 200, "\(file) \(stream["name"]?.stringValue ?? "")")
                #expect(
                    try simulated.json()["steps"] == stream["steps"], "\(file) \(stream["name"]?.stringValue ?? "")")
            }
        }
    }

    /// Posting each stream's events to check, with `actual` the reference's own values at every step (views,
    /// keyboard and animation as the steps give them), passes with no difference.
    @Test(arguments: transports) func checkPassesWithTheReferencesOwnValues(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            for file in ["Examples/iphone-comment-bar.json", "Examples/seed-001-comment-bar-iphone5.json"] {
                let answer = try Self.streams(client, try repositoryFile(file))
                for stream in answer["streams"]?.arrayElements ?? [] {
                    guard case .object(var members) = stream["request"]?.kind else { throw TestFailure("no request") }
                    let steps = stream["steps"]?.arrayElements ?? []
                    let actual: [JSONValue] = steps.enumerated().map { i, step in
                        var m: [(String, JSONValue)] = [("index", .number(i))]
                        if let views = step["views"] { m.append(("views", views)) }
                        if let a = step["animation"] {
                            m.append(
                                (
                                    "animation",
                                    .object([
                                        ("animated", a["animated"] ?? .null), ("duration", a["duration"] ?? .null),
                                        ("options", a["options"] ?? .null),
                                    ])
                                ))
                        }
                        return .object(m)
                    }
                    members.append(JSONMember(key: "actual", value: .array(actual)))
                    let check = try client.post(
                        "/v1/keyboard/check", body: JSONWriter.write(JSONValue(.object(members))))
                    #expect(check.status == 200, "\(stream["name"]?.stringValue ?? ""): \(check.text)")
                    let verdict = try check.json()
                    #expect(verdict["pass"]?.boolValue == true, "\(file) \(stream["name"]?.stringValue ?? "")")
                    #expect((verdict["compared"]?.doubleValue ?? 0) > 0)
                }
            }
        }
    }

    /// What the reference does on each stream, in the example scene (iPhone 15, 393 x 852, safe area 59/34; a
    /// table (0, 0, 393, 774) revealing a field at content y 700-744; a bar (0, 774, 393, 44) riding the keyboard
    /// and resizing the table; the notification's keyboard 336 high). Shown: keyboard top 852 - 336 = 516, bar
    /// y 516 - 44 = 472, table height 472, offset 744 - 472 = 272 (docs/rules.md's worked example).
    @Test(arguments: transports) func whatTheReferenceDoesOnEachStream(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.streams(client, try repositoryFile("Examples/iphone-comment-bar.json"))
            #expect(answer.number("keyboardHeight") == 336)
            #expect(answer.string("keyboardHeightFrom") == "notification")
            func views(_ step: JSONValue?) -> JSONValue? { step?["views"] }

            // A duplicate willShow (begin = end) changes nothing the second time: step 2 is step 0's layout.
            let duplicate = try Self.stream(answer, "duplicate-willShow")
            #expect(views(duplicate.at("steps", 2)) == views(duplicate.at("steps", 0)))
            #expect(duplicate.number("steps", 2, "views", "bar", "frame", "y") == 472)
            #expect(duplicate.number("steps", 2, "views", "table", "contentOffset", "y") == 272)

            // iPad-only streams are not generated for this iPhone, each listed with its reason.
            for name in ["hardware-keyboard-toggle", "floating-drag", "undock", "non-local"] {
                let reason = answer["notApplicable"]?.arrayElements?.first { $0["name"]?.stringValue == name }
                #expect(reason?["reason"]?.stringValue?.hasPrefix("iPad only") == true, "\(name)")
            }

            // The password prompt: willChangeFrame three times while the keyboard stays up (the first with duration
            // 0, so not animated): the layout stays where the keyboard is, bar 472, table 472 high.
            let prompt = try Self.stream(answer, "password-prompt")
            #expect(prompt.string("steps", 1, "event") == "willChangeFrame")
            #expect(prompt.at("steps", 1, "animation", "animated")?.boolValue == false)
            for step in 1...3 {
                #expect(prompt.number("steps", step, "views", "bar", "frame", "y") == 472)
                #expect(prompt.number("steps", step, "views", "table", "frame", "height") == 472)
            }

            // The ramp 0, 216, 256 ends at the last height: keyboard (0, 596, 393, 256), overlap 256, bar 596 - 44 =
            // 552, table 552; the first, zero high, is not visible and moves nothing.
            let ramp = try Self.stream(answer, "third-party-ramp")
            #expect(ramp.number("steps", 0, "views", "bar", "frame", "y") == 774)
            #expect(ramp.number("steps", 1, "views", "bar", "frame", "y") == 592)  // 852 - 216 - 44
            #expect(ramp.number("steps", 2, "keyboard", "frameInWindow", "height") == 256)
            #expect(ramp.number("steps", 2, "keyboard", "overlap") == 256)
            #expect(ramp.number("steps", 2, "views", "bar", "frame", "y") == 552)

            // No iOS version: the iOS 9.0 form the radar names, with the iPhone 6 log's 33 pt bar. Shown without the
            // bar: 336 - 33 = 303 high, top 549, bar 549 - 44 = 505. Then the bar appears with no notification: the
            // keyboard on the screen is 336 high (top 516) and the layout stays, stale: the bar (505-549) is under the
            // keyboard by 549 - 516 = 33 pt, which maxBarGap counts.
            let predictive = try Self.stream(answer, "predictive-bar-toggle")
            #expect(predictive.number("steps", 0, "views", "bar", "frame", "y") == 505)
            #expect(predictive.at("steps", 0, "stale") == nil)
            #expect(predictive.string("steps", 1, "event") == "keyboardOnScreen")
            #expect(predictive.at("steps", 1, "stale")?.boolValue == true)
            #expect(predictive.number("steps", 1, "keyboard", "frameInWindow", "y") == 516)
            #expect(predictive.number("steps", 1, "views", "bar", "frame", "y") == 505)
            #expect(predictive.string("description")?.contains("Generated for iOS 9.0") == true)
            let simulated = try client.post(
                "/v1/keyboard/simulate", body: JSONWriter.write(predictive.at("request") ?? .null))
            #expect(try simulated.json().number("maxBarGap") == 33)

            // Cross-fade: the show (bar 472), then an empty end frame at the screen's top (not visible: the layout
            // rests, bar 774), then the hide to a 71 pt frame at the screen's bottom (below it: rest).
            let fade = try Self.stream(answer, "cross-fade")
            #expect(fade.number("steps", 0, "views", "bar", "frame", "y") == 472)
            #expect(fade.at("steps", 1, "keyboard", "visible")?.boolValue == false)
            #expect(fade.number("steps", 1, "views", "bar", "frame", "y") == 774)
            #expect(fade.number("steps", 2, "views", "bar", "frame", "y") == 774)
            #expect(fade.at("assumed")?.arrayElements?.isEmpty == false)

            // The rotation turns the scene to landscape 852 x 393 (safe area left and right 59, bottom 21), the bar
            // keeping its 852 - 818 = 34 pt bottom margin: y 393 - 34 - 44 = 315 at rest. The landscape keyboard is
            // the device table's for 852 x 393 with no osVersion, its latest entry (the iOS 26.5 probe's 208; 209
            // before): top 393 - 208 = 185, bar 185 - 44 = 141, not animated inside the transition.
            let rotation = try Self.stream(answer, "rotation")
            let events = rotation.at("request", "events")?.arrayElements?.compactMap {
                $0["notification"]?["name"]?.stringValue ?? $0["transition"]?.stringValue
            }
            #expect(
                events == [
                    "UIKeyboardWillShowNotification", "begin", "UIKeyboardWillHideNotification",
                    "UIKeyboardWillShowNotification", "end",
                ])
            #expect(rotation.number("request", "events", 1, "screen", "bounds", "width") == 852)
            #expect(rotation.number("request", "events", 1, "window", "safeAreaInsets", "left") == 59)
            #expect(rotation.number("steps", 2, "views", "bar", "frame", "y") == 315)
            #expect(rotation.number("steps", 3, "keyboard", "frameInWindow", "y") == 185)
            #expect(rotation.number("steps", 3, "views", "bar", "frame", "y") == 141)
            #expect(rotation.at("steps", 3, "animation", "animated")?.boolValue == false)
        }
    }

    /// Without a notification the device table's docked keyboard (docs/device-table.md), from the row's latest
    /// entry when the scene gives no osVersion: an iPhone 15 (393 x 852, portrait) 335, the iOS 26.5 probe's (336
    /// before it); seed 001's iPhone 5 (its row's only entry) (320 x 568) 216 pt of keys + its 37 pt QuickType bar = 253, so its
    /// show-hide keyboard is (0, 568 - 253 = 315, 320, 253) and the comment bar rides it at 315 - 44 = 271. With
    /// its notification, the notification's 216.
    @Test(arguments: transports) func theKeyboardHeightWithoutANotification(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            func withoutNotification(_ file: String) throws -> [UInt8] {
                guard case .object(let members) = try JSONReader.parse(try repositoryFile(file)).kind else {
                    throw TestFailure("not an object")
                }
                return JSONWriter.write(JSONValue(.object(members.filter { $0.key != "notification" })))
            }
            let iPhone15 = try Self.streams(client, try withoutNotification("Examples/iphone-comment-bar.json"))
            #expect(iPhone15.number("keyboardHeight") == 335)
            #expect(iPhone15.at("keyboardHeightDevice", "osVersion") == .null)
            #expect(iPhone15.string("keyboardHeightFrom") == "default")
            let iPhone5 = try Self.streams(
                client, try withoutNotification("Examples/seed-001-comment-bar-iphone5.json"))
            #expect(iPhone5.number("keyboardHeight") == 253)
            let showHide = try Self.stream(iPhone5, "show-hide")
            #expect(
                showHide.number(
                    "request", "events", 0, "notification", "userInfo", "UIKeyboardFrameEndUserInfoKey", "y")
                    == 315)
            #expect(showHide.number("steps", 0, "views", "commentBar", "frame", "y") == 271)  // 315 - 44
            let given = try Self.streams(client, try repositoryFile("Examples/seed-001-comment-bar-iphone5.json"))
            #expect(given.number("keyboardHeight") == 216)
        }
    }

    /// iOS 7's fixed-portrait space (320 x 480, landscapeRight): the notification's (0, 0, 162, 480) is (0, 158,
    /// 480, 162) in the interface, so the streams' height is 162, and their frames go back to portrait terms:
    /// the docked (0, 480 - 162 = 158... in the interface, 320 - 158 - 162 = 0 in portrait x) = (0, 0, 162, 480).
    @Test(arguments: transports) func fixedPortraitFramesStayInPortraitTerms(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.streams(client, try repositoryFile("Examples/ios7-fixed-portrait-landscape.json"))
            #expect(answer.number("keyboardHeight") == 162)
            let end = try Self.stream(answer, "show-hide").at(
                "request", "events", 0, "notification", "userInfo", "UIKeyboardFrameEndUserInfoKey")
            #expect(end?["x"]?.doubleValue == 0)
            #expect(end?["y"]?.doubleValue == 0)
            #expect(end?["width"]?.doubleValue == 162)
            #expect(end?["height"]?.doubleValue == 480)
            // The bar rides it: interface top 158, bar 158 - 44 = 114.
            #expect(try Self.stream(answer, "show-hide").number("steps", 0, "views", "commentBar", "frame", "y") == 114)
        }
    }

    /// The iPad's streams (the Split View chat, 1194 x 834, window (385, 0, 809, 834)): the hardware keyboard's
    /// 313 pt frame with 55 pt on the screen, top 834 - 55 = 779: the composer (its resting bottom on the 20 pt
    /// safe area) rides it at 779 - 44 = 735.
    @Test(arguments: transports) func iPadStreams(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try Self.streams(client, try repositoryFile("Examples/ipad-split-view-chat.json"))
            let hardware = try Self.stream(answer, "hardware-keyboard-toggle")
            #expect(hardware.number("steps", 0, "keyboard", "frameInWindow", "height") == 313)
            #expect(hardware.number("steps", 0, "keyboard", "overlap") == 55)
            #expect(hardware.number("steps", 0, "views", "composer", "frame", "y") == 735)
            let reasons = answer["notApplicable"]?.arrayElements?.compactMap { $0["reason"]?.stringValue } ?? []
            #expect(reasons.allSatisfy { $0.hasPrefix("iPhone only") })
        }
    }

    /// `screen.osVersion` decides too: on iOS 8.3 the rotation's willHide and willShow come twice (Apple Developer
    /// Forums thread 5706); on iOS 9.0 the QuickType bar posts nothing (radar 22505056); before iOS 14 there is
    /// no Prefer Cross-Fade Transitions.
    @Test(arguments: transports) func theVersionDecides(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func withVersion(_ version: String) throws -> JSONValue {
                var text = String(
                    decoding: try repositoryFile("Examples/seed-001-comment-bar-iphone5.json"), as: UTF8.self)
                text = text.replacingOccurrences(of: #""scale": 2"#, with: #""scale": 2, "osVersion": "\#(version)""#)
                return try Self.streams(client, Array(text.utf8))
            }
            let ios83 = try withVersion("8.3")
            let events = try Self.stream(ios83, "rotation").at("request", "events")?.arrayElements?.compactMap {
                $0["notification"]?["name"]?.stringValue ?? $0["transition"]?.stringValue
            }
            #expect(
                events == [
                    "UIKeyboardWillShowNotification", "begin", "UIKeyboardWillHideNotification",
                    "UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification",
                    "UIKeyboardWillShowNotification",
                    "end",
                ])
            // iOS 9.0: the bar's change is silent (radar 22505056): a keyboardOnScreen event, no notification; seed
            // 001's iPhone 5 keyboard is its notification's 216 pt, so the silent frame is 216 high.
            let ios9 = try withVersion("9.0")
            let silent = try Self.stream(ios9, "predictive-bar-toggle").at("request", "events", 1, "keyboardOnScreen")
            #expect(silent?["height"]?.doubleValue == 216)
            // iOS 8.4: notified, the four notifications of the log.
            let ios84 = try withVersion("8.4")
            #expect(
                try Self.stream(ios84, "predictive-bar-toggle").string("request", "events", 1, "notification", "name")
                    == "UIKeyboardWillChangeFrameNotification")
            // The emoji switch is iOS 11's, the number pad iOS 9's.
            #expect(
                ios9["notApplicable"]?.arrayElements?.contains { $0["name"]?.stringValue == "emoji-switch" } == true)
            #expect(ios9["streams"]?.arrayElements?.contains { $0["name"]?.stringValue == "number-pad-switch" } == true)
            #expect(ios9["notApplicable"]?.arrayElements?.contains { $0["name"]?.stringValue == "cross-fade" } == true)
            #expect(
                try withVersion("17.4")["streams"]?.arrayElements?.contains { $0["name"]?.stringValue == "cross-fade" }
                    == true)
        }
    }

    /// The streams of iOS 17 and 26 (react-native-keyboard-controller's sources), on the example iPhone 15 (393 x 852,
    /// its keyboard 336 pt), as their sources show them:
    /// - secure-field-double-show (PR 331, an iPhone 15 Pro): willShow, didShow at 336 - 45 = 291 pt, then willShow
    ///   and didShow at 336 pt, no hide; iOS 16.4 excludes it (the source is iOS 17);
    /// - instant-hide (PR 539, no device named): willHide and didHide 0.007 s apart, both claiming 0.25 s, the
    ///   keyboard gone just before them (a keyboardOnScreen null); every device, the iPad too;
    /// - cross-fade-early-didShow (issue 1242, iOS 26.0 and 26.1): didShow 0.04 s after willShow, both 0.383 s;
    ///   26.1 has it, 26.2 and 17.4 do not, each with the reason.
    @Test(arguments: transports) func streamsOfIOS17And26(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func withVersion(_ version: String?) throws -> JSONValue {
                var text = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
                if let version {
                    text = text.replacingOccurrences(
                        of: #""screen": {"#, with: #""screen": {"osVersion": "\#(version)", "#)
                }
                return try Self.streams(client, Array(text.utf8))
            }
            func notifications(_ stream: JSONValue) -> [(String, Double?, Double?, Double?)] {
                (stream.at("request", "events")?.arrayElements ?? []).map { e in
                    let n = e["notification"]
                    return (
                        n?["name"]?.stringValue ?? "keyboardOnScreen", e["at"]?.doubleValue,
                        n?["userInfo"]?["UIKeyboardFrameEndUserInfoKey"]?["height"]?.doubleValue,
                        n?["userInfo"]?["UIKeyboardAnimationDurationUserInfoKey"]?.doubleValue
                    )
                }
            }
            let latest = try withVersion(nil)
            let secure = notifications(try Self.stream(latest, "secure-field-double-show"))
            #expect(
                secure.map(\.0) == [
                    "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
                    "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
                ])
            #expect(secure.map(\.2) == [291, 291, 336, 336])
            let hide = notifications(try Self.stream(latest, "instant-hide"))
            #expect(
                hide.suffix(3).map(\.0) == [
                    "keyboardOnScreen", "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
                ])
            #expect(hide.suffix(2).map(\.3) == [0.25, 0.25])
            #expect(abs((hide.last?.1 ?? 0) - (hide[hide.count - 2].1 ?? 0) - 0.007) < 1e-9)
            let early = notifications(try Self.stream(latest, "cross-fade-early-didShow"))
            #expect(early.map(\.0) == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
            #expect(early.map(\.1) == [0, 0.04])
            #expect(early.map(\.3) == [0.383, 0.383])
            func reason(_ answer: JSONValue, _ name: String) -> String? {
                answer["notApplicable"]?.arrayElements?.first { $0["name"]?.stringValue == name }?["reason"]?
                    .stringValue
            }
            let ios16 = try withVersion("16.4")
            #expect(reason(ios16, "secure-field-double-show") == "iOS 16.4: the source shows iOS 17 (PR 557)")
            #expect(
                reason(ios16, "cross-fade-early-didShow") == "iOS 16.4: the source shows iOS 26.0 and 26.1 (issue 1242)"
            )
            #expect(try Self.stream(ios16, "instant-hide")["name"]?.stringValue == "instant-hide")
            #expect(reason(try withVersion("26.1"), "cross-fade-early-didShow") == nil)
            #expect(reason(try withVersion("26.2"), "cross-fade-early-didShow") != nil)
            // On the source's own device and version: an iPhone 16 Pro (402 x 874) on iOS 26.1, no notification given
            // (the streams take the device's keyboard). The early didShow and the secure double show (26.1 >= 17)
            // both apply, the second show 45 pt taller than the first.
            let sixteenPro = try Self.streams(
                client,
                Array(
                    #"{"screen": {"bounds": [0, 0, 402, 874], "osVersion": "26.1"}, "window": {"frame": [0, 0, 402, 874]}, "views": [{"id": "root", "frame": [0, 0, 402, 874]}], "behaviors": []}"#
                        .utf8))
            let onSource = notifications(try Self.stream(sixteenPro, "cross-fade-early-didShow"))
            #expect(onSource.map(\.1) == [0, 0.04])
            #expect(onSource.map(\.3) == [0.383, 0.383])
            let doubleShow = notifications(try Self.stream(sixteenPro, "secure-field-double-show")).map(\.2)
            #expect(doubleShow.count == 4)
            #expect((doubleShow[2] ?? 0) - (doubleShow[0] ?? 0) == 45)
            let iPad = try Self.streams(client, try repositoryFile("Examples/ipad-split-view-chat.json"))
            #expect(reason(iPad, "secure-field-double-show")?.hasPrefix("iPhone only") == true)
            #expect(try Self.stream(iPad, "instant-hide")["name"]?.stringValue == "instant-hide")
        }
    }

    /// A stream generated for a later iOS than its sources show says so in `assumed` (docs/devices.md, "Carried past
    /// its source"); on the versions they show, or without a version (each stream is then generated for its
    /// sources' own), it does not. On the example iPhone 15:
    /// - secure-field-double-show: PR 557 names iOS 17, the whole line. 26.1 and 18.0 are past it, 17.0 and 17.5
    ///   are not (17.5 is still iOS 17).
    /// - rotation: the forum thread shows iOS 7.1 and 8.3, a release. 8.3 is not past it, 8.4 is.
    /// - cross-fade-early-didShow: issue 1242 shows 26.0 and 26.1, and the stream applies to no other version, so it
    ///   is never carried.
    /// - show-hide: Apple's documentation, current for every version: never carried.
    @Test(arguments: transports) func carriedPastItsSource(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func carried(_ name: String, _ version: String?) throws -> [String] {
                var text = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
                if let version {
                    text = text.replacingOccurrences(
                        of: #""screen": {"#, with: #""screen": {"osVersion": "\#(version)", "#)
                }
                let stream = try Self.stream(Self.streams(client, Array(text.utf8), query: "?name=" + name), name)
                return (stream["assumed"]?.arrayElements ?? []).compactMap(\.stringValue).filter {
                    $0.hasPrefix("carried to")
                }
            }
            let secure = try carried("secure-field-double-show", "26.1")
            #expect(
                secure == [
                    "carried to iOS 26.1, past its sources: PR 557 names iOS 17, and none shows a later version; "
                        + "that iOS 26.1 still sends this sequence is assumed"
                ])
            #expect(try carried("secure-field-double-show", "18.0").count == 1)
            #expect(try carried("secure-field-double-show", "17.0").isEmpty)
            #expect(try carried("secure-field-double-show", "17.5").isEmpty)
            #expect(try carried("secure-field-double-show", nil).isEmpty)
            #expect(try carried("rotation", "8.3").isEmpty)
            #expect(
                try carried("rotation", "8.4").first?.hasPrefix("carried to iOS 8.4, past its sources: Apple") == true)
            #expect(try carried("cross-fade-early-didShow", "26.1").isEmpty)
            #expect(try carried("show-hide", "26.1").isEmpty)
        }
    }

    /// `?name=` picks one stream (percent-encoding decoded); a name not in the catalogue is a 404 problem that
    /// lists the names.
    @Test(arguments: transports) func nameParameter(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = try repositoryFile("Examples/iphone-comment-bar.json")
            let one = try Self.streams(client, body, query: "?name=password-prompt")
            #expect(one["streams"]?.arrayElements?.compactMap { $0["name"]?.stringValue } == ["password-prompt"])
            // A stream of the catalogue this iPhone does not send: no stream, and the reason.
            let iPadOnly = try Self.streams(client, body, query: "?name=floating-drag")
            #expect(iPadOnly["streams"]?.arrayElements?.isEmpty == true)
            #expect(iPadOnly.string("notApplicable", 0, "name") == "floating-drag")
            let encoded = try Self.streams(client, body, query: "?name=show%2Dhide")
            #expect(encoded.string("streams", 0, "name") == "show-hide")
            let unknown = try client.post("/v1/keyboard/streams?name=zigzag", body: body)
            #expect(unknown.status == 404)
            #expect(unknown.headers[.contentType] == "application/problem+json")
            let detail = try unknown.json().string("detail") ?? ""
            #expect(detail.contains("'zigzag'") && detail.contains("duplicate-willShow"))
            // Counted under the route's own label.
            #expect(try client.get("/metrics").text.contains(#"route="/v1/keyboard/streams""#))
        }
    }

    /// The route's other answers: 405 with Allow for GET, 422 with pointers for a bad scene, 400 for bad JSON.
    @Test(arguments: transports) func errors(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let get = try client.get("/v1/keyboard/streams")
            #expect(get.status == 405)
            #expect(get.headers[.allow] == "POST")
            let bad = try client.post(
                "/v1/keyboard/streams", body: #"{"window": {}, "views": [], "behaviors": [], "events": []}"#)
            #expect(bad.status == 422)
            #expect(try bad.problemPointers().sorted() == ["/events", "/screen"])
            let malformed = try client.post("/v1/keyboard/streams", body: "{")
            #expect(malformed.status == 400)
        }
    }
}
