/// The layout at the moment of a notification: resting frames, current scroll offsets, and behaviors.
public struct Scene: Hashable, Sendable {
    /// The screen the keyboard frames are reported on.
    public var screen: Screen
    /// The app's window, whose frame moves keyboard frames from screen into window space.
    public var window: Window
    /// The views at their resting frames, each in its parent's space; behaviors name them by id.
    public var views: [SceneView]
    /// What the app does about the keyboard, applied in rule 7's order.
    public var behaviors: [Behavior]
    /// Switches for undocked and other apps' keyboards and for transitions.
    public var options: LayoutOptions
    /// How the scene maps onto a framework that lays itself out (`"frameworks"`); read by the framework policies.
    public var frameworks = Frameworks()

    /// A scene with the given geometry and behaviors; every option is off unless given.
    public init(
        screen: Screen, window: Window, views: [SceneView], behaviors: [Behavior], options: LayoutOptions = .init()
    ) {
        self.screen = screen
        self.window = window
        self.views = views
        self.behaviors = behaviors
        self.options = options
    }

    /// The root view: the first view without a parent (the Scaffold's body for Flutter, the KeyboardAvoidingView
    /// React Native takes when none is named); nil when every view has one.
    var rootView: SceneView? { views.first { $0.parent == nil } }
}

/// The switches of an adjust request.
public struct LayoutOptions: Hashable, Sendable {
    /// Move views for a floating or split keyboard too.
    public var followUndockedKeyboard: Bool
    /// Ignore show and frame-change notifications of another app's keyboard (`isLocal` false).
    public var ignoreNonLocal: Bool
    /// The notification arrives inside a rotation or size transition: set frames without animating.
    public var inTransition: Bool

    /// Options with each switch off unless given.
    public init(followUndockedKeyboard: Bool = false, ignoreNonLocal: Bool = false, inTransition: Bool = false) {
        self.followUndockedKeyboard = followUndockedKeyboard
        self.ignoreNonLocal = ignoreNonLocal
        self.inTransition = inTransition
    }
}
