import KeyboardGeometry
import Testing

/// Rule 1's `isLocal`: with ignoreNonLocal, another app's keyboard (iPad multitasking) moves nothing; a hide is
/// never ignored. The example scene, keyboard from 516.
struct NonLocalKeyboardTests {
    static let shown = Rect(x: 0, y: 516, width: 393, height: 336)

    @Test func ignoredWhenAsked() throws {
        // Resting layout: bar 774, table 774, inset 0, offset 0, overlap 0; warning keyboard-non-local-ignored
        // and no double-avoidance (the keyboard does not count). local is reported false.
        let a = try KeyboardLayout.adjust(
            Fixtures.notification(.willShow, end: Self.shown, isLocal: false),
            in: Fixtures.iPhone15Scene(options: LayoutOptions(ignoreNonLocal: true)))
        #expect(a.warningCodes == [.keyboardNonLocalIgnored])
        #expect(a.keyboard.local == false)
        #expect(a.keyboard.overlap == 0)
        #expect(a.view("bar")?.frame.y == 774)
        #expect(a.view("table")?.frame.height == 774)
        #expect(a.view("table")?.contentInset == Insets())
        #expect(a.view("table")?.contentOffset == Point(x: 0, y: 0))
    }

    @Test func countedByDefault() throws {
        // ignoreNonLocal off: another app's keyboard still covers this app: bar y 472 as for a local one.
        let a = try KeyboardLayout.adjust(
            Fixtures.notification(.willShow, end: Self.shown, isLocal: false), in: Fixtures.iPhone15Scene())
        #expect(a.view("bar")?.frame.y == 472)
        #expect(a.warningCodes == [.doubleAvoidance])
    }

    @Test func hideIsNeverIgnored() throws {
        // willHide of another app's keyboard with ignoreNonLocal: still the hide's layout (the offset 272 clamped
        // to [-59, 1000 - 774 = 226]) and no warning.
        let a = try KeyboardLayout.adjust(
            Fixtures.notification(.willHide, end: Rect(x: 0, y: 852, width: 393, height: 336), isLocal: false),
            in: Fixtures.iPhone15Scene(options: LayoutOptions(ignoreNonLocal: true), offset: 272, contentHeight: 1000))
        #expect(a.view("table")?.contentOffset == Point(x: 0, y: 226))
        #expect(a.warnings.isEmpty)
    }

    @Test func inTransitionSetsFramesWithoutAnimating() throws {
        // options.inTransition (a rotation): the same frames, animated false, options still (7 << 16) | 4.
        let a = try KeyboardLayout.adjust(
            Fixtures.notification(.willShow, end: Self.shown),
            in: Fixtures.iPhone15Scene(options: LayoutOptions(inTransition: true)))
        #expect(a.view("bar")?.frame.y == 472)
        #expect(a.animation.animated == false)
        #expect(a.animation.options == 458_756)
    }
}
