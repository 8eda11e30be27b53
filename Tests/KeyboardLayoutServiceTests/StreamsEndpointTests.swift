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

    /// Every stream of every example scene: each names its source, and its steps are exactly what simulate
    /// answers for its request (the same JSON); simulate answers 200 (every stream simulates cleanly).
    @Test(arguments: transports, scenes) func stepsAreWhatSimulateAnswers(
        _ transport: KeyboardLayoutClient.Transport, _ file: String
    ) throws {
        let client = try KeyboardLayoutClient(transport)
        let answer = try Self.streams(client, try repositoryFile(file))
        let streams = answer["streams"]?.arrayElements ?? []
        #expect(streams.compactMap { $0["name"]?.stringValue } == Self.names)
        for stream in streams {
            #expect(stream["source"]?.stringValue?.isEmpty == false)
            guard let request = stream["request"] else { throw TestFailure("no request") }
            let simulated = try client.post("/v1/keyboard/simulate", body: JSONWriter.write(request))
            #expect(simulated.status == 200, "\(file) \(stream["name"]?.stringValue ?? "")")
            #expect(try simulated.json()["steps"] == stream["steps"], "\(file) \(stream["name"]?.stringValue ?? "")")
        }
    }

    /// Posting each stream's events to check, with `actual` the reference's own values at every step (views,
    /// keyboard and animation as the steps give them), passes with no difference.
    @Test(arguments: transports) func checkPassesWithTheReferencesOwnValues(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        let client = try KeyboardLayoutClient(transport)
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
                let check = try client.post("/v1/keyboard/check", body: JSONWriter.write(JSONValue(.object(members))))
                #expect(check.status == 200, "\(stream["name"]?.stringValue ?? ""): \(check.text)")
                let verdict = try check.json()
                #expect(verdict["pass"]?.boolValue == true, "\(file) \(stream["name"]?.stringValue ?? "")")
                #expect((verdict["compared"]?.doubleValue ?? 0) > 0)
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
        let client = try KeyboardLayoutClient(transport)
        let answer = try Self.streams(client, try repositoryFile("Examples/iphone-comment-bar.json"))
        #expect(answer.number("keyboardHeight") == 336)
        #expect(answer.string("keyboardHeightFrom") == "notification")
        func views(_ step: JSONValue?) -> JSONValue? { step?["views"] }

        // A duplicate willShow (begin = end) changes nothing the second time: step 2 is step 0's layout.
        let duplicate = try Self.stream(answer, "duplicate-willShow")
        #expect(views(duplicate.at("steps", 2)) == views(duplicate.at("steps", 0)))
        #expect(duplicate.number("steps", 2, "views", "bar", "frame", "y") == 472)
        #expect(duplicate.number("steps", 2, "views", "table", "contentOffset", "y") == 272)

        // A zero frame is not visible (rule 1): it does not count, every view rests (bar at 774, table 774 high),
        // warning keyboard-zero-frame; the floating frame after it is undocked: rest again, keyboard-undocked.
        let drag = try Self.stream(answer, "floating-drag")
        #expect(drag.at("steps", 1, "keyboard", "visible")?.boolValue == false)
        #expect(drag.string("steps", 1, "warnings", 0, "code") == "keyboard-zero-frame")
        #expect(drag.number("steps", 1, "views", "bar", "frame", "y") == 774)
        #expect(drag.number("steps", 1, "views", "table", "frame", "height") == 774)
        #expect(drag.string("steps", 2, "warnings", 0, "code") == "keyboard-undocked")
        #expect(drag.number("steps", 2, "views", "bar", "frame", "y") == 774)

        // The password prompt's willHide (duration 0) ends at rest, not animated: bar 774, table 774, inset 0.
        let prompt = try Self.stream(answer, "password-prompt")
        #expect(prompt.string("steps", 1, "event") == "willHide")
        #expect(prompt.at("steps", 1, "animation", "animated")?.boolValue == false)
        #expect(prompt.number("steps", 1, "views", "bar", "frame", "y") == 774)
        #expect(prompt.number("steps", 1, "views", "table", "frame", "height") == 774)
        #expect(prompt.number("steps", 1, "views", "table", "contentInset", "bottom") == 0)

        // The ramp 0, 216, 256 ends at the last height: keyboard (0, 596, 393, 256), overlap 256, bar 596 - 44 =
        // 552, table 552; the first, zero high, is not visible and moves nothing.
        let ramp = try Self.stream(answer, "third-party-ramp")
        #expect(ramp.number("steps", 0, "views", "bar", "frame", "y") == 774)
        #expect(ramp.number("steps", 1, "views", "bar", "frame", "y") == 592)  // 852 - 216 - 44
        #expect(ramp.number("steps", 2, "keyboard", "frameInWindow", "height") == 256)
        #expect(ramp.number("steps", 2, "keyboard", "overlap") == 256)
        #expect(ramp.number("steps", 2, "views", "bar", "frame", "y") == 552)

        // The hardware keyboard: 313 high from 852 - 55 = 797: only 55 on the screen, bar 797 - 44 = 753; then the
        // software keyboard without a willHide: 472.
        let hardware = try Self.stream(answer, "hardware-keyboard-toggle")
        #expect(hardware.number("steps", 0, "keyboard", "frameInWindow", "height") == 313)
        #expect(hardware.number("steps", 0, "keyboard", "overlap") == 55)
        #expect(hardware.number("steps", 0, "views", "bar", "frame", "y") == 753)
        #expect(hardware.number("steps", 2, "views", "bar", "frame", "y") == 472)

        // QuickType bar hidden: 336 - 44 = 292 high, top 560, bar 516; shown again: 472.
        let predictive = try Self.stream(answer, "predictive-bar-toggle")
        #expect(predictive.number("steps", 1, "views", "bar", "frame", "y") == 516)
        #expect(predictive.number("steps", 2, "views", "bar", "frame", "y") == 472)

        // Undocked to the screen's middle, (852 - 336) / 2 = 258: not docked, rests; the willHide rests too.
        let undock = try Self.stream(answer, "undock")
        #expect(undock.number("steps", 1, "keyboard", "frameInWindow", "y") == 258)
        #expect(undock.at("steps", 1, "keyboard", "docked")?.boolValue == false)
        #expect(undock.number("steps", 1, "views", "bar", "frame", "y") == 774)
        #expect(undock.number("steps", 2, "views", "bar", "frame", "y") == 774)

        // Another app's keyboard (isLocal false) moves the layout while ignoreNonLocal is off.
        let nonLocal = try Self.stream(answer, "non-local")
        #expect(nonLocal.at("steps", 0, "keyboard", "local")?.boolValue == false)
        #expect(nonLocal.number("steps", 0, "views", "bar", "frame", "y") == 472)

        // A frame covering the screen: visible and docked by its geometry, overlap 0, keyboard-covers-screen, rest;
        // the docked frame after it: 472.
        let fade = try Self.stream(answer, "cross-fade")
        #expect(fade.number("steps", 0, "keyboard", "overlap") == 0)
        #expect(fade.at("steps", 0, "keyboard", "docked")?.boolValue == true)
        #expect(fade.string("steps", 0, "warnings", 0, "code") == "keyboard-covers-screen")
        #expect(fade.number("steps", 0, "views", "bar", "frame", "y") == 774)
        #expect(fade.number("steps", 1, "views", "bar", "frame", "y") == 472)

        // The rotation turns the scene to landscape 852 x 393 (safe area left and right 59, bottom 21), the bar
        // keeping its 852 - 818 = 34 pt bottom margin: y 393 - 34 - 44 = 315 at rest. The landscape keyboard is
        // 209 high (an iPhone with a home indicator): top 393 - 209 = 184, bar 184 - 44 = 140, not animated
        // inside the transition.
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
        #expect(rotation.number("steps", 3, "keyboard", "frameInWindow", "y") == 184)
        #expect(rotation.number("steps", 3, "views", "bar", "frame", "y") == 140)
        #expect(rotation.at("steps", 3, "animation", "animated")?.boolValue == false)
    }

    /// Without a notification the device's default height: an iPhone 15 (a bottom safe area, portrait) 336;
    /// seed 001's iPhone 5 (320 x 568, no safe area) 216 + the 44 pt QuickType bar = 260, so its show-hide
    /// keyboard is (0, 568 - 260 = 308, 320, 260). With its notification, the notification's 216.
    @Test(arguments: transports) func theKeyboardHeightWithoutANotification(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        let client = try KeyboardLayoutClient(transport)
        func withoutNotification(_ file: String) throws -> [UInt8] {
            guard case .object(let members) = try JSONReader.parse(try repositoryFile(file)).kind else {
                throw TestFailure("not an object")
            }
            return JSONWriter.write(JSONValue(.object(members.filter { $0.key != "notification" })))
        }
        let iPhone15 = try Self.streams(client, try withoutNotification("Examples/iphone-comment-bar.json"))
        #expect(iPhone15.number("keyboardHeight") == 336)
        #expect(iPhone15.string("keyboardHeightFrom") == "default")
        let iPhone5 = try Self.streams(client, try withoutNotification("Examples/seed-001-comment-bar-iphone5.json"))
        #expect(iPhone5.number("keyboardHeight") == 260)
        let showHide = try Self.stream(iPhone5, "show-hide")
        #expect(
            showHide.number("request", "events", 0, "notification", "userInfo", "UIKeyboardFrameEndUserInfoKey", "y")
                == 308)
        #expect(showHide.number("steps", 0, "views", "commentBar", "frame", "y") == 264)  // 308 - 44
        let given = try Self.streams(client, try repositoryFile("Examples/seed-001-comment-bar-iphone5.json"))
        #expect(given.number("keyboardHeight") == 216)
    }

    /// iOS 7's fixed-portrait space (320 x 480, landscapeRight): the notification's (0, 0, 162, 480) is (0, 158,
    /// 480, 162) in the interface, so the streams' height is 162, and their frames go back to portrait terms:
    /// the docked (0, 480 - 162 = 158... in the interface, 320 - 158 - 162 = 0 in portrait x) = (0, 0, 162, 480).
    @Test(arguments: transports) func fixedPortraitFramesStayInPortraitTerms(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        let client = try KeyboardLayoutClient(transport)
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

    /// `?name=` picks one stream (percent-encoding decoded); a name not in the catalogue is a 404 problem that
    /// lists the names.
    @Test(arguments: transports) func nameParameter(_ transport: KeyboardLayoutClient.Transport) throws {
        let client = try KeyboardLayoutClient(transport)
        let body = try repositoryFile("Examples/iphone-comment-bar.json")
        let one = try Self.streams(client, body, query: "?name=password-prompt")
        #expect(one["streams"]?.arrayElements?.compactMap { $0["name"]?.stringValue } == ["password-prompt"])
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

    /// The route's other answers: 405 with Allow for GET, 422 with pointers for a bad scene, 400 for bad JSON.
    @Test(arguments: transports) func errors(_ transport: KeyboardLayoutClient.Transport) throws {
        let client = try KeyboardLayoutClient(transport)
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
