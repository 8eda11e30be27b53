import KeyboardGeometry

// The scene keys that adjust, simulate and render requests share.

extension WireReader {
    /// `screen`, `window`, `views`, `behaviors` and `options` of a request object, with the whole-scene checks;
    /// nil when anything has a problem (every problem reported).
    mutating func scene(_ o: WireObject, at p: @autoclosure () -> JSONPointer, limits: Limits) -> Scene? {
        let theScreen = required(o, "screen", at: p()).flatMap { screen($0, at: p() / "screen") }
        let theWindow = required(o, "window", at: p()).flatMap { window($0, at: p() / "window", screen: theScreen) }
        let read = required(o, "views", at: p()).flatMap { views($0, at: p() / "views", limit: limits.maxViews) }
        let listed = required(o, "behaviors", at: p()).flatMap { behaviors($0, at: p() / "behaviors") }
        let theOptions = optional(o, "options", at: p(), default: LayoutOptions()) { $0.options($1, at: $2()) }
        if let read, let listed {
            check(
                views: read.views, positions: read.positions, behaviors: listed, viewsAt: p() / "views",
                behaviorsAt: p() / "behaviors")
        }
        let theViews: [SceneView]? = read.flatMap { $0.complete ? $0.views : nil }
        let theBehaviors: [Behavior]? = listed.flatMap { $0.contains(nil) ? nil : $0.compactMap { $0 } }
        guard let theScreen, let theWindow, let theViews, let theBehaviors, let theOptions else { return nil }
        return Scene(
            screen: theScreen, window: theWindow, views: theViews, behaviors: theBehaviors, options: theOptions)
    }
}
