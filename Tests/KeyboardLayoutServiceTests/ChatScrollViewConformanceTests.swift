import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// react-native-keyboard-controller's own iOS tests of its KeyboardChatScrollView at 1.22.4 (af130ca4), posted as
/// our simulate requests with the policy `react-native-keyboard-controller` and the component
/// `KeyboardChatScrollView`, in process and live. Each case names the library's file (under
/// src/components/KeyboardChatScrollView/) and test (`describe` / `it`), and its expected values are the library's
/// own, the derivation by hand in the comment beside it (index.ios.ts's onStart, helpers.ts, useExtraContentPadding's
/// reaction).
///
/// The library's fixture (useChatKeyboard/__fixtures__/testUtils.ts L18-22) is a 390 x 800 list with content 2000
/// high, offset 0, a 300 pt keyboard: here the bare 390 x 800 screen, the list filling it
/// (contentInsetAdjustmentBehavior `never`, React Native's default), `onStart(h)` a willShow whose end frame is h high (0: a willHide),
/// `mockOffset.value = y` between two handlers the user scrolling there (`userScroll`), and a change of the
/// `extraContentPadding` shared value an `extraContentPadding` event. The library's `padding` is the keyboard's part
/// of the inset: the list's contentInset (bottom, top when inverted) is min(800, max(blankSpace, padding + extra)).
///
/// Cases that cannot be expressed, and why:
/// - index.ios.spec.ts "non-inverted + always / should not set contentOffsetY after an interactive keyboard
///   dismiss": it calls `onInteractive`, the interactive dismissal (`keyboardDismissMode = .interactive`); simulate
///   has no event for a drag of the keyboard (the design lists it only as a candidate stream).
/// - index.ios.spec.ts "should not call scrollTo on iOS" and offset.ios.spec.ts "should not call scrollTo on iOS":
///   they assert which native call moves the offset (none by `scrollTo`), not where it ends; an answer carries the
///   offset, not the call that set it. The offsets those steps end at are the cases above them.
/// - index.ios.spec.ts "freeze / should not change padding on keyboard open", "should not change contentOffsetY on
///   keyboard open", "should not change padding in onEnd", and useExtraContentPadding edge-cases.spec.ts "should not
///   scrollTo when freeze is true": `freeze`, a prop the app toggles while a sheet is open, is not among the
///   design's props of the component (keyboardLiftBehavior, inverted, offset, blankSpace, extraContentPadding).
/// - useExtraContentPadding contentOffsetY.spec.ts: its cases assert both the offset (ported below) and whether
///   `scrollTo` was called or `contentOffsetY` written (the new or the old architecture): the second half cannot be
///   expressed, for the reason above; the offset each ends at is the same either way (index.ts L63-86).
/// - index.ios.spec.ts "onEnd: should finalize padding" and offset.ios.spec.ts "should finalize padding with
///   effective height in onEnd" call `onEnd` without `onStart`; on iOS onEnd only follows an onStart (the library's
///   own timer, KeyboardMovementObserver+Listeners.swift L98-116), so they are posted as a willShow then a willHide,
///   whose steps report the padding onEnd finalizes.
@Suite struct ChatScrollViewConformanceTests {
    /// One event of a case.
    enum Step: Sendable {
        /// `onStart({height})`: a willShow of that height, or a willHide for 0.
        case keyboard(Double)
        /// `mockOffset.value = y`: the user scrolls the list there.
        case scroll(Double)
        /// The `extraContentPadding` shared value changes to this.
        case extra(Double)
    }

    /// One of the library's test cases.
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var name: String
        var lift = "always"
        var inverted = false
        var offset = 0.0
        var blankSpace = 0.0
        /// The extraContentPadding the list mounts with.
        var extra = 0.0
        var content = 2000.0
        var scroll = 0.0
        var steps: [Step]
        /// contentOffset.y after the last step.
        var offsetY: Double
        /// The list's inset at its visual bottom after the last step, where the case checks `padding`.
        var inset: Double? = nil
        /// The same after the step before the last (the onEnd cases' first value).
        var insetBefore: Double? = nil

        var testDescription: String { "\(file): \(name)" }
    }

    /// The simulate body for a case.
    static func body(_ c: Case) -> String {
        var events: [String] = []
        var keyboard = 0.0
        for (i, step) in c.steps.enumerated() {
            let at = Double(i)
            switch step {
            case .keyboard(let h) where h > 0:
                let begin = keyboard > 0 ? "[0, \(800 - keyboard), 390, \(keyboard)]" : "[0, 800, 390, \(h)]"
                events.append(
                    #"{"notification": {"name": "willShow", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": \#(begin), "UIKeyboardFrameEndUserInfoKey": [0, \#(800 - h), 390, \#(h)], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}}, "at": \#(at)}"#
                )
                keyboard = h
            case .keyboard:
                events.append(
                    #"{"notification": {"name": "willHide", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, \#(800 - keyboard), 390, \#(keyboard)], "UIKeyboardFrameEndUserInfoKey": [0, 800, 390, \#(keyboard)], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}}, "at": \#(at)}"#
                )
                keyboard = 0
            case .scroll(let y):
                events.append(#"{"userScroll": {"view": "list", "y": \#(y)}, "at": \#(at)}"#)
            case .extra(let n):
                events.append(#"{"extraContentPadding": \#(n), "at": \#(at)}"#)
            }
        }
        return """
            {"policy": "react-native-keyboard-controller",
             "frameworks": {"reactNativeKeyboardController": {"component": "KeyboardChatScrollView",
                "keyboardLiftBehavior": "\(c.lift)", "inverted": \(c.inverted), "offset": \(c.offset),
                "blankSpace": \(c.blankSpace), "extraContentPadding": \(c.extra)}},
             "screen": {"bounds": [0, 0, 390, 800]},
             "window": {"frame": [0, 0, 390, 800]},
             "views": [{"id": "list", "frame": [0, 0, 390, 800],
                        "scroll": {"contentSize": {"width": 390, "height": \(c.content)},
                                   "contentOffset": {"x": 0, "y": \(c.scroll)}, "insetAdjustment": "never"}}],
             "behaviors": [{"type": "insetScrollView", "scrollView": "list"}],
             "events": [\(events.joined(separator: ",\n"))]}
            """
    }

    /// Posts the case and compares the last step (and the one before, for the onEnd cases) with the library's values.
    static func check(_ c: Case, _ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try client.post("/v1/keyboard/simulate", body: body(c))
            #expect(answer.status == 200, "\(answer.text)")
            let a = try answer.json()
            let last = c.steps.count - 1
            let edge = c.inverted ? "top" : "bottom"
            #expect(a.number("steps", last, "views", "list", "contentOffset", "y") == c.offsetY, "\(c.name)")
            if let inset = c.inset {
                #expect(a.number("steps", last, "views", "list", "contentInset", edge) == inset, "\(c.name)")
            }
            if let inset = c.insetBefore {
                #expect(a.number("steps", last - 1, "views", "list", "contentInset", edge) == inset, "\(c.name)")
            }
        }
    }

    // MARK: useChatKeyboard, keyboard events only

    static let keyboardOnly: [Case] = [
        // index.ios.spec.ts L42-53: at 100, relative 100, min(max(300 + 100, 0), 2000 - 800 + 300) = 400.
        Case(
            file: "index.ios.spec.ts",
            name: "non-inverted + always / should set padding and contentOffsetY on keyboard open",
            scroll: 100, steps: [.keyboard(300)], offsetY: 400, inset: 300),
        // L55-68: the list is at 400 after the open; close: relative 400 - 300 = 100, min(max(0 + 100, 0), 1200) = 100.
        Case(
            file: "index.ios.spec.ts", name: "non-inverted + always / should restore contentOffsetY on keyboard close",
            scroll: 100, steps: [.keyboard(300), .keyboard(0)], offsetY: 100, inset: 0),
        // L95-108: 400 after 300; 350: relative 400 - 300 = 100, 350 + 100 = 450 (max 2000 - 800 + 350 = 1550).
        Case(
            file: "index.ios.spec.ts", name: "non-inverted + always / should handle keyboard resize (emoji toggle)",
            scroll: 100, steps: [.keyboard(300), .keyboard(350)], offsetY: 450, inset: 350),
        // L110-121: content 500: max(500 - 800 + 300, 0) = 0: min(300, 0) = 0.
        Case(
            file: "index.ios.spec.ts",
            name: "non-inverted + always / should clamp contentOffsetY when content is short",
            content: 500, steps: [.keyboard(300)], offsetY: 0),
        // L134-143: inverted at 0: max(min(0 - 300, 1200), -300) = -300.
        Case(
            file: "index.ios.spec.ts", name: "inverted + always / should set inverted contentOffsetY on keyboard open",
            inverted: true, steps: [.keyboard(300)], offsetY: -300),
        // L145-156: at -300 after the open; relative -300 + 300 = 0: max(min(0 - 0, 1200), -0) = 0.
        Case(
            file: "index.ios.spec.ts", name: "inverted + always / should restore contentOffsetY on keyboard close",
            inverted: true, steps: [.keyboard(300), .keyboard(0)], offsetY: 0),
        // L171-182: -300; 350: relative 0, max(min(-350, 1200), -350) = -350.
        Case(
            file: "index.ios.spec.ts", name: "inverted + always / should handle keyboard resize (inverted)",
            inverted: true, steps: [.keyboard(300), .keyboard(350)], offsetY: -350),
        // L205-218: never: not shifting, the offset written is the scroll, 100.
        Case(
            file: "index.ios.spec.ts",
            name: "behaviors / never: should set padding but preserve current scroll position",
            lift: "never", scroll: 100, steps: [.keyboard(300)], offsetY: 100, inset: 300),
        // L275-285: 1180 + 800 >= 2000 - 20: at the end: 300 + 1180 = 1480 (max 1500).
        Case(
            file: "index.ios.spec.ts", name: "behaviors / whenAtEnd: should shift when at the end",
            lift: "whenAtEnd", scroll: 1180, steps: [.keyboard(300)], offsetY: 1480),
        // L287-299: 100 + 800 < 1980: not at the end: 100 stays.
        Case(
            file: "index.ios.spec.ts",
            name: "behaviors / whenAtEnd: should preserve scroll position when far from the end",
            lift: "whenAtEnd", scroll: 100, steps: [.keyboard(300)], offsetY: 100),
        // L301-311: inverted at 0 <= 20: at the end: -300.
        Case(
            file: "index.ios.spec.ts",
            name: "behaviors / whenAtEnd + inverted: should shift when at latest messages (offset near 0)",
            lift: "whenAtEnd", inverted: true, steps: [.keyboard(300)], offsetY: -300),
        // L313-325: inverted at 500 > 20: 500 stays.
        Case(
            file: "index.ios.spec.ts",
            name: "behaviors / whenAtEnd + inverted: should preserve scroll position when scrolled to older messages",
            lift: "whenAtEnd", inverted: true, scroll: 500, steps: [.keyboard(300)], offsetY: 500),
        // L327-338 (posted as a willShow then a willHide, see above): padding 300, then 0; the offset 300, then 0.
        Case(
            file: "index.ios.spec.ts", name: "behaviors / onEnd: should finalize padding",
            steps: [.keyboard(300), .keyboard(0)], offsetY: 0, inset: 0, insetBefore: 300),
        // index.ios.ecp.spec.ts L75-95: extra 50, at -300: relative -300, max(min(-600, 1200), -(300 + 50)) = -350; the
        // second onStart at -350: relative -350 + 300 = -50, max(min(-350, 1200), -350) = -350.
        Case(
            file: "index.ios.ecp.spec.ts",
            name: "spurious onStart / should not clamp contentOffsetY for inverted list with extraContentPadding",
            inverted: true, extra: 50, scroll: -300, steps: [.keyboard(300), .keyboard(300)], offsetY: -350),
        // L99-118: extra 50 at 1550: min(300 + 1550, 2000 - 800 + 350) = 1550; 250 < 300: persistent clamp, total
        // max(0, 250 + 50) = 300: max(0, min(1550, 2000 - 800 + 300)) = 1500.
        Case(
            file: "index.ios.ecp.spec.ts",
            name:
                "persistent: snap to end when keyboard shrinks / should include extraContentPadding in the snap-to-end position",
            lift: "persistent", extra: 50, scroll: 1550, steps: [.keyboard(300), .keyboard(250)], offsetY: 1500,
            inset: 300),
        // offset.ios.spec.ts L186-198 and L200-215: effective 300 / 300 * (300 - 50) = 250: padding 250,
        // min(max(250 + 100, 0), 2000 - 800 + 250) = 350.
        Case(
            file: "offset.ios.spec.ts",
            name:
                "non-inverted + offset / should set padding to effective height; should compute contentOffsetY with effective height",
            offset: 50, scroll: 100, steps: [.keyboard(300)], offsetY: 350, inset: 250),
        // L217-237: at 350 after the open; relative 350 - 250 = 100; effective 0: min(max(100, 0), 1200) = 100.
        Case(
            file: "offset.ios.spec.ts", name: "non-inverted + offset / should restore contentOffsetY on keyboard close",
            offset: 50, scroll: 100, steps: [.keyboard(300), .keyboard(0)], offsetY: 100, inset: 0),
        // L252-265: padding 250, then 0 (a willShow then a willHide).
        Case(
            file: "offset.ios.spec.ts",
            name: "non-inverted + offset / should finalize padding with effective height in onEnd",
            offset: 50, steps: [.keyboard(300), .keyboard(0)], offsetY: 0, inset: 0, insetBefore: 250),
        // L269-282: inverted, effective 250: max(min(0 - 250, 1200), -250) = -250.
        Case(
            file: "offset.ios.spec.ts",
            name: "inverted + offset / should set inverted contentOffsetY with effective height",
            inverted: true, offset: 50, steps: [.keyboard(300)], offsetY: -250, inset: 250),
        // blankSpace.ios.spec.ts L42-54: blankSpace 0 as the default: 300, 400.
        Case(
            file: "blankSpace.ios.spec.ts",
            name: "non-inverted + always / blankSpace=0 produces identical behavior to default",
            scroll: 100, steps: [.keyboard(300)], offsetY: 400, inset: 300),
        // L56-71: content 300, blank 500: past the end 0 + 800 - 300 = 500, fraction 1, absorbed 500, scroll effective
        // 0: the scroll, 0, stays; the inset min(800, max(500, 300)) = 500.
        Case(
            file: "blankSpace.ios.spec.ts",
            name:
                "non-inverted + always / full absorption: preserves current scroll position when blankSpace > keyboard",
            blankSpace: 500, content: 300, steps: [.keyboard(300)], offsetY: 0, inset: 500),
        // L73-93: content 700, blank 100: fraction 100 / 100, absorbed 100, scroll effective 200, total 300:
        // min(max(200 + 0, 0), max(700 - 800 + 300, 0)) = 200.
        Case(
            file: "blankSpace.ios.spec.ts",
            name: "non-inverted + always / partial absorption: reduced content offset displacement",
            blankSpace: 100, content: 700, steps: [.keyboard(300)], offsetY: 200, inset: 300),
        // L97-112: inverted at -500, blank 500: fraction 1, absorbed 500: -500 stays.
        Case(
            file: "blankSpace.ios.spec.ts",
            name: "inverted + always / full absorption: preserves current scroll position (inverted)",
            inverted: true, blankSpace: 500, scroll: -500, steps: [.keyboard(300)], offsetY: -500, inset: 500),
        // L114-132: inverted at -100, blank 100: scroll effective 200: max(min(-100 - 200, 1200), -300) = -300.
        Case(
            file: "blankSpace.ios.spec.ts",
            name: "inverted + always / partial absorption: reduced content offset displacement (inverted)",
            inverted: true, blankSpace: 100, scroll: -100, steps: [.keyboard(300)], offsetY: -300, inset: 300),
        // L136-162: content 1500 at 1000, blank 500: past the end 300, visible 300 absorbs 300: 1000 stays; close:
        // persistent clamp, total max(500, 0) = 500: max(0, min(1000, 1500 - 800 + 500)) = 1000; the inset 500.
        Case(
            file: "blankSpace.ios.spec.ts",
            name: "persistent behavior / partial visibility: full absorption when visiblePadding >= keyboard",
            lift: "persistent", blankSpace: 500, content: 1500, scroll: 1000, steps: [.keyboard(300), .keyboard(0)],
            offsetY: 1000, inset: 500),
        // L194-212: the same open with whenAtEnd (1000 + 800 >= 1480: at the end): 1000 stays.
        Case(
            file: "blankSpace.ios.spec.ts",
            name: "whenAtEnd behavior / partial visibility: full absorption when visiblePadding >= keyboard",
            lift: "whenAtEnd", blankSpace: 500, content: 1500, scroll: 1000, steps: [.keyboard(300)], offsetY: 1000,
            inset: 500),
        // persistent.ios.spec.ts L253-264: 400, as always.
        Case(
            file: "persistent.ios.spec.ts", name: "persistent non-inverted / should push content up on keyboard open",
            lift: "persistent", scroll: 100, steps: [.keyboard(300)], offsetY: 400, inset: 300),
        // L266-281: 1480 after the open; close: clamp, total 0: max(0, min(1480, 1200)) = 1200.
        Case(
            file: "persistent.ios.spec.ts",
            name: "persistent non-inverted / should snap to end of content on keyboard close when at end",
            lift: "persistent", scroll: 1180, steps: [.keyboard(300), .keyboard(0)], offsetY: 1200, inset: 0),
        // L323-339: 1480; 200 < 300: clamp, total 200: min(1480, 2000 - 800 + 200) = 1400.
        Case(
            file: "persistent.ios.spec.ts",
            name: "persistent non-inverted / should snap to end on keyboard resize when at end",
            lift: "persistent", scroll: 1180, steps: [.keyboard(300), .keyboard(200)], offsetY: 1400, inset: 200),
        // L343-354: inverted at 0: -300.
        Case(
            file: "persistent.ios.spec.ts", name: "persistent inverted / should push content up on keyboard open",
            lift: "persistent", inverted: true, steps: [.keyboard(300)], offsetY: -300, inset: 300),
        // L376-392: -300 after the open; close: clamp, max(-0, min(-300, 1200)) = -0.
        Case(
            file: "persistent.ios.spec.ts",
            name: "persistent inverted / should snap to end on keyboard close when at end",
            lift: "persistent", inverted: true, steps: [.keyboard(300), .keyboard(0)], offsetY: 0, inset: 0),
    ]

    // MARK: useChatKeyboard, with the user scrolling between keyboard events

    static let withScrolls: [Case] = [
        // index.ios.spec.ts L158-169: -300 after the open; the user to -250; close: relative -250 + 300 = 50,
        // max(min(50, 1200), -0) = 50.
        Case(
            file: "index.ios.spec.ts",
            name: "inverted + always / should account for user scrolling while keyboard open",
            inverted: true, steps: [.keyboard(300), .scroll(-250), .keyboard(0)], offsetY: 50),
        // L184-201: the user to 1200; close: relative 1200 + 300 = 1500, min(1500, 2000 - 800) = 1200.
        Case(
            file: "index.ios.spec.ts",
            name: "inverted + always / should clamp contentOffsetY when at max scroll on keyboard close",
            inverted: true, steps: [.keyboard(300), .scroll(1200), .keyboard(0)], offsetY: 1200),
        // L220-238: never at 100 (100 stays), the user to 1500; close: 0 < 300 at the end (1500 + 800 >= 1980):
        // clamp, total 0: max(0, min(1500, 1200)) = 1200.
        Case(
            file: "index.ios.spec.ts",
            name: "behaviors / never: should snap to end on close when at end to avoid ghost padding",
            lift: "never", scroll: 100, steps: [.keyboard(300), .scroll(1500), .keyboard(0)], offsetY: 1200,
            inset: 0),
        // L240-255: the user to 500, not at the end (1300 < 1980): not shifting, 500 stays.
        Case(
            file: "index.ios.spec.ts", name: "behaviors / never: should preserve position on close when NOT at end",
            lift: "never", scroll: 100, steps: [.keyboard(300), .scroll(500), .keyboard(0)], offsetY: 500, inset: 0),
        // L257-273: inverted never at 500 (stays); the user to 0 (<= 20, at the end); close: clamp,
        // max(-0, min(0, 1200)) = 0.
        Case(
            file: "index.ios.spec.ts", name: "behaviors / never + inverted: should snap to end on close when at end",
            lift: "never", inverted: true, scroll: 500, steps: [.keyboard(300), .scroll(0), .keyboard(0)],
            offsetY: 0, inset: 0),
        // index.ios.ecp.spec.ts L121-140: never at 100; the user to 1550 (at the end); close with extra 50: clamp,
        // total max(0, 0 + 50) = 50: min(1550, 2000 - 800 + 50) = 1250.
        Case(
            file: "index.ios.ecp.spec.ts",
            name:
                "never: snap to end when keyboard closes / should include extraContentPadding in the snap-to-end position",
            lift: "never", extra: 50, scroll: 100, steps: [.keyboard(300), .scroll(1550), .keyboard(0)],
            offsetY: 1250, inset: 50),
        // blankSpace.ios.spec.ts L166-190: never with blank 500 at 100 (stays); the user to 1700; close at the end:
        // total max(500, 0) = 500, min(1700, 2000 - 800 + 500) = 1700.
        Case(
            file: "blankSpace.ios.spec.ts",
            name: "never behavior / full absorption on close: uses actualTotalPadding when at end",
            lift: "never", blankSpace: 500, scroll: 100, steps: [.keyboard(300), .scroll(1700), .keyboard(0)],
            offsetY: 1700, inset: 500),
        // persistent.ios.spec.ts L283-300: 1480 after the open, the user to 500; close: clamp, total 0:
        // max(0, min(500, 1200)) = 500.
        Case(
            file: "persistent.ios.spec.ts",
            name: "persistent non-inverted / should preserve current scroll position on close when NOT at end",
            lift: "persistent", scroll: 1180, steps: [.keyboard(300), .scroll(500), .keyboard(0)], offsetY: 500,
            inset: 0),
        // L302-321: then re-open at 500: padding 0, relative 500 - 0, 300 + 500 = 800.
        Case(
            file: "persistent.ios.spec.ts",
            name: "persistent non-inverted / should push content up again after close + re-open",
            lift: "persistent", scroll: 1180, steps: [.keyboard(300), .scroll(500), .keyboard(0), .keyboard(300)],
            offsetY: 800, inset: 300),
        // L356-374: inverted at 500: max(min(500 - 300, 1200), -300) = 200; the user to 400; close: clamp,
        // max(-0, min(400, 1200)) = 400.
        Case(
            file: "persistent.ios.spec.ts",
            name: "persistent inverted / should preserve current scroll position on close when NOT at end",
            lift: "persistent", inverted: true, scroll: 500, steps: [.keyboard(300), .scroll(400), .keyboard(0)],
            offsetY: 400, inset: 0),
        // index.ios.ecp.spec.ts L50-73: 1500 after the open at 1200; extra 0 -> 50 (here the whole component: the
        // reaction lifts by max(0, 300 + 50) - 300 = 50 at the end, min(1550, 2000 - 800 + 350) = 1550, where the
        // library's test puts the scroll by hand); the spurious onStart: relative 1550 - 300 = 1250,
        // min(300 + 1250, 2000 - 800 + 350) = 1550, the value written last: the list stays at 1550.
        Case(
            file: "index.ios.ecp.spec.ts",
            name:
                "spurious onStart / should not clamp contentOffsetY when extraContentPadding grew between two onStart calls",
            scroll: 1200, steps: [.keyboard(300), .extra(50), .keyboard(300)], offsetY: 1550, inset: 350),
    ]

    @Test(arguments: withScrolls, transports)
    func userScrolls(_ c: Case, _ transport: KeyboardLayoutClient.Transport) throws {
        try Self.check(c, transport)
    }

    // MARK: useExtraContentPadding: the reaction, after a keyboard of `kb` and a scroll to the test's offset

    /// A case of useExtraContentPadding/__tests__: the keyboard padding `kb` (a willShow of that height, none for
    /// 0), the user at `scroll`, extraContentPadding from `previous` (the prop) to `current`.
    static func reaction(
        _ file: String, _ name: String, lift: String = "always", inverted: Bool = false, blankSpace: Double = 0,
        kb: Double, scroll: Double, previous: Double = 0, current: Double, offsetY: Double
    ) -> Case {
        Case(
            file: "useExtraContentPadding/__tests__/" + file, name: name, lift: lift, inverted: inverted,
            blankSpace: blankSpace, extra: previous,
            steps: (kb > 0 ? [.keyboard(kb)] : []) + [.scroll(scroll), .extra(current)], offsetY: offsetY,
            inset: min(800, max(blankSpace, kb + current)))
    }

    static let reactions: [Case] = [
        // always.spec.ts L10-33: at the end, delta max(0, 320) - max(0, 300) = 20: min(1220, 2000 - 800 + 320).
        reaction(
            "always.spec.ts", "should scrollTo on grow when at end (non-inverted)", kb: 300, scroll: 1200,
            current: 20, offsetY: 1220),
        // L35-53: not at the end, always: 100 + 20.
        reaction(
            "always.spec.ts", "should scrollTo on grow when NOT at end (non-inverted)", kb: 300, scroll: 100,
            current: 20, offsetY: 120),
        // L55-78: 20 -> 0: delta -20: 1220 - 20.
        reaction(
            "always.spec.ts", "should scrollTo on shrink (non-inverted)", kb: 300, scroll: 1220, previous: 20,
            current: 0, offsetY: 1200),
        // L80-98: inverted at 5: max(5 - 20, -320) = -15.
        reaction(
            "always.spec.ts", "should scrollTo on grow (inverted)", inverted: true, kb: 300, scroll: 5,
            current: 20, offsetY: -15),
        // never.spec.ts L8-25: never scrolls: 1200 stays.
        reaction(
            "never.spec.ts", "should NOT scrollTo on grow", lift: "never", kb: 0, scroll: 1200, current: 20,
            offsetY: 1200),
        // whenAtEnd.spec.ts L10-28: at the end (1200 + 800 >= 1980): min(1220, 2000 - 800 + 20) = 1220.
        reaction(
            "whenAtEnd.spec.ts", "should scrollTo when at end (non-inverted)", lift: "whenAtEnd", kb: 0,
            scroll: 1200, current: 20, offsetY: 1220),
        // L30-47: 100 is not at the end: stays.
        reaction(
            "whenAtEnd.spec.ts", "should NOT scrollTo when NOT at end (non-inverted)", lift: "whenAtEnd",
            kb: 0, scroll: 100, current: 20, offsetY: 100),
        // L49-67: inverted at 5 <= 20: max(5 - 20, -20) = -15.
        reaction(
            "whenAtEnd.spec.ts", "should scrollTo when at end (inverted)", lift: "whenAtEnd", inverted: true,
            kb: 0, scroll: 5, current: 20, offsetY: -15),
        // L69-86: inverted at 100 > 20: stays.
        reaction(
            "whenAtEnd.spec.ts", "should NOT scrollTo when NOT at end (inverted)", lift: "whenAtEnd",
            inverted: true, kb: 0, scroll: 100, current: 20, offsetY: 100),
        // persistent.spec.ts L10-28: grow: 120.
        reaction(
            "persistent.spec.ts", "should scrollTo on grow", lift: "persistent", kb: 300, scroll: 100,
            current: 20, offsetY: 120),
        // L30-47: shrink away from the end: stays at 100.
        reaction(
            "persistent.spec.ts", "should NOT scrollTo on shrink when NOT at end", lift: "persistent", kb: 300,
            scroll: 100, previous: 20, current: 0, offsetY: 100),
        // L49-67: shrink at the end: 1200 - 20 = 1180 (max 2000 - 800 + 300).
        reaction(
            "persistent.spec.ts", "should scrollTo on shrink when at end", lift: "persistent", kb: 300,
            scroll: 1200, previous: 20, current: 0, offsetY: 1180),
        // blankSpace.spec.ts L10-31: max(500, 0) to max(500, 20): no change: 100 stays.
        reaction(
            "blankSpace.spec.ts", "should skip scroll when blankSpace fully absorbs the change", blankSpace: 500,
            kb: 0, scroll: 100, current: 20, offsetY: 100),
        // L33-57: max(400, 200) = 400 to max(400, 500) = 500: 100 + 100 = 200.
        reaction(
            "blankSpace.spec.ts", "should scroll by effective delta when blankSpace partially absorbs",
            blankSpace: 400, kb: 200, scroll: 100, current: 300, offsetY: 200),
        // L59-88: 1220.
        reaction(
            "blankSpace.spec.ts", "blankSpace=0 produces identical behavior to default", kb: 300, scroll: 1200,
            current: 20, offsetY: 1220),
        // L90-111: inverted, max(400, 300) to max(400, 320): no change: 5 stays.
        reaction(
            "blankSpace.spec.ts", "should use currentTotal for inverted clamp", inverted: true, blankSpace: 400,
            kb: 300, scroll: 5, current: 20, offsetY: 5),
        // L113-136: 400 to 500: max(5 - 100, -500) = -95.
        reaction(
            "blankSpace.spec.ts", "should scroll when change exceeds blankSpace floor (inverted)",
            inverted: true, blankSpace: 400, kb: 300, scroll: 5, current: 200, offsetY: -95),
        // contentOffsetY.spec.ts L11-31, L136-155 (legacy), L123-142 (fallback): the offset ends at 120 whichever
        // way it is set.
        reaction(
            "contentOffsetY.spec.ts", "should set contentOffsetY instead of scrollTo on grow (non-inverted)",
            kb: 300, scroll: 100, current: 20, offsetY: 120),
        // L33-53, L158-179: -15.
        reaction(
            "contentOffsetY.spec.ts", "should set contentOffsetY instead of scrollTo on grow (inverted)",
            inverted: true, kb: 300, scroll: 5, current: 20, offsetY: -15),
        // L55-75: 1200.
        reaction(
            "contentOffsetY.spec.ts", "should set contentOffsetY instead of scrollTo on shrink (non-inverted)",
            kb: 300, scroll: 1220, previous: 20, current: 0, offsetY: 1200),
        // L77-98 and edge-cases.spec.ts L60-84: 1490 + 50 = 1540 under 2000 - 800 + 350 = 1550.
        reaction(
            "contentOffsetY.spec.ts", "should clamp contentOffsetY to maxScroll (non-inverted)", kb: 300,
            scroll: 1490, current: 50, offsetY: 1540),
        // L100-121 and edge-cases.spec.ts L86-110: max(-280 - 50, -350) = -330.
        reaction(
            "contentOffsetY.spec.ts", "should clamp contentOffsetY to -totalPadding (inverted)", inverted: true,
            kb: 300, scroll: -280, current: 50, offsetY: -330),
        // edge-cases.spec.ts L3-20: 20 to 20: nothing: 100 stays.
        reaction(
            "edge-cases.spec.ts", "should not scrollTo when delta is 0", kb: 0, scroll: 100, previous: 20,
            current: 20, offsetY: 100),
    ]

    @Test(arguments: reactions, transports)
    func extraContentPadding(_ c: Case, _ transport: KeyboardLayoutClient.Transport) throws {
        try Self.check(c, transport)
    }

    /// edge-cases.spec.ts "should not scrollTo on first render (previous is null)": the value the list mounts with
    /// (20) scrolls nothing; it is in the inset from the start: the user at 100 stays there, the inset 20.
    @Test(arguments: transports) func mountingScrollsNothing(_ transport: KeyboardLayoutClient.Transport) throws {
        try Self.check(
            Case(
                file: "useExtraContentPadding/__tests__/edge-cases.spec.ts",
                name: "should not scrollTo on first render (previous is null)", extra: 20, steps: [.scroll(100)],
                offsetY: 100), transport)
        try KeyboardLayoutClient.with(transport) { client in
            let c = Case(file: "", name: "", extra: 20, steps: [.keyboard(300)], offsetY: 300)
            let a = try client.post("/v1/keyboard/simulate", body: Self.body(c)).json()
            // The inset at the open: min(800, max(0, 300 + 20)) = 320; the lift 300 + 0 (min 2000 - 800 + 320).
            #expect(a.number("steps", 0, "views", "list", "contentInset", "bottom") == 320)
            #expect(a.number("steps", 0, "views", "list", "contentOffset", "y") == 300)
        }
    }

    @Test(arguments: keyboardOnly, transports)
    func keyboardEvents(_ c: Case, _ transport: KeyboardLayoutClient.Transport) throws {
        try Self.check(c, transport)
    }
}
