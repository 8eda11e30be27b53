// What a printed class or element type says about a view: a window, a text input, a scroll view, a keyboard, a
// bar that never rides the keyboard. UIKit subclasses keep their superclass's name as a suffix by convention
// (`PaddedTextField`, `_TtC5MyApp15PaddedTextField`), so suffixes are read; a text input's own subviews
// (`UITextFieldLabel`, `_UITextFieldCanvasView`) are never inputs of their own (see `SceneFromDump`).
//
// The names are read once an element, into `DumpRoles`: the stages that walk the tree test bits, never strings, so
// a big dump's stages cost a look-up an element, not a string comparison an element and a candidate.

/// What an element is, as its class or element type (and, for a scroll view, its printed scroll state) says: read
/// from the strings once an element, before the stages walk the tree.
struct DumpRoles: OptionSet, Hashable, Sendable {
    let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// An application or device target (`isAppContainer`).
    static let appContainer = DumpRoles(rawValue: 1 << 0)
    /// A window class or element type (`isWindowClass`).
    static let windowClass = DumpRoles(rawValue: 1 << 1)
    /// A window UIKit keeps for the keyboard and text effects (`isSystemWindow`).
    static let systemWindow = DumpRoles(rawValue: 1 << 2)
    /// A text field, text view, search bar or field (`isTextInputClass`).
    static let textInput = DumpRoles(rawValue: 1 << 3)
    /// A scroll view (`isScrollView`).
    static let scrollView = DumpRoles(rawValue: 1 << 4)
    /// A toolbar or input bar (`isBarClass`).
    static let barClass = DumpRoles(rawValue: 1 << 5)
    /// A button (`isButton`).
    static let button = DumpRoles(rawValue: 1 << 6)
    /// A tab, navigation or status bar (`isFixedBar`).
    static let fixedBar = DumpRoles(rawValue: 1 << 7)
    /// A navigation bar (a class ending in `NavigationBar`), which places the status bar.
    static let navigationBar = DumpRoles(rawValue: 1 << 8)
    /// A view UIKit adds inside a text input only while it edits (`DumpElement.editingMarks`).
    static let editingMark = DumpRoles(rawValue: 1 << 9)
    /// A tab bar: `UITabBar` or a subclass, a TabBar element (`isTabBar`); iOS 26 floats it over the content.
    static let tabBar = DumpRoles(rawValue: 1 << 10)
    /// A sheet's container as the class or type names it (`isSheetContainer`).
    static let sheet = DumpRoles(rawValue: 1 << 11)
    /// `UIDropShadowView`: the container UIKit puts a presented view controller's view in; a sheet when a
    /// `UIDimmingView` stands beside it.
    static let dropShadow = DumpRoles(rawValue: 1 << 12)
    /// `UIDimmingView`: the dimming UIKit puts behind a presented sheet.
    static let dimming = DumpRoles(rawValue: 1 << 13)
    /// A view only iOS 26's Liquid Glass design draws (`isLiquidGlass`): the dump comes from iOS 26 or later, from
    /// an app built with its SDK.
    static let liquidGlass = DumpRoles(rawValue: 1 << 14)
    /// What makes a view of a bar's shape a bar on evidence when it holds one: a text input, a button, a toolbar.
    static let barEvidence: DumpRoles = [.textInput, .button, .barClass]

    /// The roles of `element`, its class or type read once.
    init(of element: DumpElement) {
        var roles: DumpRoles = []
        if element.isAppContainer { roles.insert(.appContainer) }
        if element.isWindowClass { roles.insert(.windowClass) }
        if element.isSystemWindow { roles.insert(.systemWindow) }
        if element.isTextInputClass { roles.insert(.textInput) }
        if element.isScrollView { roles.insert(.scrollView) }
        if element.isBarClass { roles.insert(.barClass) }
        if element.isButton { roles.insert(.button) }
        if element.isFixedBar { roles.insert(.fixedBar) }
        if element.className.hasSuffix("NavigationBar") { roles.insert(.navigationBar) }
        if DumpElement.editingMarks.contains(element.className) { roles.insert(.editingMark) }
        if element.isTabBar { roles.insert(.tabBar) }
        if element.isSheetContainer { roles.insert(.sheet) }
        if element.className == "UIDropShadowView" { roles.insert(.dropShadow) }
        if element.className == "UIDimmingView" { roles.insert(.dimming) }
        if element.isLiquidGlass { roles.insert(.liquidGlass) }
        self.init(rawValue: roles.rawValue)
    }
}

extension DumpElement {
    /// The application, the device target: containers of windows, not views.
    var isAppContainer: Bool {
        switch className {
        case "Application", "XCUIElementTypeApplication", "UIAApplication", "UIATarget": true
        default: false
        }
    }

    /// A window: a window class or `baseClass = UIWindow`; an element of type Window.
    var isWindowClass: Bool {
        switch className {
        case "Window", "XCUIElementTypeWindow", "UIAWindow": return true
        default: return isWindowByBaseClass || (className.hasSuffix("Window") && !className.hasPrefix("XCUI"))
        }
    }

    /// Views UIKit puts inside a text input only while it edits: the field editor (iOS 7 to 16) and the caret
    /// (`UITextSelectionView` before iOS 17, `_UITextCursorView`, `UIStandardTextCursorView` from iOS 17).
    static let editingMarks = ["UIFieldEditor", "UITextSelectionView", "_UITextCursorView", "UIStandardTextCursorView"]

    /// A window UIKit uses for the keyboard and text effects, never the app's main window.
    var isSystemWindow: Bool {
        [
            "UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIEditingOverlayWindow",
            "_UIInteractiveHighlightEffectWindow",
        ]
        .contains(className)
    }

    /// A text field, a text view, a search bar or field.
    var isTextInputClass: Bool {
        switch className {
        case "TextField", "SecureTextField", "TextView", "SearchField", "XCUIElementTypeTextField",
            "XCUIElementTypeSecureTextField", "XCUIElementTypeTextView", "XCUIElementTypeSearchField", "UIATextField",
            "UIASecureTextField", "UIATextView", "UIASearchBar":
            return true
        default:
            let name = className.hasSuffix("_") ? String(className.dropLast()) : className
            return ["TextField", "TextView", "SearchBar", "SearchField"].contains { name.hasSuffix($0) }
        }
    }

    /// A scroll view: one that prints its scroll state, or whose class or type says so.
    var isScrollView: Bool {
        if contentOffset != nil || contentSize != nil || adjustedContentInset != nil { return !isTextInputClass }
        switch className {
        case "ScrollView", "Table", "CollectionView", "XCUIElementTypeScrollView", "XCUIElementTypeTable",
            "XCUIElementTypeCollectionView", "UIAScrollView", "UIATableView", "UIACollectionView":
            return true
        default:
            return ["ScrollView", "TableView", "CollectionView"].contains { className.hasSuffix($0) }
        }
    }

    /// A class or element type that is a bar: a toolbar, an input accessory or input bar (by the suffixes UIKit
    /// and the chat libraries use), a toolbar element.
    var isBarClass: Bool {
        switch className {
        case "Toolbar", "XCUIElementTypeToolbar", "UIAToolbar": return true
        default:
            return ["Toolbar", "InputAccessoryView", "AccessoryView", "InputBar", "InputBarAccessoryView"].contains {
                className.hasSuffix($0)
            }
        }
    }

    /// A button: UIKit's class (or a subclass by suffix), a Button element.
    var isButton: Bool {
        switch className {
        case "Button", "XCUIElementTypeButton", "UIAButton": true
        default: className.hasSuffix("Button") && !className.hasPrefix("UIKB")
        }
    }

    /// A bar the keyboard is meant to cover or that sits at the top: tab, navigation and status bars are never
    /// suggested for `attachToKeyboard`, and never judged as detached.
    var isFixedBar: Bool {
        ["TabBar", "NavigationBar", "StatusBar"].contains { className.hasSuffix($0) }
    }

    /// A tab bar: `UITabBar` or a subclass by suffix (`_TtC5MyApp10MainTabBar`), a TabBar element; not UIKit's
    /// private views inside one (`_UITabBarPlatterView`).
    var isTabBar: Bool {
        switch className {
        case "UITabBar", "TabBar", "XCUIElementTypeTabBar", "UIATabBar": true
        default: className.hasSuffix("TabBar") && !className.hasPrefix("_UI") && !className.hasPrefix("XCUI")
        }
    }

    /// A sheet's container as named: `_UISheetPresentationControllerContentView`, a Sheet element (docs/scene-from-
    /// dump.md). A `UIDropShadowView` beside a `UIDimmingView` is one too, which the tree tells (`DumpRoles`).
    var isSheetContainer: Bool {
        switch className {
        case "_UISheetPresentationControllerContentView", "Sheet", "XCUIElementTypeSheet": true
        default: false
        }
    }

    /// A view that only iOS 26's Liquid Glass design draws, as a dump prints it (with or without the `UIKit.`
    /// module prefix, or inside a mangled Swift name): the lens of a slider or a tab bar's selection
    /// (`_UILiquidLensView`), the floating tab bar's capsule (`_UITabBarPlatterView`, `_UITabBarItemPlatterView`),
    /// a private glass view (`_UISliderGlassVisualElement`, any `_UI...Glass...`). getsentry/sentry-cocoa's iOS 26.1
    /// dumps show the point: built with Xcode 26 a slider holds `UIKit._UISliderGlassVisualElement` and a
    /// `_UILiquidLensView`; the same slider built with Xcode 16.4 on iOS 26.1 holds iOS 18's
    /// `_UISlideriOSVisualElement`. So these classes say both: iOS 26 or later, and the new design.
    var isLiquidGlass: Bool {
        let name = className.hasPrefix("UIKit.") ? className.dropFirst(6) : Substring(className)
        if name.hasPrefix("_Tt") {
            return name.contains("_UITabBarPlatterView") || name.contains("_UITabBarItemPlatterView")
                || name.contains("_UILiquidLensView")
        }
        switch name {
        case "_UILiquidLensView", "_UITabBarPlatterView", "_UITabBarItemPlatterView": return true
        default: return name.hasPrefix("_UI") && name.contains("Glass")
        }
    }

    /// How strongly the class or type names the keyboard (docs/scene-from-dump.md): 4 `UIInputSetHostView`
    /// (iOS 8 and later), 3 `UIPeripheralHostView` (earlier), 2 `UIKeyboard`, a `Keyboard` element or
    /// `UIAKeyboard`, 1 any other `UIKB...` view; 0 not the keyboard.
    var keyboardRank: Int {
        switch className {
        case "UIInputSetHostView": 4
        case "UIPeripheralHostView": 3
        case "UIKeyboard", "Keyboard", "XCUIElementTypeKeyboard", "UIAKeyboard": 2
        default: className.hasPrefix("UIKB") ? 1 : 0
        }
    }
}
