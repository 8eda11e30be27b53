/// The six keyboard notifications UIKit posts.
public enum KeyboardEvent: String, CaseIterable, Hashable, Sendable {
    case willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame

    /// The Objective-C name, `UIKeyboardWillShowNotification`.
    ///
    /// Literals, not text built from `rawValue`: the request reader matches a notification's name against these
    /// in place, and a literal is a constant (a built name over 15 bytes was an allocation each time).
    public var notificationName: String {
        switch self {
        case .willShow: "UIKeyboardWillShowNotification"
        case .didShow: "UIKeyboardDidShowNotification"
        case .willHide: "UIKeyboardWillHideNotification"
        case .didHide: "UIKeyboardDidHideNotification"
        case .willChangeFrame: "UIKeyboardWillChangeFrameNotification"
        case .didChangeFrame: "UIKeyboardDidChangeFrameNotification"
        }
    }

    /// Every spelling accepted for this event: the ObjC name, `UIResponder.keyboardWillShowNotification`,
    /// `keyboardWillShowNotification`, `keyboardWillShow` and `willShow`.
    public var acceptedNames: [String] {
        let capitalised = rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        return [
            notificationName,
            "UIResponder.keyboard\(capitalised)Notification",
            "keyboard\(capitalised)Notification",
            "keyboard\(capitalised)",
            rawValue,
        ]
    }

    /// Looks a name up among every accepted spelling (Swift's `Notification.Name.UIKeyboardWillShow` too).
    public init?(name: String) {
        var candidate = name
        if candidate.hasPrefix("Notification.Name.") || candidate.hasPrefix("NSNotification.Name.") {
            candidate = String(candidate.split(separator: ".").last ?? "")
        }
        guard let event = Self.byName[candidate] else { return nil }
        self = event
    }

    /// Every accepted spelling, and `UIKeyboardWillShow` (the `Notification.Name` member's last part): built
    /// once, since every notification of every request is looked up here.
    private static let byName: [String: KeyboardEvent] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { event in
            let capitalised = event.rawValue.prefix(1).uppercased() + event.rawValue.dropFirst()
            return (event.acceptedNames + ["UIKeyboard\(capitalised)"]).map { ($0, event) }
        })

    /// The list of names for error messages.
    public static var acceptedNamesDescription: String {
        KeyboardEvent.allCases.map { $0.acceptedNames.joined(separator: ", ") }.joined(separator: "; ")
    }

    /// willHide and didHide.
    public var isHide: Bool { self == .willHide || self == .didHide }

    /// The will* events, which come before the keyboard moves and so may animate.
    public var isWill: Bool { self == .willShow || self == .willHide || self == .willChangeFrame }
}
