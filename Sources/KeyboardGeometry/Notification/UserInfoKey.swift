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

    /// A key written with blanks inside its name, `UIKeyboard FrameEnd UserInfoKey` or `UIKeyboardAnimation Duration
    /// UserInfoKey`, as some people print or retype a userInfo: the words from `start`, joined, spell the key's ObjC
    /// or Swift name, and at least one blank stands between two of them. Returns the key and where its last word
    /// ends. The words are read only while they spell the start of a name, so the cost is bounded by the longest
    /// name (42 bytes), whatever follows.
    package static func spelledLoosely(_ bytes: [UInt8], at start: Int, end: Int) -> (key: UserInfoKey, end: Int)? {
        var spelled: [UInt8] = []
        var k = start
        var gaps = 0
        while true {
            let wordStart = k
            while k < end, bytes[k].isIdentifierByte { k += 1 }
            guard k > wordStart else { return nil }
            spelled.append(contentsOf: bytes[wordStart..<k])
            guard spelled.count <= longestName else { return nil }
            if gaps > 0, let key = byName[String(decoding: spelled, as: UTF8.self)] { return (key, k) }
            guard namePrefixes.contains(spelled) else { return nil }
            let gapStart = k
            while k < end, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
            guard k > gapStart, k < end else { return nil }
            gaps += 1
        }
    }

    /// The length of the longest ObjC name.
    private static let longestName = allCases.map(\.rawValue.utf8.count).max() ?? 0

    /// Every start of every name (`UIKeyboard`, `UIKeyboardFrame`, ...), as bytes.
    private static let namePrefixes: Set<[UInt8]> = Set(
        byName.keys.flatMap { name in
            let bytes = Array(name.utf8)
            return (1...bytes.count).map { Array(bytes[0..<$0]) }
        })

    /// Every key by its ObjC and its Swift name: looked up for each key of every request.
    private static let byName: [String: UserInfoKey] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { [($0.rawValue, $0), ($0.swiftName, $0)] })
}
