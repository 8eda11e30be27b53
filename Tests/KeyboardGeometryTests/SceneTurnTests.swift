import KeyboardGeometry
import Testing

/// `Scene.turned()` (the rotation stream) and `Screen.fromInterface`, numbers by hand.
struct SceneTurnTests {
    /// Seed 001's iPhone 5 portrait scene turns into the landscape geometry its rotation example gives by hand:
    /// the screen 568 x 320; root fills the window; the table (0, 0, 320, 524), more than half the root's height,
    /// keeps its 0 top and 44 bottom margins: 320 - 44 = 276 high, 568 wide; the bar (0, 524, 320, 44), past the
    /// middle, keeps its 0 bottom margin: y 320 - 44 = 276; the content, as wide as the table, becomes 568 wide.
    @Test func seed001TurnsToItsLandscapeGeometry() {
        let scene = Scene(
            screen: Screen(bounds: Rect(x: 0, y: 0, width: 320, height: 568), scale: 2),
            window: Window(frame: Rect(x: 0, y: 0, width: 320, height: 568)),
            views: [
                SceneView(id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 568)),
                SceneView(
                    id: "table", parent: "root", frame: Rect(x: 0, y: 0, width: 320, height: 524),
                    scroll: ScrollState(contentSize: Size(width: 320, height: 2000))),
                SceneView(id: "commentBar", parent: "root", frame: Rect(x: 0, y: 524, width: 320, height: 44)),
            ],
            behaviors: [])
        let t = scene.turned()
        #expect(t.screen.bounds == Rect(x: 0, y: 0, width: 568, height: 320))
        #expect(t.screen.interfaceOrientation == .landscapeRight)
        #expect(t.window.frame == Rect(x: 0, y: 0, width: 568, height: 320))
        #expect(t.window.safeAreaInsets == .zero)
        #expect(
            t.views.map(\.frame) == [
                Rect(x: 0, y: 0, width: 568, height: 320), Rect(x: 0, y: 0, width: 568, height: 276),
                Rect(x: 0, y: 276, width: 568, height: 44),
            ])
        #expect(t.views[1].scroll?.contentSize == Size(width: 568, height: 2000))
    }

    /// An iPhone 15's safe area (top 59, bottom 34) turns to landscape (0, 59, 21, 59) and back to (59, 0, 34, 0).
    @Test func homeIndicatorSafeAreaTurns() {
        let scene = Scene(
            screen: Screen(bounds: Rect(x: 0, y: 0, width: 393, height: 852)),
            window: Window(
                frame: Rect(x: 0, y: 0, width: 393, height: 852), safeAreaInsets: Insets(top: 59, bottom: 34)),
            views: [], behaviors: [])
        let landscape = scene.turned()
        #expect(landscape.window.safeAreaInsets == Insets(top: 0, left: 59, bottom: 21, right: 59))
        var back = scene
        back.screen = landscape.screen
        back.window = landscape.window
        #expect(back.turned().window.safeAreaInsets == Insets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// fromInterface undoes toInterface: iOS 7's 320 x 480 portrait screen in landscapeRight turns (0, 0, 162, 480)
    /// into (0, 320 - 162 = 158, 480, 162); back again; likewise landscapeLeft and upside down.
    @Test(arguments: [InterfaceOrientation.landscapeRight, .landscapeLeft, .portraitUpsideDown, .portrait])
    func fromInterfaceUndoesToInterface(_ orientation: InterfaceOrientation) {
        let screen = Screen(
            bounds: Rect(x: 0, y: 0, width: 320, height: 480), coordinateSpace: .fixedPortrait,
            interfaceOrientation: orientation)
        let portrait = Rect(x: 0, y: 0, width: 162, height: 480)
        #expect(screen.fromInterface(screen.toInterface(portrait)) == portrait)
        if orientation == .landscapeRight {
            #expect(screen.toInterface(portrait) == Rect(x: 0, y: 158, width: 480, height: 162))
        }
    }
}
