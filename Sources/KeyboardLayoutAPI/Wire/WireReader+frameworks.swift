import KeyboardGeometry
import ServiceJSON

// The request's `frameworks`: what the framework policies read, each library's component and settings.

extension WireReader {
    /// The keys of `"frameworks"`, declared once (the contract test compares them with openapi.yaml).
    static let frameworksKeys: [StaticString] = ["reactNative", "reactNativeKeyboardController", "iqKeyboardManager"]

    /// `"frameworks": {"reactNative", "reactNativeKeyboardController", "iqKeyboardManager"}` (docs/policies.md).
    mutating func frameworks(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Frameworks? {
        guard
            let o = object(value, at: p(), allowed: Self.frameworksKeys, what: "frameworks")
        else { return nil }
        let kav = optional(o, "reactNative", at: p(), default: ReactNativeAvoidingView?.none) {
            $0.reactNativeAvoidingView($1, at: $2())
        }
        let controller = optional(
            o, "reactNativeKeyboardController", at: p(), default: ReactNativeKeyboardController?.none
        ) { $0.reactNativeKeyboardController($1, at: $2()) }
        let iq = optional(o, "iqKeyboardManager", at: p(), default: IQKeyboardManagerSettings?.none) {
            $0.iqKeyboardManagerSettings($1, at: $2())
        }
        guard let kav, let controller, let iq else { return nil }
        return Frameworks(reactNative: kav, reactNativeKeyboardController: controller, iqKeyboardManager: iq)
    }

    /// `"reactNative": {"view", "behavior", "keyboardVerticalOffset"}`: the core KeyboardAvoidingView.
    mutating func reactNativeAvoidingView(_ v: JSONNode, at q: @autoclosure () -> JSONPointer)
        -> ReactNativeAvoidingView??
    {
        guard
            let k = object(
                v, at: q(), allowed: ["view", "behavior", "keyboardVerticalOffset"], what: "a KeyboardAvoidingView")
        else { return nil }
        let view = optional(k, "view", at: q(), default: String?.none) { $0.id($1, at: $2()) }
        let behavior = optional(k, "behavior", at: q(), default: ReactNativeAvoidingView.AvoidingBehavior.padding) {
            $0.choice($1, at: $2(), as: ReactNativeAvoidingView.AvoidingBehavior.self)
        }
        // number() holds it within +-1000000, as every number of a request (openapi.yaml says so).
        let offset = optional(k, "keyboardVerticalOffset", at: q(), default: 0.0) { $0.number($1, at: $2()) }
        guard let view, let behavior, let offset else { return nil }
        return .some(ReactNativeAvoidingView(view: view, behavior: behavior, keyboardVerticalOffset: offset))
    }

    /// `"reactNativeKeyboardController": {"component", "view", "behavior", "keyboardVerticalOffset",
    /// "automaticOffset", "offset": {"closed", "opened"}, "bottomOffset"}`.
    mutating func reactNativeKeyboardController(_ v: JSONNode, at q: @autoclosure () -> JSONPointer)
        -> ReactNativeKeyboardController??
    {
        typealias Props = ReactNativeKeyboardController
        guard
            let k = object(
                v, at: q(),
                allowed: [
                    "component", "view", "behavior", "keyboardVerticalOffset", "automaticOffset", "offset",
                    "bottomOffset",
                ], what: "a react-native-keyboard-controller component")
        else { return nil }
        let component = optional(k, "component", at: q(), default: Props.Component.keyboardAvoidingView) {
            $0.choice($1, at: $2(), as: Props.Component.self)
        }
        let view = optional(k, "view", at: q(), default: String?.none) { $0.id($1, at: $2()) }
        let behavior = optional(k, "behavior", at: q(), default: Props.AvoidingBehavior.padding) {
            $0.choice($1, at: $2(), as: Props.AvoidingBehavior.self)
        }
        let offset = optional(k, "keyboardVerticalOffset", at: q(), default: 0.0) { $0.number($1, at: $2()) }
        let automatic = optional(k, "automaticOffset", at: q(), default: false) { $0.bool($1, at: $2()) }
        let sticky = optional(k, "offset", at: q(), default: Props.StickyOffset()) { reader, node, p in
            guard let o = reader.object(node, at: p(), allowed: ["closed", "opened"], what: "a StickyView offset")
            else { return nil }
            let closed = reader.optional(o, "closed", at: p(), default: 0.0) { $0.number($1, at: $2()) }
            let opened = reader.optional(o, "opened", at: p(), default: 0.0) { $0.number($1, at: $2()) }
            guard let closed, let opened else { return nil }
            return Props.StickyOffset(closed: closed, opened: opened)
        }
        let bottomOffset = optional(k, "bottomOffset", at: q(), default: 0.0) { $0.number($1, at: $2()) }
        guard let component, let view, let behavior, let offset, let automatic, let sticky, let bottomOffset else {
            return nil
        }
        return .some(
            Props(
                component: component, view: view, behavior: behavior, keyboardVerticalOffset: offset,
                automaticOffset: automatic, offset: sticky, bottomOffset: bottomOffset))
    }

    /// `"iqKeyboardManager": {"keyboardDistance"}`.
    mutating func iqKeyboardManagerSettings(_ v: JSONNode, at q: @autoclosure () -> JSONPointer)
        -> IQKeyboardManagerSettings??
    {
        guard let k = object(v, at: q(), allowed: ["keyboardDistance"], what: "IQKeyboardManager's settings") else {
            return nil
        }
        let distance = optional(k, "keyboardDistance", at: q(), default: 10.0) { $0.number($1, at: $2()) }
        guard let distance else { return nil }
        return .some(IQKeyboardManagerSettings(keyboardDistance: distance))
    }
}
