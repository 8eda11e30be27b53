import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Each endpoint's success and error answers, through the in-process client and a live server alike.
@Suite struct EndpointTests {
    @Test(arguments: transports) func healthzAnswersOK(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.get("/healthz")
            #expect(response.status == 200)
            #expect(response.headers[.contentType] == "application/json")
            #expect(try response.json().string("status") == "ok")
        }
    }

    @Test(arguments: transports) func readyzTurns503WhileDraining(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let before = try client.get("/readyz")
            #expect(before.status == 200)
            #expect(try before.json().string("status") == "ready")
            client.service.beginDraining()
            let after = try client.get("/readyz")
            #expect(after.status == 503)
            #expect(try after.json().string("status") == "draining")
            // Liveness does not change: the process is healthy while it drains.
            #expect(try client.get("/healthz").status == 200)
        }
    }

    /// The example scene (Examples/iphone-comment-bar.json), by hand from the rules of docs/rules.md:
    /// - keyboard end frame (0, 516, 393, 336) on an 852-high screen, window = screen: in window space the
    ///   same; it reaches the bottom and spans the width, so docked; overlap with the window = 852 - 516 = 336.
    /// - rule 7 applies attachToKeyboard first: bar.y = min(774, 516 - 44) = 472; the table is resized to
    ///   bar.minY - table.minY = 472 - 0 = 472.
    /// - bottomConstraint: root's bounds.maxY 852 - bar.maxY 516 = 336; root's safe bottom is the window's 34,
    ///   so toSafeArea = 336 - 34 = 302.
    /// - then insetScrollView on the new table frame (0, 0, 393, 472): overlap = max(0, 472 - 516) = 0, so
    ///   contentInset.bottom stays 0; the table (maxY 472) no longer reaches the home-indicator band, so its
    ///   derived safe bottom is 0 and adjusted bottom 0, top 59 (automatic adds the top safe area).
    /// - reveal field (content y 700...744): visible band [offset + 59, offset + 472 - 0]; minimal change
    ///   brings 744 to the band's bottom: offset = 744 - 472 = 272 (within [-59, 1600 - 472 = 1128]).
    /// - double-avoidance: the resting table (0...774) overlaps the keyboard by 774 - 516 = 258, less safe
    ///   bottom 0 (its resting maxY 774 is above the 818 band edge), which exceeds contentInset.bottom 0.
    /// - animation: curve 7 -> options (7 << 16) | 4 = 458756, spring timing.
    @Test(arguments: transports) func adjustTheDesignExample(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/keyboard/adjust", body: try repositoryFile("Examples/iphone-comment-bar.json"))
            #expect(response.status == 200)
            #expect(response.headers[.contentType] == "application/json")
            let json = try response.json()
            #expect(json.string("event") == "willShow")
            #expect(json.number("keyboard", "overlap") == 336)
            #expect(json.at("keyboard", "docked")?.boolValue == true)
            #expect(json.number("views", "bar", "frame", "y") == 472)
            #expect(json.number("views", "table", "frame", "height") == 472)
            #expect(json.number("views", "table", "contentInset", "bottom") == 0)
            #expect(json.number("views", "table", "adjustedContentInset", "top") == 59)
            #expect(json.number("views", "table", "contentOffset", "y") == 272)
            #expect(json.number("views", "bar", "bottomConstraint", "toSuperview") == 336)
            #expect(json.number("views", "bar", "bottomConstraint", "toSafeArea") == 302)
            #expect(json.number("animation", "options") == 458_756)
            #expect(json.string("animation", "timing", "type") == "spring")
            #expect(json.string("warnings", 0, "code") == "double-avoidance")
        }
    }

    /// curl's `--data-binary` sends `application/x-www-form-urlencoded`, and some clients send no type at
    /// all: both are read as JSON, so `curl --data-binary @scene.json` works as the README shows.
    @Test(arguments: transports, [nil, "application/x-www-form-urlencoded", "application/json; charset=utf-8"])
    func adjustReadsJSONUnderTheTypesClientsSend(_ transport: KeyboardLayoutClient.Transport, type: String?) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/keyboard/adjust", contentType: type, body: try repositoryFile("Examples/iphone-comment-bar.json"))
            #expect(response.status == 200)
        }
    }

    /// `{"notification": }`: the value is missing at line 1, column 18 (the `}` after the colon and space).
    @Test(arguments: transports) func malformedJSONIs400AndSaysWhere(_ transport: KeyboardLayoutClient.Transport) throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post("/v1/keyboard/adjust", body: #"{"notification": }"#)
            #expect(response.status == 400)
            #expect(response.headers[.contentType] == "application/problem+json")
            let json = try response.json()
            #expect(json.number("status") == 400)
            #expect(json.string("type") == "/problems/malformed-json")
            #expect(json.number("errors", 0, "line") == 1)
            #expect(json.number("errors", 0, "column") == 18)
        }
    }

    /// A printed rect is read where it stands in the request's bytes, and its error still counts from the
    /// string's start, not the document's. In `NSRect: {{0, 516}, {393, x}}` the `x` has 25 characters before it
    /// (`NSRect: ` 8, `{{0, 516}, ` 11, `{393, ` 6), so the message says column 26. Counted in the document, the
    /// string stands on the body's second line after 36 characters (2 spaces, the 31-character quoted key, `: `
    /// and the opening quote), which would put the `x` at column 62.
    @Test(arguments: transports) func printedRectErrorCountsWithinItsString(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        let body = """
            {"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, x}}"}}}
            """
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post("/v1/keyboard/adjust", body: body)
            #expect(response.status == 422)
            let errors = try response.json().at("errors")?.arrayElements ?? []
            let rect = errors.first { $0.string("pointer") == "/notification/userInfo/UIKeyboardFrameEndUserInfoKey" }
            #expect(
                rect?.string("message")
                    == #"'NSRect: {{0, 516}, {393, x}}' is not a rect such as "{{0, 516}, {393, 336}}": expected a number, found 'x}}' at column 26"#
            )
        }
    }

    /// Three problems at once, each with its pointer: a negative width, an unknown key, a behavior naming
    /// a view that does not exist; plus the missing end frame of the notification.
    @Test(arguments: transports) func invalidRequestIs422WithEveryProblem(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let body = """
                {"notification": {"name": "willShow", "userInfo": {"UIKeyboardAnimationDurationUserInfoKey": 0.25}},
                 "screen": {"bounds": [0, 0, 393, 852]},
                 "window": {},
                 "views": [{"id": "root", "frame": [0, 0, -393, 852]},
                           {"id": "bar", "parent": "root", "frmae": [0, 774, 393, 44]}],
                 "behaviors": [{"type": "attachToKeyboard", "view": "nobody"}]}
                """
            let response = try client.post("/v1/keyboard/adjust", body: body)
            #expect(response.status == 422)
            #expect(response.headers[.contentType] == "application/problem+json")
            let pointers = Set(try response.problemPointers())
            #expect(pointers.contains("/notification/userInfo/UIKeyboardFrameEndUserInfoKey"))
            #expect(pointers.contains("/views/0/frame/2"))  // the width in the array form
            #expect(pointers.contains("/views/1/frmae"))
            #expect(pointers.contains("/behaviors/0/view"))
            #expect(try response.json().string("type") == "/problems/invalid-request")
        }
    }

    /// The pointers of problems that come after something the reader left out, over HTTP: behavior 0 has an
    /// unknown type (so it is not read), and behavior 1, naming a view that does not exist, must still be
    /// reported at index 1; the end frame given twice (its ObjC name, then UIResponder's spelling) is reported at
    /// the repeat's own spelling, the first standing.
    @Test(arguments: transports) func pointersAfterWhatTheReaderLeftOut(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let body = """
                {"notification": {"name": "willShow", "userInfo": {
                    "UIKeyboardFrameEndUserInfoKey": [0, 516, 393, 336],
                    "UIResponder.keyboardFrameEndUserInfoKey": [0, 516, 393, 336]}},
                 "screen": {"bounds": [0, 0, 393, 852]},
                 "window": {},
                 "views": [{"id": "root", "frame": [0, 0, 393, 852]}],
                 "behaviors": [{"type": "avoidKeyboard", "view": "root"},
                               {"type": "attachToKeyboard", "view": "nobody"}]}
                """
            let response = try client.post("/v1/keyboard/adjust", body: body)
            #expect(response.status == 422)
            #expect(
                Set(try response.problemPointers()) == [
                    "/notification/userInfo/UIResponder.keyboardFrameEndUserInfoKey", "/behaviors/0/type",
                    "/behaviors/1/view",
                ])
        }
    }

    @Test(arguments: transports) func unknownPathIs404(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.get("/v1/keyboard/adjustt")
            #expect(response.status == 404)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(try response.json().number("status") == 404)
        }
    }

    @Test(arguments: transports) func wrongMethodIs405WithAllow(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let get = try client.get("/v1/keyboard/adjust")
            #expect(get.status == 405)
            #expect(get.headers[.allow] == "POST")
            #expect(get.headers[.contentType] == "application/problem+json")
            let post = try client.post("/metrics", body: "")
            #expect(post.status == 405)
            #expect(post.headers[.allow] == "GET")
        }
    }

    @Test(arguments: transports) func oversizedBodyIs413(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            // 64 KiB + 1: one byte over the default limit.
            let response = try client.post("/v1/keyboard/adjust", body: [UInt8](repeating: 0x20, count: 65_537))
            #expect(response.status == 413)
            #expect(response.headers[.contentType] == "application/problem+json")
            let json = try response.json()
            #expect(json.number("status") == 413)
            #expect(json.string("type") == "/problems/content-too-large")
        }
    }

    @Test(arguments: transports) func wrongContentTypeIs415(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let adjust = try client.post("/v1/keyboard/adjust", contentType: "text/plain", body: "{}")
            #expect(adjust.status == 415)
            #expect(adjust.headers[.contentType] == "application/problem+json")
            let parse = try client.post("/v1/notifications/parse", contentType: "application/xml", body: "<a/>")
            #expect(parse.status == 415)
            #expect(try parse.json().string("type") == "/problems/unsupported-media-type")
        }
    }

    /// Field names are case-insensitive (RFC 9110, 5.1) and so is the media type (8.3.1): `CONTENT-TYPE:
    /// Application/JSON` is JSON, while `Content-Typf` is some other field (no type given: read as JSON), and a
    /// name that differs from `Content-Type` only by bit 0x20 outside the letters (`Content\rType`, '-' is 0x2D,
    /// '\r' 0x0D) is not the same name: it is not a token, so it cannot even be an `HTTPField.Name`, and the one
    /// pair of token characters 0x20 apart outside the letters ('^' 0x5E, '~' 0x7E) names two fields. The
    /// text/plain body under the upper-case name is refused: 415.
    @Test(arguments: transports) func headerNamesIgnoreASCIICaseOnly(_ transport: KeyboardLayoutClient.Transport) throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let scene = try repositoryFile("Examples/iphone-comment-bar.json")
            func post(_ name: String, _ type: String) throws -> Response {
                let field = try #require(HTTPField.Name(name))
                return try client.send(
                    Request(method: .post, target: "/v1/keyboard/adjust", headerFields: [field: type], body: scene))
            }
            #expect(try post("CONTENT-TYPE", "Application/JSON").status == 200)
            #expect(try post("content-type", "text/plain").status == 415)
            #expect(try post("Content-Typf", "text/plain").status == 200)
            if transport == .inProcess {  // a CR in a field name cannot travel over HTTP/1.1, nor be a field name
                #expect(HTTPField.Name("Content\rType") == nil)
                #expect(HTTPField.Name("Content^Type") != HTTPField.Name("Content~Type"))
            }
        }
    }

    /// The text `po notification` prints; by hand: willShow, end frame (0, 516, 393, 336), begin (0, 852,
    /// 393, 336), duration 0.25, curve 7, isLocal 1 = true; no legacy keys, so bounds/centers are null.
    @Test(arguments: transports) func parseTakesTheTextIOSLogs(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let text = """
                NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {
                    UIKeyboardAnimationCurveUserInfoKey = 7;
                    UIKeyboardAnimationDurationUserInfoKey = "0.25";
                    UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
                    UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
                    UIKeyboardIsLocalUserInfoKey = 1;
                }}
                """
            let response = try client.post("/v1/notifications/parse", contentType: "text/plain", body: text)
            #expect(response.status == 200)
            let json = try response.json()
            #expect(json.string("event") == "willShow")
            #expect(json.number("endFrame", "y") == 516)
            #expect(json.number("endFrame", "height") == 336)
            #expect(json.number("beginFrame", "y") == 852)
            #expect(json.number("duration") == 0.25)
            #expect(json.number("curve") == 7)
            #expect(json.at("isLocal")?.boolValue == true)
            #expect(json.at("bounds")?.isNull == true)
        }
    }

    /// The JSON form, as a bare userInfo: `event` is null (no name), the end frame is read from its array form.
    @Test(arguments: transports) func parseTakesJSON(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/notifications/parse", body: #"{"UIKeyboardFrameEndUserInfoKey": [0, 568, 320, 253]}"#)
            #expect(response.status == 200)
            let json = try response.json()
            #expect(json.at("event")?.isNull == true)
            #expect(json.number("endFrame", "y") == 568)
            #expect(json.number("endFrame", "height") == 253)
        }
    }

    /// A malformed value is an error with its line and column: `UIKeyboardAnimationCurveUserInfoKey = seven`.
    @Test(arguments: transports) func parseRejectsAMalformedValue(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let text =
                "{name = UIKeyboardWillShowNotification; userInfo = {\nUIKeyboardAnimationCurveUserInfoKey = seven;\n}}"
            let response = try client.post("/v1/notifications/parse", contentType: "text/plain", body: text)
            #expect(response.status == 422)
            let json = try response.json()
            #expect(json.number("errors", 0, "line") == 2)
            #expect(json.string("errors", 0, "message")?.contains("UIKeyboardAnimationCurveUserInfoKey") == true)
        }
    }

    /// `GET /openapi.yaml` serves the file in the repository, byte for byte, its last line feed included (SwiftPM
    /// embeds the file itself at build time: this fails if the target's link to it went astray or the route served
    /// anything else).
    @Test(arguments: transports) func openAPIIsTheFileInTheRepository(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.get("/openapi.yaml")
            #expect(response.status == 200)
            #expect(response.headers[.contentType] == "application/yaml")
            #expect(response.body == (try repositoryFile("openapi.yaml")))
        }
    }
}
