import KeyboardGeometry
import KeyboardLayoutAPI
import Testing

/// docs/wire.md "The keyboard notification" on the wire: names, userInfo keys and values, their errors and
/// warnings, and rule 9's defaults.
struct NotificationWireTests {
    /// An adjust request on the example scene with this notification.
    static func request(_ notification: String) -> String { Wire.request(notification: notification) }

    // MARK: Names

    /// (event, its capitalised stem): the spellings are written out by hand from docs/wire.md's list.
    static let events = [
        ("willShow", "WillShow"), ("didShow", "DidShow"), ("willHide", "WillHide"), ("didHide", "DidHide"),
        ("willChangeFrame", "WillChangeFrame"), ("didChangeFrame", "DidChangeFrame"),
    ]

    static let spellings: [(String, String)] = events.flatMap { event, stem in
        [
            ("UIKeyboard\(stem)Notification", event), ("UIResponder.keyboard\(stem)Notification", event),
            ("keyboard\(stem)", event), (event, event),
        ]
    }

    @Test(arguments: spellings) func everyAcceptedSpellingNamesItsEvent(_ name: String, _ event: String) throws {
        let body = try Wire.adjusted(Self.request(Wire.notification(Wire.showUserInfo(), name: name)))
        #expect(body.at("/event")?.stringValue == event)
    }

    @Test func unknownNameListsTheAcceptedNamesOnce() throws {
        let problem = try Wire.problem(
            Self.request(Wire.notification(Wire.showUserInfo(), name: "UIKeyboardWillAppearNotification")))
        // One error there: the name is given, so it is not also "required".
        #expect(problem.pointers == ["/notification/name"])
        let message = try #require(problem.message(at: "/notification/name"))
        #expect(message.contains("UIKeyboardWillAppearNotification"))
        for (event, stem) in Self.events {
            #expect(message.contains("UIKeyboard\(stem)Notification"), "\(event)")
            #expect(message.contains("UIResponder.keyboard\(stem)Notification"), "\(event)")
        }
    }

    @Test func nameOfTheWrongTypeIsReportedOnce() throws {
        let problem = try Wire.problem(Self.request(#"{"name": 7, "userInfo": {\#(Wire.showUserInfo())}}"#))
        #expect(problem.pointers == ["/notification/name"])
    }

    @Test func adjustNeedsAName() throws {
        // A bare userInfo parses (see ParseOperationTests), but adjust needs the event.
        let problem = try Wire.problem(Self.request("{\(Wire.showUserInfo())}"))
        #expect(problem.pointers == ["/notification/name"])
        #expect(problem.message(at: "/notification/name") == "required")
    }

    // MARK: Repeated keys

    /// A key given again under another spelling (the example's userInfo has the end frame under its ObjC name;
    /// it comes again as UIResponder's Swift name, and as the bare Swift name): each repeat is a problem at its
    /// own spelling's pointer, saying which key it repeats; the first stands.
    @Test(arguments: ["UIResponder.keyboardFrameEndUserInfoKey", "keyboardFrameEndUserInfoKey"])
    func keyGivenTwiceUnderAnotherSpelling(_ spelling: String) throws {
        let problem = try Wire.problem(
            Self.request(Wire.notification(Wire.showUserInfo(#""\#(spelling)": [0, 516, 393, 336]"#))))
        let pointer = "/notification/userInfo/" + spelling
        #expect(problem.pointers == [pointer])
        #expect(problem.message(at: pointer) == "UIKeyboardFrameEndUserInfoKey given twice")
    }

    /// The reader notes the userInfo keys given as a bit each in one 64-bit word (WireReader+notification):
    /// UIKit documents eight keys (five, and three deprecated since iOS 3.2); a 65th key's bit would shift out
    /// of the word and its repeats would go unreported, so one past 64 must come with another way of noting them.
    @Test func theUserInfoKeysFitTheWordThatNotesThem() {
        #expect(UserInfoKey.allCases.count == 8)
        #expect(UserInfoKey.allCases.count <= 64)
    }

    // MARK: The end frame

    @Test func missingEndFrame() throws {
        let problem = try Wire.problem(
            Self.request(Wire.notification(#""UIKeyboardAnimationDurationUserInfoKey": 0.25"#)))
        #expect(problem.pointers == ["/notification/userInfo/UIKeyboardFrameEndUserInfoKey"])
        #expect(problem.errors.first?.message.contains("required") == true)
    }

    @Test func malformedEndFrameIsReportedOnceAsMalformed() throws {
        // "{393}" has no height: the value is wrong, not missing.
        let problem = try Wire.problem(
            Self.request(Wire.notification(#""UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393}}""#)))
        #expect(problem.pointers == ["/notification/userInfo/UIKeyboardFrameEndUserInfoKey"])
        #expect(problem.errors.first?.message.contains("required") == false)
    }

    @Test func endFrameWithANegativeHeightIsReportedOnce() throws {
        let problem = try Wire.problem(
            Self.request(
                Wire.notification(#""UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 516, "width": 393, "height": -336}"#)
            ))
        #expect(problem.pointers == ["/notification/userInfo/UIKeyboardFrameEndUserInfoKey/height"])
    }

    @Test func textWithoutEndFrame() throws {
        // Text has no JSON inside it: the pointer names the notification, the message the missing key.
        let text = #""NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = nil}""#
        let problem = try Wire.problem(Self.request(text))
        #expect(problem.pointers == ["/notification"])
        #expect(problem.errors.first?.message.contains("UIKeyboardFrameEndUserInfoKey") == true)
    }

    // MARK: Duration and curve

    @Test func negativeDurationSaysTheValue() throws {
        let problem = try Wire.problem(
            Self.request(Wire.notification(Wire.showUserInfo().replacingFirst("0.25", with: "-0.25"))))
        let message = try #require(problem.message(at: "/notification/userInfo/UIKeyboardAnimationDurationUserInfoKey"))
        #expect(message.contains("-0.25"))
    }

    @Test func nonIntegerCurveSaysInteger() throws {
        let problem = try Wire.problem(
            Self.request(Wire.notification(Wire.showUserInfo().replacingFirst(": 7", with: ": 7.5"))))
        let message = try #require(problem.message(at: "/notification/userInfo/UIKeyboardAnimationCurveUserInfoKey"))
        #expect(message.contains("integer"))
    }

    /// Curves 0-3 as UIKit documents them, each over the notification's 0.25 s.
    @Test(arguments: [
        (0, "cubicBezier", [0.42, 0, 0.58, 1]), (1, "cubicBezier", [0.42, 0, 1, 1]),
        (2, "cubicBezier", [0, 0, 0.58, 1]), (3, "linear", []),
    ])
    func documentedCurves(_ curve: Int, _ type: String, _ controlPoints: [Double]) throws {
        let body = try Wire.adjusted(
            Self.request(Wire.notification(Wire.showUserInfo().replacingFirst(": 7", with: ": \(curve)"))))
        #expect(body.at("/animation/timing/type")?.stringValue == type)
        #expect(body.number("/animation/timing/duration") == 0.25)
        let points = body.at("/animation/timing/controlPoints")?.arrayElements?.compactMap(\.doubleValue) ?? []
        #expect(points == controlPoints)
        // options = (curve << 16) | 4.
        #expect(body.number("/animation/options") == Double(curve * 65_536 + 4))
        #expect(body.warningCodes == ["double-avoidance"])  // the scene's own warning, nothing about the curve
    }

    @Test func undocumentedCurveIsLinearWithAWarning() throws {
        // Curve 5: accepted (0-15), timed as linear over 0.25 s; options (5 << 16) | 4 = 327680 + 4.
        let body = try Wire.adjusted(
            Self.request(Wire.notification(Wire.showUserInfo().replacingFirst(": 7", with: ": 5"))))
        #expect(body.at("/animation/timing/type")?.stringValue == "linear")
        #expect(body.number("/animation/timing/duration") == 0.25)
        #expect(body.number("/animation/options") == 327_684)
        #expect(body.warningCodes.contains("unknown-curve"))
    }

    @Test func keyboardSpringForCurve7() throws {
        // Curve 7: mass 3, stiffness 1000, damping 500, run for 0.5 s whatever the notification's 0.25 says.
        let body = try Wire.adjusted(Self.request(Wire.showNotification))
        #expect(body.at("/animation/timing/type")?.stringValue == "spring")
        #expect(body.number("/animation/timing/mass") == 3)
        #expect(body.number("/animation/timing/stiffness") == 1000)
        #expect(body.number("/animation/timing/damping") == 500)
        #expect(body.number("/animation/timing/duration") == 0.5)
        #expect(body.number("/animation/duration") == 0.25)
    }

    // MARK: Rule 9's defaults

    @Test func onlyAnEndFrame() throws {
        // Missing duration 0, curve 0, isLocal true, begin frame null: not animated (duration 0), options
        // (0 << 16) | 4 = 4, easeInOut over 0 s, local, no beginFrameInWindow. The layout is still the show's.
        let body = try Wire.adjusted(
            Self.request(Wire.notification(#""UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}""#)))
        #expect(body.at("/animation/animated")?.boolValue == false)
        #expect(body.number("/animation/duration") == 0)
        #expect(body.number("/animation/curve") == 0)
        #expect(body.number("/animation/options") == 4)
        #expect(body.at("/animation/timing/type")?.stringValue == "cubicBezier")
        #expect(body.at("/keyboard/local")?.boolValue == true)
        #expect(body.at("/keyboard/beginFrameInWindow") == nil)
        #expect(body.at("/keyboard")?.keys == ["frameInWindow", "visible", "docked", "local", "overlap"])
        #expect(body.numbers("/views/bar/frame") == [0, 472, 393, 44])
    }

    @Test func valuesAsTheStringsIOSPrints() throws {
        // "0.25", "7" and "0" read as 0.25, 7 and false.
        let body = try Wire.adjusted(
            Self.request(
                Wire.notification(
                    #"""
                    "UIKeyboardFrameEndUserInfoKey": "{{0, 516}, {393, 336}}",
                    "UIKeyboardAnimationDurationUserInfoKey": "0.25", "UIKeyboardAnimationCurveUserInfoKey": "7",
                    "UIKeyboardIsLocalUserInfoKey": "0"
                    """#)))
        #expect(body.number("/animation/duration") == 0.25)
        #expect(body.number("/animation/curve") == 7)
        #expect(body.at("/keyboard/local")?.boolValue == false)
    }

    @Test(arguments: [("true", true), ("false", false), ("1", true), ("0", false)])
    func isLocalAsBooleanOrNumber(_ value: String, _ local: Bool) throws {
        let body = try Wire.adjusted(
            Self.request(Wire.notification(Wire.showUserInfo(#""UIKeyboardIsLocalUserInfoKey": \#(value)"#))))
        #expect(body.at("/keyboard/local")?.boolValue == local)
    }

    @Test func isLocalTwoIsNotABoolean() throws {
        let problem = try Wire.problem(
            Self.request(Wire.notification(Wire.showUserInfo(#""UIKeyboardIsLocalUserInfoKey": 2"#))))
        #expect(problem.pointers == ["/notification/userInfo/UIKeyboardIsLocalUserInfoKey"])
    }

    // MARK: Keys

    @Test(arguments: ["keyboardFrameEndUserInfoKey", "UIResponder.keyboardFrameEndUserInfoKey"])
    func swiftKeyNames(_ key: String) throws {
        let body = try Wire.adjusted(Self.request(Wire.notification(#""\#(key)": [0, 516, 393, 336]"#)))
        #expect(body.numbers("/keyboard/frameInWindow") == [0, 516, 393, 336])
        #expect(body.warningCodes.contains("skipped-key") == false)
    }

    @Test func sameKeyUnderTwoSpellings() throws {
        let problem = try Wire.problem(
            Self.request(
                Wire.notification(
                    #""UIKeyboardFrameEndUserInfoKey": [0, 516, 393, 336], "keyboardFrameEndUserInfoKey": [0, 516, 393, 336]"#
                )))
        #expect(problem.pointers == ["/notification/userInfo/keyboardFrameEndUserInfoKey"])
    }

    @Test func unknownUserInfoKeyIsAWarning() throws {
        // Real dictionaries carry private keys: skipped with a warning that names the key, not an error.
        let body = try Wire.adjusted(
            Self.request(Wire.notification(Wire.showUserInfo(#""UIKeyboardFrameChangedByUserInteraction": 0"#))))
        #expect(body.warningCodes == ["skipped-key", "double-avoidance"])
        let message = body.at("/warnings/0/message")?.stringValue ?? ""
        #expect(message.contains("UIKeyboardFrameChangedByUserInteraction"))
        // The layout is the example scene's.
        #expect(body.numbers("/views/bar/frame") == [0, 472, 393, 44])
    }

    @Test func unknownKeyOutsideUserInfoIsAnError() throws {
        let problem = try Wire.problem(
            Self.request(#"{"name": "willShow", "userinfo": {\#(Wire.showUserInfo())}}"#))
        #expect(problem.pointers.contains("/notification/userinfo"))
    }

    // MARK: Legacy keys (cross-checked, 0.5 pt tolerance)

    // The end frame (0, 516, 393, 336) has size 393 x 336 and center (196.5, 516 + 168 = 684); the begin frame
    // (0, 852, 393, 336) has center (196.5, 852 + 168 = 1020).
    @Test(arguments: [
        (#""UIKeyboardBoundsUserInfoKey": "NSRect: {{0, 0}, {393, 336}}""#, false),
        (#""UIKeyboardBoundsUserInfoKey": "NSRect: {{0, 0}, {393, 300}}""#, true),
        (#""UIKeyboardCenterEndUserInfoKey": "NSPoint: {196.5, 684}""#, false),
        (#""UIKeyboardCenterEndUserInfoKey": "NSPoint: {196.5, 684.4}""#, false),
        (#""UIKeyboardCenterEndUserInfoKey": "NSPoint: {196.5, 684.6}""#, true),
        (#""UIKeyboardCenterEndUserInfoKey": {"x": 196.5, "y": 516}"#, true),
        (#""UIKeyboardCenterBeginUserInfoKey": "{196.5, 1020}""#, false),
        (#""UIKeyboardCenterBeginUserInfoKey": [196.5, 852]"#, true),
    ])
    func legacyKeysAreCrossChecked(_ member: String, _ mismatch: Bool) throws {
        let body = try Wire.adjusted(Self.request(Wire.notification(Wire.showUserInfo(member))))
        #expect(body.warningCodes.contains("legacy-mismatch") == mismatch)
    }

    @Test func notificationAsTextInAnAdjustRequest() throws {
        // The text form gives the same answer as the JSON form.
        let text = #"""
            "NSConcreteNotification 0x600002c8a1f0 {name = UIKeyboardWillShowNotification; userInfo = {\n UIKeyboardAnimationCurveUserInfoKey = 7;\n UIKeyboardAnimationDurationUserInfoKey = \"0.25\";\n UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 852}, {393, 336}}\";\n UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";\n UIKeyboardIsLocalUserInfoKey = 1;\n}}"
            """#
        let fromText = try Wire.adjusted(Self.request(text))
        let fromJSON = try Wire.adjusted(Self.request(Wire.showNotification))
        #expect(JSONWriter.string(fromText) == JSONWriter.string(fromJSON))
    }
}
