/// The userInfo keys of a keyboard notification that the service understands.
public enum UserInfoKey: String, CaseIterable, Hashable, Sendable {
    /// The keyboard's frame before the change, in screen coordinates.
    case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates.
    case frameEnd = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's animation lasts, in seconds.
    case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// The `UIView.AnimationCurve` raw value the keyboard animates with (7: its own spring).
    case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (iOS 9 and later); false for another app's beside it on iPad.
    case isLocal = "UIKeyboardIsLocalUserInfoKey"
    // Deprecated in iOS 3.2, still posted by later versions and seen in old dumps.
    /// The keyboard's bounds, whose size should match the end frame's; deprecated since iOS 3.2.
    case bounds = "UIKeyboardBoundsUserInfoKey"
    /// The keyboard's center before the change; deprecated since iOS 3.2.
    case centerBegin = "UIKeyboardCenterBeginUserInfoKey"
    /// The keyboard's center after the change; deprecated since iOS 3.2.
    case centerEnd = "UIKeyboardCenterEndUserInfoKey"

    /// What kind of value the key holds.
    public enum Kind: Sendable { case rect, point, number, integer, boolean }

    /// What its value parses as: a rect (frames, bounds), a point (centers), a number, an integer or a boolean.
    public var kind: Kind {
        switch self {
        case .frameBegin, .frameEnd, .bounds: .rect
        case .centerBegin, .centerEnd: .point
        case .animationDuration: .number
        case .animationCurve: .integer
        case .isLocal: .boolean
        }
    }

    /// The Swift spelling, `keyboardFrameEndUserInfoKey`.
    public var swiftName: String {
        let stem = rawValue.dropFirst("UIKeyboard".count)
        return "keyboard" + stem
    }

    /// Finds a key by its ObjC name, its Swift name, or `UIResponder.`-qualified Swift name.
    public init?(name: String) {
        if let key = Self.byName[name] {
            self = key
        } else if name.hasPrefix("UIResponder."), let key = Self.byName[String(name.dropFirst("UIResponder.".count))] {
            self = key
        } else {
            return nil
        }
    }

    /// Every key by its ObjC and its Swift name: looked up for each key of every request.
    private static let byName: [String: UserInfoKey] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { [($0.rawValue, $0), ($0.swiftName, $0)] })
}
