import KeyboardGeometry
import Testing

/// The catalogue of mistakes (docs/check.md): each is the one implementation of the rules with one step switched,
/// so `adjust(n, in: scene, mistakes: [m])` is what code making mistake `m` sets. Every number worked by hand.
struct MistakeTests {
    static let shown = Rect(x: 0, y: 516, width: 393, height: 336)
    static let hidden = Rect(x: 0, y: 852, width: 393, height: 336)
    /// A hardware keyboard on an iPhone 15: a 313 pt frame with 55 pt on the screen (852 - 55 = 797).
    static let hardware = Rect(x: 0, y: 797, width: 393, height: 313)
    static let iPhone15 = Size(width: 393, height: 852)
    static let iPhone15Safe = Insets(top: 59, bottom: 34)

    /// A full-screen text view (0, 0, 393, 852) inset for the keyboard, its bar resting at 852 - 34 - 44 = 774.
    static func fullScreen(resting: Insets = Insets()) -> Scene {
        var scene = Fixtures.fullScreenTextView(iPhone15, safe: iPhone15Safe)
        scene.views[1].scroll?.contentInset = resting
        return scene
    }

    static func adjust(_ n: ResolvedNotification, _ scene: Scene, _ mistakes: Mistakes = []) throws -> Adjustment {
        try KeyboardLayout.adjust(n, in: scene, mistakes: mistakes)
    }

    @Test func codesAreTheStableOnes() {
        #expect(
            Mistake.allCases.map(\.rawValue) == [
                "safe-area-counted-twice", "keyboard-height-as-overlap", "screen-space-as-view-space",
                "fixed-portrait-not-turned", "window-bottom-as-view-bottom", "begin-frame-as-end-frame", "hide-ignored",
                "undocked-keyboard-followed", "non-local-keyboard-followed", "animated-in-transition",
                "curve-not-shifted",
                "no-reveal", "inset-before-resize", "resting-inset-dropped", "double-avoidance",
            ])
        let pair = Mistakes([.noReveal, .safeAreaCountedTwice])
        #expect(pair.list == [.safeAreaCountedTwice, .noReveal])
        #expect(pair.contains(.noReveal) && !pair.contains(.hideIgnored))
    }

    @Test func noMistakesIsTheReference() throws {
        let n = Fixtures.show(Self.shown)
        #expect(try Self.adjust(n, Fixtures.iPhone15Scene()) == KeyboardLayout.adjust(n, in: Fixtures.iPhone15Scene()))
    }

    @Test func safeAreaCountedTwice() throws {
        // Full-screen text view: overlap 852 - 516 = 336, insetAdjustment adds the 34 pt safe bottom: the rules
        // give 336 - 34 = 302; without `- safeBottom`, 336.
        let n = Fixtures.show(Self.shown)
        #expect(try Self.adjust(n, Self.fullScreen()).view("text")?.contentInset?.bottom == 302)
        #expect(
            try Self.adjust(n, Self.fullScreen(), [.safeAreaCountedTwice]).view("text")?.contentInset?.bottom == 336)
        // Rule 5: the bar's constant to the safe area is 336 - 34 = 302; counted twice it is the 336 to the superview.
        let bar = try Self.adjust(n, Fixtures.iPhone15Scene(), [.safeAreaCountedTwice]).view("bar")
        #expect(bar?.bottomConstraint == BottomConstraint(toSuperview: 336, toSafeArea: 336))
    }

    @Test func keyboardHeightAsOverlap() throws {
        // A hardware keyboard: 55 pt show, so 55 - 34 = 21; the frame's height 313 taken as the overlap: 313 - 34 = 279;
        // with the safe area counted twice as well, 313 (seed 002's `endFrame.height`).
        let n = Fixtures.show(Self.hardware)
        #expect(try Self.adjust(n, Self.fullScreen()).view("text")?.contentInset?.bottom == 21)
        #expect(
            try Self.adjust(n, Self.fullScreen(), [.keyboardHeightAsOverlap]).view("text")?.contentInset?.bottom == 279)
        let both = try Self.adjust(n, Self.fullScreen(), [.keyboardHeightAsOverlap, .safeAreaCountedTwice])
        #expect(both.view("text")?.contentInset?.bottom == 313)
    }

    /// A table (0, 0, 393, 600) inside a container at window y 100: it ends at window y 700.
    static func containedTable() -> Scene {
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        return Scene(
            screen: Screen(bounds: bounds, scale: 3), window: Window(frame: bounds, safeAreaInsets: iPhone15Safe),
            views: [
                SceneView(id: "root", frame: bounds),
                SceneView(id: "card", parent: "root", frame: Rect(x: 0, y: 100, width: 393, height: 600)),
                SceneView(
                    id: "table", parent: "card", frame: Rect(x: 0, y: 0, width: 393, height: 600),
                    scroll: ScrollState(contentSize: Size(width: 393, height: 2000))),
            ],
            behaviors: [.insetScrollView(.init(scrollView: "table"))])
    }

    @Test func screenSpaceAsViewSpace() throws {
        // The table ends at window y 100 + 600 = 700, the keyboard's top is 516: overlap 184 (safe bottom 0, as
        // 700 < 818). Its frame (0, 0, 393, 600) taken as window space ends at 600: overlap 600 - 516 = 84.
        let n = Fixtures.show(Self.shown)
        #expect(try Self.adjust(n, Self.containedTable()).view("table")?.contentInset?.bottom == 184)
        #expect(
            try Self.adjust(n, Self.containedTable(), [.screenSpaceAsViewSpace]).view("table")?.contentInset?.bottom
                == 84)
        // A window at screen y 100 (852 - 100 = 752 high): the reference moves the keyboard to window y 516 - 100 =
        // 416; the mistake leaves it at 516.
        var scene = Self.containedTable()
        scene.window = Window(frame: Rect(x: 0, y: 100, width: 393, height: 752))
        #expect(try Self.adjust(n, scene).keyboard.frameInWindow.y == 416)
        #expect(try Self.adjust(n, scene, [.screenSpaceAsViewSpace]).keyboard.frameInWindow.y == 516)
    }

    @Test func fixedPortraitNotTurned() throws {
        // iPhone 4S in landscapeRight: the portrait frame (0, 0, 162, 480) turns into (0, 158, 480, 162) and the bar
        // rises to 158 - 44 = 114 (FixedPortraitTests). Read as interface coordinates it is a 162 pt wide strip on the
        // left of the 480 x 320 screen, not docked (162 < 480): nothing moves, the bar stays at 320 - 44 = 276.
        let n = Fixtures.show(Rect(x: 0, y: 0, width: 162, height: 480))
        let scene = FixedPortraitTests.scene(.landscapeRight)
        #expect(try Self.adjust(n, scene).view("commentBar")?.frame.y == 114)
        let wrong = try Self.adjust(n, scene, [.fixedPortraitNotTurned])
        #expect(wrong.keyboard.frameInWindow == Rect(x: 0, y: 0, width: 162, height: 480))
        #expect(wrong.view("commentBar")?.frame.y == 276)
    }

    @Test func windowBottomAsViewBottom() throws {
        // The contained table ends at 700: overlap 184. Measured against the window's bottom: 852 - 516 = 336, less
        // the table's safe bottom 0 (it does not reach 818) = 336.
        let n = Fixtures.show(Self.shown)
        #expect(
            try Self.adjust(n, Self.containedTable(), [.windowBottomAsViewBottom]).view("table")?.contentInset?.bottom
                == 336)
    }

    @Test func beginFrameAsEndFrame() throws {
        // The QuickType bar appears: 336 -> 380 pt (begin y 516, end y 472). The rules: 380 - 34 = 346; on the begin
        // frame: 336 - 34 = 302.
        let n = Fixtures.show(
            Rect(x: 0, y: 472, width: 393, height: 380), begin: Self.shown, event: .willChangeFrame)
        #expect(try Self.adjust(n, Self.fullScreen()).view("text")?.contentInset?.bottom == 346)
        #expect(
            try Self.adjust(n, Self.fullScreen(), [.beginFrameAsEndFrame]).view("text")?.contentInset?.bottom == 302)
        // On a hide the begin frame does not count either (the rules ignore a hide's frame): the views rest as the
        // rules say; only the reported keyboard frame is the begin frame.
        let hide = Fixtures.show(Self.hidden, begin: Self.shown, event: .willHide)
        let wrongHide = try Self.adjust(hide, Self.fullScreen(), [.beginFrameAsEndFrame])
        #expect(try wrongHide.views == Self.adjust(hide, Self.fullScreen()).views)
        #expect(wrongHide.keyboard.frameInWindow == Self.shown)
    }

    @Test func hideIgnored() throws {
        // willHide from (0, 516, 393, 336): the rules put everything back (inset 0, bar at 774); ignored, the layout
        // stays as shown: inset 302, bar at 516 - 44 = 472.
        let n = Fixtures.show(Self.hidden, begin: Self.shown, event: .willHide)
        let right = try Self.adjust(n, Self.fullScreen())
        #expect(right.view("text")?.contentInset?.bottom == 0)
        #expect(right.view("bar")?.frame.y == 774)
        let wrong = try Self.adjust(n, Self.fullScreen(), [.hideIgnored])
        #expect(wrong.view("text")?.contentInset?.bottom == 302)
        #expect(wrong.view("bar")?.frame.y == 472)
        // A show is not a hide: the mistake changes nothing.
        let show = Fixtures.show(Self.shown)
        #expect(try Self.adjust(show, Self.fullScreen(), [.hideIgnored]) == Self.adjust(show, Self.fullScreen()))
    }

    @Test func undockedKeyboardFollowed() throws {
        // A floating keyboard (50, 300, 300, 250): its bottom 550 is above the screen's 852, not docked: nothing moves.
        // Followed: the text view (0..852) is covered from 300: 852 - 300 = 552, less 34 = 518; the bar rises to
        // min(774, 300 - 44) = 256.
        let n = Fixtures.show(Rect(x: 50, y: 300, width: 300, height: 250))
        #expect(try Self.adjust(n, Self.fullScreen()).view("text")?.contentInset?.bottom == 0)
        let wrong = try Self.adjust(n, Self.fullScreen(), [.undockedKeyboardFollowed])
        #expect(wrong.view("text")?.contentInset?.bottom == 518)
        #expect(wrong.view("bar")?.frame.y == 256)
    }

    @Test func nonLocalKeyboardFollowed() throws {
        // Another app's keyboard with ignoreNonLocal: nothing moves; followed, 336 - 34 = 302.
        var scene = Self.fullScreen()
        scene.options.ignoreNonLocal = true
        let n = Fixtures.notification(.willShow, end: Self.shown, isLocal: false)
        #expect(try Self.adjust(n, scene).view("text")?.contentInset?.bottom == 0)
        #expect(try Self.adjust(n, scene, [.nonLocalKeyboardFollowed]).view("text")?.contentInset?.bottom == 302)
    }

    @Test func animatedInTransition() throws {
        // Rule 9: a willShow of 0.25 s inside a rotation is not animated; the mistake animates it.
        var scene = Self.fullScreen()
        scene.options.inTransition = true
        let n = Fixtures.show(Self.shown)
        #expect(try Self.adjust(n, scene).animation.animated == false)
        #expect(try Self.adjust(n, scene, [.animatedInTransition]).animation.animated == true)
    }

    @Test func curveNotShifted() throws {
        // Curve 7: (7 << 16) | 4 = 458752 + 4 = 458756; unshifted, 7.
        let n = Fixtures.show(Self.shown)
        #expect(try Self.adjust(n, Self.fullScreen()).animation.options == 458_756)
        #expect(try Self.adjust(n, Self.fullScreen(), [.curveNotShifted]).animation.options == 7)
    }

    @Test func noReveal() throws {
        // The example scene: the field (700..744) is revealed at offset 744 - 472 = 272; not revealed, it stays 0.
        let n = Fixtures.show(Self.shown)
        #expect(try Self.adjust(n, Fixtures.iPhone15Scene()).view("table")?.contentOffset?.y == 272)
        #expect(try Self.adjust(n, Fixtures.iPhone15Scene(), [.noReveal]).view("table")?.contentOffset?.y == 0)
    }

    @Test func insetBeforeResize() throws {
        // Rule 7 reversed in the example scene: the table is inset on its resting frame (0..774) first: overlap
        // 774 - 516 = 258 (safe bottom 0, 774 < 818): inset 258; the reveal band is [0 + 59, 774 - 258 = 516], the
        // field's bottom 744 is below it: offset 744 - 774 + 258 = 228. Then the bar resizes it to 472 high.
        let a = try Self.adjust(Fixtures.show(Self.shown), Fixtures.iPhone15Scene(), [.insetBeforeResize])
        let table = try #require(a.view("table"))
        #expect(table.frame.height == 472)
        #expect(table.contentInset?.bottom == 258)
        #expect(table.contentOffset?.y == 228)
    }

    @Test func restingInsetDropped() throws {
        // Resting insets (10, 11, 12, 13): the rules keep them and add 336 - 34 = 302 at the bottom: (10, 11, 314, 13).
        // Dropped: (0, 0, 302, 0); with the safe area counted twice as well, seeds 000/002/004's (0, 0, 336, 0).
        let n = Fixtures.show(Self.shown)
        let resting = Insets(top: 10, left: 11, bottom: 12, right: 13)
        #expect(
            try Self.adjust(n, Self.fullScreen(resting: resting)).view("text")?.contentInset
                == Insets(top: 10, left: 11, bottom: 314, right: 13))
        #expect(
            try Self.adjust(n, Self.fullScreen(resting: resting), [.restingInsetDropped]).view("text")?.contentInset
                == Insets(top: 0, left: 0, bottom: 302, right: 0))
        let both = try Self.adjust(n, Self.fullScreen(resting: resting), [.restingInsetDropped, .safeAreaCountedTwice])
        #expect(both.view("text")?.contentInset == Insets(top: 0, left: 0, bottom: 336, right: 0))
        // On a hide the rules restore (10, 11, 12, 13); seed code sets zero insets.
        let hide = Fixtures.show(Self.hidden, begin: Self.shown, event: .willHide)
        #expect(
            try Self.adjust(hide, Self.fullScreen(resting: resting), [.restingInsetDropped]).view("text")?.contentInset
                == Insets())
    }

    @Test func iPhoneSEWithoutHomeIndicator() throws {
        // iPhone SE (375 x 667, no bottom safe area), a 216 pt keyboard at y 451: 667 - 451 = 216, less 0 = 216; the
        // safe area counted twice changes nothing there (seed 002's code is right on an SE).
        let se = Fixtures.fullScreenTextView(Size(width: 375, height: 667), safe: Insets(top: 20))
        let n = Fixtures.show(Rect(x: 0, y: 451, width: 375, height: 216))
        #expect(try Self.adjust(n, se).view("text")?.contentInset?.bottom == 216)
        #expect(try Self.adjust(n, se, [.safeAreaCountedTwice]) == Self.adjust(n, se))
    }
}
