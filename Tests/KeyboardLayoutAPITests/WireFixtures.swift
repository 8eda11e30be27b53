import Foundation
import KeyboardLayoutAPI
import Testing

/// The shared fixtures of the wire tests: the example scene of docs/rules.md in parts, the Examples/ files, and
/// readers for the answers.
///
/// The example scene (iPhone 15, 393 x 852, safe area 59 / 34), with the indexes the pointers use:
/// views 0 root, 1 table (scroll view, content 393 x 1600), 2 field (in the table), 3 bar;
/// behaviors 0 insetScrollView(table, reveal field), 1 attachToKeyboard(bar, resize table).
enum Wire {
    static let showNotification = """
        {"name": "UIKeyboardWillShowNotification",
         "userInfo": {"UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
                      "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
                      "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                      "UIKeyboardAnimationCurveUserInfoKey": 7,
                      "UIKeyboardIsLocalUserInfoKey": true}}
        """

    static let screen = """
        {"bounds": {"x": 0, "y": 0, "width": 393, "height": 852}, "scale": 3,
         "coordinateSpace": "interface", "interfaceOrientation": "portrait"}
        """

    static let window = """
        {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "safeAreaInsets": {"top": 59, "bottom": 34}}
        """

    static let root = #"{"id": "root", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}}"#
    static let table = """
        {"id": "table", "parent": "root", "frame": {"x": 0, "y": 0, "width": 393, "height": 774},
         "scroll": {"contentSize": {"width": 393, "height": 1600}, "contentOffset": {"x": 0, "y": 0},
                    "contentInset": {}, "insetAdjustment": "automatic"}}
        """
    static let field = #"{"id": "field", "parent": "table", "frame": {"x": 16, "y": 700, "width": 361, "height": 44}}"#
    static let bar = #"{"id": "bar", "parent": "root", "frame": {"x": 0, "y": 774, "width": 393, "height": 44}}"#
    static var views: [String] { [root, table, field, bar] }

    static let inset = #"{"type": "insetScrollView", "scrollView": "table", "reveal": "field", "margin": 0}"#
    static let attach = #"{"type": "attachToKeyboard", "view": "bar", "resize": "table"}"#
    static var behaviors: [String] { [inset, attach] }

    /// An adjust request from its parts (JSON text); the defaults make docs/rules.md's example.
    static func request(
        notification: String = showNotification, screen: String = screen, window: String = window,
        views: [String] = views, behaviors: [String] = behaviors, options: String? = nil, extra: String? = nil
    ) -> String {
        var members = [
            "\"notification\": \(notification)", "\"screen\": \(screen)", "\"window\": \(window)",
            "\"views\": [\(views.joined(separator: ",\n"))]", "\"behaviors\": [\(behaviors.joined(separator: ",\n"))]",
        ]
        if let options { members.append("\"options\": \(options)") }
        if let extra { members.append(extra) }
        return "{\n" + members.joined(separator: ",\n") + "\n}"
    }

    /// A notification object with the given name and userInfo members (JSON text without the braces).
    static func notification(_ userInfo: String, name: String = "UIKeyboardWillShowNotification") -> String {
        "{\"name\": \"\(name)\", \"userInfo\": {\(userInfo)}}"
    }

    /// The example's show userInfo with `extra` members appended (JSON text without the braces).
    static func showUserInfo(_ extra: String = "") -> String {
        let base = """
            "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
            "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
            "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7
            """
        return extra.isEmpty ? base : base + ", " + extra
    }

    // MARK: Running

    static func adjust(_ text: String, limits: Limits = Limits()) -> Result<JSONValue, Problem> {
        Operations.adjust(Array(text.utf8), limits: limits).map(\.json)
    }

    /// The body of a successful adjust; a recorded failure with the problem otherwise.
    static func adjusted(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONValue {
        switch adjust(text) {
        case .success(let body): return body
        case .failure(let problem):
            Issue.record("expected success, got \(problem.summary)", sourceLocation: sourceLocation)
            throw problem
        }
    }

    /// The problem of a failing adjust; a recorded failure when it succeeds.
    static func problem(_ text: String, limits: Limits = Limits(), sourceLocation: SourceLocation = #_sourceLocation)
        throws -> Problem
    {
        switch adjust(text, limits: limits) {
        case .success(let body):
            Issue.record("expected a problem, got \(body)", sourceLocation: sourceLocation)
            throw WireTestFailure("no problem")
        case .failure(let problem): return problem
        }
    }

    static func parse(_ text: String, input: Operations.ParseInput) -> Result<JSONValue, Problem> {
        Operations.parse(Array(text.utf8), input: input).map(\.json)
    }

    // MARK: Examples/

    /// The package's root, from this file's path (Tests/KeyboardLayoutAPITests/WireFixtures.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file of Examples/ as text.
    static func example(_ name: String) throws -> String {
        let url = packageRoot.appendingPathComponent("Examples").appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw WireTestFailure("cannot read \(url.path)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

struct WireTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Problem {
    /// The pointers of `errors`, in order.
    var pointers: [String] { errors.map(\.pointer) }

    /// The message of the only error at `pointer`, nil when there is none or more than one.
    func message(at pointer: String) -> String? {
        let found = errors.filter { $0.pointer == pointer }
        return found.count == 1 ? found[0].message : nil
    }
}

extension JSONValue {
    /// The value at an RFC 6901 pointer such as `/views/bar/frame` (no escapes needed in these tests).
    func at(_ pointer: String) -> JSONValue? {
        var value: JSONValue? = self
        for step in pointer.split(separator: "/", omittingEmptySubsequences: true) {
            if case .array = value?.kind, let i = Int(step) {
                value = value?[i]
            } else {
                value = value?[String(step)]
            }
        }
        return value
    }

    func number(_ pointer: String) -> Double? { at(pointer)?.doubleValue }

    /// A rect, point, size or insets object at `pointer` as its numbers in the wire's key order (x, y, width,
    /// height; top, left, bottom, right); nil when a key is missing.
    func numbers(_ pointer: String) -> [Double]? {
        guard let o = at(pointer) else { return nil }
        let keys: [String]
        switch (o["x"] != nil, o["width"] != nil) {
        case (true, true): keys = ["x", "y", "width", "height"]
        case (true, false): keys = ["x", "y"]
        case (false, true): keys = ["width", "height"]
        case (false, false): keys = ["top", "left", "bottom", "right"]
        }
        let values = keys.compactMap { o[$0]?.doubleValue }
        return values.count == keys.count ? values : nil
    }

    /// The warning codes of an adjust or parse body.
    var warningCodes: [String] {
        self["warnings"]?.arrayElements?.compactMap { $0["code"]?.stringValue } ?? []
    }

    /// The keys of an object, in order.
    var keys: [String] { objectMembers?.map(\.key) ?? [] }
}
