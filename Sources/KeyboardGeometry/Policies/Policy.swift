/// Whose keyboard code plays a scene (docs/policies.md): the reference rules, the hand-written code of one of the
/// five seed articles taken literally, or IQKeyboardManager. The raw values are the wire's `policy` names.
///
/// A policy is a table of steps for the one rules pipeline (`RuleSteps`), the seam the check's mistakes use
/// too: the reference's table is the rules; another policy's is the reference's with its code's steps
/// (`PolicyCode`) in place of what it does for each behavior, which notifications it observes, where it traps
/// and how it animates. The keyboard's placement, the overlap, the view tree and the reporting are UIKit's.
public enum Policy: String, CaseIterable, Hashable, Sendable {
    /// The rules of docs/rules.md.
    case reference
    /// Seed 000's `KeyboardObserver` and view controller: `contentInset.bottom = endFrame.height` on willShow.
    case seed000 = "seed-000"
    /// Seed 001's final code: the comment bar and table follow the keyboard, without an animation in a rotation.
    case seed001 = "seed-001"
    /// Seed 001's first code: the same, animated inside the rotation too (`"handling": "naive"`).
    case seed001Naive = "seed-001-naive"
    /// Seed 002's `keyboardWillBeShown`: `contentInset = (0, 0, endFrame.height, 0)` and `scrollRectToVisible`.
    case seed002 = "seed-002"
    /// Seed 003's `willShowKeyboard`: the offset moved by how far the field (plus 20) is below the keyboard.
    case seed003 = "seed-003"
    /// Seed 004's `adjustForKeyboard:showing:`: inset by the keyboard's height and the toolbar constraint set to it.
    case seed004 = "seed-004"
    /// IQKeyboardManager 8.0.2's `adjustPosition` and `restorePosition` (commit a55dbfc9; 7.3.0 computes the same
    /// numbers) with the library's defaults.
    case iqKeyboardManager = "iqkeyboardmanager"
    /// UIKeyboardLayoutGuide (iOS 15+) instead of the app's code: every attached bar pinned to the guide.
    case uiKeyboardLayoutGuide = "uikeyboardlayoutguide"
    /// SwiftUI's keyboard safe area (iOS 14+): bars ride the safe edge, scroll views get an adjusted inset.
    case swiftUI = "swiftui"
    /// UITableViewController's own avoidance: its table inset by the overlap and the field scrolled into view.
    case uiTableViewController = "uitableviewcontroller"
    /// React Native's KeyboardAvoidingView (`frameworks.reactNative`): padding, height or position by the overlap.
    case reactNativeAvoidingView = "react-native-kav"
    /// react-native-keyboard-controller 1.22.4 (`frameworks.reactNativeKeyboardController`): its
    /// KeyboardAvoidingView, KeyboardStickyView, KeyboardAwareScrollView or KeyboardChatScrollView, by the keyboard's
    /// height.
    case reactNativeKeyboardController = "react-native-keyboard-controller"
    /// Flutter's Scaffold with resizeToAvoidBottomInset: the body ends viewInsets.bottom above the view's bottom.
    case flutterScaffold = "flutter-scaffold"

    /// What the policy plays, in a phrase.
    public var summary: String {
        switch self {
        case .reference: "the reference rules"
        case .seed000: "seed 000: contentInset.bottom = endFrame.height on willShow, 0 on willHide"
        case .seed001:
            "seed 001 (final code): bar.y = keyboard top - height, table height = bar.y; no animation in a rotation"
        case .seed001Naive: "seed 001 (first code): the same, animated inside a rotation"
        case .seed002:
            "seed 002: contentInset = (0, 0, endFrame.height, 0), scrollRectToVisible(textField.frame); zero on willHide"
        case .seed003: "seed 003: contentOffset.y += field bottom + 20 - keyboard top; offset zero on willHide"
        case .seed004:
            "seed 004: contentInset and the toolbar's constraint to the bottom layout guide = keyboard height"
        case .iqKeyboardManager:
            "IQKeyboardManager 8.0.2: root view moved up and scroll views inset and scrolled, keyboardDistance 10"
        case .uiKeyboardLayoutGuide:
            "UIKeyboardLayoutGuide: each attached bar's bottom pinned to the guide; nothing inset or scrolled"
        case .swiftUI:
            "SwiftUI: the keyboard safe area; bars ride its edge, scroll views get it as adjustedContentInset, no scroll"
        case .uiTableViewController:
            "UITableViewController: its table inset by the keyboard's overlap and the field scrolled into view"
        case .reactNativeAvoidingView:
            "React Native's KeyboardAvoidingView: max(0, frame.y + height - (screenY - offset)) as padding, height or position"
        case .reactNativeKeyboardController:
            "react-native-keyboard-controller: KeyboardAvoidingView max(0, frame.y + height - (window height - keyboard height - offset)), KeyboardStickyView up by the keyboard's height less offset.opened, KeyboardAwareScrollView inset by it and the input scrolled bottomOffset above, KeyboardChatScrollView inset by it less offset (at least blankSpace) and its offset set at the motion's start as keyboardLiftBehavior says"
        case .flutterScaffold:
            "Flutter's Scaffold: the body ends viewInsets.bottom higher, bars at its bottom, the caret scrolled in with 20 pt"
        }
    }

    /// Where the code comes from: the article, or the library's source file.
    public var source: String {
        switch self {
        case .reference: "docs/rules.md"
        case .seed000: "seed article 000, \"Observing keyboard visibility on iOS\" (lines 28-113)"
        case .seed001: "seed article 001, \"Synchronizing rotation animation ...\", second code (lines 106-186)"
        case .seed001Naive: "seed article 001, \"Synchronizing rotation animation ...\", first code (lines 17-76)"
        case .seed002: "seed article 002, NotificationDescriptor and KeyboardPayload (lines 46-80)"
        case .seed003: "seed article 003, Controller.willShowKeyboard and willHideKeyboard (lines 36-120)"
        case .seed004: "seed article 004, \"How to handle keyboard hide/show events\" (lines 40-115)"
        case .iqKeyboardManager:
            "hackiftekhar/IQKeyboardManager, IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager+Position.swift"
        case .uiKeyboardLayoutGuide:
            "UIKit documentation: UIKeyboardLayoutGuide, UIView.keyboardLayoutGuide, followsUndockedKeyboard, usesBottomSafeArea (iOS 15, 17)"
        case .swiftUI:
            "SwiftUI documentation: SafeAreaRegions.keyboard, ignoresSafeArea(_:edges:) (iOS 14)"
        case .uiTableViewController:
            "UIKit documentation: UITableViewController (\"automatically adjusts the table view when the keyboard appears\")"
        case .reactNativeAvoidingView:
            "facebook/react-native, packages/react-native/Libraries/Components/Keyboard/KeyboardAvoidingView.js"
        case .reactNativeKeyboardController:
            "kirillzyusko/react-native-keyboard-controller 1.22.4 (af130ca4), src/components/KeyboardAvoidingView, KeyboardStickyView, KeyboardAwareScrollView, KeyboardChatScrollView"
        case .flutterScaffold:
            "Flutter documentation: Scaffold.resizeToAvoidBottomInset, MediaQueryData.viewInsets, EditableText.scrollPadding"
        }
    }

    /// The pipeline's table for this policy: the rules for the reference, the code's steps in their place for
    /// any other.
    var table: RuleTable { Self.tables[self] ?? .reference }

    /// Every policy's table, built once: a request (and compare, for all fourteen) only looks it up.
    private static let tables: [Policy: RuleTable] = Dictionary(
        uniqueKeysWithValues: allCases.map { policy in
            (policy, policy.steps.map { RuleTable($0) } ?? .reference)
        })

    /// The reference's steps with the policy's code in their place (`RuleSteps.code`); nil for the reference,
    /// which runs the rules as they are.
    var steps: RuleSteps? {
        switch self {
        case .reference: return nil
        case .seed000: return .seed000
        case .seed001: return .seed001(naive: false)
        case .seed001Naive: return .seed001(naive: true)
        case .seed002: return .seed002
        case .seed003: return .seed003
        case .seed004: return .seed004
        case .iqKeyboardManager: return .iqKeyboardManager
        case .uiKeyboardLayoutGuide: return .keyboardLayoutGuide
        case .swiftUI: return .swiftUI
        case .uiTableViewController: return .tableViewController
        case .reactNativeAvoidingView: return .reactNativeAvoidingView
        case .reactNativeKeyboardController: return .reactNativeKeyboardController
        case .flutterScaffold: return .flutterScaffold
        }
    }

    /// Whether the code sets anything on `event`; on any other event (not observed, or observed and ignored)
    /// the layout stays as it was.
    public func acts(on event: KeyboardEvent) -> Bool {
        table.steps.acts(on: event)
    }
}
