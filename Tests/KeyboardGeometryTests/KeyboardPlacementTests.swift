import KeyboardGeometry
import Testing

/// Rule 1: which part of the end frame counts, and when the keyboard counts at all (floating, split, zero-size,
/// full-screen and hardware-keyboard frames).
struct KeyboardPlacementTests {
    // iPad Pro 11" portrait (834 x 1194, safe 24 / 20): a notes view filling the screen, inset for the
    // keyboard, and a format bar resting on the safe-area edge (1194 - 20 - 44 = 1130), attached.
    static func iPadScene(follow: Bool = false) -> Scene {
        let bounds = Rect(x: 0, y: 0, width: 834, height: 1194)
        return Scene(
            screen: Screen(bounds: bounds, scale: 2),
            window: Window(frame: bounds, safeAreaInsets: Insets(top: 24, bottom: 20)),
            views: [
                SceneView(id: "root", frame: bounds),
                SceneView(
                    id: "notes", parent: "root", frame: bounds,
                    scroll: ScrollState(contentSize: Size(width: 834, height: 3000))),
                SceneView(id: "formatBar", parent: "root", frame: Rect(x: 0, y: 1130, width: 834, height: 44)),
            ],
            behaviors: [.attachToKeyboard(.init(view: "formatBar")), .insetScrollView(.init(scrollView: "notes"))],
            options: LayoutOptions(followUndockedKeyboard: follow))
    }

    static let floating = Rect(x: 257, y: 700, width: 320, height: 262)

    @Test func floatingKeyboardLeavesTheRestingLayout() throws {
        // Bottom 962 < 1194 - 0.5: undocked, visible: warning keyboard-undocked. Not followed: nothing moves,
        // the notes keep inset 0 (adjusted = the safe area 24 / 20), the bar stays at 1130, overlap 0.
        let a = try KeyboardLayout.adjust(Fixtures.show(Self.floating), in: Self.iPadScene())
        #expect(a.keyboard.visible)
        #expect(a.keyboard.docked == false)
        #expect(a.warningCodes == [.keyboardUndocked])
        #expect(a.keyboard.overlap == 0)
        #expect(a.view("notes")?.contentInset == Insets())
        #expect(a.view("notes")?.adjustedContentInset == Insets(top: 24, bottom: 20))
        #expect(a.view("formatBar")?.frame.y == 1130)
    }

    @Test func followingTheFloatingKeyboard() throws {
        // followUndockedKeyboard: it counts. Bar y = min(1130, 700 - 44) = 656. The floating keyboard spans x
        // 257..577 inside the notes' width: overlap min(1194, 1194 - 700) = 494, less the notes' safe bottom 20:
        // contentInset.bottom 474, adjusted 494. Still undocked, so the warning stays.
        let a = try KeyboardLayout.adjust(Fixtures.show(Self.floating), in: Self.iPadScene(follow: true))
        #expect(a.warningCodes == [.keyboardUndocked])
        #expect(a.view("formatBar")?.frame.y == 656)
        #expect(a.view("notes")?.contentInset == Insets(bottom: 474))
        #expect(a.view("notes")?.adjustedContentInset == Insets(top: 24, bottom: 494))
        #expect(a.keyboard.overlap == 494)
    }

    @Test func aKeyboardNarrowerThanTheWindowIsNotDocked() throws {
        // At the screen's bottom (796 + 398 = 1194) but from x 100: minX 100 > 0.5, so undocked.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 100, y: 796, width: 734, height: 398)), in: Self.iPadScene())
        #expect(a.keyboard.docked == false)
        #expect(a.warningCodes == [.keyboardUndocked])
        #expect(a.view("formatBar")?.frame.y == 1130)
    }

    @Test func zeroFrame() throws {
        // iPadOS posts {{0, 0}, {0, 0}} while the floating keyboard is dragged: not visible, warning, resting.
        let a = try KeyboardLayout.adjust(Fixtures.show(Rect.zero), in: Self.iPadScene(follow: true))
        #expect(a.keyboard.visible == false)
        #expect(a.warningCodes == [.keyboardZeroFrame])
        #expect(a.view("formatBar")?.frame.y == 1130)
        #expect(a.view("notes")?.contentInset == Insets())
    }

    @Test func fullScreenFrameIsImplausible() throws {
        // A frame from the screen's top over the whole screen (Prefer Cross-Fade Transitions) does not count.
        // Rule 1: visible and docked still say what the geometry says: the frame reaches the screen's bottom
        // (1194 >= 1194 - 0.5) and spans the 834-wide window from x 0: docked, so no keyboard-undocked either.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 0, width: 834, height: 1194)), in: Self.iPadScene())
        #expect(a.keyboard.visible == true)
        #expect(a.keyboard.docked == true)
        #expect(a.warningCodes == [.keyboardCoversScreen])
        #expect(a.keyboard.overlap == 0)
        #expect(a.view("formatBar")?.frame.y == 1130)
    }

    @Test func hardwareKeyboardShortBar() throws {
        // A hardware keyboard's frame (0, 797, 393, 313) on the 852-high iPhone 15 shows only 852 - 797 = 55 pt.
        // Docked (the visible part ends at 852, full width). The full-screen text view: overlap 55, less its safe
        // bottom 34: contentInset.bottom 21, adjusted 55. The bar rests at 774: y = min(774, 797 - 44 = 753) =
        // 753; constraint 852 - 797 = 55, to the safe area 55 - 34 = 21. frameInWindow is the frame as given.
        let scene = Fixtures.fullScreenTextView(Size(width: 393, height: 852), safe: Insets(top: 59, bottom: 34))
        let end = Rect(x: 0, y: 797, width: 393, height: 313)
        let a = try KeyboardLayout.adjust(Fixtures.show(end), in: scene)
        #expect(a.keyboard.frameInWindow == end)
        #expect(a.keyboard.docked)
        #expect(a.keyboard.overlap == 55)
        #expect(a.view("text")?.contentInset == Insets(bottom: 21))
        #expect(a.view("text")?.adjustedContentInset == Insets(top: 59, bottom: 55))
        #expect(a.view("bar")?.frame.y == 753)
        #expect(a.view("bar")?.bottomConstraint == BottomConstraint(toSuperview: 55, toSafeArea: 21))
        #expect(a.warnings.isEmpty)
    }

    @Test func hardwareKeyboardBarInTheDesignScene() throws {
        // Design scene: bar y 753, table height 753. The keyboard (from 797) is below the resized table: no inset,
        // and below the resting one (0..774) too: no double-avoidance. The field (700..744) already shows in
        // [59, 753]: offset stays 0.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 797, width: 393, height: 313)), in: Fixtures.iPhone15Scene())
        #expect(a.view("bar")?.frame.y == 753)
        #expect(a.view("table")?.frame.height == 753)
        #expect(a.view("table")?.contentInset == Insets())
        #expect(a.view("table")?.contentOffset == Point(x: 0, y: 0))
        #expect(a.warnings.isEmpty)
    }
}
