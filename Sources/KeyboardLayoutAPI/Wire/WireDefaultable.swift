import KeyboardGeometry

/// A type a reader reads a key into that can hold the key's declared absence (`KeyPresence`): `Double`, `Bool`,
/// `String`, a fixed set of strings (`CoordinateSpace`), an array of them, or an optional of any type (its absence
/// none).
protocol WireDefaultable {
    /// The value of a key declared `presence` when the key is absent; nil when the declaration gives no value of
    /// this type (a required key, or a default of another type: a mistake DeclaredPresenceTests catches).
    init?(absence presence: KeyPresence)
}

extension ObjectKey {
    /// The value this key's absence gives, as `T` (`ScreenKey.scale.defaultValue(as: Double.self)` is 1); nil
    /// when its declaration gives none of that type.
    func defaultValue<T: WireDefaultable>(as _: T.Type = T.self) -> T? { T(absence: presence) }
}

extension Double: WireDefaultable {
    init?(absence presence: KeyPresence) {
        guard case .defaults(.number(let d)) = presence else { return nil }
        self = d
    }
}

extension Bool: WireDefaultable {
    init?(absence presence: KeyPresence) {
        guard case .defaults(.bool(let b)) = presence else { return nil }
        self = b
    }
}

extension String: WireDefaultable {
    init?(absence presence: KeyPresence) {
        guard case .defaults(.string(let s)) = presence else { return nil }
        self = s
    }
}

/// An optional key's absence is none; a key with a default gives the default, when `Wrapped` can hold it.
extension Optional: WireDefaultable {
    init?(absence presence: KeyPresence) {
        switch presence {
        case .required: return nil
        case .optional: self = .none
        case .defaults:
            guard let type = Wrapped.self as? any WireDefaultable.Type,
                let value = type.init(absence: presence) as? Wrapped
            else { return nil }
            self = .some(value)
        }
    }
}

extension Array: WireDefaultable where Element: WireDefaultable {
    init?(absence presence: KeyPresence) {
        guard case .defaults(.array(let items)) = presence else { return nil }
        var out: [Element] = []
        for item in items {
            guard let element = Element(absence: .defaults(item)) else { return nil }
            out.append(element)
        }
        self = out
    }
}

/// One of a fixed set of strings: the default is its raw value.
extension WireDefaultable where Self: RawRepresentable, RawValue == String {
    init?(absence presence: KeyPresence) {
        guard case .defaults(.string(let s)) = presence else { return nil }
        self.init(rawValue: s)
    }
}

// The fixed sets of strings the wire gives defaults of.
extension CoordinateSpace: WireDefaultable {}
extension InterfaceOrientation: WireDefaultable {}
extension WindowMode: WireDefaultable {}
extension InsetAdjustment: WireDefaultable {}
extension Handling: WireDefaultable {}
extension Policy: WireDefaultable {}
extension ReactNativeAvoidingView.AvoidingBehavior: WireDefaultable {}
extension ReactNativeKeyboardController.Component: WireDefaultable {}
extension ReactNativeKeyboardController.AvoidingBehavior: WireDefaultable {}
