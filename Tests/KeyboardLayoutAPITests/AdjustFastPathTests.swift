import Foundation
import KeyboardGeometry
import KeyboardGeometryTesting
import Testing

@testable import KeyboardLayoutAPI

/// The adjust request's one reader from its two inputs: straight from the bytes (`AdjustRequest.readFast`) and from
/// the document (`AdjustRequest.read`). Whatever the bytes take reads to the very same request from the document,
/// and the bytes take nothing the document has a problem with: they only give up (nil), and then the document
/// answers. The service's other tests see the bytes' requests through every valid adjust body.
@Suite struct AdjustFastPathTests {
    static func full(_ body: [UInt8]) -> AdjustRequest? {
        guard let document = try? WireReader.document(body) else { return nil }
        return try? AdjustRequest.read(document, limits: Limits())
    }

    /// `readFast` is nil or the full reader's request; `name` says which body failed.
    static func expectAlike(_ body: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> Bool
    {
        guard let fast = AdjustRequest.readFast(body, limits: Limits()) else { return false }
        let full = full(body)
        #expect(
            full != nil, "the fast path took \(name), which the full reader rejects", sourceLocation: sourceLocation)
        #expect(fast == full, "\(name) reads differently", sourceLocation: sourceLocation)
        return true
    }

    static func examples() throws -> [(name: String, body: [UInt8])] {
        let folder = Wire.packageRoot.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        return try names.sorted().map { ($0, Array(try Wire.example($0).utf8)) }
    }

    /// Every example the full reader reads as an adjust request, the fast path reads alike; it takes the ones in the
    /// usual form. iphone-comment-bar.json (the benchmark's body) has nothing the fast path leaves to the full
    /// reader: ObjC names, printed rects, objects for geometry, no `frameworks`, ASCII without escapes.
    @Test func examplesReadAlike() throws {
        var taken: [String] = []
        for (name, body) in try Self.examples() where Self.expectAlike(body, name) { taken.append(name) }
        #expect(taken.contains("iphone-comment-bar.json"))
        // Printed userInfo values ("0.25", "7", "1"), and UIResponder's name for the notification.
        #expect(taken.contains("ipad-split-view-chat.json"))
        #expect(taken.contains("seed-003-split-view-offset-ipad.json"))
        // The scene keys of overlays and self-avoiding containers, read by both.
        #expect(taken.contains("iphone17pro-tab-bar-overlay.json"))
        #expect(taken.contains("iphone15-sheet.json"))
    }

    /// Members in any order: the window before the screen (its frame defaults to the screen's bounds), a view's
    /// scroll before its frame (the content size defaults to the frame's size, 320 x 400 here), `type` last in a
    /// behavior; arrays for geometry; userInfo by Swift names with 0/1 for the boolean.
    @Test func membersInAnyOrderReadAlike() throws {
        let body = #"""
            {"policy": "reference", "explain": true,
             "behaviors": [{"scrollView": "list", "reveal": "field", "type": "insetScrollView"}],
             "window": {"safeAreaInsets": {"bottom": 34}},
             "views": [{"scroll": {"contentOffset": [0, 10]}, "frame": [0, 0, 320, 400], "id": "list"},
                       {"frame": "{{0, 300}, {320, 44}}", "parent": "list", "id": "field"}],
             "screen": {"scale": 2, "bounds": {"height": 568, "width": 320, "y": 0, "x": 0}},
             "notification": {"userInfo": {"keyboardFrameEndUserInfoKey": [0, 352, 320, 216],
                                           "keyboardIsLocalUserInfoKey": 1},
                              "name": "UIKeyboardWillShowNotification"}}
            """#
        #expect(Self.expectAlike(Array(body.utf8), "the reordered body"))
        let request = try #require(AdjustRequest.readFast(Array(body.utf8), limits: Limits()))
        #expect(request.scene.window.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(request.scene.views[0].scroll?.contentSize == Size(width: 320, height: 400))
        #expect(request.explain)
    }

    /// A chat list's keys (docs/rules.md "Chat lists"): `lift` and `inverted` read alike by both, the alias
    /// `keepBottomAnchored` read as `lift: "always"`; the alias given with `lift`, and an unknown lift, are left to
    /// the full reader, which rejects them.
    @Test func chatListKeysReadAlike() throws {
        let comment = try Wire.example("iphone-comment-bar.json")
        let inset = #"{"type":"insetScrollView", "scrollView":"table", "reveal":"field", "margin":0}"#
        #expect(comment.contains(inset), "the example changed")
        func with(_ keys: String) -> [UInt8] {
            Array(comment.replacingOccurrences(of: inset, with: String(inset.dropLast()) + ", " + keys + "}").utf8)
        }
        for lift in Behavior.InsetScrollView.Lift.allCases {
            let body = with(#""lift": "\#(lift.rawValue)", "inverted": true"#)
            #expect(Self.expectAlike(body, "lift \(lift.rawValue)"))
            let request = try #require(AdjustRequest.readFast(body, limits: Limits()))
            guard case .insetScrollView(let b) = request.scene.behaviors[0] else {
                Issue.record("not an insetScrollView")
                continue
            }
            #expect(b.lift == lift)
            #expect(b.inverted)
        }
        let alias = try #require(AdjustRequest.readFast(with(#""keepBottomAnchored": true"#), limits: Limits()))
        #expect(
            alias.scene.behaviors[0] == .insetScrollView(.init(scrollView: "table", reveal: "field", lift: .always)))
        for body in [with(#""keepBottomAnchored": false, "lift": "never""#), with(#""lift": "sometimes""#)] {
            #expect(AdjustRequest.readFast(body, limits: Limits()) == nil)
            #expect(Self.full(body) == nil)
        }
    }

    /// `frameworks`, which the second reader of the fourth turn left to the full one, is read from the bytes by the
    /// one reader like every other object: the example with a KeyboardAvoidingView on its root view (padding, an
    /// offset of 20) reads from the bytes to the very request its document gives, and holds the props given.
    @Test func frameworksAreReadFromTheBytes() throws {
        let comment = try Wire.example("iphone-comment-bar.json")
        let kav = #"{"view": "root", "behavior": "padding", "keyboardVerticalOffset": 20}"#
        let body = Array(
            comment.replacingOccurrences(
                of: #""options""#, with: #""frameworks": {"reactNative": "# + kav + #"}, "options""#
            ).utf8)
        #expect(Self.expectAlike(body, "frameworks"))
        let request = try #require(AdjustRequest.readFast(body, limits: Limits()))
        #expect(request.scene.frameworks.reactNative?.view == "root")
        #expect(request.scene.frameworks.reactNative?.keyboardVerticalOffset == 20)
    }

    /// What the fast path leaves to the full reader, valid or not: it gives up, and the full reader decides.
    @Test func unusualBodiesAreLeftToTheFullReader() throws {
        let comment = try Wire.example("iphone-comment-bar.json")
        let cases: [(String, String, Bool)] = [
            // (what, body, whether the full reader reads it)
            ("an escape in an id", comment.replacingOccurrences(of: #""id":"bar""#, with: #""id":"b\u0061r""#), true),
            ("a negative width", comment.replacingOccurrences(of: #""width":361"#, with: #""width":-361"#), false),
            (
                "a key given twice", comment.replacingOccurrences(of: #""scale": 3"#, with: #""scale": 3, "scale": 3"#),
                false
            ),
            ("an unknown key", comment.replacingOccurrences(of: #""scale": 3"#, with: #""scales": 3"#), false),
            ("trailing data", comment + "}", false),
            ("a view id twice", comment.replacingOccurrences(of: #""id":"bar""#, with: #""id":"field""#), false),
        ]
        for (what, body, fullReads) in cases {
            #expect(body != comment, "\(what): the example changed")
            #expect(AdjustRequest.readFast(Array(body.utf8), limits: Limits()) == nil, "\(what)")
            #expect((Self.full(Array(body.utf8)) != nil) == fullReads, "\(what)")
        }
    }

    /// Fuzzed bodies (a fixed seed): each example cut, with bytes replaced by JSON's own characters, with members
    /// swapped for others'. Every body the fast path takes, the full reader reads alike.
    @Test func fuzzedBodiesReadAlike() throws {
        var generator = SplitMix64(seed: 0xFA57_0043)
        let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn"#.utf8)
        let bodies = try Self.examples().map(\.body).filter { Self.full($0) != nil }
        var taken = 0
        for round in 0..<3_000 {
            var body = bodies[round % bodies.count]
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                guard !body.isEmpty else { break }
                let at = Int(generator.next() % UInt64(body.count))
                switch generator.next() % 4 {
                case 0: body[at] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: body.removeSubrange(at..<min(body.count, at + 1 + Int(generator.next() % 8)))
                case 2: body.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: at)
                default:
                    // A digit for another digit: valid JSON, other values (a negative width, an id, a bound).
                    if body[at] >= 0x30, body[at] <= 0x39 { body[at] = 0x30 + UInt8(generator.next() % 10) }
                }
            }
            if Self.expectAlike(body, "fuzzed body \(round)") { taken += 1 }
        }
        // Many mutations keep the body valid (a digit for a digit, a space): the fast path must take some.
        #expect(taken > 100)
    }
}
