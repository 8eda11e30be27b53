/// The request's `"frameworks"`: how the scene maps onto a framework that lays itself out (docs/policies.md). Only
/// the framework policies read it; the reference and the other policies ignore it.
public struct Frameworks: Hashable, Sendable {
    /// React Native's KeyboardAvoidingView (`react-native-kav`); nil when the request gives none (the defaults).
    public var reactNative: ReactNativeAvoidingView?

    /// No framework settings: every framework policy takes its defaults.
    public init(reactNative: ReactNativeAvoidingView? = nil) {
        self.reactNative = reactNative
    }
}

/// A KeyboardAvoidingView: which view it is, how it avoids, and its offset.
public struct ReactNativeAvoidingView: Hashable, Sendable {
    /// KeyboardAvoidingView's `behavior` prop.
    public enum AvoidingBehavior: String, CaseIterable, Hashable, Sendable {
        /// Bottom padding of the keyboard's overlap: the KAV keeps its frame, its content area shrinks.
        case padding
        /// The KAV's height less the overlap.
        case height
        /// The KAV's content moved up by the overlap.
        case position
    }

    /// The view that is the KeyboardAvoidingView; nil for the root view (the first view without a parent).
    public var view: String?
    /// How it avoids; `padding` unless given.
    public var behavior: AvoidingBehavior
    /// `keyboardVerticalOffset`, in points; 0 unless given.
    public var keyboardVerticalOffset: Double

    /// A KAV with the props given, the defaults otherwise.
    public init(view: String? = nil, behavior: AvoidingBehavior = .padding, keyboardVerticalOffset: Double = 0) {
        self.view = view
        self.behavior = behavior
        self.keyboardVerticalOffset = keyboardVerticalOffset
    }
}
