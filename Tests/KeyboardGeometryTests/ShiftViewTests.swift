import KeyboardGeometry
import Testing

/// Rule 6: shiftView moves a whole view up (as global keyboard managers do), never so far that the field's top
/// passes the window's top safe-area edge. iPhone 15 (393 x 852, safe top 59), keyboard from 516.
struct ShiftViewTests {
    static func scene(field: Rect, margin: Double = 0) -> Scene {
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        return Scene(
            screen: Screen(bounds: bounds, scale: 3),
            window: Window(frame: bounds, safeAreaInsets: Insets(top: 59, bottom: 34)),
            views: [
                SceneView(id: "form", frame: bounds),
                SceneView(id: "box", parent: "form", frame: Rect(x: 0, y: 100, width: 393, height: 700)),
                // The field is in the box, whose origin is 100 down: window y = field.y + 100.
                SceneView(id: "field", parent: "box", frame: field),
            ],
            behaviors: [.shiftView(.init(view: "form", reveal: "field", margin: margin))])
    }

    static let keyboard = Fixtures.show(Rect(x: 0, y: 516, width: 393, height: 336))

    @Test func movesUpByTheCoveredPart() throws {
        // Field (16, 200, 361, 44) in the box: window 300..344, above the keyboard: no move.
        // Field (16, 600, 361, 44): window 700..744; move = 744 - 516 = 228, within 700 - 59 = 641: form y -228.
        let clear = try KeyboardLayout.adjust(
            Self.keyboard, in: Self.scene(field: Rect(x: 16, y: 200, width: 361, height: 44)))
        #expect(clear.view("form")?.frame.y == 0)
        let covered = try KeyboardLayout.adjust(
            Self.keyboard, in: Self.scene(field: Rect(x: 16, y: 600, width: 361, height: 44)))
        #expect(covered.view("form")?.frame == Rect(x: 0, y: -228, width: 393, height: 852))
        #expect(covered.warnings.isEmpty)
    }

    @Test func marginGrowsTheMove() throws {
        // With margin 20: 744 + 20 - 516 = 248.
        let a = try KeyboardLayout.adjust(
            Self.keyboard, in: Self.scene(field: Rect(x: 16, y: 600, width: 361, height: 44), margin: 20))
        #expect(a.view("form")?.frame.y == -248)
    }

    @Test func fieldThatCannotFit() throws {
        // A tall field (16, 0, 361, 600) in the box: window 100..700. It needs 700 - 516 = 184 pt, but its top may
        // rise only 100 - 59 = 41 pt before it passes the safe-area edge: form y = -41, warning field-cannot-fit.
        let a = try KeyboardLayout.adjust(
            Self.keyboard, in: Self.scene(field: Rect(x: 16, y: 0, width: 361, height: 600)))
        #expect(a.view("form")?.frame.y == -41)
        #expect(a.warningCodes == [.fieldCannotFit])
    }

    @Test func fieldAlreadyAboveTheSafeAreaEdgeDoesNotMove() throws {
        // Field (16, -60, 361, 720) in the box: window 40..760, its top above 59 already: the limit is 0.
        let a = try KeyboardLayout.adjust(
            Self.keyboard, in: Self.scene(field: Rect(x: 16, y: -60, width: 361, height: 720)))
        #expect(a.view("form")?.frame.y == 0)
        #expect(a.warningCodes == [.fieldCannotFit])
    }

    @Test func hideRestsTheView() throws {
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 852, width: 393, height: 336), event: .willHide),
            in: Self.scene(field: Rect(x: 16, y: 600, width: 361, height: 44)))
        #expect(a.view("form")?.frame.y == 0)
        #expect(a.warnings.isEmpty)
    }
}
