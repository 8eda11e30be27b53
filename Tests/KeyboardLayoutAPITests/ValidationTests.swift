import Foundation
import KeyboardLayoutAPI
import Testing

/// One invalid variant of the example's request and the exact pointers of the problems it must give.
struct InvalidCase: Sendable, CustomTestStringConvertible {
    var name: String
    var request: String
    var pointers: [String]

    init(_ name: String, _ request: String, _ pointers: [String]) {
        self.name = name
        self.request = request
        self.pointers = pointers
    }

    var testDescription: String { name }
}

/// docs/wire.md "What makes a scene invalid": every problem it lists, each at its JSON pointer, and several at
/// once. Views: 0 root, 1 table, 2 field, 3 bar; behaviors: 0 insetScrollView, 1 attachToKeyboard.
struct ValidationTests {
    static let barFrame = #""frame": {"x": 0, "y": 774, "width": 393, "height": 44}"#

    static func bar(_ extra: String) -> String {
        #"{"id": "bar", "parent": "root", "# + barFrame + ", " + extra + "}"
    }

    static func views(bar: String) -> [String] { [Wire.root, Wire.table, Wire.field, bar] }

    static let cases: [InvalidCase] = [
        // Unknown view ids in a behavior.
        InvalidCase(
            "attachToKeyboard.view unknown",
            Wire.request(behaviors: [Wire.inset, #"{"type": "attachToKeyboard", "view": "nobody", "resize": "table"}"#]
            ),
            ["/behaviors/1/view"]),
        InvalidCase(
            "attachToKeyboard.resize unknown",
            Wire.request(behaviors: [Wire.inset, #"{"type": "attachToKeyboard", "view": "bar", "resize": "nobody"}"#]),
            ["/behaviors/1/resize"]),
        InvalidCase(
            "insetScrollView.scrollView unknown",
            Wire.request(behaviors: [#"{"type": "insetScrollView", "scrollView": "nobody", "reveal": "field"}"#]),
            ["/behaviors/0/scrollView"]),
        InvalidCase(
            "insetScrollView.reveal unknown",
            Wire.request(behaviors: [#"{"type": "insetScrollView", "scrollView": "table", "reveal": "nobody"}"#]),
            ["/behaviors/0/reveal"]),
        InvalidCase(
            "insetScrollView.alsoAvoid unknown",
            Wire.request(behaviors: [
                #"{"type": "insetScrollView", "scrollView": "table", "alsoAvoid": ["bar", "nobody"]}"#
            ]),
            ["/behaviors/0/alsoAvoid/1"]),
        InvalidCase(
            "layoutGuide.view unknown",
            Wire.request(behaviors: [#"{"type": "layoutGuide", "view": "nobody"}"#]),
            ["/behaviors/0/view"]),
        InvalidCase(
            "parent unknown",
            Wire.request(views: [
                Wire.root, Wire.table, Wire.field, #"{"id": "bar", "parent": "nobody", "# + barFrame + "}",
            ]),
            ["/views/3/parent"]),
        // A cycle in parents: root -> bar -> root, and a view its own parent.
        InvalidCase(
            "parents cycle",
            Wire.request(views: [
                #"{"id": "root", "parent": "bar", "frame": [0, 0, 393, 852]}"#, Wire.table, Wire.field, Wire.bar,
            ]),
            ["/views/0/parent"]),
        InvalidCase(
            "own parent",
            Wire.request(views: [
                #"{"id": "root", "parent": "root", "frame": [0, 0, 393, 852]}"#, Wire.table, Wire.field, Wire.bar,
            ]),
            ["/views/0/parent"]),
        InvalidCase(
            "duplicate id",
            Wire.request(views: Wire.views + [#"{"id": "field", "parent": "root", "frame": [0, 0, 10, 10]}"#]),
            ["/views/4/id"]),
        // Negative sizes, in each geometry form, and a size that is not a rect.
        InvalidCase(
            "negative height (object)",
            Wire.request(
                views: views(
                    bar: #"{"id": "bar", "parent": "root", "frame": {"x": 0, "y": 774, "width": 393, "height": -44}}"#)),
            ["/views/3/frame/height"]),
        InvalidCase(
            "negative width and height (object)",
            Wire.request(
                views: views(
                    bar: #"{"id": "bar", "parent": "root", "frame": {"x": 0, "y": 774, "width": -1, "height": -44}}"#)),
            ["/views/3/frame/width", "/views/3/frame/height"]),
        InvalidCase(
            "negative width (array)",
            Wire.request(views: views(bar: #"{"id": "bar", "parent": "root", "frame": [0, 774, -393, 44]}"#)),
            ["/views/3/frame/2"]),
        InvalidCase(
            "negative height (string)",
            Wire.request(views: views(bar: #"{"id": "bar", "parent": "root", "frame": "{{0, 774}, {393, -44}}"}"#)),
            ["/views/3/frame"]),
        InvalidCase(
            "negative contentSize",
            Wire.request(views: [
                Wire.root,
                #"{"id": "table", "parent": "root", "frame": [0, 0, 393, 774], "scroll": {"contentSize": {"width": 393, "height": -1}}}"#,
                Wire.field, Wire.bar,
            ]),
            ["/views/1/scroll/contentSize/height"]),
        InvalidCase(
            "negative frame of a scroll view",
            Wire.request(views: [
                Wire.root,
                #"{"id": "table", "parent": "root", "frame": "{{0, 0}, {393, -774}}", "scroll": {}}"#,
                Wire.field, Wire.bar,
            ]),
            ["/views/1/frame"]),
        InvalidCase(
            "negative window width",
            Wire.request(window: #"{"frame": {"x": 0, "y": 0, "width": -393, "height": 852}}"#),
            ["/window/frame/width"]),
        // Non-finite numbers: JSON has no NaN or infinity (1e400 is a 400), but the strings iOS prints can overflow.
        InvalidCase(
            "non-finite in a printed rect",
            Wire.request(views: views(bar: #"{"id": "bar", "parent": "root", "frame": "{{0, 1e400}, {393, 44}}"}"#)),
            ["/views/3/frame"]),
        InvalidCase(
            "non-finite printed duration",
            Wire.request(
                notification: Wire.notification(Wire.showUserInfo().replacingFirst("0.25", with: "\"1e999\""))),
            ["/notification/userInfo/UIKeyboardAnimationDurationUserInfoKey"]),
        // Scroll behaviors on a view without "scroll".
        InvalidCase(
            "insetScrollView on a plain view",
            Wire.request(behaviors: [#"{"type": "insetScrollView", "scrollView": "root", "reveal": "field"}"#]),
            ["/behaviors/0/scrollView"]),
        InvalidCase(
            "offsetScrollView on a plain view",
            Wire.request(behaviors: [#"{"type": "offsetScrollView", "scrollView": "bar", "reveal": "field"}"#]),
            ["/behaviors/0/scrollView"]),
        // A reveal that is not inside its scroll view (rules 3, 4) or shifted view (rule 6, strictly).
        InvalidCase(
            "insetScrollView.reveal outside",
            Wire.request(behaviors: [#"{"type": "insetScrollView", "scrollView": "table", "reveal": "bar"}"#]),
            ["/behaviors/0/reveal"]),
        InvalidCase(
            "insetScrollView.reveal is the scroll view",
            Wire.request(behaviors: [#"{"type": "insetScrollView", "scrollView": "table", "reveal": "table"}"#]),
            ["/behaviors/0/reveal"]),
        InvalidCase(
            "offsetScrollView.reveal outside",
            Wire.request(behaviors: [#"{"type": "offsetScrollView", "scrollView": "table", "reveal": "root"}"#]),
            ["/behaviors/0/reveal"]),
        InvalidCase(
            "shiftView.reveal outside",
            Wire.request(behaviors: [#"{"type": "shiftView", "view": "table", "reveal": "bar"}"#]),
            ["/behaviors/0/reveal"]),
        InvalidCase(
            "shiftView.reveal is the view",
            Wire.request(behaviors: [#"{"type": "shiftView", "view": "root", "reveal": "root"}"#]),
            ["/behaviors/0/reveal"]),
        // A missing reveal where it is required (offsetScrollView, shiftView; insetScrollView's is optional).
        InvalidCase(
            "offsetScrollView without reveal",
            Wire.request(behaviors: [#"{"type": "offsetScrollView", "scrollView": "table"}"#]),
            ["/behaviors/0/reveal"]),
        InvalidCase(
            "shiftView without reveal",
            Wire.request(behaviors: [Wire.attach, #"{"type": "shiftView", "view": "root"}"#]),
            ["/behaviors/1/reveal"]),
        // Unknown or missing behavior types.
        InvalidCase(
            "unknown behavior type",
            Wire.request(behaviors: [Wire.inset, #"{"type": "avoidKeyboard", "view": "bar"}"#]),
            ["/behaviors/1/type"]),
        InvalidCase(
            "behavior without type",
            Wire.request(behaviors: [Wire.inset, #"{"view": "bar"}"#]),
            ["/behaviors/1/type"]),
        // pinnedTo naming no guide.
        InvalidCase(
            "pinnedTo guide without an ancestor guide",
            Wire.request(views: views(bar: bar(#""pinnedTo": "guide""#))),
            ["/views/3/pinnedTo"]),
        InvalidCase(
            "pinnedTo guide where only a sibling has one",
            Wire.request(
                views: views(bar: bar(#""pinnedTo": "guide""#)),
                behaviors: [#"{"type": "layoutGuide", "view": "table"}"#]),
            ["/views/3/pinnedTo"]),
        InvalidCase(
            "pinnedTo guide:ID where ID has none",
            Wire.request(views: views(bar: bar(#""pinnedTo": "guide:root""#))),
            ["/views/3/pinnedTo"]),
        InvalidCase(
            "pinnedTo guide:ID with an unknown ID",
            Wire.request(
                views: views(bar: bar(#""pinnedTo": "guide:nobody""#)),
                behaviors: [#"{"type": "layoutGuide", "view": "root"}"#]),
            ["/views/3/pinnedTo"]),
        InvalidCase(
            "pinnedTo neither guide nor guide:ID",
            Wire.request(
                views: views(bar: bar(#""pinnedTo": "keyboard""#)),
                behaviors: [#"{"type": "layoutGuide", "view": "root"}"#]),
            ["/views/3/pinnedTo"]),
        // The scene keys of overlays and self-avoiding containers: a boolean, and one of the two containers.
        InvalidCase(
            "overlay not a boolean",
            Wire.request(views: views(bar: bar(#""overlay": "yes""#))),
            ["/views/3/overlay"]),
        InvalidCase(
            "avoidsKeyboard not a known container",
            Wire.request(views: views(bar: bar(#""avoidsKeyboard": "popover""#))),
            ["/views/3/avoidsKeyboard"]),
        InvalidCase(
            "avoidsKeyboard not a string",
            Wire.request(views: views(bar: bar(#""avoidsKeyboard": true"#))),
            ["/views/3/avoidsKeyboard"]),
        // fixedPortrait with landscape-shaped bounds.
        InvalidCase(
            "fixedPortrait with W > H",
            Wire.request(
                screen:
                    #"{"bounds": [0, 0, 852, 393], "coordinateSpace": "fixedPortrait", "interfaceOrientation": "landscapeRight"}"#
            ),
            ["/screen/bounds"]),
        // Duration and curve.
        InvalidCase(
            "negative duration",
            Wire.request(notification: Wire.notification(Wire.showUserInfo().replacingFirst("0.25", with: "-0.25"))),
            ["/notification/userInfo/UIKeyboardAnimationDurationUserInfoKey"]),
        InvalidCase(
            "negative duration as printed",
            Wire.request(
                notification: Wire.notification(Wire.showUserInfo().replacingFirst("0.25", with: "\"-0.25\""))),
            ["/notification/userInfo/UIKeyboardAnimationDurationUserInfoKey"]),
        InvalidCase(
            "curve 7.5",
            Wire.request(notification: Wire.notification(Wire.showUserInfo().replacingFirst(": 7", with: ": 7.5"))),
            ["/notification/userInfo/UIKeyboardAnimationCurveUserInfoKey"]),
        InvalidCase(
            "curve \"7.5\"",
            Wire.request(notification: Wire.notification(Wire.showUserInfo().replacingFirst(": 7", with: ": \"7.5\""))),
            ["/notification/userInfo/UIKeyboardAnimationCurveUserInfoKey"]),
        InvalidCase(
            "curve 16 spills into other option bits",
            Wire.request(notification: Wire.notification(Wire.showUserInfo().replacingFirst(": 7", with: ": 16"))),
            ["/notification/userInfo/UIKeyboardAnimationCurveUserInfoKey"]),
        InvalidCase(
            "curve -1",
            Wire.request(notification: Wire.notification(Wire.showUserInfo().replacingFirst(": 7", with: ": -1"))),
            ["/notification/userInfo/UIKeyboardAnimationCurveUserInfoKey"]),
        // Unknown keys, at every level.
        InvalidCase(
            "frmae",
            Wire.request(views: [
                Wire.root, Wire.table,
                #"{"id": "field", "parent": "table", "frmae": {"x": 16, "y": 700, "width": 361, "height": 44}}"#,
                Wire.bar,
            ]),
            ["/views/2/frmae", "/views/2/frame"]),
        InvalidCase("unknown top-level key", Wire.request(extra: #""optoins": {}"#), ["/optoins"]),
        InvalidCase(
            "unknown option", Wire.request(options: #"{"followUndocked": true}"#), ["/options/followUndocked"]),
        InvalidCase(
            "unknown behavior key",
            Wire.request(behaviors: [#"{"type": "insetScrollView", "scrollView": "table", "reveals": "field"}"#]),
            ["/behaviors/0/reveals"]),
        InvalidCase(
            "unknown insets edge",
            Wire.request(window: #"{"frame": [0, 0, 393, 852], "safeAreaInsets": {"top": 59, "botom": 34}}"#),
            ["/window/safeAreaInsets/botom"]),
        InvalidCase(
            "unknown scroll key",
            Wire.request(views: [
                Wire.root,
                #"{"id": "table", "parent": "root", "frame": [0, 0, 393, 774], "scroll": {"contentOfset": {"x": 0, "y": 0}}}"#,
                Wire.field, Wire.bar,
            ]),
            ["/views/1/scroll/contentOfset"]),
        // Required keys and types.
        InvalidCase(
            "no window",
            #"{"notification": \#(Wire.showNotification), "screen": \#(Wire.screen), "views": [], "behaviors": []}"#,
            ["/window"]),
        InvalidCase(
            "views not an array",
            #"{"notification": \#(Wire.showNotification), "screen": \#(Wire.screen), "window": {}, "views": {}, "behaviors": []}"#,
            ["/views"]),
        InvalidCase(
            "option not a boolean", Wire.request(options: #"{"inTransition": "yes"}"#), ["/options/inTransition"]),
        InvalidCase(
            "unknown insetAdjustment",
            Wire.request(views: [
                Wire.root,
                #"{"id": "table", "parent": "root", "frame": [0, 0, 393, 774], "scroll": {"insetAdjustment": "sometimes"}}"#,
                Wire.field, Wire.bar,
            ]),
            ["/views/1/scroll/insetAdjustment"]),
        InvalidCase(
            "unknown orientation",
            Wire.request(screen: #"{"bounds": [0, 0, 393, 852], "interfaceOrientation": "faceUp"}"#),
            ["/screen/interfaceOrientation"]),
        InvalidCase("scale 0", Wire.request(screen: #"{"bounds": [0, 0, 393, 852], "scale": 0}"#), ["/screen/scale"]),
    ]

    @Test(arguments: cases) func problemAtItsPointer(_ c: InvalidCase) throws {
        let problem = try Wire.problem(c.request)
        #expect(problem.status == 422)
        #expect(problem.type == "/problems/invalid-request")
        #expect(problem.pointers == c.pointers)
        // Every problem says what is wrong, not just where.
        #expect(problem.errors.allSatisfy { !$0.message.isEmpty })
    }

    @Test func theBaseRequestIsValid() throws {
        // The control for every case above: unchanged, the example's request adjusts.
        _ = try Wire.adjusted(Wire.request())
    }

    @Test func severalProblemsAreReportedTogether() throws {
        // Seven independent mistakes in one request: all seven come back, not only the first.
        let request = Wire.request(
            notification: Wire.notification(Wire.showUserInfo().replacingFirst("0.25", with: "-1")),
            screen: #"{"bounds": [0, 0, 852, 393], "coordinateSpace": "fixedPortrait"}"#,
            window: #"{"frame": [0, 0, 393, 852]}"#,
            views: Self.views(bar: #"{"id": "bar", "parent": "root", "frame": [0, 774, 393, -44]}"#)
                + [#"{"id": "field", "parent": "root", "frame": [0, 0, 1, 1]}"#],
            behaviors: [
                #"{"type": "insetScrollView", "scrollView": "table", "reveal": "nobody"}"#,
                #"{"type": "attachToKeyboard", "view": "bar", "resize": "nobody"}"#,
            ],
            options: #"{"inTransition": 1}"#)
        let problem = try Wire.problem(request)
        #expect(
            Set(problem.pointers) == [
                "/notification/userInfo/UIKeyboardAnimationDurationUserInfoKey", "/screen/bounds", "/views/3/frame/3",
                "/views/4/id", "/behaviors/0/reveal", "/behaviors/1/resize", "/options/inTransition",
            ])
        #expect(problem.pointers.count == 7)
        #expect(problem.detail.contains("7 problems"))
    }

    @Test func aBadViewDoesNotHideTheBehaviorChecks() throws {
        // The bar's frame is bad and a behavior names an unknown view: both are reported, and the bar (whose id
        // reads) is not also reported unknown.
        let problem = try Wire.problem(
            Wire.request(
                views: Self.views(bar: #"{"id": "bar", "parent": "root", "frame": [0, 774, 393, -44]}"#),
                behaviors: [Wire.inset, #"{"type": "attachToKeyboard", "view": "bar", "resize": "nobody"}"#]))
        #expect(problem.pointers == ["/views/3/frame/3", "/behaviors/1/resize"])
    }

    @Test func aBadBehaviorDoesNotHideTheOthers() throws {
        // An unknown type in behavior 0 and an unknown view in behavior 1.
        let problem = try Wire.problem(
            Wire.request(behaviors: [
                #"{"type": "avoidKeyboard"}"#, #"{"type": "attachToKeyboard", "view": "nobody"}"#,
            ]))
        #expect(problem.pointers == ["/behaviors/0/type", "/behaviors/1/view"])
    }

    @Test func pointersKeepTheirIndexesAfterAViewWithoutID() throws {
        // View 2 has no usable id; view 3's unknown parent is still reported at /views/3, not at the index it
        // would have among the views that read.
        let problem = try Wire.problem(
            Wire.request(
                views: [
                    Wire.root, Wire.table, #"{"id": "", "parent": "table", "frame": [16, 700, 361, 44]}"#,
                    #"{"id": "bar", "parent": "nobody", "frame": [0, 774, 393, 44]}"#,
                ],
                behaviors: [Wire.attach]))
        #expect(problem.pointers == ["/views/2/id", "/views/3/parent"])
    }

    @Test func escapedKeysInPointers() throws {
        // RFC 6901: "~" is written "~0" and "/" is written "~1" in a pointer.
        let problem = try Wire.problem(Wire.request(extra: #""a/b~c": 1"#))
        #expect(problem.pointers == ["/a~1b~0c"])
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced (fixtures only; no Foundation needed).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let r = range(of: target) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}
