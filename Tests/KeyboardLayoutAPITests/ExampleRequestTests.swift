import KeyboardLayoutAPI
import Testing

/// Operations.adjust on the request files of Examples/, with every expected number worked by hand from
/// the rules of docs/rules.md (Examples/README.md quotes the same derivations).
struct ExampleRequestTests {
    @Test func designScene() throws {
        // Keyboard end (0, 516, 393, 336), docked. Rule 5: bar.y = min(774, 516 - 44) = 472; the table ends at
        // the bar: height 472 - 0 = 472. Rule 3 on the new frame: the keyboard starts at 516 > 472, overlap 0;
        // the table (0, 0, 393, 472) no longer reaches the home-indicator band (818..852): safe bottom 0, so
        // contentInset (0, 0, 0, 0) and adjusted (59, 0, 0, 0). Reveal: band [0 + 59, 0 + 472 - 0] = [59, 472],
        // field bottom 700 + 44 = 744 > 472: offset 744 - 472 = 272, inside [-59, 1600 + 0 - 472 = 1128].
        // Bar constraint: root bounds maxY 852 - bar maxY 516 = 336; less root's safe bottom 34: 302.
        // Rule 7: the resting table (0..774) is covered 774 - 516 = 258 pt, less its safe bottom 0, more than
        // its resting inset 0: double-avoidance. Rule 9: willShow, 0.25 s: animated, options (7 << 16) | 4.
        let body = try Wire.adjusted(try Wire.example("iphone-comment-bar.json"))
        #expect(body.at("/event")?.stringValue == "willShow")
        #expect(body.numbers("/keyboard/frameInWindow") == [0, 516, 393, 336])
        #expect(body.numbers("/keyboard/beginFrameInWindow") == [0, 852, 393, 336])
        #expect(body.number("/keyboard/overlap") == 336)
        #expect(body.at("/keyboard/docked")?.boolValue == true)
        #expect(body.numbers("/views/bar/frame") == [0, 472, 393, 44])
        #expect(body.number("/views/bar/bottomConstraint/toSuperview") == 336)
        #expect(body.number("/views/bar/bottomConstraint/toSafeArea") == 302)
        #expect(body.numbers("/views/table/frame") == [0, 0, 393, 472])
        #expect(body.numbers("/views/table/contentInset") == [0, 0, 0, 0])
        #expect(body.numbers("/views/table/verticalScrollIndicatorInsets") == [0, 0, 0, 0])
        #expect(body.numbers("/views/table/adjustedContentInset") == [59, 0, 0, 0])
        #expect(body.numbers("/views/table/contentOffset") == [0, 272])
        #expect(body.warningCodes == ["double-avoidance"])
        #expect(body.at("/animation/animated")?.boolValue == true)
        #expect(body.number("/animation/options") == 458_756)
        // Curve 7: the keyboard's spring, 0.5 s whatever the notification says.
        #expect(body.at("/animation/timing/type")?.stringValue == "spring")
        #expect(body.number("/animation/timing/duration") == 0.5)
        // Only the views a behavior targets are reported: the field and the root are not.
        #expect(body.at("/views")?.keys == ["table", "bar"])
    }

    @Test func tabBarOverlay() throws {
        // iPhone 17 Pro (402 x 874, safe 62/34), the tab bar overlay from 791: it covers 874 - 791 = 83 of the
        // full-bleed list, more than the home indicator's 34: safe bottom 83. The 335 pt keyboard's top 539 is
        // above the tab bar's: the obstruction is 539, the keyboard covers 335 of the list, less the 83 in the safe
        // area: contentInset (0, 0, 252, 0), adjusted (62, 0, 335, 0), never 418 at the bottom. Reveal: band [62,
        // 874 - 335 = 539], the input's bottom 804 + 49 = 853: offset 853 - 539 = 314, inside [-62, 1200 + 335 -
        // 874 = 661]. The tab bar is nobody's target: not reported, never moved.
        let body = try Wire.adjusted(try Wire.example("iphone17pro-tab-bar-overlay.json"))
        #expect(body.number("/keyboard/overlap") == 335)
        #expect(body.numbers("/views/list/contentInset") == [0, 0, 252, 0])
        #expect(body.numbers("/views/list/adjustedContentInset") == [62, 0, 335, 0])
        #expect(body.numbers("/views/list/contentOffset") == [0, 314])
        #expect(body.at("/views")?.keys == ["list"])
    }

    @Test func sheetAvoidsByItself() throws {
        // iPhone 15 (393 x 852, safe 59/34), keyboard top 516. The sheet (426 to 852) moves first: the keyboard
        // covers 852 - 516 = 336 of it, its top 426 - 336 = 90 stays below 59: y 90, an assumption. The field,
        // at window y 90 + 300 = 390 to 434, is above 516: the form's shiftView moves nothing (y 0).
        let body = try Wire.adjusted(try Wire.example("iphone15-sheet.json"))
        #expect(body.numbers("/views/sheet/frame") == [0, 90, 393, 426])
        #expect(body.numbers("/views/form/frame") == [0, 0, 393, 426])
        #expect(body.at("/assumptions/0/pointer")?.stringValue == "/views/sheet/frame/y")
        #expect(body.warningCodes.isEmpty)
    }

    @Test func sheetPlayedByIQKeyboardManager() throws {
        // The sheet rises to 90 by itself (as above). IQKeyboardManager 6.5.16 reads the field where it rested,
        // window y 726 to 770 (its issue 1994), and moves its root, the risen sheet (90 to 516, no bottom safe
        // area): cover 336 + 10 = 346, visible 852 - 346 = 506, moveUp = min(726 - 0, 770 - 506) = 264, the sheet
        // to max(90 - 264, -336) = -174.
        let body = try Wire.adjusted(try Wire.example("iphone15-sheet-iqkeyboardmanager.json"))
        #expect(body.number("/views/sheet/frame/y") == -174)
    }

    @Test func keyboardAvoidingViewInASwiftUIHost() throws {
        // iPhone 17 Pro, keyboard top 874 - 335 = 539. The host ends the KAV, its direct child, at the keyboard:
        // height 874 - (874 - 539) = 539. The reference: the input bar rides the keyboard, y 539 - 50 = 489.
        let reference = try Wire.adjusted(try Wire.example("iphone17pro-kav-swiftui-host.json"))
        #expect(reference.numbers("/views/kav/frame") == [0, 0, 402, 539])
        #expect(reference.number("/views/input/frame/y") == 489)
        // The KAV: bottom = max(0, 0 + 874 - (539 - 0)) = 335 from its resting frame, on top of the host's 335:
        // the input, resting on the KAV's bottom (824 + 50 = 874), at 824 - 670 = 154.
        let kav = try Wire.adjusted(try Wire.example("iphone17pro-kav-swiftui-host-react-native-kav.json"))
        #expect(kav.numbers("/views/kav/frame") == [0, 0, 402, 539])
        #expect(kav.number("/views/input/frame/y") == 154)
    }

    @Test func keyboardAvoidingViewOffsetAboveTheTabBar() throws {
        // The KAV (0, 0, 402, 791) ends at the tab bar's top; keyboard top 539. Offset 83: bottom = max(0, 0 + 791
        // - (539 - 83)) = 335, the input (resting on the KAV's bottom, 741 + 50 = 791) at 741 - 335 = 406. Offset
        // 0: bottom 791 - 539 = 252, the input at 741 - 252 = 489 = 539 - 50, on the keyboard.
        let offset83 = try Wire.adjusted(try Wire.example("iphone17pro-kav-tab-bar-offset-83.json"))
        #expect(offset83.number("/views/input/frame/y") == 406)
        let offset0 = try Wire.adjusted(try Wire.example("iphone17pro-kav-tab-bar-offset-0.json"))
        #expect(offset0.number("/views/input/frame/y") == 489)
    }

    @Test func seed001CommentBar() throws {
        // iPhone 5, 320 x 568, no safe area. bar.y = min(524, 352 - 44) = 308; table height 308 - 0 = 308;
        // constraint 568 - 352 = 216, safe bottom 0: 216. No isLocal key (iOS 7): local true by default.
        let body = try Wire.adjusted(try Wire.example("seed-001-comment-bar-iphone5.json"))
        #expect(body.numbers("/views/commentBar/frame") == [0, 308, 320, 44])
        #expect(body.number("/views/commentBar/bottomConstraint/toSuperview") == 216)
        #expect(body.number("/views/commentBar/bottomConstraint/toSafeArea") == 216)
        #expect(body.numbers("/views/table/frame") == [0, 0, 320, 308])
        // Resized, not a scroll behavior's target: no scroll values reported for it.
        #expect(body.at("/views/table/contentInset") == nil)
        #expect(body.at("/keyboard/local")?.boolValue == true)
        #expect(body.number("/keyboard/overlap") == 216)
        #expect(body.warningCodes.isEmpty)
    }

    @Test func seed002FormInset() throws {
        // iPhone SE (375 x 667), safe top 20, no home indicator. Overlap min(667, 667 - 451) = 216, safe
        // bottom 0: contentInset.bottom 216; automatic adds top 20: adjusted (20, 0, 216, 0). Band [20, 667 -
        // 216 = 451]; field bottom 640 > 451: offset 640 - 667 + 216 = 189, inside [-20, 667 + 216 - 667 = 216].
        let body = try Wire.adjusted(try Wire.example("seed-002-form-inset-iphone-se.json"))
        #expect(body.numbers("/views/scroll/contentInset") == [0, 0, 216, 0])
        #expect(body.numbers("/views/scroll/verticalScrollIndicatorInsets") == [0, 0, 216, 0])
        #expect(body.numbers("/views/scroll/adjustedContentInset") == [20, 0, 216, 0])
        #expect(body.numbers("/views/scroll/contentOffset") == [0, 189])
        #expect(body.warningCodes.isEmpty)
    }

    @Test func seed003SplitViewOffset() throws {
        // Window at x 604 of a 1194-wide screen: the keyboard (0, 436, 1194, 398) is (-604, 436, 1194, 398) in
        // the window; docked (bottom 834, minX -604 <= 0.5, maxX 590 >= 589.5). Rule 4: 644 + 20 - 436 = 228.
        // The frames come as arrays, the keys with Swift names, the name as UIResponder.keyboardWillShow....
        let body = try Wire.adjusted(try Wire.example("seed-003-split-view-offset-ipad.json"))
        #expect(body.numbers("/keyboard/frameInWindow") == [-604, 436, 1194, 398])
        #expect(body.numbers("/keyboard/beginFrameInWindow") == [-604, 834, 1194, 398])
        #expect(body.at("/keyboard/docked")?.boolValue == true)
        #expect(body.numbers("/views/body/contentOffset") == [0, 228])
        // Offsets only: contentInset stays 0; automatic adds the window's 24 / 20.
        #expect(body.numbers("/views/body/contentInset") == [0, 0, 0, 0])
        #expect(body.numbers("/views/body/adjustedContentInset") == [24, 0, 20, 0])
        // 228 is inside [-24, 1200 + 20 - 834 = 386]: no offset-out-of-range.
        #expect(body.warningCodes.isEmpty)
    }

    @Test func seed004TextViewAndToolbar() throws {
        // iPhone X (375 x 812, safe 44 / 34). Toolbar y = min(734, 477 - 44) = 433; constraint 812 - 477 = 335,
        // less 34: 301. The toolbar covers the text view from 433: overlap 812 - 433 = 379, less the 34 that
        // automatic adds: contentInset.bottom 345, adjusted bottom 379.
        let body = try Wire.adjusted(try Wire.example("seed-004-text-view-toolbar-iphone-x.json"))
        #expect(body.numbers("/views/toolbar/frame") == [0, 433, 375, 44])
        #expect(body.number("/views/toolbar/bottomConstraint/toSuperview") == 335)
        #expect(body.number("/views/toolbar/bottomConstraint/toSafeArea") == 301)
        #expect(body.numbers("/views/textView/contentInset") == [0, 0, 345, 0])
        #expect(body.numbers("/views/textView/adjustedContentInset") == [44, 0, 379, 0])
        #expect(body.numbers("/views/textView/contentOffset") == [0, 0])
    }

    @Test func iPadSplitViewChat() throws {
        // Window (385, 0, 809, 834): keyboard in window (-385, 436, 1194, 398), docked (maxX 809 >= 808.5).
        // Composer y = min(770, 436 - 44) = 392; constraint 834 - 436 = 398, less root's safe bottom 20: 378.
        // Messages (0, 0, 809, 770) end above the 814..834 band: safe bottom 0, top 24. alsoAvoid: the composer's
        // top 392 is higher than the keyboard's 436: overlap 770 - 392 = 378, contentInset.bottom 378 - 0 = 378.
        // Reveal the last message (content y 2944, height 48, margin 8: bottom 3000) from offset 2230:
        // band [2230 + 24, 2230 + 770 - 378] = [2254, 2622]; 3000 > 2622: offset 3000 - 770 + 378 = 2608,
        // the top of the range [-24, 3000 + 378 - 770 = 2608].
        // The userInfo values are the strings iOS prints: "0.25", "7", "1".
        let body = try Wire.adjusted(try Wire.example("ipad-split-view-chat.json"))
        #expect(body.numbers("/keyboard/frameInWindow") == [-385, 436, 1194, 398])
        #expect(body.at("/keyboard/docked")?.boolValue == true)
        #expect(body.number("/keyboard/overlap") == 398)
        #expect(body.numbers("/views/composer/frame") == [0, 392, 809, 44])
        #expect(body.number("/views/composer/bottomConstraint/toSuperview") == 398)
        #expect(body.number("/views/composer/bottomConstraint/toSafeArea") == 378)
        #expect(body.numbers("/views/messages/contentInset") == [0, 0, 378, 0])
        #expect(body.numbers("/views/messages/adjustedContentInset") == [24, 0, 378, 0])
        #expect(body.numbers("/views/messages/contentOffset") == [0, 2608])
        #expect(body.number("/animation/duration") == 0.25)
        #expect(body.number("/animation/curve") == 7)
        #expect(body.warningCodes.isEmpty)
    }

    @Test func iOS7FixedPortraitLandscape() throws {
        // Portrait W x H = 320 x 480, landscapeRight: (x, y, w, h) -> (y, W - (x + w), h, w).
        // End {{0, 0}, {162, 480}} -> (0, 320 - 162, 480, 162) = (0, 158, 480, 162);
        // begin {{-162, 0}, {162, 480}} -> (0, 320 - 0, 480, 162) = (0, 320, 480, 162).
        // The window defaults to the interface screen 480 x 320. Bar y = min(276, 158 - 44) = 114, table
        // height 114, constraint 320 - 158 = 162 (no safe area). Legacy keys in rotated terms: bounds 480 x 162,
        // centers (240, 239) and (240, 320 + 81 = 401) agree with the turned frames: no legacy-mismatch.
        let body = try Wire.adjusted(try Wire.example("ios7-fixed-portrait-landscape.json"))
        #expect(body.numbers("/keyboard/frameInWindow") == [0, 158, 480, 162])
        #expect(body.numbers("/keyboard/beginFrameInWindow") == [0, 320, 480, 162])
        #expect(body.at("/keyboard/docked")?.boolValue == true)
        #expect(body.number("/keyboard/overlap") == 162)
        #expect(body.numbers("/views/commentBar/frame") == [0, 114, 480, 44])
        #expect(body.number("/views/commentBar/bottomConstraint/toSuperview") == 162)
        #expect(body.numbers("/views/table/frame") == [0, 0, 480, 114])
        #expect(body.warningCodes.isEmpty)
    }

    @Test func iPadFloatingKeyboard() throws {
        // The floating keyboard (257, 700, 320, 262) ends at 962 < 1194 - 0.5: undocked, warning. The options
        // do not follow it: the notes keep the resting layout (inset 0, adjusted = the window's 24 / 20, offset
        // 0) and the window's overlap is 0. The layout guide follows it by its own flag: state undocked, frame
        // the keyboard's in root's coordinates (root sits at the window's origin). formatBar is pinned to that
        // guide: y = min(1130, 700 - 44) = 656; constraint 1194 - 700 = 494, less 20: 474.
        let body = try Wire.adjusted(try Wire.example("ipad-floating-keyboard.json"))
        #expect(body.at("/keyboard/visible")?.boolValue == true)
        #expect(body.at("/keyboard/docked")?.boolValue == false)
        #expect(body.number("/keyboard/overlap") == 0)
        #expect(body.warningCodes == ["keyboard-undocked"])
        #expect(body.numbers("/views/notes/contentInset") == [0, 0, 0, 0])
        #expect(body.numbers("/views/notes/adjustedContentInset") == [24, 0, 20, 0])
        #expect(body.numbers("/views/notes/contentOffset") == [0, 0])
        #expect(body.at("/views/root/layoutGuide/state")?.stringValue == "undocked")
        #expect(body.numbers("/views/root/layoutGuide/frame") == [257, 700, 320, 262])
        #expect(body.numbers("/views/formatBar/frame") == [0, 656, 834, 44])
        #expect(body.number("/views/formatBar/bottomConstraint/toSuperview") == 494)
        #expect(body.number("/views/formatBar/bottomConstraint/toSafeArea") == 474)
    }

    @Test func iPhoneHide() throws {
        // willHide: end (0, 852, 393, 336) is below the screen: not visible, overlap 0. Everything rests: bar
        // (0, 774, 393, 44), constraint 852 - 818 = 34, less 34: 0; table height 774 with inset 0 (its frame
        // ends above the 818 band: adjusted (59, 0, 0, 0)). The offset 272 is clamped to [-59, 1000 + 0 - 774]
        // = [-59, 226]: 226. No double-avoidance: the keyboard does not count. Animated (will*, 0.25 s).
        let body = try Wire.adjusted(try Wire.example("iphone-hide.json"))
        #expect(body.at("/event")?.stringValue == "willHide")
        #expect(body.at("/keyboard/visible")?.boolValue == false)
        #expect(body.number("/keyboard/overlap") == 0)
        #expect(body.numbers("/keyboard/frameInWindow") == [0, 852, 393, 336])
        #expect(body.numbers("/views/bar/frame") == [0, 774, 393, 44])
        #expect(body.number("/views/bar/bottomConstraint/toSuperview") == 34)
        #expect(body.number("/views/bar/bottomConstraint/toSafeArea") == 0)
        #expect(body.numbers("/views/table/frame") == [0, 0, 393, 774])
        #expect(body.numbers("/views/table/contentInset") == [0, 0, 0, 0])
        #expect(body.numbers("/views/table/adjustedContentInset") == [59, 0, 0, 0])
        #expect(body.numbers("/views/table/contentOffset") == [0, 226])
        #expect(body.at("/animation/animated")?.boolValue == true)
        #expect(body.warningCodes.isEmpty)
    }

    @Test func invalidExampleReportsEveryProblem() throws {
        // The invalid example has eight mistakes; each is reported once, where it is.
        let problem = try Wire.problem(try Wire.example("invalid/several-problems.json"))
        #expect(problem.status == 422)
        #expect(
            Set(problem.pointers) == [
                "/notification/name",  // UIKeyboardWillAppearNotification
                "/notification/userInfo/UIKeyboardAnimationCurveUserInfoKey",  // 7.5
                "/notification/userInfo/UIKeyboardAnimationDurationUserInfoKey",  // -0.25
                "/views/2/frmae",  // the typo
                "/views/2/frame",  // so the frame is missing
                "/views/3/frame/height",  // -44
                "/behaviors/0/scrollView",  // the table has no "scroll"
                "/behaviors/1/resize",  // "tabel"
                "/behaviors/2/type",  // avoidKeyboard
            ])
        // One error a place: the unknown name is not also reported as a missing one.
        #expect(problem.pointers.count == 9)
    }
}
