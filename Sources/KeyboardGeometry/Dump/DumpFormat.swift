/// The kinds of dump the scene reader recognizes without being told (docs/scene-from-dump.md).
public enum DumpFormat: String, CaseIterable, Hashable, Sendable {
    /// `recursiveDescription` from lldb, gdb, NSLog, Chisel's `pviews` or Cycript: UIKit descriptions, indented.
    case recursiveDescription
    /// EarlGrey's failure hierarchy: UIKit descriptions with `AX.` keys, indented by `|--`.
    case earlGrey
    /// Single UIKit view descriptions inside log or exception lines (IQKeyboardManager's debug log), no tree.
    case viewDescription
    /// XCUIElement's `debugDescription` from a UI test (Xcode 7 and later).
    case xcuiElement
    /// Appium's or WebDriverAgent's XML page source.
    case appiumPageSource
    /// UIAutomation's `logElementTree()` (Instruments, iOS 4 to 9).
    case uiAutomation
    /// `_printHierarchy`: view controllers without frames; recognized, and refused.
    case printHierarchy

    /// The formats that give a scene, as the 422 for an unrecognized text names them.
    public static let readable: [DumpFormat] = [
        .recursiveDescription, .earlGrey, .viewDescription, .xcuiElement, .appiumPageSource, .uiAutomation,
    ]

    /// Whether its frames are in screen coordinates (UI-test trees) rather than the parent's (UIKit).
    public var framesInScreenSpace: Bool {
        switch self {
        case .xcuiElement, .appiumPageSource, .uiAutomation: true
        case .recursiveDescription, .earlGrey, .viewDescription, .printHierarchy: false
        }
    }
}

/// A line of the dump that is not a view of the scene, and why.
public struct DumpSkip: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The line's text (cut to 160 characters).
    public var text: String
    /// Why it is not a view: `a layer line, not a view`, `hidden = YES`.
    public var because: String

    /// A skipped line.
    public init(line: Int, text: String, because: String) {
        self.line = line
        self.text = text
        self.because = because
    }
}

/// Why a dump gives no scene: the 422s of `POST /v1/scene/parse`.
public struct DumpError: Error, Hashable, Sendable {
    /// What the user reads: which formats were tried, what is missing.
    public var message: String
    /// The stable kind, for the problem's type.
    public var kind: Kind

    /// The kinds of refusal.
    public enum Kind: String, Hashable, Sendable {
        /// No format recognized.
        case unrecognized
        /// A format recognized that prints no frames (`_printHierarchy`), or a dump whose elements have none.
        case noFrames
        /// Even the views the rules need exceed the scene limit.
        case tooManyViews
    }
}
