import KeyboardGeometry
import Testing

/// The scenarios of the five seed articles (Examples/README.md names them), with the numbers worked out by hand.
struct SeedScenarioTests {
    // Article 001: a comment bar rides on the keyboard and the table above it is resized. iPhone 5, iOS 7 era
    // (320 x 568, no safe area). Resting: table (0, 0, 320, 524), bar (0, 524, 320, 44).
    static func commentScene(portrait: Bool, inTransition: Bool = false) -> Scene {
        let (w, h) = portrait ? (320.0, 568.0) : (568.0, 320.0)
        let screen = Screen(bounds: Rect(x: 0, y: 0, width: w, height: h), scale: 2)
        return Scene(
            screen: screen, window: Window(frame: screen.bounds),
            views: [
                SceneView(id: "root", frame: Rect(x: 0, y: 0, width: w, height: h)),
                SceneView(
                    id: "table", parent: "root", frame: Rect(x: 0, y: 0, width: w, height: h - 44),
                    scroll: ScrollState(contentSize: Size(width: w, height: 2000))),
                SceneView(id: "commentBar", parent: "root", frame: Rect(x: 0, y: h - 44, width: w, height: 44)),
            ],
            behaviors: [.attachToKeyboard(.init(view: "commentBar", resize: "table"))],
            options: LayoutOptions(inTransition: inTransition))
    }

    @Test func article001CommentBarRidesTheKeyboard() throws {
        // Keyboard end {{0, 352}, {320, 216}}: bar.y = min(524, 352 - 44) = 308; the table ends at the bar:
        // height 308 - 0 = 308. bottomConstraint: root bounds maxY 568 - bar maxY 352 = 216; no safe area: 216.
        // Animated with the keyboard: willShow, 0.25 s > 0, not in a transition; options (7 << 16) | 4 = 458756.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(
                Rect(x: 0, y: 352, width: 320, height: 216), begin: Rect(x: 0, y: 568, width: 320, height: 216)),
            in: Self.commentScene(portrait: true))
        #expect(a.view("commentBar")?.frame == Rect(x: 0, y: 308, width: 320, height: 44))
        #expect(a.view("commentBar")?.bottomConstraint == BottomConstraint(toSuperview: 216, toSafeArea: 216))
        #expect(a.view("table")?.frame == Rect(x: 0, y: 0, width: 320, height: 308))
        #expect(a.animation.animated)
        #expect(a.animation.options == 458_756)
        #expect(a.animation.timing == .spring(.keyboard))
        #expect(a.keyboard.overlap == 216)
        #expect(a.warnings.isEmpty)
    }

    @Test func article001RotationMovesTheBarWithoutItsOwnAnimation() throws {
        // Inside the rotation to landscape (568 x 320) UIKit sends willHide then willShow; the landscape
        // keyboard ends at {{0, 158}, {568, 162}}. Resting landscape bar (0, 276, 568, 44):
        // bar.y = min(276, 158 - 44) = 114, table height 114; the rotation animates it, so animated is false.
        let scene = Self.commentScene(portrait: false, inTransition: true)
        let show = try KeyboardLayout.adjust(Fixtures.show(Rect(x: 0, y: 158, width: 568, height: 162)), in: scene)
        #expect(show.view("commentBar")?.frame == Rect(x: 0, y: 114, width: 568, height: 44))
        #expect(show.view("table")?.frame.height == 114)
        #expect(show.animation.animated == false)
        #expect(show.animation.options == 458_756)
        // The willHide of the same rotation: the bar goes back to its resting 276, the table to 276; not animated.
        let hide = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 320, width: 568, height: 162), event: .willHide), in: scene)
        #expect(hide.view("commentBar")?.frame.y == 276)
        #expect(hide.view("table")?.frame.height == 276)
        #expect(hide.animation.animated == false)
    }

    // Article 002: contentInset + scrollRectToVisible. iPhone SE 2nd generation (375 x 667, no home indicator,
    // status bar safe top 20). Scroll view (0, 0, 375, 667), content 375 x 667, field (20, 600, 335, 40).
    static func formScene(offset: Double = 0) -> Scene {
        let screen = Screen(bounds: Rect(x: 0, y: 0, width: 375, height: 667), scale: 2)
        return Scene(
            screen: screen, window: Window(frame: screen.bounds, safeAreaInsets: Insets(top: 20)),
            views: [
                SceneView(
                    id: "scroll", frame: Rect(x: 0, y: 0, width: 375, height: 667),
                    scroll: ScrollState(
                        contentSize: Size(width: 375, height: 667), contentOffset: Point(x: 0, y: offset))),
                SceneView(id: "field", parent: "scroll", frame: Rect(x: 20, y: 600, width: 335, height: 40)),
            ],
            behaviors: [.insetScrollView(.init(scrollView: "scroll", reveal: "field"))])
    }

    @Test func article002InsetAndScrollRectToVisible() throws {
        // Keyboard {{0, 451}, {375, 216}}: overlap = min(667, 667 - 451) = 216; no bottom safe area, so
        // contentInset.bottom = 216. automatic adds the safe top 20: adjusted (20, 0, 216, 0).
        // Band [0 + 20, 0 + 667 - 216] = [20, 451]; the field's bottom 640 is below it: offset = 640 - 667 + 216
        // = 189, inside [-20, max(-20, 667 + 216 - 667)] = [-20, 216].
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 451, width: 375, height: 216), duration: 0.25, curve: 7), in: Self.formScene())
        let s = try #require(a.view("scroll"))
        #expect(s.contentInset == Insets(bottom: 216))
        #expect(s.verticalScrollIndicatorInsets == Insets(bottom: 216))
        #expect(s.adjustedContentInset == Insets(top: 20, bottom: 216))
        #expect(s.contentOffset == Point(x: 0, y: 189))
        #expect(a.warnings.isEmpty)
    }

    @Test func article002WillHideRestoresTheRestingLayout() throws {
        // willHide with the offset left at 189: resting insets (0), no reveal, offset clamped to
        // [-20, max(-20, 667 + 0 - 667)] = [-20, 0] -> 0.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 667, width: 375, height: 216), event: .willHide),
            in: Self.formScene(offset: 189))
        let s = try #require(a.view("scroll"))
        #expect(s.contentInset == Insets())
        #expect(s.adjustedContentInset == Insets(top: 20))
        #expect(s.contentOffset == Point(x: 0, y: 0))
        #expect(a.keyboard.visible == false)
        #expect(a.keyboard.overlap == 0)
        #expect(a.animation.animated)
    }

    // Article 003: scroll by the offset, the keyboard frame converted from screen space. iPad Pro 11" in
    // landscape (1194 x 834) with the app on the right of Split View: window (604, 0, 590, 834), safe top 24,
    // bottom 20. Scroll view fills the window; field (20, 600, 550, 44) in content; margin 20 as the article.
    static func splitViewScene(contentHeight: Double) -> Scene {
        let screen = Screen(
            bounds: Rect(x: 0, y: 0, width: 1194, height: 834), scale: 2, interfaceOrientation: .landscapeRight)
        return Scene(
            screen: screen,
            window: Window(
                frame: Rect(x: 604, y: 0, width: 590, height: 834), safeAreaInsets: Insets(top: 24, bottom: 20)),
            views: [
                SceneView(
                    id: "body", frame: Rect(x: 0, y: 0, width: 590, height: 834),
                    scroll: ScrollState(contentSize: Size(width: 590, height: contentHeight))),
                SceneView(id: "textField", parent: "body", frame: Rect(x: 20, y: 600, width: 550, height: 44)),
            ],
            behaviors: [.offsetScrollView(.init(scrollView: "body", reveal: "textField", margin: 20))])
    }

    @Test func article003OffsetFromAScreenSpaceFrame() throws {
        // Keyboard {{0, 436}, {1194, 398}} on the screen -> window (-604, 436, 1194, 398): docked (bottom 834,
        // minX -604 <= 0.5, maxX 590 >= 589.5). delta = 644 + 20 - 436 = 228, offset 0 + 228 = 228, inside
        // [-24, max(-24, 1200 + 20 - 834)] = [-24, 386]: no warning.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 436, width: 1194, height: 398)), in: Self.splitViewScene(contentHeight: 1200))
        #expect(a.keyboard.frameInWindow == Rect(x: -604, y: 436, width: 1194, height: 398))
        #expect(a.keyboard.docked)
        #expect(a.keyboard.overlap == 398)
        #expect(a.view("body")?.contentOffset == Point(x: 0, y: 228))
        #expect(a.view("body")?.contentInset == Insets())
        #expect(a.warnings.isEmpty)
    }

    @Test func article003OffsetOutOfRangeIsNotClamped() throws {
        // Content as tall as the view: range [-24, max(-24, 834 + 20 - 834)] = [-24, 20]; 228 stays 228
        // (UIKit does not clamp a programmatic offset) with offset-out-of-range.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 436, width: 1194, height: 398)), in: Self.splitViewScene(contentHeight: 834))
        #expect(a.view("body")?.contentOffset == Point(x: 0, y: 228))
        #expect(a.warningCodes == [.offsetOutOfRange])
    }

    // Article 004: a text view's inset and a toolbar's bottom constraint. iPhone X (375 x 812, safe 44 / 34).
    // Text view fills the screen (automatic adjustment), toolbar (0, 734, 375, 44) rests above the home indicator.
    static func textViewScene(alsoAvoid: [String]) -> Scene {
        let screen = Screen(bounds: Rect(x: 0, y: 0, width: 375, height: 812), scale: 3)
        return Scene(
            screen: screen, window: Window(frame: screen.bounds, safeAreaInsets: Insets(top: 44, bottom: 34)),
            views: [
                SceneView(id: "root", frame: screen.bounds),
                SceneView(
                    id: "textView", parent: "root", frame: screen.bounds,
                    scroll: ScrollState(contentSize: Size(width: 375, height: 2000))),
                SceneView(id: "toolbar", parent: "root", frame: Rect(x: 0, y: 734, width: 375, height: 44)),
            ],
            behaviors: [
                .attachToKeyboard(.init(view: "toolbar")),
                .insetScrollView(.init(scrollView: "textView", alsoAvoid: alsoAvoid)),
            ])
    }

    @Test func article004TextViewInsetAndToolbarConstraint() throws {
        // Keyboard {{0, 477}, {375, 335}}. Toolbar y = min(734, 477 - 44) = 433; toSuperview 812 - 477 = 335,
        // toSafeArea 335 - 34 = 301 (the article's kbSize.height 335 against the safe area counts 34 twice).
        // The toolbar covers the text view from 433: overlap 812 - 433 = 379, minus the 34 UIKit already adds:
        // contentInset.bottom 345, adjusted bottom 345 + 34 = 379 (the band ends at the toolbar's top).
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 477, width: 375, height: 335)), in: Self.textViewScene(alsoAvoid: ["toolbar"]))
        #expect(a.view("toolbar")?.frame.y == 433)
        #expect(a.view("toolbar")?.bottomConstraint == BottomConstraint(toSuperview: 335, toSafeArea: 301))
        #expect(a.view("textView")?.contentInset == Insets(bottom: 345))
        #expect(a.view("textView")?.adjustedContentInset == Insets(top: 44, bottom: 379))
        #expect(a.view("textView")?.contentOffset == Point(x: 0, y: 0))
    }

    @Test func homeIndicatorIsNotCountedTwice() throws {
        // Without the toolbar: overlap 812 - 477 = 335; UIKit adds the 34 pt bottom safe area itself, so
        // contentInset.bottom = 335 - 34 = 301 and adjusted bottom = 335, exactly the keyboard.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 477, width: 375, height: 335)), in: Self.textViewScene(alsoAvoid: []))
        #expect(a.view("textView")?.contentInset == Insets(bottom: 301))
        #expect(a.view("textView")?.adjustedContentInset == Insets(top: 44, bottom: 335))
    }
}
