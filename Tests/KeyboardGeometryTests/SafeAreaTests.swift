import KeyboardGeometry
import Testing

/// The bottom safe area is counted once: iPhone SE (no home indicator, safe bottom 0) against iPhones with a
/// home indicator (safe bottom 34), and the inset adjustment behaviors.
struct SafeAreaTests {
    static let se = Size(width: 375, height: 667)
    static let iPhone15 = Size(width: 393, height: 852)

    @Test func iPhoneSEHasNoHomeIndicator() throws {
        // Keyboard (0, 407, 375, 260). Overlap with the full-screen text view 667 - 407 = 260; its safe bottom
        // is 0, so contentInset.bottom = 260 and adjusted = (20, 0, 260, 0). The bar rests at 667 - 0 - 44 = 623:
        // y = min(623, 407 - 44) = 363; constraint 667 - 407 = 260, to the safe area 260 - 0 = 260.
        let scene = Fixtures.fullScreenTextView(Self.se, safe: Insets(top: 20))
        let a = try KeyboardLayout.adjust(Fixtures.show(Rect(x: 0, y: 407, width: 375, height: 260)), in: scene)
        #expect(a.view("text")?.contentInset == Insets(bottom: 260))
        #expect(a.view("text")?.adjustedContentInset == Insets(top: 20, bottom: 260))
        #expect(a.view("bar")?.frame.y == 363)
        #expect(a.view("bar")?.bottomConstraint == BottomConstraint(toSuperview: 260, toSafeArea: 260))
    }

    @Test func homeIndicatorIsCountedOnce() throws {
        // Keyboard (0, 516, 393, 336). Overlap 852 - 516 = 336; UIKit already adds the text view's safe bottom 34
        // (its frame covers 818..852): contentInset.bottom = 336 - 34 = 302, adjusted bottom 302 + 34 = 336,
        // exactly the keyboard. The bar rests at 852 - 34 - 44 = 774: y = min(774, 516 - 44) = 472; constraint
        // 336, to the safe area 336 - 34 = 302.
        let scene = Fixtures.fullScreenTextView(Self.iPhone15, safe: Insets(top: 59, bottom: 34))
        let a = try KeyboardLayout.adjust(Fixtures.show(Rect(x: 0, y: 516, width: 393, height: 336)), in: scene)
        #expect(a.view("text")?.contentInset == Insets(bottom: 302))
        #expect(a.view("text")?.verticalScrollIndicatorInsets == Insets(bottom: 302))
        #expect(a.view("text")?.adjustedContentInset == Insets(top: 59, bottom: 336))
        #expect(a.view("bar")?.frame.y == 472)
        #expect(a.view("bar")?.bottomConstraint == BottomConstraint(toSuperview: 336, toSafeArea: 302))
    }

    @Test func neverAdjustedScrollViewTakesTheWholeOverlap() throws {
        // insetAdjustment never: UIKit adds nothing, so the inset carries all 336; adjusted = contentInset.
        let scene = Fixtures.fullScreenTextView(Self.iPhone15, safe: Insets(top: 59, bottom: 34), adjustment: .never)
        let a = try KeyboardLayout.adjust(Fixtures.show(Rect(x: 0, y: 516, width: 393, height: 336)), in: scene)
        #expect(a.view("text")?.contentInset == Insets(bottom: 336))
        #expect(a.view("text")?.adjustedContentInset == Insets(bottom: 336))
    }

    @Test func scrollableAxesAddsNothingForShortContent() throws {
        // scrollableAxes with content 500 <= 852: no vertical scrolling, nothing added: inset 336, adjusted 336.
        // With content 2000 > 852 it adds top and bottom like automatic: inset 302.
        let short = Fixtures.fullScreenTextView(
            Self.iPhone15, safe: Insets(top: 59, bottom: 34), adjustment: .scrollableAxes, contentHeight: 500)
        let tall = Fixtures.fullScreenTextView(
            Self.iPhone15, safe: Insets(top: 59, bottom: 34), adjustment: .scrollableAxes, contentHeight: 2000)
        let end = Fixtures.show(Rect(x: 0, y: 516, width: 393, height: 336))
        #expect(try KeyboardLayout.adjust(end, in: short).view("text")?.adjustedContentInset == Insets(bottom: 336))
        #expect(try KeyboardLayout.adjust(end, in: tall).view("text")?.contentInset == Insets(bottom: 302))
        #expect(
            try KeyboardLayout.adjust(end, in: tall).view("text")?.adjustedContentInset == Insets(top: 59, bottom: 336))
    }

    @Test func restingInsetIsKeptAndAddedTo() throws {
        // Rule 3: contentInset.bottom = resting 400 + max(0, overlap 336 - safe bottom 34) = 400 + 302 = 702.
        // (Before the resting inset was kept this was max(400, 302) = 400: the padding swallowed the keyboard.)
        var scene = Fixtures.fullScreenTextView(Self.iPhone15, safe: Insets(top: 59, bottom: 34))
        scene.views[1].scroll?.contentInset = Insets(bottom: 400)
        let a = try KeyboardLayout.adjust(Fixtures.show(Rect(x: 0, y: 516, width: 393, height: 336)), in: scene)
        #expect(a.view("text")?.contentInset == Insets(bottom: 702))
    }

    @Test func aKeyboardManagersSuiteCase() throws {
        // A keyboard manager's public unit test: resting insets (10, 11, 12, 13) and a 222 pt keyboard expect
        // contentInset.bottom 12 + 222 = 234. Here: an iPhone SE (375 x 667, no safe area), the text view
        // filling the screen, the keyboard (0, 445, 375, 222): overlap 667 - 445 = 222, safe bottom 0, so
        // bottom = 12 + max(0, 222 - 0) = 234; the other edges keep their resting 10, 11 and 13.
        var scene = Fixtures.fullScreenTextView(Size(width: 375, height: 667), safe: Insets())
        scene.views[1].scroll?.contentInset = Insets(top: 10, left: 11, bottom: 12, right: 13)
        let a = try KeyboardLayout.adjust(Fixtures.show(Rect(x: 0, y: 445, width: 375, height: 222)), in: scene)
        #expect(a.view("text")?.contentInset == Insets(top: 10, left: 11, bottom: 234, right: 13))
        #expect(a.view("text")?.verticalScrollIndicatorInsets == Insets(top: 10, left: 11, bottom: 234, right: 13))
    }
}
