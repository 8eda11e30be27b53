/// A known way keyboard-avoidance code goes wrong: the reference rules with one step done the wrong way
/// (docs/check.md). The raw values are the stable diagnosis codes of `POST /v1/keyboard/check`.
///
/// A mistake replaces one step of the rules pipeline with its wrong version (`replaceStep(in:)`, in
/// `Rules/MistakenSteps.swift`), never a copy of the rules around it: `KeyboardLayout.adjust(n, in: scene,
/// mistakes: [m])` is what code making mistake `m` sets.
public enum Mistake: String, CaseIterable, Hashable, Sendable {
    /// Rule 3 without `- safeBottom`; rule 5 `toSafeArea = toSuperview`.
    case safeAreaCountedTwice = "safe-area-counted-twice"
    /// Rule 2: the overlap is the end frame's height, not clipped to the screen or the view.
    case keyboardHeightAsOverlap = "keyboard-height-as-overlap"
    /// Rules 1 and 2: the window and the views taken to sit at the screen's origin.
    case screenSpaceAsViewSpace = "screen-space-as-view-space"
    /// A fixed-portrait (iOS 7) frame used as interface coordinates.
    case fixedPortraitNotTurned = "fixed-portrait-not-turned"
    /// Rule 2 with the window as V for every view.
    case windowBottomAsViewBottom = "window-bottom-as-view-bottom"
    /// Rules 1-8 on the begin frame.
    case beginFrameAsEndFrame = "begin-frame-as-end-frame"
    /// A willHide or didHide that changes nothing: the layout the begin frame gives, as a show.
    case hideIgnored = "hide-ignored"
    /// `followUndockedKeyboard` on: a floating or split keyboard moves the layout.
    case undockedKeyboardFollowed = "undocked-keyboard-followed"
    /// `ignoreNonLocal` off: another app's keyboard moves the layout.
    case nonLocalKeyboardFollowed = "non-local-keyboard-followed"
    /// Rule 9 ignores `inTransition`: an animation of its own inside a rotation.
    case animatedInTransition = "animated-in-transition"
    /// `options = curve`, without `<< 16`.
    case curveNotShifted = "curve-not-shifted"
    /// Rule 3 without `reveal`.
    case noReveal = "no-reveal"
    /// Rule 7's order reversed: scroll views inset before the views above the keyboard are resized.
    case insetBeforeResize = "inset-before-resize"
    /// Rule 3 with the resting insets taken as zero: `contentInset = (0, 0, overlap, 0)`.
    case restingInsetDropped = "resting-inset-dropped"
    /// The content lifted again for what another mover already took: the keyboard's top lowered by what a
    /// self-avoiding container (a sheet, a SwiftUI host) moved or shrank it, and by an overlay's cover added to
    /// the keyboard's (an offset for a tab bar the keyboard covers).
    case doubleAvoidance = "double-avoidance"

    /// What the mistake is, in a phrase (the table of docs/check.md).
    public var summary: String {
        switch self {
        case .safeAreaCountedTwice: "the bottom safe area is counted twice (not taken off the overlap)"
        case .keyboardHeightAsOverlap:
            "the end frame's height is used as the overlap, not clipped to the screen or the view"
        case .screenSpaceAsViewSpace: "the keyboard frame is not converted from screen to window and view space"
        case .fixedPortraitNotTurned: "an iOS 7 fixed-portrait frame is used as interface coordinates"
        case .windowBottomAsViewBottom: "the overlap is measured against the window's bottom, not the view's frame"
        case .beginFrameAsEndFrame: "the begin frame is used instead of the end frame"
        case .hideIgnored: "the hide changed nothing: the layout stays as it was while shown"
        case .undockedKeyboardFollowed: "a floating or split keyboard moved the layout"
        case .nonLocalKeyboardFollowed: "another app's keyboard (isLocal false) moved the layout"
        case .animatedInTransition: "the change is animated inside a rotation or size transition"
        case .curveNotShifted: "the animation options are the curve without << 16"
        case .noReveal: "the field is not scrolled into view"
        case .insetBeforeResize: "the scroll view is inset for the keyboard and also resized above it"
        case .restingInsetDropped: "the insets are replaced by (0, 0, overlap, 0), losing the resting insets"
        case .doubleAvoidance:
            "the content is lifted again for what another mover already took (a container that avoids the keyboard by itself, or an overlay the keyboard covers)"
        }
    }

    /// The bit of this mistake in `Mistakes`.
    var bit: UInt32 { 1 << UInt32(Self.allCases.firstIndex(of: self) ?? 0) }
}

/// A set of mistakes for one run of the rules; empty (the default) is the reference. A bit set, so the reference
/// run's checks cost a mask test each.
public struct Mistakes: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// One bit a mistake, in catalogue order.
    public private(set) var rawValue: UInt32

    /// The set of the mistakes listed.
    public init(arrayLiteral mistakes: Mistake...) { self.init(mistakes) }

    /// The set of `mistakes`.
    public init(_ mistakes: some Sequence<Mistake>) {
        rawValue = 0
        for m in mistakes { rawValue |= m.bit }
    }

    /// Whether no mistake is made: the reference rules.
    public var isEmpty: Bool { rawValue == 0 }

    /// Whether `mistake` is one of the set.
    public func contains(_ mistake: Mistake) -> Bool { rawValue & mistake.bit != 0 }

    /// The mistakes in the set, in the catalogue's order.
    public var list: [Mistake] { Mistake.allCases.filter { contains($0) } }

    /// The codes, as `[safe-area-counted-twice, no-reveal]`.
    public var description: String { "[" + list.map(\.rawValue).joined(separator: ", ") + "]" }
}
