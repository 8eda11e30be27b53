import KeyboardGeometry
import Testing

/// The example scene of docs/rules.md: iPhone 15 (393 x 852, safe 59 / 34), a table inset for the keyboard
/// and resized above a bar that rides on it.
struct DesignSceneTests {
    static let shown = Rect(x: 0, y: 516, width: 393, height: 336)
    static let hidden = Rect(x: 0, y: 852, width: 393, height: 336)

    @Test func willShow() throws {
        // Rule 7 moves first: bar.y = min(774, 516 - 44) = 472 (rule 5); the table ends at the bar: height 472.
        // Then rule 3 on the new frame: the keyboard (from 516) is below the table (0..472): overlap 0; the table
        // no longer reaches the 818..852 home-indicator band: safe bottom 0; contentInset stays (0, 0, 0, 0),
        // adjusted (59, 0, 0, 0). Reveal the field (700..744): band [0 + 59, 0 + 472 - 0] = [59, 472]:
        // offset 744 - 472 = 272, inside [-59, 1600 + 0 - 472 = 1128].
        // Bar constraint: 852 - 516 = 336 to the superview, 336 - 34 = 302 to the safe area.
        let a = try KeyboardLayout.adjust(Fixtures.show(Self.shown), in: Fixtures.iPhone15Scene())
        #expect(a.view("bar")?.frame == Rect(x: 0, y: 472, width: 393, height: 44))
        #expect(a.view("bar")?.bottomConstraint == BottomConstraint(toSuperview: 336, toSafeArea: 302))
        let table = try #require(a.view("table"))
        #expect(table.frame == Rect(x: 0, y: 0, width: 393, height: 472))
        #expect(table.contentInset == Insets())
        #expect(table.verticalScrollIndicatorInsets == Insets())
        #expect(table.adjustedContentInset == Insets(top: 59))
        #expect(table.contentOffset == Point(x: 0, y: 272))
        #expect(a.keyboard.overlap == 336)
        #expect(a.keyboard.docked)
    }

    @Test func doubleAvoidanceWarning() throws {
        // Rule 7: the resize target is also the insetScrollView target; the keyboard covers its resting frame
        // (0..774) by 774 - 516 = 258 pt, less its resting safe bottom 0 (774 < 818): 258 > 0, so
        // double-avoidance, and nothing else.
        let a = try KeyboardLayout.adjust(Fixtures.show(Self.shown), in: Fixtures.iPhone15Scene())
        #expect(a.warningCodes == [.doubleAvoidance])
        #expect(a.warnings.first?.message.contains("258") == true)
    }

    @Test func noDoubleAvoidanceWithoutTheResize() throws {
        // The same scene without `resize`: the table keeps 774 and is inset instead; no warning. Overlap with the
        // table 774 - 516 = 258, its safe bottom 0 (774 < 818): contentInset.bottom 258.
        let scene = Fixtures.iPhone15Scene(behaviors: [
            .insetScrollView(.init(scrollView: "table", reveal: "field")), .attachToKeyboard(.init(view: "bar")),
        ])
        let a = try KeyboardLayout.adjust(Fixtures.show(Self.shown), in: scene)
        #expect(a.warnings.isEmpty)
        #expect(a.view("table")?.frame.height == 774)
        #expect(a.view("table")?.contentInset == Insets(bottom: 258))
    }

    @Test func willHideRestoresTheRestingLayout() throws {
        // willHide with the table scrolled to 272 (content 1000): resting frames (bar 774, table 774), resting
        // inset 0, no reveal, the offset clamped to [-59, 1000 + 0 - 774 = 226]: 226. Constraint 852 - 818 = 34,
        // less 34: 0. The keyboard below the screen is not visible: overlap 0, no double-avoidance.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Self.hidden, begin: Self.shown, event: .willHide),
            in: Fixtures.iPhone15Scene(offset: 272, contentHeight: 1000))
        #expect(a.view("bar")?.frame == Rect(x: 0, y: 774, width: 393, height: 44))
        #expect(a.view("bar")?.bottomConstraint == BottomConstraint(toSuperview: 34, toSafeArea: 0))
        #expect(a.view("table")?.frame == Rect(x: 0, y: 0, width: 393, height: 774))
        #expect(a.view("table")?.contentInset == Insets())
        #expect(a.view("table")?.contentOffset == Point(x: 0, y: 226))
        #expect(a.keyboard.visible == false)
        #expect(a.keyboard.overlap == 0)
        #expect(a.keyboard.frameInWindow == Self.hidden)
        #expect(a.warnings.isEmpty)
        #expect(a.animation.animated)
    }

    @Test func didHideGivesTheSameLayoutWithoutAnimation() throws {
        // Rule 9: did* events give the same final layout with animated false; options still (7 << 16) | 4.
        let scene = Fixtures.iPhone15Scene(offset: 272, contentHeight: 1000)
        let will = try KeyboardLayout.adjust(Fixtures.show(Self.hidden, event: .willHide), in: scene)
        let did = try KeyboardLayout.adjust(Fixtures.show(Self.hidden, event: .didHide), in: scene)
        #expect(did.views == will.views)
        #expect(did.animation.animated == false)
        #expect(did.animation.options == 458_756)
    }

    @Test func hideWithAnOffsetInRangeKeepsIt() throws {
        // Content 1600: range [-59, 1600 - 774 = 826]; 272 is inside and stays.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Self.hidden, event: .willHide), in: Fixtures.iPhone15Scene(offset: 272))
        #expect(a.view("table")?.contentOffset == Point(x: 0, y: 272))
    }
}
