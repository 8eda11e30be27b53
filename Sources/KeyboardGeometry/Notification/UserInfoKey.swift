/// The userInfo keys of a keyboard notification that the service understands.
public enum UserInfoKey: String, CaseIterable, Hashable, Sendable {
    case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    case frameEnd = "UIKeyboardFrameEndUserInfoKey"
    case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    case isLocal = "UIKeyboardIsLocalUserInfoKey"
    // Deprecated in iOS 3.2, still posted by later versions and seen in old dumps.
    case bounds = "UIKeyboardBoundsUserInfoKey"
    case centerBegin = "UIKeyboardCenterBeginUserInfoKey"
    case centerEnd = "UIKeyboardCenterEndUserInfoKey"

    /// What kind of value the key holds.
    public enum Kind: Sendable { case rect, point, number, integer, boolean }

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
