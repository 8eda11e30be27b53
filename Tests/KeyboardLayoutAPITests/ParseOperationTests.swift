import KeyboardLayoutAPI
import Testing

/// Operations.parse (POST /v1/notifications/parse, `keyboard-layout parse`): the text iOS logs or the JSON form
/// into the typed payload, `null` for what the input lacks.
struct ParseOperationTests {
    static let payloadKeys = [
        "event", "beginFrame", "endFrame", "duration", "curve", "isLocal", "bounds", "centerBegin", "centerEnd",
        "warnings",
    ]

    func parsed(_ text: String, _ input: Operations.ParseInput, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> JSONValue
    {
        switch Wire.parse(text, input: input) {
        case .success(let body): return body
        case .failure(let problem):
            Issue.record("expected a payload, got \(problem.summary)", sourceLocation: sourceLocation)
            throw problem
        }
    }

    @Test func objcDump() throws {
        // Examples/notification-objc.txt: every key, as written there.
        let body = try parsed(try Wire.example("notification-objc.txt"), .text)
        #expect(body.keys == Self.payloadKeys)
        #expect(body["event"]?.stringValue == "willShow")
        #expect(body.numbers("/beginFrame") == [0, 852, 393, 336])
        #expect(body.numbers("/endFrame") == [0, 516, 393, 336])
        #expect(body["duration"]?.doubleValue == 0.25)
        #expect(body["curve"]?.doubleValue == 7)
        #expect(body["isLocal"]?.boolValue == true)
        #expect(body.numbers("/bounds") == [0, 0, 393, 336])
        #expect(body.numbers("/centerBegin") == [196.5, 1020])
        #expect(body.numbers("/centerEnd") == [196.5, 684])
        #expect(body.warningCodes.isEmpty)
    }

    @Test func swiftUserInfoDumpHasNoEvent() throws {
        // print(notification.userInfo!) prints the dictionary only: event null, everything else there.
        let body = try parsed(try Wire.example("notification-swift-userinfo.txt"), .text)
        #expect(body["event"]?.isNull == true)
        #expect(body.numbers("/endFrame") == [0, 568, 320, 253])
        #expect(body.numbers("/beginFrame") == [0, 315, 320, 253])
        #expect(body.numbers("/centerEnd") == [160, 694.5])
        #expect(body.numbers("/centerBegin") == [160, 441.5])
        #expect(body["isLocal"]?.boolValue == true)
        #expect(body["curve"]?.doubleValue == 7)
    }

    @Test func messyLogListsWhatItSkipped() throws {
        // NSLog prefixes inside // comments: the note on line 1 is skipped text, the private key a skipped key.
        let body = try parsed(try Wire.example("notification-messy-log.txt"), .text)
        #expect(body["event"]?.stringValue == "willChangeFrame")
        #expect(body.numbers("/endFrame") == [0, 0, 162, 480])
        #expect(body["duration"]?.doubleValue == 0.3)
        #expect(body["isLocal"]?.isNull == true)
        #expect(body.warningCodes == ["skipped-text", "skipped-key"])
        #expect(
            body.at("/warnings/1/message")?.stringValue?.contains("UIKeyboardFrameChangedByUserInteraction") == true)
    }

    @Test func partialDumpGivesNulls() throws {
        let body = try parsed(
            "NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardDidHideNotification; object = nil; userInfo = nil}",
            .text)
        #expect(body["event"]?.stringValue == "didHide")
        for key in Self.payloadKeys.dropFirst().dropLast() {
            #expect(body[key]?.isNull == true, "\(key)")
        }
    }

    @Test func onlyABeginFrame() throws {
        let body = try parsed(#"UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";"#, .text)
        #expect(body["event"]?.isNull == true)
        #expect(body.numbers("/beginFrame") == [0, 852, 393, 336])
        #expect(body["endFrame"]?.isNull == true)
    }

    @Test func malformedValueInTextSaysWhere() throws {
        // Line 2: four spaces, the 29-character key (columns 5-33), " = " (34-36), the quote at 37, then
        // `NSRect: {{0, 516}, {393` runs to column 60: the '}' at column 61 stands where ',' and a height belong.
        let text = "userInfo = {\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393}}\";\n}"
        guard case .failure(let problem) = Wire.parse(text, input: .text) else {
            Issue.record("expected a problem")
            return
        }
        #expect(problem.status == 422)
        #expect(problem.errors.first?.line == 2)
        #expect(problem.errors.first?.column == 61)
    }

    @Test func textWithoutANotification() throws {
        guard case .failure(let problem) = Wire.parse("hello world", input: .text) else {
            Issue.record("expected a problem")
            return
        }
        #expect(problem.status == 422)
    }

    @Test func jsonForms() throws {
        // {"name", "userInfo"}, the same inside {"notification": ...}, and a JSON string holding the text.
        let plain = try parsed(Wire.showNotification, .json)
        let wrapped = try parsed(#"{"notification": \#(Wire.showNotification)}"#, .json)
        let asText = try parsed(
            #""{name = UIKeyboardWillShowNotification; userInfo = {UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 852}, {393, 336}}\"; UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\"; UIKeyboardAnimationDurationUserInfoKey = 0.25; UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardIsLocalUserInfoKey = 1;}}""#,
            .json)
        #expect(plain["event"]?.stringValue == "willShow")
        #expect(plain.numbers("/endFrame") == [0, 516, 393, 336])
        #expect(plain["isLocal"]?.boolValue == true)
        #expect(plain["bounds"]?.isNull == true)
        #expect(JSONWriter.string(wrapped) == JSONWriter.string(plain))
        #expect(JSONWriter.string(asText) == JSONWriter.string(plain))
    }

    @Test func bareUserInfoHasANullEvent() throws {
        let body = try parsed("{\(Wire.showUserInfo())}", .json)
        #expect(body["event"]?.isNull == true)
        #expect(body.numbers("/endFrame") == [0, 516, 393, 336])
        // The example's show userInfo without isLocal: null here (the default true applies only in adjust).
        #expect(body["isLocal"]?.isNull == true)
    }

    @Test func nullUserInfo() throws {
        let body = try parsed(#"{"name": "UIKeyboardDidShowNotification", "userInfo": null}"#, .json)
        #expect(body["event"]?.stringValue == "didShow")
        #expect(body["endFrame"]?.isNull == true)
    }

    @Test func unknownJSONUserInfoKeyIsAWarning() throws {
        let body = try parsed(
            #"{"name": "willShow", "userInfo": {"UIKeyboardFrameChangedByUserInteraction": 0}}"#, .json)
        #expect(body.warningCodes == ["skipped-key"])
    }

    @Test func detectTakesJSONOrText() throws {
        // The CLI has no content type: JSON when it parses as JSON, text otherwise.
        let json = try parsed(Wire.showNotification, .detect)
        let text = try parsed(try Wire.example("notification-objc.txt"), .detect)
        #expect(json["event"]?.stringValue == "willShow")
        #expect(text["event"]?.stringValue == "willShow")
        #expect(text.numbers("/endFrame") == json.numbers("/endFrame"))
    }
}
