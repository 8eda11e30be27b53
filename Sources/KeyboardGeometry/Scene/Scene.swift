/// The layout at the moment of a notification: resting frames, current scroll offsets, and behaviors.
public struct Scene: Hashable, Sendable {
    public var screen: Screen
    public var window: Window
    public var views: [SceneView]
    public var behaviors: [Behavior]
    public var options: LayoutOptions

    public init(screen: Screen, window: Window, views: [SceneView], behaviors: [Behavior], options: LayoutOptions = .init()) {
        self.screen = screen
        self.window = window
        self.views = views
        self.behaviors = behaviors
        self.options = options
    }
}

/// The switches of an adjust request.
public struct LayoutOptions: Hashable, Sendable {
    /// Move views for a floating or split keyboard too.
    public var followUndockedKeyboard: Bool
    /// Ignore show and frame-change notifications of another app's keyboard (`isLocal` false).
    public var ignoreNonLocal: Bool
    /// The notification arrives inside a rotation or size transition: set frames without animating.
    public var inTransition: Bool

    public init(followUndockedKeyboard: Bool = false, ignoreNonLocal: Bool = false, inTransition: Bool = false) {
        self.followUndockedKeyboard = followUndockedKeyboard
        self.ignoreNonLocal = ignoreNonLocal
        self.inTransition = inTransition
    }
}
