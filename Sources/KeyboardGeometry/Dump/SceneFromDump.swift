/// What the user may say about a dump besides its text (`POST /v1/scene/parse`'s JSON form, the CLI's options).
public struct DumpHints: Hashable, Sendable {
    /// A device name from the device table (`iPhone 15`): the screen, scale, safe area and keyboard height.
    public var device: String?
    /// The iOS version the dump came from: `screen.osVersion`, and the safe area before iOS 11.
    public var osVersion: OSVersion?
    /// The id of the focused view, when the dump does not mark it.
    public var focus: String?
    /// `?keyboard=docked`: the device table's docked keyboard when the dump shows none.
    public var dockedKeyboard: Bool
    /// The scene limit: views beyond it are left out (the rules' views first kept) and counted in `omitted`.
    public var maxViews: Int

    /// Hints as given; none unless said, the default scene limit.
    public init(
        device: String? = nil, osVersion: OSVersion? = nil, focus: String? = nil, dockedKeyboard: Bool = false,
        maxViews: Int = 256
    ) {
        self.device = device
        self.osVersion = osVersion
        self.focus = focus
        self.dockedKeyboard = dockedKeyboard
        self.maxViews = maxViews
    }
}

/// The keyboard the dump shows, in screen coordinates.
public struct DumpKeyboard: Hashable, Sendable {
    /// The keyboard's frame in screen space (in portrait space for an iOS 7 fixed-portrait scene).
    public var frame: Rect
    /// The class or element it was read from, or `device table` for `?keyboard=docked`.
    public var from: String
    /// The line it was read from; nil when it came from the device table.
    public var line: Int?
    /// Whether it shows on the screen (not below it, not empty).
    public var visible: Bool

    /// A keyboard read from `from` on `line`.
    public init(frame: Rect, from: String, line: Int?, visible: Bool) {
        self.frame = frame
        self.from = from
        self.line = line
        self.visible = visible
    }
}

/// A window the dump prints: its class or element type, its line and its frame on the screen.
public struct DumpWindow: Hashable, Sendable {
    /// The class or element type as printed.
    public var className: String
    /// The line it was printed on; nil for a window only named in a UI-test tree's query chain.
    public var line: Int?
    /// Its frame in screen coordinates.
    public var frame: Rect

    /// A window printed as `className` on `line`.
    public init(className: String, line: Int?, frame: Rect) {
        self.className = className
        self.line = line
        self.frame = frame
    }
}

/// The focused field and why it was taken.
public struct DumpFocus: Hashable, Sendable {
    /// The view's id in the scene.
    public var view: String
    /// `marked as focused in the dump`, `the only text input`, `the lowest of 3 text inputs`, `the focus hint`.
    public var because: String

    /// The focus on `view`, taken `because`.
    public init(view: String, because: String) {
        self.view = view
        self.because = because
    }
}

/// A focus taken by guess (several text inputs, none marked, no hint): the inputs a snapshot verdict judges, each
/// as the focus, and those it leaves out because they lie off the screen.
public struct DumpFocusGuess: Hashable, Sendable {
    /// The text inputs on the screen, by id, in printed order: the candidates, each judged as the focus.
    public var candidates: [String]
    /// The text inputs off the screen (below it, or beside it), by id: not the field being edited, since the
    /// keyboard would show the field it edits.
    public var offScreen: [String]
    /// The text inputs on the screen that a page source reports `visible="false"` with no keyboard over them, by
    /// id: not shown, so not the field being edited (WebDriverAgent reports what lies behind the keyboard so, and
    /// such an input stays a candidate).
    public var notShown: [String]

    /// A guess among `candidates`, with `offScreen` and `notShown` left out.
    public init(candidates: [String], offScreen: [String], notShown: [String] = []) {
        self.candidates = candidates
        self.offScreen = offScreen
        self.notShown = notShown
    }
}

/// A scene read from a view dump (docs/scene-from-dump.md): an adjust request's scene, the keyboard it shows, the
/// focused field, and every assumption made on the way.
public struct SceneFromDump: Hashable, Sendable {
    /// The format recognized.
    public var format: DumpFormat
    /// The scene: screen, window, views (with their classes), suggested behaviors.
    public var scene: Scene
    /// The keyboard shown (or asked for); nil when there is none.
    public var keyboard: DumpKeyboard?
    /// The focused field; nil when the dump has no text input.
    public var focus: DumpFocus?
    /// Set when the focus is a guess among several text inputs: the candidates a verdict judges.
    public var focusGuess: DumpFocusGuess? = nil
    /// Each guess, with its pointer.
    public var assumptions: [Assumption]
    /// The lines that are not views of the scene.
    public var skipped: [DumpSkip]
    /// Views left out to keep the scene within its limit.
    public var omitted: Int
    /// The printed line of each view of the scene, by id.
    public var lines: [String: Int]
    /// Scroll views' `adjustedContentInset` as printed, by id: the visible band the snapshot verdict judges.
    public var adjustedContentInsets: [String: Insets] = [:]
    /// The windows the dump prints (the keyboard's among them), in printed order: what a verdict that finds no
    /// keyboard says it saw.
    public var windowsSeen: [DumpWindow] = []
    /// Full-width bars (not tab, navigation or status bars; not inside a scroll view or the keyboard), outermost
    /// first: the views the snapshot verdict judges as attached or not.
    public var bars: [String] = []

    /// The willShow the keyboard gives: begin just below the screen, end at the keyboard's frame.
    public var willShowFrames: (begin: Rect, end: Rect)? {
        guard let keyboard else { return nil }
        let f = keyboard.frame
        return (Rect(x: f.x, y: scene.screen.bounds.maxY, width: f.width, height: f.height), f)
    }
}
