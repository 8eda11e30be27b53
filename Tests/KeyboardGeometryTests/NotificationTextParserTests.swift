import KeyboardGeometry
import KeyboardGeometryTesting
import Testing

/// The dumps are written as consoles print them; the expected values are read off the dump text.
struct NotificationTextParserTests {
    // MARK: - Expected notifications

    /// iPhone 15 (393 x 852 points) showing a 336-point keyboard: it rises from y 852 to 852 - 336 = 516;
    /// its centre's y is the top plus 336 / 2 = 168: 1020 below the screen, 684 on it.
    static let iPhoneShow = KeyboardNotification(
        event: .willShow,
        beginFrame: Rect(x: 0, y: 852, width: 393, height: 336),
        endFrame: Rect(x: 0, y: 516, width: 393, height: 336),
        duration: 0.25, curve: 7, isLocal: true,
        bounds: Rect(x: 0, y: 0, width: 393, height: 336),
        centerBegin: Point(x: 196.5, y: 1020), centerEnd: Point(x: 196.5, y: 684)
    )

    /// The same keyboard going away: the reverse frames, the end frame's top at the screen's bottom edge (852).
    static let iPhoneHide = KeyboardNotification(
        event: .willHide,
        beginFrame: Rect(x: 0, y: 516, width: 393, height: 336),
        endFrame: Rect(x: 0, y: 852, width: 393, height: 336),
        duration: 0.25, curve: 7, isLocal: true,
        bounds: Rect(x: 0, y: 0, width: 393, height: 336),
        centerBegin: Point(x: 196.5, y: 684), centerEnd: Point(x: 196.5, y: 1020)
    )

    /// iPhone SE (320 x 568) with a 253-point keyboard: 568 - 253 = 315; centres 568 + 126.5 = 694.5 and
    /// 315 + 126.5 = 441.5, x 320 / 2 = 160. Swift's `print(userInfo)` has no name, so no event.
    static let iPhoneSEShowUserInfo = KeyboardNotification(
        event: nil,
        beginFrame: Rect(x: 0, y: 568, width: 320, height: 253),
        endFrame: Rect(x: 0, y: 315, width: 320, height: 253),
        duration: 0.25, curve: 7, isLocal: true,
        bounds: Rect(x: 0, y: 0, width: 320, height: 253),
        centerBegin: Point(x: 160, y: 694.5), centerEnd: Point(x: 160, y: 441.5)
    )

    static let iPhoneShowDump = """
        NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {
            UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}";
            UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}";
            UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}";
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
            UIKeyboardIsLocalUserInfoKey = 1;
        }}
        """

    // MARK: - Whole dumps, one wrapping each

    @Test(arguments: [
        // `po notification` in an Objective-C app.
        ("po", NotificationTextParserTests.iPhoneShowDump),
        // The command line LLDB echoes is part of what people copy.
        ("lldb command", "(lldb) po notification\n" + NotificationTextParserTests.iPhoneShowDump),
        // NSLog(@"%@", notification): the prefix stands on the first line only.
        (
            "NSLog first line",
            "2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] " + NotificationTextParserTests.iPhoneShowDump
        ),
        // A device log, where every line carries the prefix.
        (
            "NSLog every line",
            """
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789]     UIKeyboardAnimationCurveUserInfoKey = 7;
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789]     UIKeyboardAnimationDurationUserInfoKey = "0.25";
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789]     UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}";
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789]     UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}";
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789]     UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}";
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789]     UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789]     UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789]     UIKeyboardIsLocalUserInfoKey = 1;
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] }}
            """
        ),
        // A syslog-style line from the Console app.
        (
            "syslog",
            """
            Mar  1 10:12:33 iPhone MyApp[1234] <Notice>: NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}"; UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}";
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}"; UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}"; UIKeyboardIsLocalUserInfoKey = 1;
            }}
            """
        ),
        // Values bare instead of quoted, keys in another order, `YES` for the boolean.
        (
            "bare values",
            """
            NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardIsLocalUserInfoKey = YES;
                UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 516}, {393, 336}};
                UIKeyboardFrameBeginUserInfoKey = NSRect: {{0, 852}, {393, 336}};
                UIKeyboardCenterEndUserInfoKey = NSPoint: {196.5, 684};
                UIKeyboardCenterBeginUserInfoKey = NSPoint: {196.5, 1020};
                UIKeyboardBoundsUserInfoKey = NSRect: {{0, 0}, {393, 336}};
                UIKeyboardAnimationDurationUserInfoKey = 0.25;
                UIKeyboardAnimationCurveUserInfoKey = 7;
            }}
            """
        ),
        // Pasted into a block comment.
        (
            "block comment",
            """
            /*
             * NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {
             *     UIKeyboardAnimationCurveUserInfoKey = 7;
             *     UIKeyboardAnimationDurationUserInfoKey = "0.25";
             *     UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}";
             *     UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}";
             *     UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}";
             *     UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
             *     UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
             *     UIKeyboardIsLocalUserInfoKey = 1;
             * }}
             */
            """
        ),
        // Pasted into line comments, one pair wrapped in the middle of its rect.
        (
            "line comments, wrapped rect",
            """
            // NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {
            //     UIKeyboardAnimationCurveUserInfoKey = 7;
            //     UIKeyboardAnimationDurationUserInfoKey = "0.25";
            //     UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}";
            //     UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5,
            //     1020}";
            //     UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}";
            //     UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852},
            //         {393, 336}}";
            //     UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
            //     UIKeyboardIsLocalUserInfoKey = 1;
            // }}
            """
        ),
        // A log where the rect wraps onto a line that has its own log prefix.
        (
            "wrapped under a log prefix",
            """
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = "0.25"; UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}"; UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}"; UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}"; UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852},
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] {393, 336}}"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}"; UIKeyboardIsLocalUserInfoKey = 1;
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] }}
            """
        ),
        // Everything on one line, as a chat message or a one-line log shows it.
        (
            "joined on one line",
            """
            NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = "0.25"; UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}"; UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}"; UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}"; UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}"; UIKeyboardIsLocalUserInfoKey = 1;}}
            """
        ),
        // Swift's print(notification) on recent iOS, with the userInfo in Optional(...).
        (
            "Swift print(notification)",
            """
            name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {196.5, 1020}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardCenterEndUserInfoKey"): NSPoint: {196.5, 684}, AnyHashable("UIKeyboardBoundsUserInfoKey"): NSRect: {{0, 0}, {393, 336}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 852}, {393, 336}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25])
            """
        ),
        // Swift's `po notification`: the one-line description, then the tree repeating the same values.
        (
            "Swift po notification tree",
            """
            ▿ name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7])
              ▿ name : NSNotificationName
                - _rawValue : UIKeyboardWillShowNotification
              - object : nil
              ▿ userInfo : Optional<Dictionary<AnyHashable, Any>>
                ▿ some : 8 elements
                  ▿ 0 : 2 elements
                    ▿ key : AnyHashable("UIKeyboardFrameEndUserInfoKey")
                      - value : "UIKeyboardFrameEndUserInfoKey"
                    - value : NSRect: {{0, 516}, {393, 336}}
                  ▿ 1 : 2 elements
                    ▿ key : AnyHashable("UIKeyboardAnimationCurveUserInfoKey")
                      - value : "UIKeyboardAnimationCurveUserInfoKey"
                    - value : 7
                  ▿ 2 : 2 elements
                    ▿ key : AnyHashable("UIKeyboardFrameBeginUserInfoKey")
                      - value : "UIKeyboardFrameBeginUserInfoKey"
                    - value : NSRect: {{0, 852}, {393, 336}}
                  ▿ 3 : 2 elements
                    ▿ key : AnyHashable("UIKeyboardAnimationDurationUserInfoKey")
                      - value : "UIKeyboardAnimationDurationUserInfoKey"
                    - value : 0.25
                  ▿ 4 : 2 elements
                    ▿ key : AnyHashable("UIKeyboardIsLocalUserInfoKey")
                      - value : "UIKeyboardIsLocalUserInfoKey"
                    - value : 1
                  ▿ 5 : 2 elements
                    ▿ key : AnyHashable("UIKeyboardBoundsUserInfoKey")
                      - value : "UIKeyboardBoundsUserInfoKey"
                    - value : NSRect: {{0, 0}, {393, 336}}
                  ▿ 6 : 2 elements
                    ▿ key : AnyHashable("UIKeyboardCenterBeginUserInfoKey")
                      - value : "UIKeyboardCenterBeginUserInfoKey"
                    - value : NSPoint: {196.5, 1020}
                  ▿ 7 : 2 elements
                    ▿ key : AnyHashable("UIKeyboardCenterEndUserInfoKey")
                      - value : "UIKeyboardCenterEndUserInfoKey"
                    - value : NSPoint: {196.5, 684}
            """
        ),
        // Markdown on a web page: the dump in a fenced block, inline code in the prose is not a pair.
        (
            "markdown fence",
            """
            ```objc
            NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}";
                UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}";
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            ```
            """
        ),
        // A markdown quote with inline backticks around each pair.
        (
            "markdown quote, inline code",
            """
            > `name = UIKeyboardWillShowNotification`
            > `UIKeyboardAnimationCurveUserInfoKey = 7;` `UIKeyboardAnimationDurationUserInfoKey = "0.25";`
            > `UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}";`
            > `UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}";`
            > `UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}";`
            > `UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";`
            > `UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";`
            > `UIKeyboardIsLocalUserInfoKey = 1;`
            """
        ),
        // `,` instead of `;`, no outer braces, the name standing alone in the Swift spelling.
        (
            "commas, no braces, Swift name",
            """
            UIResponder.keyboardWillShowNotification
            UIKeyboardAnimationCurveUserInfoKey = 7,
            UIKeyboardAnimationDurationUserInfoKey = "0.25",
            UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}",
            UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 1020}",
            UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 684}",
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}",
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}",
            UIKeyboardIsLocalUserInfoKey = 1
            """
        ),
        // JSON-ish string keys, as a blog post retypes the dump.
        (
            "plain string keys",
            """
            {
              "name": "UIKeyboardWillShowNotification",
              "UIKeyboardAnimationCurveUserInfoKey": 7,
              "UIKeyboardAnimationDurationUserInfoKey": "0.25",
              "UIKeyboardBoundsUserInfoKey": "NSRect: {{0, 0}, {393, 336}}",
              "UIKeyboardCenterBeginUserInfoKey": "NSPoint: {196.5, 1020}",
              "UIKeyboardCenterEndUserInfoKey": "NSPoint: {196.5, 684}",
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
              "UIKeyboardIsLocalUserInfoKey": true
            }
            """
        ),
        // CRLF line ends from a Windows clipboard.
        ("CRLF", NotificationTextParserTests.iPhoneShowDump.split(separator: "\n").joined(separator: "\r\n")),
    ])
    func fullShowDumps(label: String, text: String) throws {
        let result = try NotificationTextParser.parse(text)
        #expect(result.notification == Self.iPhoneShow, "\(label)")
        #expect(result.skipped == [], "\(label)")
    }

    @Test func swiftPrintUserInfoHasNoEvent() throws {
        // print(notification.userInfo!) on an iPhone SE, keys in dictionary order.
        let text = """
            [AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {160, 694.5}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardCenterEndUserInfoKey"): NSPoint: {160, 441.5}, AnyHashable("UIKeyboardBoundsUserInfoKey"): NSRect: {{0, 0}, {320, 253}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 315}, {320, 253}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 568}, {320, 253}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25]
            """
        let result = try NotificationTextParser.parse(text)
        #expect(result.notification == Self.iPhoneSEShowUserInfo)
        #expect(result.skipped == [])
    }

    @Test func optionalUserInfoWithoutSpaceAfterColon() throws {
        // print(notification.userInfo) (no `!`), pasted from a log that dropped the spaces after the colons.
        let text = """
            Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"):NSRect: {{0, 315}, {320, 253}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"):0.25, AnyHashable("UIKeyboardIsLocalUserInfoKey"):1])
            """
        let result = try NotificationTextParser.parse(text)
        #expect(
            result.notification
                == KeyboardNotification(
                    endFrame: Rect(x: 0, y: 315, width: 320, height: 253), duration: 0.25, isLocal: true)
        )
    }

    @Test func swiftPrintHideOnIPhoneSE() throws {
        // A hide: the keyboard leaves y 315 and ends with its top at the screen's bottom edge, y 568.
        let text = """
            name = UIKeyboardWillHideNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardCenterBeginUserInfoKey"): NSPoint: {160, 441.5}, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1, AnyHashable("UIKeyboardCenterEndUserInfoKey"): NSPoint: {160, 694.5}, AnyHashable("UIKeyboardBoundsUserInfoKey"): NSRect: {{0, 0}, {320, 253}}, AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 568}, {320, 253}}, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardFrameBeginUserInfoKey"): NSRect: {{0, 315}, {320, 253}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25])
            """
        let result = try NotificationTextParser.parse(text)
        #expect(
            result.notification
                == KeyboardNotification(
                    event: .willHide,
                    beginFrame: Rect(x: 0, y: 315, width: 320, height: 253),
                    endFrame: Rect(x: 0, y: 568, width: 320, height: 253),
                    duration: 0.25, curve: 7, isLocal: true,
                    bounds: Rect(x: 0, y: 0, width: 320, height: 253),
                    centerBegin: Point(x: 160, y: 441.5), centerEnd: Point(x: 160, y: 694.5)
                )
        )
        #expect(result.skipped == [])
    }

    @Test func objectiveCHideWithCommas() throws {
        let text = """
            NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillHideNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7,
                UIKeyboardAnimationDurationUserInfoKey = "0.25",
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {393, 336}}",
                UIKeyboardCenterBeginUserInfoKey = "NSPoint: {196.5, 684}",
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 1020}",
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 516}, {393, 336}}",
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 852}, {393, 336}}",
                UIKeyboardIsLocalUserInfoKey = 1,
            }}
            """
        #expect(try NotificationTextParser.parse(text).notification == Self.iPhoneHide)
    }

    @Test func iOS7LegacyKeys() throws {
        // iPhone 4S (320 x 480), 216-point keyboard: 480 - 216 = 264; centres 480 + 108 = 588 and 264 + 108 = 372.
        // iOS 7 also posted UIKeyboardFrameChangedByUserInteraction, which the service does not use.
        let text = """
            2013-10-02 16:43:22.580 MyApp[1234:a0b] NSConcreteNotification 0x8b1e7b0 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {320, 216}}";
                UIKeyboardCenterBeginUserInfoKey = "NSPoint: {160, 588}";
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {160, 372}";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 480}, {320, 216}}";
                UIKeyboardFrameChangedByUserInteraction = 0;
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 264}, {320, 216}}";
            }}
            """
        let result = try NotificationTextParser.parse(text)
        // isLocal arrived in iOS 9, so it is missing here.
        #expect(
            result.notification
                == KeyboardNotification(
                    event: .willShow,
                    beginFrame: Rect(x: 0, y: 480, width: 320, height: 216),
                    endFrame: Rect(x: 0, y: 264, width: 320, height: 216),
                    duration: 0.25, curve: 7, isLocal: nil,
                    bounds: Rect(x: 0, y: 0, width: 320, height: 216),
                    centerBegin: Point(x: 160, y: 588), centerEnd: Point(x: 160, y: 372)
                )
        )
        // Line 8, after four spaces.
        #expect(
            result.skipped == [
                SkippedText(kind: .key, text: "UIKeyboardFrameChangedByUserInteraction", line: 8, column: 5)
            ]
        )
    }

    @Test func iPadLandscape() throws {
        // iPad in landscape, 1024 x 768: a 278-point keyboard ends at 768 - 278 = 490; centres x 512,
        // y 768 + 139 = 907 and 490 + 139 = 629.
        let text = """
            NSConcreteNotification 0x600003d4c900 {name = UIKeyboardDidShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardBoundsUserInfoKey = "NSRect: {{0, 0}, {1024, 278}}";
                UIKeyboardCenterBeginUserInfoKey = "NSPoint: {512, 907}";
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {512, 629}";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 768}, {1024, 278}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 490}, {1024, 278}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            """
        #expect(
            try NotificationTextParser.parse(text).notification
                == KeyboardNotification(
                    event: .didShow,
                    beginFrame: Rect(x: 0, y: 768, width: 1024, height: 278),
                    endFrame: Rect(x: 0, y: 490, width: 1024, height: 278),
                    duration: 0.25, curve: 7, isLocal: true,
                    bounds: Rect(x: 0, y: 0, width: 1024, height: 278),
                    centerBegin: Point(x: 512, y: 907), centerEnd: Point(x: 512, y: 629)
                )
        )
    }

    @Test func changeFrameWhenThePredictiveBarAppears() throws {
        // The keyboard grows from 336 to 381 points: its top moves from 516 to 852 - 381 = 471.
        let text = """
            NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardWillChangeFrameNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 471}, {393, 381}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            """
        #expect(
            try NotificationTextParser.parse(text).notification
                == KeyboardNotification(
                    event: .willChangeFrame,
                    beginFrame: Rect(x: 0, y: 516, width: 393, height: 336),
                    endFrame: Rect(x: 0, y: 471, width: 393, height: 381),
                    duration: 0.25, curve: 7, isLocal: true
                )
        )
    }

    @Test func hardwareKeyboardZeroHeight() throws {
        // With a hardware keyboard attached the software keyboard has no height: it sits at the bottom edge, 852.
        let text = """
            NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardDidChangeFrameNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7;
                UIKeyboardAnimationDurationUserInfoKey = 0;
                UIKeyboardCenterEndUserInfoKey = "NSPoint: {196.5, 852}";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 0}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 852}, {393, 0}}";
                UIKeyboardIsLocalUserInfoKey = 1;
            }}
            """
        #expect(
            try NotificationTextParser.parse(text).notification
                == KeyboardNotification(
                    event: .didChangeFrame,
                    beginFrame: Rect(x: 0, y: 852, width: 393, height: 0),
                    endFrame: Rect(x: 0, y: 852, width: 393, height: 0),
                    duration: 0, curve: 7, isLocal: true,
                    centerEnd: Point(x: 196.5, y: 852)
                )
        )
    }

    @Test func lldbTreeOfUserInfo() throws {
        // `po notification.userInfo` in Swift: each pair is a node whose key repeats the key's name.
        let text = """
            ▿ Optional<Dictionary<AnyHashable, Any>>
              ▿ some : 4 elements
                ▿ 0 : 2 elements
                  ▿ key : AnyHashable("UIKeyboardFrameEndUserInfoKey")
                    - value : "UIKeyboardFrameEndUserInfoKey"
                  - value : NSRect: {{0, 516}, {393, 336}}
                ▿ 1 : 2 elements
                  ▿ key : AnyHashable("UIKeyboardAnimationCurveUserInfoKey")
                    - value : "UIKeyboardAnimationCurveUserInfoKey"
                  - value : 7
                ▿ 2 : 2 elements
                  ▿ key : AnyHashable("UIKeyboardFrameChangedByUserInteraction")
                    - value : "UIKeyboardFrameChangedByUserInteraction"
                  - value : 0
                ▿ 3 : 2 elements
                  ▿ key : AnyHashable("UIKeyboardAnimationDurationUserInfoKey")
                    - value : "UIKeyboardAnimationDurationUserInfoKey"
                  - value : 0.25
            """
        let result = try NotificationTextParser.parse(text)
        #expect(
            result.notification
                == KeyboardNotification(endFrame: Rect(x: 0, y: 516, width: 393, height: 336), duration: 0.25, curve: 7)
        )
        // Line 12: six spaces, `▿`, ` key : AnyHashable("` is 20 characters, so the name starts at column 28.
        #expect(
            result.skipped == [
                SkippedText(kind: .key, text: "UIKeyboardFrameChangedByUserInteraction", line: 12, column: 28)
            ]
        )
    }

    @Test func foreignLanguageNotesAreSkippedText() throws {
        let text = """
            {
                UIKeyboardAnimationDurationUserInfoKey = "0.25"; // 动画时长
                UIKeyboardAnimationCurveUserInfoKey = 7; la courbe
                UIKeyboardIsLocalUserInfoKey = 1; // Indique si le clavier appartient à cette app
            }
            """
        let result = try NotificationTextParser.parse(text)
        #expect(result.notification == KeyboardNotification(duration: 0.25, curve: 7, isLocal: true))
        #expect(
            result.skipped == [
                // 4 spaces + 38-character key + ` = "0.25"; // ` (14): column 4 + 38 + 14 + 1 = 57.
                SkippedText(kind: .text, text: "动画时长", line: 2, column: 57),
                // 4 + 35 + ` = 7; ` (6) + 1 = 46.
                SkippedText(kind: .text, text: "la courbe", line: 3, column: 46),
                // 4 + 28 + ` = 1; // ` (9) + 1 = 42.
                SkippedText(kind: .text, text: "Indique si le clavier appartient à cette app", line: 4, column: 42),
            ]
        )
    }

    @Test func markdownPostWithProse() throws {
        let text = """
            Here is what I get when the keyboard appears:
            ```
            NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardDidShowNotification; userInfo = {
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
            }}
            ```
            Why is `UIKeyboardFrameEndUserInfoKey` in screen coordinates?
            """
        let result = try NotificationTextParser.parse(text)
        #expect(
            result.notification
                == KeyboardNotification(event: .didShow, endFrame: Rect(x: 0, y: 516, width: 393, height: 336))
        )
        // The key mentioned in prose has no value: it is part of the question, not a pair.
        #expect(
            result.skipped == [
                SkippedText(kind: .text, text: "Here is what I get when the keyboard appears", line: 1, column: 1),
                SkippedText(
                    kind: .text, text: "Why is `UIKeyboardFrameEndUserInfoKey` in screen coordinates?", line: 7,
                    column: 1),
            ]
        )
    }

    @Test func userInfoNilGivesTheEventOnly() throws {
        let text = "NSConcreteNotification 0x600000c5c0f0 {name = UIKeyboardDidHideNotification; userInfo = nil}"
        let result = try NotificationTextParser.parse(text)
        #expect(result.notification == KeyboardNotification(event: .didHide))
        #expect(result.skipped == [])
    }

    @Test func partialDumpWithOnlyABeginFrame() throws {
        // The rest of the dump was cut off by the log's line limit.
        let text = """
            {
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
            """
        #expect(
            try NotificationTextParser.parse(text).notification
                == KeyboardNotification(beginFrame: Rect(x: 0, y: 852, width: 393, height: 336))
        )
    }

    @Test(arguments: [
        ("UIKeyboardDidHideNotification", KeyboardEvent.didHide),
        ("posted UIResponder.keyboardWillShowNotification", .willShow),
        ("Notification.Name.UIKeyboardWillShow", .willShow),
        ("NSNotification.Name.UIKeyboardDidChangeFrame", .didChangeFrame),
        ("name: .UIKeyboardWillChangeFrame", .willChangeFrame),
        ("name = UIKeyboardWillHideNotification", .willHide),
        ("name = willHide", .willHide),
        (#""name": "keyboardDidShowNotification""#, .didShow),
        // Swift's descriptions of the name type itself.
        ("name = NSNotificationName(_rawValue: UIKeyboardWillShowNotification)", .willShow),
        (#"name: Notification.Name(rawValue: "UIKeyboardDidShowNotification")"#, .didShow),
    ])
    func notificationNames(text: String, event: KeyboardEvent) throws {
        #expect(try NotificationTextParser.parse(text).notification == KeyboardNotification(event: event))
    }

    @Test func swiftKeyNamesAndLookedUpValues() throws {
        // Notes written with the Swift constants, values as `print(userInfo[key])` shows them.
        let text = """
            UIResponder.keyboardFrameEndUserInfoKey: NSRect: {{0, 516}, {393, 336}}
            UIResponder.keyboardAnimationDurationUserInfoKey: Optional(0.25)
            keyboardIsLocalUserInfoKey: Optional(1)
            """
        #expect(
            try NotificationTextParser.parse(text).notification
                == KeyboardNotification(
                    endFrame: Rect(x: 0, y: 516, width: 393, height: 336), duration: 0.25, isLocal: true)
        )
    }

    @Test func unknownKeysInEveryForm() throws {
        let text = """
            [AnyHashable("UIKeyboardFrameChangedByUserInteraction"): 0, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("_UIKeyboardLayoutAlignmentViewFrameKey"): NSRect: {{0, 516}, {393, 336}}]
            CustomAppKey = "hello";
            """
        let result = try NotificationTextParser.parse(text)
        #expect(result.notification == KeyboardNotification(curve: 7))
        #expect(
            result.skipped == [
                SkippedText(kind: .key, text: "UIKeyboardFrameChangedByUserInteraction", line: 1, column: 15),
                // `[AnyHashable("UIKeyboardFrameChangedByUserInteraction"): 0, ` is 60 characters and
                // `AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, ` 55 more; `AnyHashable("` 13 more.
                SkippedText(
                    kind: .key, text: "_UIKeyboardLayoutAlignmentViewFrameKey", line: 1, column: 60 + 55 + 13 + 1),
                SkippedText(kind: .key, text: "CustomAppKey", line: 2, column: 1),
            ]
        )
    }

    @Test func longSkippedTextIsCutTo80Characters() throws {
        let note = String(repeating: "abcdefghij ", count: 12)
        let result = try NotificationTextParser.parse("UIKeyboardAnimationCurveUserInfoKey = 7; " + note)
        #expect(result.skipped.count == 1)
        #expect(result.skipped.first?.text == String(note.prefix(80)))
        #expect(result.skipped.first?.column == 42)
    }

    // MARK: - Errors

    @Test(arguments: [
        (
            // The quoted duration holds `x5` after `0.2`; it stands at column 4 + 38 + ` = "0.2` (7) + 1 = 50.
            "{\n    UIKeyboardAnimationDurationUserInfoKey = \"0.2x5\";\n}",
            "UIKeyboardAnimationDurationUserInfoKey: unexpected 'x5\";' after the value", 2, 50
        ),
        (
            // The size lacks its height: `}` after 393 at column 29 + ` = "NSRect: {{0, 516}, {393` (27) + 1 = 57.
            "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393}}\";",
            "UIKeyboardFrameEndUserInfoKey: expected ',', found '}}\";'", 1, 57
        ),
        (
            // `[AnyHashable("` (14) + 35-character key + `"): ` (4): the curve starts at column 54.
            "[AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7.5]",
            "UIKeyboardAnimationCurveUserInfoKey: '7.5' is not an integer", 1, 54
        ),
        (
            // LLDB tree: `  - value : ` is 12 characters, so `maybe` is at column 13 of line 4.
            """
            ▿ 0 : 2 elements
              ▿ key : AnyHashable("UIKeyboardIsLocalUserInfoKey")
                - value : "UIKeyboardIsLocalUserInfoKey"
              - value : maybe
            """,
            "UIKeyboardIsLocalUserInfoKey: expected a boolean (1, 0, true, false, YES, NO), found 'maybe'", 4, 13
        ),
        (
            // `{196.5; 684}`: `;` at column 30 + ` = "NSPoint: {196.5` (19) + 1 = 50.
            "UIKeyboardCenterEndUserInfoKey = \"NSPoint: {196.5; 684}\";",
            "UIKeyboardCenterEndUserInfoKey: expected ',', found '; 684}\";'", 1, 50
        ),
        (
            // Columns count characters: `// 键盘 ` is 6 characters (12 bytes), + 35 + ` = ` (3): column 45.
            "// 键盘 UIKeyboardAnimationCurveUserInfoKey = x;",
            "UIKeyboardAnimationCurveUserInfoKey: expected a number, found 'x;'", 1, 45
        ),
        (
            // The rect wraps onto a line with its own 50-character log prefix; `-` is at 50 + `{393, ` (6) + 1.
            """
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516},
            2023-03-01 10:12:33.123456+0100 MyApp[1234:56789] {393, -}}";
            """,
            "UIKeyboardFrameEndUserInfoKey: expected a number, found '-}}\";'", 2, 57
        ),
        (
            // A bare value with letters glued to it: `x` at column 35 + ` = 7` (4) + 1 = 40.
            "UIKeyboardAnimationCurveUserInfoKey = 7x;",
            "UIKeyboardAnimationCurveUserInfoKey: unexpected 'x;' after the value", 1, 40
        ),
        (
            // The quote never closes before the `;`: column 38 + ` = "0.25` (8) + 1 = 47.
            "UIKeyboardAnimationDurationUserInfoKey = \"0.25;",
            "UIKeyboardAnimationDurationUserInfoKey: expected '\"' closing the value, found ';'", 1, 47
        ),
        (
            // The second value, at column 38 + ` = ` (3) + 1 = 42 of line 2, contradicts the first.
            "UIKeyboardAnimationDurationUserInfoKey = \"0.25\";\nUIKeyboardAnimationDurationUserInfoKey = \"0.3\";",
            "UIKeyboardAnimationDurationUserInfoKey: given twice with different values", 2, 42
        ),
        (
            // Two names: the second, after `// posted as ` (13) on line 3, contradicts the first.
            "NSConcreteNotification 0x6000 {name = UIKeyboardWillShowNotification;\n userInfo = nil}\n// posted as UIKeyboardWillHideNotification",
            "the notification is named both UIKeyboardWillShowNotification and UIKeyboardWillHideNotification", 3, 14
        ),
        (
            // `Optional(0.25` never closes: the `;` is at column 38 + `: Optional(0.25` (15) + 1 = 54.
            "UIKeyboardAnimationDurationUserInfoKey: Optional(0.25;",
            "UIKeyboardAnimationDurationUserInfoKey: expected ')' closing Optional(, found ';'", 1, 54
        ),
        (
            "hello world",
            "no keyboard notification found: expected a notification name such as UIKeyboardWillShowNotification"
                + " or a userInfo key such as UIKeyboardFrameEndUserInfoKey", 1, 1
        ),
    ])
    func malformedValues(text: String, message: String, line: Int, column: Int) {
        let error = #expect(throws: TextParseError.self) { try NotificationTextParser.parse(text) }
        #expect(error?.message == message)
        #expect(error?.line == line)
        #expect(error?.column == column)
    }

    @Test func errorOffsetsPointIntoTheWholeInput() {
        let text = "2023-03-01 10:12:33.123 MyApp[1:2] UIKeyboardAnimationCurveUserInfoKey = 7.5;"
        // The prefix is 35 bytes, the key 35 and ` = ` 3: the value starts at byte 73.
        #expect(
            throws: TextParseError(
                message: "UIKeyboardAnimationCurveUserInfoKey: '7.5' is not an integer", offset: 73, line: 1, column: 74
            )
        ) {
            try NotificationTextParser.parse(text)
        }
    }

    @Test func unknownNotificationNameListsTheAcceptedOnes() {
        // `NSConcreteNotification 0x600000c5c0f0 {name = ` is 46 characters.
        let text =
            "NSConcreteNotification 0x600000c5c0f0 {name = UIApplicationDidBecomeActiveNotification; userInfo = nil}"
        #expect(
            throws: TextParseError(
                message: "unknown notification name 'UIApplicationDidBecomeActiveNotification'; accepted names: "
                    + KeyboardEvent.acceptedNamesDescription,
                offset: 46, line: 1, column: 47
            )
        ) {
            try NotificationTextParser.parse(text)
        }
    }

    // MARK: - Never a crash

    @Test func everyTruncationParsesOrThrows() {
        for dump in [Self.iPhoneShowDump, Self.treeSample, Self.swiftSample] {
            let characters = Array(dump)
            for end in 0...characters.count {
                _ = try? NotificationTextParser.parse(String(characters[..<end]))
                _ = try? NotificationTextParser.parse(String(characters[end...]))
            }
        }
    }

    @Test func randomTextParsesOrThrows() {
        // Fragments of dumps and noise, shuffled by a fixed generator so a failure can be replayed.
        let fragments = [
            "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationCurveUserInfoKey", "name", "userInfo", " = ", ":",
            "\"", "{", "}", "[", "]", "(", ")", ";", ",", "\n", "NSRect:", "NSPoint:", "0.25", "-", "7", "▿", "//",
            "/*", "*/", "*", "`", "```", "AnyHashable(", "Optional(", "value", "key", "0x6000", "nil", "YES", "é",
            "动画", "\r\n", "2023-03-01 10:12:33.123 App[1:2] ", "UIKeyboardWillShowNotification", " ", ".", "e+",
        ]
        var generator = SplitMix64(seed: 0x4B6579626F617264)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                if Int.random(in: 0..<8, using: &generator) == 0 {
                    text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...127, using: &generator)))
                } else {
                    text += fragments.randomElement(using: &generator) ?? ""
                }
            }
            _ = try? NotificationTextParser.parse(text)
        }
    }

    static let treeSample = """
        ▿ Optional<Dictionary<AnyHashable, Any>>
          ▿ some : 2 elements
            ▿ 0 : 2 elements
              ▿ key : AnyHashable("UIKeyboardFrameEndUserInfoKey")
                - value : "UIKeyboardFrameEndUserInfoKey"
              - value : NSRect: {{0, 516}, {393, 336}}
        """

    static let swiftSample = """
        name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 516}, {393, 336}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25])
        """
}
