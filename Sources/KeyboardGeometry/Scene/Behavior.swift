/// What the app does about the keyboard, one of the design's rules 3 to 8.
public enum Behavior: Hashable, Sendable {
    case insetScrollView(InsetScrollView)
    case offsetScrollView(OffsetScrollView)
    case attachToKeyboard(AttachToKeyboard)
    case shiftView(ShiftView)
    case layoutGuide(LayoutGuide)

    /// Rule 7: behaviors that move or resize views run before the scroll behaviors.
    public var movesViews: Bool {
        switch self {
        case .attachToKeyboard, .shiftView, .layoutGuide: true
        case .insetScrollView, .offsetScrollView: false
        }
    }

    /// Rule 3: grow the bottom inset by the keyboard's overlap, then scroll `reveal` into view.
    public struct InsetScrollView: Hashable, Sendable {
        public var scrollView: String
        public var reveal: String?
        public var margin: Double
        public var alsoAvoid: [String]

        public init(scrollView: String, reveal: String? = nil, margin: Double = 0, alsoAvoid: [String] = []) {
            self.scrollView = scrollView
            self.reveal = reveal
            self.margin = margin
            self.alsoAvoid = alsoAvoid
        }
    }

    /// Rule 4: scroll `reveal` above the keyboard without touching insets.
    public struct OffsetScrollView: Hashable, Sendable {
        public var scrollView: String
        public var reveal: String
        public var margin: Double

        public init(scrollView: String, reveal: String, margin: Double = 0) {
            self.scrollView = scrollView
            self.reveal = reveal
            self.margin = margin
        }
    }

    /// Rule 5: a bar that rides on the keyboard, optionally resizing a view to end at the bar.
    public struct AttachToKeyboard: Hashable, Sendable {
        public var view: String
        public var resize: String?

        public init(view: String, resize: String? = nil) {
            self.view = view
            self.resize = resize
        }
    }

    /// Rule 6: move a whole view up until `reveal` clears the keyboard.
    public struct ShiftView: Hashable, Sendable {
        public var view: String
        public var reveal: String
        public var margin: Double

        public init(view: String, reveal: String, margin: Double = 0) {
            self.view = view
            self.reveal = reveal
            self.margin = margin
        }
    }

    /// Rule 8: UIKit's `UIKeyboardLayoutGuide` on `view`.
    public struct LayoutGuide: Hashable, Sendable {
        public var view: String
        public var followsUndockedKeyboard: Bool
        public var usesBottomSafeArea: Bool

        public init(view: String, followsUndockedKeyboard: Bool = false, usesBottomSafeArea: Bool = true) {
            self.view = view
            self.followsUndockedKeyboard = followsUndockedKeyboard
            self.usesBottomSafeArea = usesBottomSafeArea
        }
    }
}
