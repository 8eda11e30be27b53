import KeyboardGeometry
import ServiceJSON

// The scene keys that adjust, simulate and render requests share.

extension WireReader {
    /// `screen`, `window`, `views`, `behaviors` and `options` of a request object, with the whole-scene checks;
    /// nil when anything has a problem (every problem reported).
    mutating func scene(_ o: borrowing KnownMembers, at p: @autoclosure () -> JSONPointer, limits: Limits) -> Scene? {
        let theScreen = required(o, "screen", at: p()).flatMap { screen($0, at: p() / "screen") }
        let theWindow = required(o, "window", at: p()).flatMap { window($0, at: p() / "window", screen: theScreen) }
        let read = required(o, "views", at: p()).flatMap { views($0, at: p() / "views", limit: limits.maxViews) }
        let listed = required(o, "behaviors", at: p()).flatMap { behaviors($0, at: p() / "behaviors") }
        let theOptions = optional(o, "options", at: p(), default: LayoutOptions()) { $0.options($1, at: $2()) }
        let theFrameworks = optional(o, "frameworks", at: p(), default: Frameworks()) { $0.frameworks($1, at: $2()) }
        if let read, let listed {
            check(
                views: read.views, positions: read.positions, behaviors: listed.behaviors,
                behaviorPositions: listed.positions, viewsAt: p() / "views", behaviorsAt: p() / "behaviors")
        }
        let theViews: [SceneView]? = read.flatMap { $0.complete ? $0.views : nil }
        let theBehaviors: [Behavior]? = listed.flatMap { $0.complete ? $0.behaviors : nil }
        if let kav = theFrameworks?.reactNative, let id = kav.view, let theViews,
            !theViews.contains(where: { $0.id == id })
        {
            fail(p() / "frameworks" / "reactNative" / "view", "no view has the id '\(id)'")
            return nil
        }
        guard let theScreen, let theWindow, let theViews, let theBehaviors, let theOptions, let theFrameworks else {
            return nil
        }
        var scene = Scene(
            screen: theScreen, window: theWindow, views: theViews, behaviors: theBehaviors, options: theOptions)
        scene.frameworks = theFrameworks
        return scene
    }

    /// `"frameworks": {"reactNative": {"view", "behavior", "keyboardVerticalOffset"}}` (docs/policies.md).
    mutating func frameworks(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Frameworks? {
        guard let o = object(value, at: p(), allowed: ["reactNative"], what: "frameworks") else { return nil }
        guard let v = o["reactNative"] else { return Frameworks() }
        let q = p() / "reactNative"
        guard
            let k = object(
                v, at: q, allowed: ["view", "behavior", "keyboardVerticalOffset"], what: "a KeyboardAvoidingView")
        else { return nil }
        let view = optional(k, "view", at: q, default: String?.none) { $0.id($1, at: $2()) }
        let behavior = optional(k, "behavior", at: q, default: ReactNativeAvoidingView.AvoidingBehavior.padding) {
            $0.choice($1, at: $2(), as: ReactNativeAvoidingView.AvoidingBehavior.self)
        }
        // number() holds it within +-1000000, as every number of a request (openapi.yaml says so).
        let offset = optional(k, "keyboardVerticalOffset", at: q, default: 0.0) { $0.number($1, at: $2()) }
        guard let view, let behavior, let offset else { return nil }
        return Frameworks(
            reactNative: ReactNativeAvoidingView(view: view, behavior: behavior, keyboardVerticalOffset: offset))
    }
}
