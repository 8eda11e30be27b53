import KeyboardLayoutAPI
import Testing

/// docs/wire.md "Geometry": the input forms of rects, points, sizes and insets, and the output form.
struct GeometryInputTests {
    static let endFrames = [
        #"{"x": 0, "y": 516, "width": 393, "height": 336}"#,
        "[0, 516, 393, 336]",
        #""{{0, 516}, {393, 336}}""#,
        #""NSRect: {{0, 516}, {393, 336}}""#,
        #""{{0,516},{393,336}}""#,
    ]

    @Test(arguments: endFrames) func endFrameForms(_ frame: String) throws {
        let body = try Wire.adjusted(
            Wire.request(notification: Wire.notification(#""UIKeyboardFrameEndUserInfoKey": \#(frame)"#)))
        // Output always in the object form, keys in the order x, y, width, height.
        #expect(body.at("/keyboard/frameInWindow")?.keys == ["x", "y", "width", "height"])
        #expect(body.numbers("/keyboard/frameInWindow") == [0, 516, 393, 336])
    }

    static let barFrames = [
        #"{"x": 0, "y": 774, "width": 393, "height": 44}"#, "[0, 774, 393, 44]", #""{{0, 774}, {393, 44}}""#,
        #""NSRect: {{0, 774}, {393, 44}}""#,
    ]

    @Test(arguments: barFrames) func viewFrameForms(_ frame: String) throws {
        // Whatever the form, the bar rides on the keyboard: y = min(774, 516 - 44) = 472.
        let bar = #"{"id": "bar", "parent": "root", "frame": \#(frame)}"#
        let body = try Wire.adjusted(Wire.request(views: [Wire.root, Wire.table, Wire.field, bar]))
        #expect(body.numbers("/views/bar/frame") == [0, 472, 393, 44])
    }

    static let offsets = [#"{"x": 0, "y": 100}"#, "[0, 100]", #""{0, 100}""#, #""NSPoint: {0, 100}""#]

    @Test(arguments: offsets) func pointForms(_ offset: String) throws {
        // On willHide the offset is only clamped: the resting table (774 high, its frame above the 818 band:
        // adjusted bottom 0) scrolls over [-59, 1600 - 774 = 826], so 100 stays 100.
        let table = #"""
            {"id": "table", "parent": "root", "frame": [0, 0, 393, 774],
             "scroll": {"contentSize": {"width": 393, "height": 1600}, "contentOffset": \#(offset)}}
            """#
        let hide = Wire.notification(#""UIKeyboardFrameEndUserInfoKey": [0, 852, 393, 336]"#, name: "willHide")
        let body = try Wire.adjusted(Wire.request(notification: hide, views: [Wire.root, table, Wire.field, Wire.bar]))
        #expect(body.numbers("/views/table/contentOffset") == [0, 100])
        #expect(body.at("/views/table/contentOffset")?.keys == ["x", "y"])
    }

    @Test func sizeAsAStringIsRefused() throws {
        // Sizes are objects (the printed forms are for rects and points).
        let table =
            #"{"id": "table", "parent": "root", "frame": [0, 0, 393, 774], "scroll": {"contentSize": "{393, 1600}"}}"#
        let problem = try Wire.problem(Wire.request(views: [Wire.root, table, Wire.field, Wire.bar]))
        #expect(problem.pointers == ["/views/1/scroll/contentSize"])
    }

    @Test func missingInsetEdgesAreZeroAndTheOutputHasAllFour() throws {
        // Resting contentInset {"bottom": 10} and the window's {"top": 59, "bottom": 34}. On willHide the inset
        // stays the resting one: (0, 0, 10, 0); adjusted adds the table's safe top 59 (its frame 0..774 ends
        // above the 818 band): (59, 0, 10, 0).
        let table = #"""
            {"id": "table", "parent": "root", "frame": [0, 0, 393, 774],
             "scroll": {"contentSize": {"width": 393, "height": 1600}, "contentInset": {"bottom": 10}}}
            """#
        let hide = Wire.notification(#""UIKeyboardFrameEndUserInfoKey": [0, 852, 393, 336]"#, name: "willHide")
        let body = try Wire.adjusted(Wire.request(notification: hide, views: [Wire.root, table, Wire.field, Wire.bar]))
        #expect(body.at("/views/table/contentInset")?.keys == ["top", "left", "bottom", "right"])
        #expect(body.numbers("/views/table/contentInset") == [0, 0, 10, 0])
        #expect(body.numbers("/views/table/verticalScrollIndicatorInsets") == [0, 0, 10, 0])
        #expect(body.numbers("/views/table/adjustedContentInset") == [59, 0, 10, 0])
    }

    static let badRects: [(String, String)] = [
        ("[0, 516, 393]", "/notification/userInfo/UIKeyboardFrameEndUserInfoKey"),
        ("516", "/notification/userInfo/UIKeyboardFrameEndUserInfoKey"),
        (#""{{0, 516}, {393}}""#, "/notification/userInfo/UIKeyboardFrameEndUserInfoKey"),
        (#""NSPoint: {0, 516}""#, "/notification/userInfo/UIKeyboardFrameEndUserInfoKey"),
        (#"{"x": 0, "y": 516, "width": 393}"#, "/notification/userInfo/UIKeyboardFrameEndUserInfoKey/height"),
        (#"{"x": 0, "y": 516, "w": 393, "height": 336}"#, "/notification/userInfo/UIKeyboardFrameEndUserInfoKey/w"),
        (#"[0, "516", 393, 336]"#, "/notification/userInfo/UIKeyboardFrameEndUserInfoKey/1"),
    ]

    @Test(arguments: badRects) func malformedRects(_ frame: String, _ pointer: String) throws {
        let problem = try Wire.problem(
            Wire.request(notification: Wire.notification(#""UIKeyboardFrameEndUserInfoKey": \#(frame)"#)))
        #expect(problem.pointers.first == pointer)
    }

    @Test func nonFiniteInAPrintedPoint() throws {
        // 1e400 cannot be a JSON number (that is a 400), but inside the string iOS prints it is a 422 there.
        let problem = try Wire.problem(
            Wire.request(
                notification: Wire.notification(
                    Wire.showUserInfo(#""UIKeyboardCenterEndUserInfoKey": "{196.5, 1e400}""#))))
        #expect(problem.pointers == ["/notification/userInfo/UIKeyboardCenterEndUserInfoKey"])
    }

    @Test func negativeSizeInThePrintedEndFrame() throws {
        let problem = try Wire.problem(
            Wire.request(
                notification: Wire.notification(#""UIKeyboardFrameEndUserInfoKey": "{{0, 516}, {393, -336}}""#)))
        #expect(problem.pointers == ["/notification/userInfo/UIKeyboardFrameEndUserInfoKey"])
    }

    @Test func negativeOriginsAreFine() throws {
        // Only sizes must be >= 0: an origin left of or above the screen is a real position (Split View, hide).
        let body = try Wire.adjusted(
            Wire.request(notification: Wire.notification(#""UIKeyboardFrameEndUserInfoKey": [-10, 516, 413, 336]"#)))
        #expect(body.numbers("/keyboard/frameInWindow") == [-10, 516, 413, 336])
    }
}
