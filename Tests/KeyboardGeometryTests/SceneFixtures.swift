import KeyboardGeometry

/// Builders for the scenes the rule tests share.
enum Fixtures {
    /// iPhone 15 (393 x 852, home indicator): the scene of DESIGN.md "The scene".
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

    static func show(_ end: Rect, begin: Rect? = nil, duration: Double = 0.25, curve: Int = 7, event: KeyboardEvent = .willShow)
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
