import KeyboardGeometry
import ServiceJSON

// The request's `frameworks`: what the framework policies read, each library's component and settings, and the
// keys of each of its objects.

/// The keys of `"frameworks"` (the contract test compares them with openapi.yaml's Frameworks).
enum FrameworksKey: Int, ObjectKey {
    case reactNative, reactNativeKeyboardController, iqKeyboardManager
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: no such framework.
    var presence: KeyPresence { .optional }
}

/// The keys of `"reactNative"`: the core KeyboardAvoidingView's props.
enum ReactNativeKey: Int, ObjectKey {
    case view, behavior, keyboardVerticalOffset
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence {
        switch self {
        case .view: .optional
        case .behavior: .defaults(.string(ReactNativeAvoidingView.AvoidingBehavior.padding.rawValue))
        case .keyboardVerticalOffset: .defaults(.number(0))
        }
    }
}

/// The keys of `"reactNativeKeyboardController"`: the component and its props.
enum KeyboardControllerKey: Int, ObjectKey {
    case component, view, behavior, keyboardVerticalOffset, automaticOffset, offset, bottomOffset
    case keyboardLiftBehavior, inverted, blankSpace, extraContentPadding
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means; `offset`'s absence is the component's zero (a StickyOffset's or a number).
    var presence: KeyPresence {
        typealias Props = ReactNativeKeyboardController
        switch self {
        case .component: return .defaults(.string(Props.Component.keyboardAvoidingView.rawValue))
        case .behavior: return .defaults(.string(Props.AvoidingBehavior.padding.rawValue))
        case .view, .offset, .keyboardLiftBehavior, .inverted: return .optional
        case .automaticOffset: return .defaults(.bool(false))
        case .keyboardVerticalOffset, .bottomOffset, .blankSpace, .extraContentPadding: return .defaults(.number(0))
        }
    }
}

/// The keys of a KeyboardStickyView's `"offset"`.
enum StickyOffsetKey: Int, ObjectKey {
    case closed, opened
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence { .defaults(.number(0)) }
}

/// The keys of `"iqKeyboardManager"`: its settings.
enum IQKeyboardManagerKey: Int, ObjectKey {
    case keyboardDistance
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: IQKeyboardManager's own default distance.
    var presence: KeyPresence { .defaults(.number(10)) }
}

extension WireInput {
    /// `"frameworks": {"reactNative", "reactNativeKeyboardController", "iqKeyboardManager"}` (docs/policies.md).
    mutating func frameworks(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Frameworks? {
        typealias Key = FrameworksKey
        guard let o = object(value, at: p(), keys: Key.names, what: "frameworks") else { return nil }
        let kav = optional(o, Key.reactNative, at: p(), default: ReactNativeAvoidingView?.none) {
            $0.reactNativeAvoidingView($1, at: $2())
        }
        let controller = optional(
            o, Key.reactNativeKeyboardController, at: p(), default: ReactNativeKeyboardController?.none
        ) { $0.reactNativeKeyboardController($1, at: $2()) }
        let iq = optional(o, Key.iqKeyboardManager, at: p(), default: IQKeyboardManagerSettings?.none) {
            $0.iqKeyboardManagerSettings($1, at: $2())
        }
        guard let kav, let controller, let iq else { return nil }
        return Frameworks(reactNative: kav, reactNativeKeyboardController: controller, iqKeyboardManager: iq)
    }

    /// `"reactNative": {"view", "behavior", "keyboardVerticalOffset"}`: the core KeyboardAvoidingView.
    mutating func reactNativeAvoidingView(_ v: JSONNode, at q: @autoclosure () -> JSONPointer)
        -> ReactNativeAvoidingView??
    {
        typealias Key = ReactNativeKey
        guard let k = object(v, at: q(), keys: Key.names, what: "a KeyboardAvoidingView") else { return nil }
        let view = optional(k, Key.view, at: q(), default: String?.none) { $0.id($1, at: $2()) }
        let behavior = optional(k, Key.behavior, at: q()) {
            $0.choice($1, at: $2(), as: ReactNativeAvoidingView.AvoidingBehavior.self)
        }
        // number() holds it within +-1000000, as every number of a request (openapi.yaml says so).
        let offset = optional(k, Key.keyboardVerticalOffset, at: q()) { $0.number($1, at: $2()) }
        guard let view, let behavior, let offset else { return nil }
        return .some(ReactNativeAvoidingView(view: view, behavior: behavior, keyboardVerticalOffset: offset))
    }

    /// `"reactNativeKeyboardController": {"component", "view", "behavior", "keyboardVerticalOffset",
    /// "automaticOffset", "offset": {"closed", "opened"} (a number for the KeyboardChatScrollView), "bottomOffset",
    /// "keyboardLiftBehavior", "inverted", "blankSpace", "extraContentPadding"}`.
    mutating func reactNativeKeyboardController(_ v: JSONNode, at q: @autoclosure () -> JSONPointer)
        -> ReactNativeKeyboardController??
    {
        typealias Props = ReactNativeKeyboardController
        typealias Key = KeyboardControllerKey
        guard
            let k = object(v, at: q(), keys: Key.names, what: "a react-native-keyboard-controller component")
        else { return nil }
        let component = optional(k, Key.component, at: q()) {
            $0.choice($1, at: $2(), as: Props.Component.self)
        }
        let view = optional(k, Key.view, at: q(), default: String?.none) { $0.id($1, at: $2()) }
        let behavior = optional(k, Key.behavior, at: q()) {
            $0.choice($1, at: $2(), as: Props.AvoidingBehavior.self)
        }
        let offset = optional(k, Key.keyboardVerticalOffset, at: q()) { $0.number($1, at: $2()) }
        let automatic = optional(k, Key.automaticOffset, at: q()) { $0.bool($1, at: $2()) }
        // `offset` is the StickyView's {closed, opened}, or the KeyboardChatScrollView's number.
        let chat = component == .keyboardChatScrollView
        let sticky = optional(k, Key.offset, at: q(), default: Props.StickyOffset()) { reader, node, p in
            chat ? Props.StickyOffset() : reader.stickyOffset(node, at: p())
        }
        let chatOffset = optional(k, Key.offset, at: q(), default: 0.0) { reader, node, p in
            chat ? reader.number(node, at: p()) : 0
        }
        let bottomOffset = optional(k, Key.bottomOffset, at: q()) { $0.number($1, at: $2()) }
        let lift = optional(k, Key.keyboardLiftBehavior, at: q(), default: Props.LiftBehavior?.none) {
            $0.choice($1, at: $2(), as: Props.LiftBehavior.self)
        }
        let inverted = optional(k, Key.inverted, at: q(), default: Bool?.none) { $0.bool($1, at: $2()) }
        let blankSpace = optional(k, Key.blankSpace, at: q()) { $0.nonNegative($1, at: $2()) }
        let extra = optional(k, Key.extraContentPadding, at: q()) { $0.number($1, at: $2()) }
        guard let component, let view, let behavior, let offset, let automatic, let sticky, let chatOffset,
            let bottomOffset, let lift, let inverted, let blankSpace, let extra
        else { return nil }
        return .some(
            Props(
                component: component, view: view, behavior: behavior, keyboardVerticalOffset: offset,
                automaticOffset: automatic, offset: sticky, bottomOffset: bottomOffset, keyboardLiftBehavior: lift,
                inverted: inverted, chatOffset: chatOffset, blankSpace: blankSpace, extraContentPadding: extra))
    }

    /// A KeyboardStickyView's `"offset": {"closed", "opened"}`.
    private mutating func stickyOffset(_ v: JSONNode, at q: @autoclosure () -> JSONPointer)
        -> ReactNativeKeyboardController.StickyOffset?
    {
        typealias Key = StickyOffsetKey
        guard let o = object(v, at: q(), keys: Key.names, what: "a StickyView offset") else { return nil }
        let closed = optional(o, Key.closed, at: q()) { $0.number($1, at: $2()) }
        let opened = optional(o, Key.opened, at: q()) { $0.number($1, at: $2()) }
        guard let closed, let opened else { return nil }
        return ReactNativeKeyboardController.StickyOffset(closed: closed, opened: opened)
    }

    /// `"iqKeyboardManager": {"keyboardDistance"}`.
    mutating func iqKeyboardManagerSettings(_ v: JSONNode, at q: @autoclosure () -> JSONPointer)
        -> IQKeyboardManagerSettings??
    {
        typealias Key = IQKeyboardManagerKey
        guard let k = object(v, at: q(), keys: Key.names, what: "IQKeyboardManager's settings") else { return nil }
        let distance = optional(k, Key.keyboardDistance, at: q(), default: 10.0) { $0.number($1, at: $2()) }
        guard let distance else { return nil }
        return .some(IQKeyboardManagerSettings(keyboardDistance: distance))
    }
}
