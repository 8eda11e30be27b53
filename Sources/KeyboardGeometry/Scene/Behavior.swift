/// What the app does about the keyboard, one of rules 3 to 8 (docs/rules.md).
public enum Behavior: Hashable, Sendable {
    /// Rule 3: inset a scroll view by the keyboard's overlap and scroll a field into view.
    case insetScrollView(InsetScrollView)
    /// Rule 4: scroll a field above the keyboard by changing only the content offset.
    case offsetScrollView(OffsetScrollView)
    /// Rule 5: keep a bar on top of the keyboard, optionally shrinking a view to end at it.
    case attachToKeyboard(AttachToKeyboard)
    /// Rule 6: move a whole view up until a field clears the keyboard.
    case shiftView(ShiftView)
    /// Rule 8: `UIKeyboardLayoutGuide` on a view, moving the views pinned to it.
    case layoutGuide(LayoutGuide)

    /// Rule 7: behaviors that move or resize views run before the scroll behaviors.
    public var movesViews: Bool {
        switch self {
        case .attachToKeyboard, .shiftView, .layoutGuide: true
        case .insetScrollView, .offsetScrollView: false
        }
    }

    /// The id of the field the behavior scrolls or moves into view (`reveal`); nil when it reveals none.
    public var revealedField: String? {
        switch self {
        case .insetScrollView(let b): b.reveal
        case .offsetScrollView(let b): b.reveal
        case .shiftView(let b): b.reveal
        case .attachToKeyboard, .layoutGuide: nil
        }
    }

    /// The id of the scroll view a scroll behavior (rule 3 or 4) names; nil for the behaviors that move views.
    var scrollView: String? {
        switch self {
        case .insetScrollView(let b): b.scrollView
        case .offsetScrollView(let b): b.scrollView
        case .attachToKeyboard, .shiftView, .layoutGuide: nil
        }
    }

    /// Rule 3: grow the bottom inset by the keyboard's overlap, then scroll `reveal` into view.
    public struct InsetScrollView: Hashable, Sendable {
        /// The id of the scroll view whose bottom inset grows; it must have `scroll`.
        public var scrollView: String
        /// The id of a view inside the scroll view to scroll into view as `scrollRectToVisible` would; nil scrolls nothing.
        public var reveal: String?
        /// Points added below the field before it is scrolled into view, so it clears the keyboard by that much.
        public var margin: Double
        /// Ids of views (bars riding the keyboard) whose top, when above the keyboard's, bounds the visible area instead.
        public var alsoAvoid: [String]
        /// Chat lists (docs/rules.md "Chat lists"): whether and when the offset moves with the visible band; nil for
        /// no lift (as `never`).
        public var lift: Lift?
        /// The list is drawn upside down (an inverted FlatList, a table flipped by a transform): its visual bottom is
        /// its content's top, so the keyboard's inset goes to `contentInset.top` and a lift moves the offset down.
        public var inverted: Bool

        /// `keepBottomAnchored`, the alias of `lift: .always`: the offset moves with the band on every notification.
        public var keepBottomAnchored: Bool { lift == .always }

        /// Rule 3 on `scrollView`; by default it reveals nothing, with no margin, avoids only the keyboard and keeps
        /// the offset where it is. `keepBottomAnchored: true` is `lift: .always` (when `lift` is nil).
        public init(
            scrollView: String, reveal: String? = nil, margin: Double = 0, alsoAvoid: [String] = [],
            keepBottomAnchored: Bool = false, lift: Lift? = nil, inverted: Bool = false
        ) {
            self.scrollView = scrollView
            self.reveal = reveal
            self.margin = margin
            self.alsoAvoid = alsoAvoid
            self.lift = lift ?? (keepBottomAnchored ? .always : nil)
            self.inverted = inverted
        }

        /// When a chat list's offset follows its visible band (react-native-keyboard-controller's
        /// `keyboardLiftBehavior` names the same four choices).
        public enum Lift: String, CaseIterable, Hashable, Sendable {
            /// The offset moves by every change of the band, clamped (`keepBottomAnchored: true`).
            case always
            /// As `always`, but only when the list is within `InsetScrollView.endDistance` pt of its end as the
            /// keyboard (or the composer) starts to move; otherwise as `never`.
            case whenAtEnd
            /// The offset moves when the band shrinks; when it grows (the keyboard shrinks or hides), the offset is
            /// clamped to the new range instead of moving back.
            case persistent
            /// The offset stays; on hide it is clamped.
            case never
        }

        /// `whenAtEnd`: how near its end (in points) a list must be for it to lift.
        public static let endDistance = 20.0
    }

    /// Rule 4: scroll `reveal` above the keyboard without touching insets.
    public struct OffsetScrollView: Hashable, Sendable {
        /// The id of the scroll view whose `contentOffset.y` moves; its insets stay as they are.
        public var scrollView: String
        /// The id of the view inside the scroll view that must end above the keyboard.
        public var reveal: String
        /// Points to keep between the field's bottom and the keyboard's top.
        public var margin: Double

        /// Rule 4 on `scrollView`, bringing `reveal` above the keyboard with `margin` points to spare.
        public init(scrollView: String, reveal: String, margin: Double = 0) {
            self.scrollView = scrollView
            self.reveal = reveal
            self.margin = margin
        }
    }

    /// Rule 5: a bar that rides on the keyboard, optionally resizing a view to end at the bar.
    public struct AttachToKeyboard: Hashable, Sendable {
        /// The id of the bar: it moves to `min(restingY, keyboard top - height)`, never below where it rests.
        public var view: String
        /// The id of a view (usually the scroll view above) that keeps its top and ends at the bar's top; nil for none.
        public var resize: String?

        /// Rule 5 for the bar `view`, also resizing `resize` when given.
        public init(view: String, resize: String? = nil) {
            self.view = view
            self.resize = resize
        }
    }

    /// Rule 6: move a whole view up until `reveal` clears the keyboard.
    public struct ShiftView: Hashable, Sendable {
        /// The id of the view that moves up as a whole.
        public var view: String
        /// The id of the view strictly inside it that must end above the keyboard.
        public var reveal: String
        /// Points to keep between the field's bottom and the keyboard's top.
        public var margin: Double

        /// Rule 6, moving `view` until `reveal` clears the keyboard by `margin` points.
        public init(view: String, reveal: String, margin: Double = 0) {
            self.view = view
            self.reveal = reveal
            self.margin = margin
        }
    }

    /// Rule 8: UIKit's `UIKeyboardLayoutGuide` on `view`.
    public struct LayoutGuide: Hashable, Sendable {
        /// The id of the view that owns the guide (`view.keyboardLayoutGuide`).
        public var view: String
        /// The guide's `followsUndockedKeyboard`: track a floating or split keyboard, in place of the scene's option.
        public var followsUndockedKeyboard: Bool
        /// The guide's `usesBottomSafeArea` (iOS 17): the guide never drops below the view's bottom safe-area edge.
        public var usesBottomSafeArea: Bool

        /// Rule 8 on `view`, with UIKit's defaults: docked keyboards only, kept above the safe area.
        public init(view: String, followsUndockedKeyboard: Bool = false, usesBottomSafeArea: Bool = true) {
            self.view = view
            self.followsUndockedKeyboard = followsUndockedKeyboard
            self.usesBottomSafeArea = usesBottomSafeArea
        }
    }
}
