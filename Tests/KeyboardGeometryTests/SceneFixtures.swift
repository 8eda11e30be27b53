import KeyboardGeometry

/// Builders for the scenes the rule tests share.
enum Fixtures {
    /// iPhone 15 (393 x 852, home indicator): the example scene of docs/rules.md.
    static func iPhone15Scene(offset: Double = 0, contentHeight: Double = 1600, behaviors: [Behavior]? = nil) -> Scene {
        let screen = Screen(bounds: Rect(x: 0, y: 0, width: 393, height: 852), scale: 3)
        let window = Window(frame: screen.bounds, safeAreaInsets: Insets(top: 59, bottom: 34))
        return Scene(
            screen: screen, window: window,
            views: [
                SceneView(id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852)),
                SceneView(
                    id: "table", parent: "root", frame: Rect(x: 0, y: 0, width: 393, height: 774),
                    scroll: ScrollState(
                        contentSize: Size(width: 393, height: contentHeight), contentOffset: Point(x: 0, y: offset))),
                SceneView(id: "field", parent: "table", frame: Rect(x: 16, y: 700, width: 361, height: 44)),
                SceneView(id: "bar", parent: "root", frame: Rect(x: 0, y: 774, width: 393, height: 44)),
            ],
            behaviors: behaviors ?? [
                .insetScrollView(.init(scrollView: "table", reveal: "field")),
                .attachToKeyboard(.init(view: "bar", resize: "table")),
            ])
    }

    static func show(
        _ end: Rect, begin: Rect? = nil, duration: Double = 0.25, curve: Int = 7, event: KeyboardEvent = .willShow
    )
        -> ResolvedNotification
    {
        ResolvedNotification(event: event, beginFrame: begin, endFrame: end, duration: duration, curve: curve)
    }
}

extension Adjustment {
    /// The adjusted values of view `id`, or nil when it is not reported.
    func view(_ id: String) -> ViewAdjustment? { views.first { $0.id == id } }

    var warningCodes: [LayoutWarning.Code] { warnings.map(\.code) }
}

extension Fixtures {
    /// A notification with every key rule 9 reads, for the scenario tests.
    static func notification(
        _ event: KeyboardEvent, end: Rect, duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true
    ) -> ResolvedNotification {
        ResolvedNotification(event: event, endFrame: end, duration: duration, curve: curve, isLocal: isLocal)
    }

    /// The example scene with other options.
    static func iPhone15Scene(options: LayoutOptions, offset: Double = 0, contentHeight: Double = 1600) -> Scene {
        var scene = iPhone15Scene(offset: offset, contentHeight: contentHeight)
        scene.options = options
        return scene
    }

    /// A full-screen scroll view ("text") on a screen `size` with window safe area `safe`, inset for the
    /// keyboard, and a bar ("bar", 44 high) resting on the bottom safe-area edge, attached to the keyboard.
    static func fullScreenTextView(
        _ size: Size, safe: Insets, adjustment: InsetAdjustment = .automatic, contentHeight: Double = 2000
    )
        -> Scene
    {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return Scene(
            screen: Screen(bounds: bounds, scale: 3), window: Window(frame: bounds, safeAreaInsets: safe),
            views: [
                SceneView(id: "root", frame: bounds),
                SceneView(
                    id: "text", parent: "root", frame: bounds,
                    scroll: ScrollState(
                        contentSize: Size(width: size.width, height: contentHeight), insetAdjustment: adjustment)),
                SceneView(
                    id: "bar", parent: "root",
                    frame: Rect(x: 0, y: size.height - safe.bottom - 44, width: size.width, height: 44)),
            ],
            behaviors: [.attachToKeyboard(.init(view: "bar")), .insetScrollView(.init(scrollView: "text"))])
    }
}
