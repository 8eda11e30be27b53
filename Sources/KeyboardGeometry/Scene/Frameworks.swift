/// The request's `"frameworks"`: how the scene maps onto a framework that lays itself out, and the settings of the
/// libraries the policies play (docs/policies.md). Only the policy each entry names reads it; the reference and
/// the other policies ignore it.
public struct Frameworks: Hashable, Sendable {
    /// React Native's KeyboardAvoidingView (`react-native-kav`); nil when the request gives none (the defaults).
    public var reactNative: ReactNativeAvoidingView?
    /// react-native-keyboard-controller's component (`react-native-keyboard-controller`); nil for the defaults.
    public var reactNativeKeyboardController: ReactNativeKeyboardController?
    /// IQKeyboardManager's settings (`iqkeyboardmanager`); nil for the library's defaults.
    public var iqKeyboardManager: IQKeyboardManagerSettings?

    /// Framework settings as given; every one left out takes its defaults.
    public init(
        reactNative: ReactNativeAvoidingView? = nil,
        reactNativeKeyboardController: ReactNativeKeyboardController? = nil,
        iqKeyboardManager: IQKeyboardManagerSettings? = nil
    ) {
        self.reactNative = reactNative
        self.reactNativeKeyboardController = reactNativeKeyboardController
        self.iqKeyboardManager = iqKeyboardManager
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

/// One of react-native-keyboard-controller's components and its props (docs/policies.md).
public struct ReactNativeKeyboardController: Hashable, Sendable {
    /// The library's component that avoids the keyboard.
    public enum Component: String, CaseIterable, Hashable, Sendable {
        /// `KeyboardAvoidingView`: padding, height, position or translate-with-padding by the keyboard's height.
        case keyboardAvoidingView = "KeyboardAvoidingView"
        /// `KeyboardStickyView`: the view moved up by the keyboard's height, less `offset`.
        case keyboardStickyView = "KeyboardStickyView"
        /// `KeyboardAwareScrollView`: inset by the keyboard's height, the focused input scrolled above it.
        case keyboardAwareScrollView = "KeyboardAwareScrollView"
        /// `KeyboardChatScrollView`: a chat list inset by the keyboard's height less `offset`, its offset set once
        /// at the start of the motion as `keyboardLiftBehavior` says.
        case keyboardChatScrollView = "KeyboardChatScrollView"
    }

    /// A KeyboardChatScrollView's `keyboardLiftBehavior` prop.
    public enum LiftBehavior: String, CaseIterable, Hashable, Sendable {
        /// The content lifts with the keyboard wherever the list is scrolled (the library's default).
        case always
        /// The content lifts only when the list is within 20 pt of its end.
        case whenAtEnd
        /// Lifts as `always`; when the keyboard shrinks or hides, the offset is clamped to the new range.
        case persistent
        /// The offset stays; when the keyboard shrinks at the end, it is clamped to the new range.
        case never
    }

    /// Its KeyboardAvoidingView's `behavior` prop.
    public enum AvoidingBehavior: String, CaseIterable, Hashable, Sendable {
        /// Bottom padding of the computed height: the view keeps its frame, its content area shrinks.
        case padding
        /// The view's height less the computed height, while the keyboard is open.
        case height
        /// The view moved up by the computed height.
        case position
        /// The view moved up and its top padded by the same amount: its children end where `padding` puts them.
        case translateWithPadding = "translate-with-padding"
    }

    /// A KeyboardStickyView's `offset`: the points it stays below its keyboard-following position when the
    /// keyboard is closed and open.
    public struct StickyOffset: Hashable, Sendable {
        /// `offset.closed`, in points; 0 unless given.
        public var closed: Double
        /// `offset.opened`, in points; 0 unless given.
        public var opened: Double

        /// An offset with the values given, 0 otherwise.
        public init(closed: Double = 0, opened: Double = 0) {
            self.closed = closed
            self.opened = opened
        }
    }

    /// Which component the scene is; the KeyboardAvoidingView unless given.
    public var component: Component
    /// The view that is the component; nil for its default (the root view, the first `attachToKeyboard` bar, the
    /// first scroll behavior's scroll view).
    public var view: String?
    /// The KeyboardAvoidingView's `behavior`; `padding` unless given.
    public var behavior: AvoidingBehavior
    /// The KeyboardAvoidingView's `keyboardVerticalOffset`, in points; 0 unless given.
    public var keyboardVerticalOffset: Double
    /// The KeyboardAvoidingView's `automaticOffset`: its frame measured in the window, not in its parent; false
    /// unless given.
    public var automaticOffset: Bool
    /// The KeyboardStickyView's `offset`.
    public var offset: StickyOffset
    /// The KeyboardAwareScrollView's `bottomOffset`, in points; 0 unless given.
    public var bottomOffset: Double
    /// The KeyboardChatScrollView's `keyboardLiftBehavior`; nil: the scene's list's `lift` where it has one, else
    /// the library's `always`.
    public var keyboardLiftBehavior: LiftBehavior?
    /// The KeyboardChatScrollView's `inverted`; nil: the scene's list's `inverted`, else false.
    public var inverted: Bool?
    /// The KeyboardChatScrollView's `offset` (on the wire a number, where the StickyView's is an object): the
    /// distance from the list's bottom to the screen's, in points; 0 unless given.
    public var chatOffset: Double
    /// The KeyboardChatScrollView's `blankSpace`: the least inset, which the keyboard fills before it adds; 0
    /// unless given.
    public var blankSpace: Double
    /// The KeyboardChatScrollView's `extraContentPadding` when the list mounts (a composer taller than the
    /// keyboard's top by that much); simulate's `extraContentPadding` events change it; 0 unless given.
    public var extraContentPadding: Double

    /// A component with the props given, the defaults otherwise.
    public init(
        component: Component = .keyboardAvoidingView, view: String? = nil, behavior: AvoidingBehavior = .padding,
        keyboardVerticalOffset: Double = 0, automaticOffset: Bool = false, offset: StickyOffset = StickyOffset(),
        bottomOffset: Double = 0, keyboardLiftBehavior: LiftBehavior? = nil, inverted: Bool? = nil,
        chatOffset: Double = 0, blankSpace: Double = 0, extraContentPadding: Double = 0
    ) {
        self.component = component
        self.view = view
        self.behavior = behavior
        self.keyboardVerticalOffset = keyboardVerticalOffset
        self.automaticOffset = automaticOffset
        self.offset = offset
        self.bottomOffset = bottomOffset
        self.keyboardLiftBehavior = keyboardLiftBehavior
        self.inverted = inverted
        self.chatOffset = chatOffset
        self.blankSpace = blankSpace
        self.extraContentPadding = extraContentPadding
    }
}

/// IQKeyboardManager's settings the `iqkeyboardmanager` policy reads.
public struct IQKeyboardManagerSettings: Hashable, Sendable {
    /// `keyboardDistance`: the points between the field and the keyboard; the library's 10 unless given.
    public var keyboardDistance: Double

    /// The settings given, the library's defaults otherwise.
    public init(keyboardDistance: Double = 10) {
        self.keyboardDistance = keyboardDistance
    }
}
