import KeyboardGeometry
import Testing

/// Rule 8: UIKeyboardLayoutGuide on a view, and views pinned to it. iPhone 15 (393 x 852, safe 59 / 34).
struct LayoutGuideTests {
    static func scene(
        guide: Behavior.LayoutGuide = .init(view: "root"), owner: Rect = Rect(x: 0, y: 0, width: 393, height: 852),
        options: LayoutOptions = .init()
    ) -> Scene {
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        return Scene(
            screen: Screen(bounds: bounds, scale: 3),
            window: Window(frame: bounds, safeAreaInsets: Insets(top: 59, bottom: 34)),
            views: [
                SceneView(id: "root", frame: owner),
                // Resting on the guide's hidden band: its top is the owner's height - 34.
                SceneView(
                    id: "composer", parent: "root",
                    frame: Rect(x: 0, y: owner.height - 34 - 44, width: 393, height: 44),
                    pinnedTo: .nearest),
            ],
            behaviors: [.layoutGuide(guide)], options: options)
    }

    @Test func dockedKeyboard() throws {
        // top = min(516, 852 - 34) = 516: the guide is (0, 516, 393, 336), docked. The composer (resting 774):
        // y = min(774, 516 - 44) = 472; constraint 852 - 516 = 336, to the safe area 302.
        let a = try KeyboardLayout.adjust(Fixtures.show(Rect(x: 0, y: 516, width: 393, height: 336)), in: Self.scene())
        #expect(
            a.view("root")?.layoutGuide
                == LayoutGuideFrame(frame: Rect(x: 0, y: 516, width: 393, height: 336), state: .docked))
        #expect(a.view("composer")?.frame == Rect(x: 0, y: 472, width: 393, height: 44))
        #expect(a.view("composer")?.bottomConstraint == BottomConstraint(toSuperview: 336, toSafeArea: 302))
    }

    @Test func hiddenIsTheSafeAreaBand() throws {
        // willHide: hidden, a band of the root's safe bottom 34 at its bottom: (0, 818, 393, 34). The composer:
        // min(774, 818 - 44) = 774, resting.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 852, width: 393, height: 336), event: .willHide), in: Self.scene())
        #expect(
            a.view("root")?.layoutGuide
                == LayoutGuideFrame(frame: Rect(x: 0, y: 818, width: 393, height: 34), state: .hidden))
        #expect(a.view("composer")?.frame.y == 774)
    }

    @Test func hiddenWithoutTheSafeArea() throws {
        // usesBottomSafeArea false: the hidden band has height 0 at the bottom, (0, 852, 393, 0).
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 852, width: 393, height: 336), event: .didHide),
            in: Self.scene(guide: .init(view: "root", usesBottomSafeArea: false)))
        #expect(
            a.view("root")?.layoutGuide
                == LayoutGuideFrame(frame: Rect(x: 0, y: 852, width: 393, height: 0), state: .hidden))
    }

    @Test func neverBelowTheSafeAreaEdge() throws {
        // A hardware keyboard showing 20 pt (from 832): top = min(832, 818) = 818, the guide (0, 818, 393, 34).
        // Without usesBottomSafeArea: min(832, 852) = 832, (0, 832, 393, 20).
        let end = Fixtures.show(Rect(x: 0, y: 832, width: 393, height: 313))
        let safe = try KeyboardLayout.adjust(end, in: Self.scene())
        #expect(safe.view("root")?.layoutGuide?.frame == Rect(x: 0, y: 818, width: 393, height: 34))
        let unsafe = try KeyboardLayout.adjust(
            end, in: Self.scene(guide: .init(view: "root", usesBottomSafeArea: false)))
        #expect(unsafe.view("root")?.layoutGuide?.frame == Rect(x: 0, y: 832, width: 393, height: 20))
    }

    @Test func undockedFollowsOnlyByTheGuidesOwnFlag() throws {
        // A floating keyboard (40, 300, 320, 250). The options' flag does not make the guide follow: hidden.
        // The guide's own flag does: undocked, the keyboard's frame; the composer y = min(774, 300 - 44) = 256.
        let end = Fixtures.show(Rect(x: 40, y: 300, width: 320, height: 250))
        let optionsOnly = try KeyboardLayout.adjust(
            end, in: Self.scene(options: LayoutOptions(followUndockedKeyboard: true)))
        #expect(optionsOnly.view("root")?.layoutGuide?.state == .hidden)
        #expect(optionsOnly.view("composer")?.frame.y == 774)
        let own = try KeyboardLayout.adjust(
            end, in: Self.scene(guide: .init(view: "root", followsUndockedKeyboard: true)))
        #expect(
            own.view("root")?.layoutGuide
                == LayoutGuideFrame(frame: Rect(x: 40, y: 300, width: 320, height: 250), state: .undocked))
        #expect(own.view("composer")?.frame.y == 256)
        #expect(own.warningCodes == [.keyboardUndocked])
    }

    @Test func guideInTheOwnersCoordinates() throws {
        // The owner at (0, 100, 393, 752) in the window: the keyboard's 516 is 416 in its coordinates; its safe
        // bottom is 34 (it covers 818..852): top = min(416, 752 - 34 = 718) = 416, guide (0, 416, 393, 336).
        // The composer rests at 752 - 34 - 44 = 674: y = min(674, 416 - 44) = 372.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 516, width: 393, height: 336)),
            in: Self.scene(owner: Rect(x: 0, y: 100, width: 393, height: 752)))
        #expect(a.view("root")?.layoutGuide?.frame == Rect(x: 0, y: 416, width: 393, height: 336))
        #expect(a.view("composer")?.frame.y == 372)
        // Constraint: the root's bounds end at 752, the composer at 372 + 44 = 416: 336; less 34: 302.
        #expect(a.view("composer")?.bottomConstraint == BottomConstraint(toSuperview: 336, toSafeArea: 302))
    }
}
