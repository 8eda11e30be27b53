import KeyboardGeometry
import Testing

/// iOS 7 and earlier (`coordinateSpace: fixedPortrait`): keyboard frames in the device's portrait space, turned
/// into the interface by the formulas of docs/rules.md. iPhone 4S: W x H = 320 x 480.
struct FixedPortraitTests {
    static func scene(_ orientation: InterfaceOrientation) -> Scene {
        let screen = Screen(
            bounds: Rect(x: 0, y: 0, width: 320, height: 480), scale: 2, coordinateSpace: .fixedPortrait,
            interfaceOrientation: orientation)
        // The window and the views are in interface coordinates: 480 x 320 in landscape.
        let size = orientation.isLandscape ? Size(width: 480, height: 320) : Size(width: 320, height: 480)
        return Scene(
            screen: screen, window: Window(frame: screen.interfaceBounds),
            views: [
                SceneView(id: "root", frame: Rect(x: 0, y: 0, width: size.width, height: size.height)),
                SceneView(
                    id: "commentBar", parent: "root",
                    frame: Rect(x: 0, y: size.height - 44, width: size.width, height: 44)),
            ],
            behaviors: [.attachToKeyboard(.init(view: "commentBar"))])
    }

    @Test func interfaceBoundsTurnInLandscape() {
        #expect(Self.scene(.landscapeRight).screen.interfaceBounds == Rect(x: 0, y: 0, width: 480, height: 320))
        #expect(Self.scene(.portrait).screen.interfaceBounds == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func landscapeRight() throws {
        // (x, y, w, h) = (0, 0, 162, 480) -> (y, W - (x + w), h, w) = (0, 320 - 162, 480, 162) = (0, 158, 480, 162).
        // Docked against the 480 x 320 interface screen (bottom 320, full width). Bar y = min(276, 158 - 44) = 114,
        // constraint 320 - 158 = 162.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 0, width: 162, height: 480)), in: Self.scene(.landscapeRight))
        #expect(a.keyboard.frameInWindow == Rect(x: 0, y: 158, width: 480, height: 162))
        #expect(a.keyboard.docked)
        #expect(a.keyboard.overlap == 162)
        #expect(a.view("commentBar")?.frame == Rect(x: 0, y: 114, width: 480, height: 44))
        #expect(a.view("commentBar")?.bottomConstraint == BottomConstraint(toSuperview: 162, toSafeArea: 162))
        #expect(a.warnings.isEmpty)
    }

    @Test func landscapeLeft() throws {
        // (158, 0, 162, 480) -> (H - (y + h), x, h, w) = (480 - 480, 158, 480, 162) = (0, 158, 480, 162): the same
        // interface frame as landscapeRight's, from the other side of the portrait screen.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 158, y: 0, width: 162, height: 480)), in: Self.scene(.landscapeLeft))
        #expect(a.keyboard.frameInWindow == Rect(x: 0, y: 158, width: 480, height: 162))
        #expect(a.keyboard.docked)
        #expect(a.view("commentBar")?.frame.y == 114)
    }

    @Test func portraitUpsideDown() throws {
        // The keyboard at the top of the portrait device space (0, 0, 320, 216) is at the interface's bottom:
        // (W - (x + w), H - (y + h), w, h) = (0, 480 - 216, 320, 216) = (0, 264, 320, 216). Bar y = min(436,
        // 264 - 44) = 220.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Rect(x: 0, y: 0, width: 320, height: 216)), in: Self.scene(.portraitUpsideDown))
        #expect(a.keyboard.frameInWindow == Rect(x: 0, y: 264, width: 320, height: 216))
        #expect(a.view("commentBar")?.frame.y == 220)
    }

    @Test func beginFrameTurnsTheSameWay() throws {
        // Begin (-162, 0, 162, 480) in landscapeRight -> (0, 320 - (-162 + 162), 480, 162) = (0, 320, 480, 162):
        // just below the interface screen, where the keyboard comes from.
        let a = try KeyboardLayout.adjust(
            Fixtures.show(
                Rect(x: 0, y: 0, width: 162, height: 480), begin: Rect(x: -162, y: 0, width: 162, height: 480)),
            in: Self.scene(.landscapeRight))
        #expect(a.keyboard.beginFrameInWindow == Rect(x: 0, y: 320, width: 480, height: 162))
    }

    @Test func legacyKeysAreCheckedInRotatedTerms() throws {
        // iOS reported bounds and centers already rotated: bounds 480 x 162, center end (240, 158 + 81 = 239).
        // A center given in the portrait frame's terms, (81, 240), is 0.5 pt or more away: legacy-mismatch.
        let end = Rect(x: 0, y: 0, width: 162, height: 480)
        let agreeing = ResolvedNotification(
            event: .willShow, endFrame: end, duration: 0.25, curve: 7,
            bounds: Rect(x: 0, y: 0, width: 480, height: 162), centerEnd: Point(x: 240, y: 239))
        let portraitCenter = ResolvedNotification(
            event: .willShow, endFrame: end, duration: 0.25, curve: 7, centerEnd: Point(x: 81, y: 240))
        #expect(try KeyboardLayout.adjust(agreeing, in: Self.scene(.landscapeRight)).warnings.isEmpty)
        #expect(
            try KeyboardLayout.adjust(portraitCenter, in: Self.scene(.landscapeRight)).warningCodes == [.legacyMismatch]
        )
    }

    @Test func interfaceCoordinatesAreNotTurned() throws {
        // iOS 8 and later: the same numbers in the interface space are taken as they are.
        var scene = Self.scene(.landscapeRight)
        scene.screen = Screen(bounds: Rect(x: 0, y: 0, width: 480, height: 320), interfaceOrientation: .landscapeRight)
        let a = try KeyboardLayout.adjust(Fixtures.show(Rect(x: 0, y: 158, width: 480, height: 162)), in: scene)
        #expect(a.keyboard.frameInWindow == Rect(x: 0, y: 158, width: 480, height: 162))
    }
}
