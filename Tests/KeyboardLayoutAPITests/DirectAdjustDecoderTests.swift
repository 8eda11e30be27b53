import Foundation
import KeyboardGeometry
import KeyboardGeometryTesting
@_spi(Testing) @testable import KeyboardLayoutAPI
import Testing

/// The direct adjust decoder against the validating reader (`JSONReader` + `WireReader`), which is the
/// contract: whatever the direct decoder accepts, the reader must accept with the same scene and notification;
/// whatever has a problem, the direct decoder must leave to the reader. These compare two implementations,
/// so the expected values are the reader's; the reader's own numbers are checked by hand elsewhere
/// (ValidationTests, ExampleRequestTests, the seed scenarios).
struct DirectAdjustDecoderTests {
    /// What the validating reader makes of `text`, or nil when it reports a problem.
    static func validated(_ bytes: [UInt8]) -> AdjustRequest? {
        guard let root = try? JSONReader.parse(bytes) else { return nil }
        return try? AdjustRequest.read(root, limits: Limits())
    }

    /// Both decoders agree (`Operations.decodersAgree`): the direct one gives nothing, or exactly what the
    /// reader gives, without warnings.
    static func agree(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let same = Operations.decodersAgree(bytes)
        if !same {
            Issue.record("the decoders differ on: \(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
        }
        return same
    }

    static let adjustExamples = [
        "iphone-comment-bar.json", "iphone-hide.json", "ipad-floating-keyboard.json", "ipad-split-view-chat.json",
        "ios7-fixed-portrait-landscape.json", "seed-001-comment-bar-iphone5.json",
        "seed-002-form-inset-iphone-se.json", "seed-003-split-view-offset-ipad.json",
        "seed-004-text-view-toolbar-iphone-x.json",
    ]

    /// Every adjust example is in the plain form: the direct decoder takes it, and gives what the reader gives.
    @Test(arguments: adjustExamples) func examplesDecodeDirectlyAndTheSame(_ name: String) throws {
        let bytes = Array(try Wire.example(name).utf8)
        #expect(DirectAdjustDecoder.decode(bytes, limits: Limits()) != nil)
        _ = Self.agree(bytes)  // records an issue when they differ
    }

    /// Forms the direct decoder reads too: arrays for rects, keys in another order (the window before the
    /// screen, the scroll before the frame), Swift key names, 0/1 and strings for userInfo values, defaults.
    static let plainVariants: [String] = [
        Wire.request(),
        Wire.request(
            notification: Wire.notification(
                #""keyboardFrameEndUserInfoKey": [0, 516, 393, 336], "keyboardAnimationCurveUserInfoKey": "7", "keyboardIsLocalUserInfoKey": 1"#,
                name: "willShow")),
        #"{"behaviors": [], "views": [{"scroll": {"contentOffset": [0, 10]}, "frame": [0, 0, 393, 852], "id": "t"}], "window": {}, "screen": {"bounds": "{{0, 0}, {393, 852}}"}, "notification": {"userInfo": {"UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 516, "width": 393, "height": 336}}, "name": "UIKeyboardWillHideNotification"}}"#,
        Wire.request(
            views: Wire.views + [#"{"id": "pinned", "parent": "root", "frame": [0, 0, 10, 10], "pinnedTo": "guide:root"}"#],
            behaviors: Wire.behaviors + [#"{"type": "layoutGuide", "view": "root", "usesBottomSafeArea": false}"#]),
        Wire.request(options: #"{"ignoreNonLocal": true, "inTransition": false}"#),
        Wire.request(behaviors: [#"{"type": "shiftView", "view": "table", "reveal": "field", "margin": -8.5e0}"#]),
    ]

    @Test(arguments: plainVariants) func plainVariantsDecodeDirectlyAndTheSame(_ text: String) {
        #expect(DirectAdjustDecoder.decode(Array(text.utf8), limits: Limits()) != nil)
        _ = Self.agree(Array(text.utf8))  // records an issue when they differ
    }

    /// Valid requests in forms the direct decoder leaves to the reader: escapes and non-ASCII in strings, a
    /// text notification, a `UIResponder.`-qualified key, an unknown userInfo key (a warning), a byte order mark.
    static let longWayVariants: [String] = [
        Wire.request(views: Wire.views.map { $0.replacingOccurrences(of: #""root""#, with: #""r\u006fot""#) }),
        Wire.request(views: Wire.views.map { $0.replacingOccurrences(of: #""field""#, with: #""feld-ü""#) })
            .replacingOccurrences(of: #""reveal": "field""#, with: #""reveal": "feld-ü""#),
        Wire.request(notification: #""UIKeyboardWillShowNotification\nuserInfo = { UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\"; }""#),
        Wire.request(notification: Wire.notification(#""UIResponder.keyboardFrameEndUserInfoKey": [0, 516, 393, 336]"#)),
        Wire.request(notification: Wire.notification(Wire.showUserInfo(#""UIKeyboardSomethingNew": 1"#))),
        "\u{FEFF}" + Wire.request(),
    ]

    @Test(arguments: longWayVariants) func otherFormsGoTheLongWay(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(DirectAdjustDecoder.decode(bytes, limits: Limits()) == nil)
        // The control: the reader takes each of them.
        #expect(Self.validated(bytes) != nil)
    }

    /// Every invalid request of the validation tests goes to the reader, which reports its problems.
    @Test(arguments: ValidationTests.cases) func invalidRequestsGoTheLongWay(_ c: InvalidCase) {
        #expect(DirectAdjustDecoder.decode(Array(c.request.utf8), limits: Limits()) == nil)
    }

    @Test func theViewLimitSendsARequestTheLongWay() throws {
        let bytes = Array(try Wire.example("iphone-comment-bar.json").utf8)
        #expect(DirectAdjustDecoder.decode(bytes, limits: Limits(maxViews: 4)) != nil)
        #expect(DirectAdjustDecoder.decode(bytes, limits: Limits(maxViews: 3)) == nil)
    }

    /// 5,000 random edits of an example (a byte deleted, inserted or replaced by one of JSON's own, up to
    /// three times): wherever the direct decoder still decodes, the reader agrees. Some edits must keep the
    /// request valid (a digit for a digit, a space), or the comparison would prove nothing.
    @Test func randomEditsNeverMakeTheDecodersDiffer() throws {
        let base = Array(try Wire.example("iphone-comment-bar.json").utf8)
        let alphabet = Array(#"{}[]",:.-+e0123456789 tfnrux"#.utf8)
        var generator = SplitMix64(seed: 0xD1EC_7AD1)
        var decodedDirectly = 0
        for _ in 0..<5_000 {
            var bytes = base
            for _ in 0...(generator.next() % 3) {
                let at = Int(generator.next() % UInt64(bytes.count))
                let byte = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                switch generator.next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(byte, at: at)
                default: bytes[at] = byte
                }
            }
            if DirectAdjustDecoder.decode(bytes, limits: Limits()) != nil { decodedDirectly += 1 }
            guard Self.agree(bytes) else { return }
        }
        #expect(decodedDirectly > 100)
    }
}
