/// One element of a pasted view dump: a view that UIKit's description family printed, or an element of a UI-test
/// tree (XCUIElement, Appium page source, UIAutomation), as read from its line, before the tree is built.
public struct DumpElement: Hashable, Sendable {
    /// The 1-based line the element starts on, in the text as pasted.
    public var line: Int
    /// How far the element is indented, in columns (tabs count 4, tree glyphs 1); for XML, the nesting depth.
    public var indent: Int
    /// The class or element type as printed: `UITextField`, `_TtC5MyApp9FieldView`, `TextField`,
    /// `XCUIElementTypeTextField`, `UIATextField`.
    public var className: String
    /// The printed address (`0x7fb2c0d0a620`), when there is one: the view's id.
    public var address: String?
    /// The frame as printed: in the parent's space for UIKit descriptions, in screen space for UI-test trees;
    /// nil when the line prints none (an XCUIElement Application line).
    public var frame: Rect?
    /// `hidden = YES` (UIKit) or `visible="false"` is not read as hidden (see docs/scene-from-dump.md).
    public var isHidden: Bool = false
    /// `baseClass = UIWindow`, or a class name that says it is a window.
    public var isWindowByBaseClass: Bool = false
    /// A scroll view's `contentOffset`, as printed.
    public var contentOffset: Point?
    /// A scroll view's `contentSize`, as printed.
    public var contentSize: Size?
    /// A scroll view's `adjustedContentInset` (`{top, left, bottom, right}`), as printed.
    public var adjustedContentInset: Insets?
    /// A page source's `visible="false"`: kept as a view (WebDriverAgent reports elements behind the keyboard, and
    /// the keyboard's own window, so), but such a window is never taken for the app's main one.
    public var isReportedInvisible: Bool = false
    /// A UI-test tree's window marked as the app's main one: `Window (Main)`, Xcode 7 and 8's `Main Window`.
    public var isMainWindow: Bool = false
    /// The element is marked as having the keyboard focus (`hasKeyboardFocus`, `focused="true"`).
    public var isFocused: Bool = false
    /// The affine transform `[a, b, c, d, tx, ty]`, when one is printed.
    public var transform: [Double]?
    /// The accessibility frame (EarlGrey's `AX.frame`), in screen space.
    public var accessibilityFrame: Rect?
    /// An identifier or label, for people reading the answer.
    public var label: String?

    /// An element read from `line`, indented `indent` columns.
    public init(line: Int, indent: Int, className: String, address: String? = nil, frame: Rect? = nil) {
        self.line = line
        self.indent = indent
        self.className = className
        self.address = address
        self.frame = frame
    }
}
