import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Chat lists (docs/rules.md "Chat lists"): `lift` (always, whenAtEnd, persistent, never) and `inverted`, worked by
/// hand on two layouts, through simulate, in process and live. The band is the list's frame height less its adjusted
/// top and bottom insets; a lift moves the offset by the band's change d (the band before less the band now), -d on
/// an inverted list; the range is [-adjusted.top, max(-adjusted.top, contentHeight + adjusted.bottom - height)].
///
/// - iPhone 17 Pro (the device table: 402 x 874, safe area top 62, bottom 34, a 335 pt keyboard at y 874 - 335 =
///   539): a list filling the window, 2000 pt of messages, insetAdjustment automatic (adds 62 at the top, 34 at
///   the bottom). At rest: band 874 - 62 - 34 = 778, range [-62, 2000 + 34 - 874 = 1160]. Shown: overlap 335,
///   contentInset.bottom = 0 + max(0, 335 - 34) = 301, adjusted bottom 335, band 874 - 62 - 335 = 477, so d = 778 -
///   477 = 301 on show and -301 on hide; range [-62, 2000 + 335 - 874 = 1461].
/// - Inverted on the iPhone 17 Pro: the list is flipped, so UIKit gives it the window's bottom band (34) as its top
///   safe area and the top band (62) as its bottom. At rest: adjusted top 34, bottom 62, band 778, range [-34,
///   2000 + 62 - 874 = 1188]; its end (the newest message) is the lower bound, -34. Shown: contentInset.top = 0 +
///   max(0, 335 - 34) = 301, adjusted top 335, band 874 - 335 - 62 = 477, d = 301; range [-335, 1188].
/// - A bare 390 x 800 layout (no safe area), a 300 pt keyboard at y 500, the list filling the window, 2000 pt of
///   messages: at rest band 800, range [0, 1200]; shown inset 300, band 500, d = 300, range [0, 1500]. Inverted:
///   range [0, 1200] at rest, end 0; shown inset.top 300, range [-300, 1200].
@Suite struct ChatListLiftTests {
    struct Layout {
        var width: Double
        var height: Double
        var safeTop: Double
        var safeBottom: Double
        var keyboard: Double

        static let iPhone17Pro = Layout(width: 402, height: 874, safeTop: 62, safeBottom: 34, keyboard: 335)
        static let bare = Layout(width: 390, height: 800, safeTop: 0, safeBottom: 0, keyboard: 300)

        var shown: String { "{{0, \(height - keyboard)}, {\(width), \(keyboard)}}" }
        var below: String { "{{0, \(height)}, {\(width), \(keyboard)}}" }

        /// A keyboard `keyboard` pt high, on the screen.
        func frame(_ keyboard: Double) -> String { "{{0, \(height - keyboard)}, {\(width), \(keyboard)}}" }

        func notification(_ name: String, begin: String, end: String) -> String {
            """
            {"name": "UIKeyboard\(name)Notification", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": "\(begin)",
              "UIKeyboardFrameEndUserInfoKey": "\(end)", "UIKeyboardAnimationDurationUserInfoKey": 0.25,
              "UIKeyboardAnimationCurveUserInfoKey": 7}}
            """
        }

        var show: String { notification("WillShow", begin: below, end: shown) }
        var hide: String { notification("WillHide", begin: shown, end: below) }

        /// A simulate request: the list at `offset`, its behavior with `lift` (none when nil) and `inverted`.
        func request(lift: String?, inverted: Bool = false, offset: Double, events: [String]) -> String {
            let liftKey = lift.map { #", "lift": "\#($0)""# } ?? ""
            return """
                {"screen": {"bounds": [0, 0, \(width), \(height)], "scale": 3},
                 "window": {"frame": [0, 0, \(width), \(height)], "safeAreaInsets": {"top": \(safeTop), "bottom": \(safeBottom)}},
                 "views": [{"id": "list", "frame": [0, 0, \(width), \(height)],
                            "scroll": {"contentSize": {"width": \(width), "height": 2000},
                                       "contentOffset": {"x": 0, "y": \(offset)}}}],
                 "behaviors": [{"type": "insetScrollView", "scrollView": "list"\(liftKey), "inverted": \(inverted)}],
                 "events": [\(events.joined(separator: ","))]}
                """
        }
    }

    /// One run: the layout, the behavior, the offset before, the events, and the offsets expected after each.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var layout: Layout
        var lift: String?
        var inverted = false
        var offset: Double
        var events: [String]
        var expected: [Double]
        var description: String { name }
    }

    static let pro = Layout.iPhone17Pro
    static let bare = Layout.bare

    static let cases: [Case] = [
        // always, at the end (1160): 1160 + 301 = 1461, the new end; hide: 1461 - 301 = 1160.
        Case(
            name: "17 Pro always at the end", layout: pro, lift: "always", offset: 1160, events: [pro.show, pro.hide],
            expected: [1461, 1160]),
        // always, mid-list (500): 500 + 301 = 801; hide: 801 - 301 = 500.
        Case(
            name: "17 Pro always mid-list", layout: pro, lift: "always", offset: 500, events: [pro.show, pro.hide],
            expected: [801, 500]),
        // whenAtEnd, 20 pt from the end (1160 - 1140 = 20 <= 20): lifts, 1140 + 301 = 1441; hide: the band before
        // is the shown one, its end 1461, 1461 - 1441 = 20 <= 20: 1441 - 301 = 1140.
        Case(
            name: "17 Pro whenAtEnd 20 pt from the end", layout: pro, lift: "whenAtEnd", offset: 1140,
            events: [pro.show, pro.hide], expected: [1441, 1140]),
        // whenAtEnd, 21 pt from the end (1160 - 1139 = 21 > 20): stays at 1139; hide: 1461 - 1139 = 322 > 20, no
        // lift, 1139 inside [-62, 1160]: 1139.
        Case(
            name: "17 Pro whenAtEnd 21 pt from the end", layout: pro, lift: "whenAtEnd", offset: 1139,
            events: [pro.show, pro.hide], expected: [1139, 1139]),
        // whenAtEnd at the end, then the user scrolls up to 900 with the keyboard up: the hide finds the list 1461 -
        // 900 = 561 pt from its end, so the offset stays 900 (inside [-62, 1160]).
        Case(
            name: "17 Pro whenAtEnd after a user's scroll", layout: pro, lift: "whenAtEnd", offset: 1160,
            events: [pro.show, #"{"userScroll": {"view": "list", "y": 900}}"#, pro.hide], expected: [1461, 900, 900]),
        // The same with always: the hide moves it back by 301 all the same, 900 - 301 = 599.
        Case(
            name: "17 Pro always after a user's scroll", layout: pro, lift: "always", offset: 1160,
            events: [pro.show, #"{"userScroll": {"view": "list", "y": 900}}"#, pro.hide], expected: [1461, 900, 599]),
        // persistent, mid-list: lifts on show, 500 + 301 = 801; the hide grows the band (d = -301): no move back,
        // 801 clamped to [-62, 1160]: 801.
        Case(
            name: "17 Pro persistent mid-list", layout: pro, lift: "persistent", offset: 500,
            events: [pro.show, pro.hide], expected: [801, 801]),
        // persistent at the end: 1461; hide: 1461 clamped to [-62, 1160]: 1160.
        Case(
            name: "17 Pro persistent at the end", layout: pro, lift: "persistent", offset: 1160,
            events: [pro.show, pro.hide], expected: [1461, 1160]),
        // persistent, the keyboard shrinks from 335 to 300 with the list at 801 (willChangeFrame): overlap 300,
        // inset 266, adjusted bottom 300, band 874 - 62 - 300 = 512, d = 477 - 512 = -35: no move back, 801 inside
        // [-62, 2000 + 300 - 874 = 1426]: 801. always moves back: 801 - 35 = 766.
        Case(
            name: "17 Pro persistent keyboard shrinks", layout: pro, lift: "persistent", offset: 500,
            events: [pro.show, pro.notification("WillChangeFrame", begin: pro.shown, end: pro.frame(300))],
            expected: [801, 801]),
        Case(
            name: "17 Pro always keyboard shrinks", layout: pro, lift: "always", offset: 500,
            events: [pro.show, pro.notification("WillChangeFrame", begin: pro.shown, end: pro.frame(300))],
            expected: [801, 766]),
        // never: the offset stays, 1160 (the newest message under the keyboard); hide: 1160, in range.
        Case(
            name: "17 Pro never", layout: pro, lift: "never", offset: 1160, events: [pro.show, pro.hide],
            expected: [1160, 1160]),
        // No lift at all answers as never.
        Case(
            name: "17 Pro no lift", layout: pro, lift: nil, offset: 1160, events: [pro.show, pro.hide],
            expected: [1160, 1160]),

        // Inverted, always, at its end (-34): -34 - 301 = -335, the new lower bound; hide: -335 + 301 = -34.
        Case(
            name: "17 Pro inverted always", layout: pro, lift: "always", inverted: true, offset: -34,
            events: [pro.show, pro.hide], expected: [-335, -34]),
        // Inverted, whenAtEnd, 534 pt from its end (500 - -34): stays 500; hide: 500 - -335 = 835 > 20: 500.
        Case(
            name: "17 Pro inverted whenAtEnd away from the end", layout: pro, lift: "whenAtEnd", inverted: true,
            offset: 500, events: [pro.show, pro.hide], expected: [500, 500]),
        // Inverted, whenAtEnd at its end: -335; hide: 0 pt from the end (-335 - -335): -34.
        Case(
            name: "17 Pro inverted whenAtEnd at the end", layout: pro, lift: "whenAtEnd", inverted: true,
            offset: -34, events: [pro.show, pro.hide], expected: [-335, -34]),
        // Inverted, persistent, mid-list: 500 - 301 = 199; hide: no move back, 199 inside [-34, 1188]: 199.
        Case(
            name: "17 Pro inverted persistent", layout: pro, lift: "persistent", inverted: true, offset: 500,
            events: [pro.show, pro.hide], expected: [199, 199]),
        // Inverted, never: -34 stays; hide: -34.
        Case(
            name: "17 Pro inverted never", layout: pro, lift: "never", inverted: true, offset: -34,
            events: [pro.show, pro.hide], expected: [-34, -34]),

        // Bare 390 x 800: always at the end, 1200 + 300 = 1500; hide 1200.
        Case(
            name: "bare always", layout: bare, lift: "always", offset: 1200, events: [bare.show, bare.hide],
            expected: [1500, 1200]),
        // whenAtEnd 20 pt from the end (1200 - 1180): 1480; hide: 1500 - 1480 = 20: 1180.
        Case(
            name: "bare whenAtEnd at 20 pt", layout: bare, lift: "whenAtEnd", offset: 1180,
            events: [bare.show, bare.hide], expected: [1480, 1180]),
        // whenAtEnd 21 pt from the end: 1179 stays; hide 1179.
        Case(
            name: "bare whenAtEnd at 21 pt", layout: bare, lift: "whenAtEnd", offset: 1179,
            events: [bare.show, bare.hide], expected: [1179, 1179]),
        // persistent mid-list: 400 + 300 = 700; hide: 700 inside [0, 1200]: 700.
        Case(
            name: "bare persistent", layout: bare, lift: "persistent", offset: 400, events: [bare.show, bare.hide],
            expected: [700, 700]),
        // never: 1200; hide 1200.
        Case(
            name: "bare never", layout: bare, lift: "never", offset: 1200, events: [bare.show, bare.hide],
            expected: [1200, 1200]),
        // Inverted always at its end (0): 0 - 300 = -300; hide: 0.
        Case(
            name: "bare inverted always", layout: bare, lift: "always", inverted: true, offset: 0,
            events: [bare.show, bare.hide], expected: [-300, 0]),
        // Inverted whenAtEnd 20 pt from its end: 20 - 300 = -280; 21 pt: stays 21.
        Case(
            name: "bare inverted whenAtEnd at 20 pt", layout: bare, lift: "whenAtEnd", inverted: true, offset: 20,
            events: [bare.show, bare.hide], expected: [-280, 20]),
        Case(
            name: "bare inverted whenAtEnd at 21 pt", layout: bare, lift: "whenAtEnd", inverted: true, offset: 21,
            events: [bare.show, bare.hide], expected: [21, 21]),
        // Inverted persistent at its end: -300; hide: no move back, -300 clamped to [0, 1200]: 0.
        Case(
            name: "bare inverted persistent", layout: bare, lift: "persistent", inverted: true, offset: 0,
            events: [bare.show, bare.hide], expected: [-300, 0]),
        // Inverted never: 0, 0.
        Case(
            name: "bare inverted never", layout: bare, lift: "never", inverted: true, offset: 0,
            events: [bare.show, bare.hide], expected: [0, 0]),
    ]

    /// Each case's offsets after each event.
    @Test(arguments: transports) func liftsWorkedByHand(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            for c in Self.cases {
                let answer = try client.post(
                    "/v1/keyboard/simulate",
                    body: c.layout.request(lift: c.lift, inverted: c.inverted, offset: c.offset, events: c.events))
                #expect(answer.status == 200, "\(c.name): \(answer.text)")
                let json = try answer.json()
                let offsets = c.expected.indices.map { json.number("steps", $0, "views", "list", "contentOffset", "y") }
                #expect(offsets == c.expected, "\(c.name)")
            }
        }
    }

    /// The insets of a shown keyboard: upright, the keyboard's goes to the bottom (301 on the iPhone 17 Pro, adjusted
    /// 301 + 34 = 335, top 62); inverted, to the top (301, adjusted 301 + 34 = 335), and the bottom has the flipped top
    /// band, 62. On the bare layout: 300 at the bottom, or at the top inverted, nothing added.
    @Test(arguments: transports) func theInsetGoesToTheVisualBottom(_ transport: KeyboardLayoutClient.Transport) throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            func insets(_ layout: Layout, inverted: Bool) throws -> [Double?] {
                let json = try client.post(
                    "/v1/keyboard/simulate",
                    body: layout.request(lift: "always", inverted: inverted, offset: 0, events: [layout.show])
                ).json()
                let v = json.at("steps", 0, "views", "list")
                return [
                    v?.at("contentInset", "top")?.doubleValue, v?.at("contentInset", "bottom")?.doubleValue,
                    v?.at("adjustedContentInset", "top")?.doubleValue,
                    v?.at("adjustedContentInset", "bottom")?.doubleValue,
                ]
            }
            let upright = try insets(Self.pro, inverted: false)
            let flipped = try insets(Self.pro, inverted: true)
            let bareUpright = try insets(Self.bare, inverted: false)
            let bareFlipped = try insets(Self.bare, inverted: true)
            #expect(upright == [0, 301, 62, 335])
            #expect(flipped == [301, 0, 335, 62])
            #expect(bareUpright == [0, 300, 0, 300])
            #expect(bareFlipped == [300, 0, 300, 0])
        }
    }

    /// The composer grows: `extraContentPadding` 40 with the keyboard up on the iPhone 17 Pro, the list at its end
    /// (1461). contentInset.bottom = 301 + 40 = 341, adjusted 375, band 874 - 62 - 375 = 437, d = 477 - 437 = 40:
    /// always lifts to 1461 + 40 = 1501, the new end (2000 + 375 - 874); back to 0: d = -40, 1461. persistent: 1501,
    /// then no move back, 1501 clamped to [-62, 1461]: 1461. never, from 1160: the inset grows (341), the offset stays
    /// 1160 throughout. The padding's step is laid out at once (animated false).
    /// Inverted on the bare layout at its end (-300 with the keyboard up): padding 50, contentInset.top 350, d = 50,
    /// -300 - 50 = -350, the new lower bound.
    @Test(arguments: transports) func theComposerGrows(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let pro = Self.pro
            let grow = [pro.show, #"{"extraContentPadding": 40}"#, #"{"extraContentPadding": 0}"#]
            func run(_ layout: Layout, _ lift: String, inverted: Bool = false, offset: Double, _ events: [String])
                throws -> JSONValue
            {
                try client.post(
                    "/v1/keyboard/simulate",
                    body: layout.request(lift: lift, inverted: inverted, offset: offset, events: events)
                ).json()
            }
            func offsets(_ json: JSONValue, _ n: Int) -> [Double?] {
                (0..<n).map { json.number("steps", $0, "views", "list", "contentOffset", "y") }
            }
            let always = try run(pro, "always", offset: 1160, grow)
            #expect(offsets(always, 3) == [1461, 1501, 1461])
            #expect(always.number("steps", 1, "views", "list", "contentInset", "bottom") == 341)
            #expect(always.at("steps", 1, "animation", "animated")?.boolValue == false)
            let persistent = try run(pro, "persistent", offset: 1160, grow)
            #expect(offsets(persistent, 3) == [1461, 1501, 1461])
            let never = try run(pro, "never", offset: 1160, grow)
            #expect(offsets(never, 3) == [1160, 1160, 1160])
            #expect(never.number("steps", 1, "views", "list", "contentInset", "bottom") == 341)
            let inverted = try run(
                Self.bare, "always", inverted: true, offset: 0, [Self.bare.show, #"{"extraContentPadding": 50}"#])
            #expect(offsets(inverted, 2) == [-300, -350])
            #expect(inverted.number("steps", 1, "views", "list", "contentInset", "top") == 350)
        }
    }

    /// adjust, one notification with no step before: the band before is the begin frame's layout. A willHide on the
    /// iPhone 17 Pro from the shown keyboard, the list at 1461: the begin frame's layout has the shown band (477, its
    /// end 1461), so whenAtEnd finds it 0 pt from the end and moves it by 477 - 778 = -301: 1160. At 1139 (322 pt from
    /// that end) it does not lift, and the hide clamps 1139 to [-62, 1160]: 1139.
    @Test(arguments: transports) func adjustReadsTheBandBeforeFromTheBeginFrame(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func hide(at offset: Double) throws -> Double? {
                let pro = Self.pro
                var body = pro.request(lift: "whenAtEnd", offset: offset, events: [])
                body = body.replacingOccurrences(of: #""events": []"#, with: "\"notification\": \(pro.hide)")
                return try client.post("/v1/keyboard/adjust", body: body).json()
                    .number("views", "list", "contentOffset", "y")
            }
            let atEnd = try hide(at: 1461)
            let away = try hide(at: 1139)
            #expect(atEnd == 1160)
            #expect(away == 1139)
        }
    }

    /// Examples/iphone17pro-chat-when-at-end.json, the playground's chat preset (Examples/README.md works it too):
    /// whenAtEnd at the end (1160). Show: inset 301, band 477, 0 pt from the end: 1160 + 301 = 1461. The composer
    /// grows 40 pt at 1 s: inset 341, adjusted bottom 375, band 437, d = 40, the list 0 pt from the shown end (1461):
    /// 1501, not animated. The user scrolls to 900 at 2 s. The hide at 3 s: inset 0 + 40 = 40, adjusted 74, band 874
    /// - 62 - 74 = 738, d = -301; the end before was 2000 + 375 - 874 = 1501, 601 pt away: no lift, 900 inside [-62,
    /// 2000 + 74 - 874 = 1200]: 900.
    @Test(arguments: transports) func theChatExample(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let json = try client.post(
                "/v1/keyboard/simulate", body: try repositoryFile("Examples/iphone17pro-chat-when-at-end.json")
            ).json()
            let offsets = (0..<4).map { json.number("steps", $0, "views", "messages", "contentOffset", "y") }
            let insets = (0..<4).map { json.number("steps", $0, "views", "messages", "contentInset", "bottom") }
            let events = (0..<4).map { json.string("steps", $0, "event") }
            let times = (0..<4).map { json.number("steps", $0, "time") }
            #expect(offsets == [1461, 1501, 900, 900])
            #expect(insets == [301, 341, 341, 40])
            #expect(events == ["willShow", "extraContentPadding", "userScroll", "willHide"])
            #expect(times == [0, 1, 2, 3])
            #expect(json.at("steps", 1, "animation", "animated")?.boolValue == false)
            #expect(json.at("steps", 2, "animation", "animated")?.boolValue == false)
        }
    }
}
