import Foundation
import KeyboardGeometry
import Testing

/// Overlays and sheets read from a dump (docs/scene-from-dump.md, "Overlays and sheets"): a tab bar on iOS 26 is
/// an overlay, a presented sheet's container avoids the keyboard by itself. Which iOS drew the dump: the osVersion
/// hint, else the Liquid Glass views it shows. The iPhone 17 Pro dumps here are written by the project (no public
/// iOS 26 dump with a tab bar was found); the slider and sheet dumps are real (Tests/Fixtures/dumps, line 1 cites
/// each). Expected values are worked by hand in the comments.
@Suite struct DumpOverlayTests {
    /// An iPhone 17 Pro (402 x 874) under iOS 26's design, written by us after the shape public notes describe
    /// (react-native-bottom-tabs PR 569's geometry): a full-bleed table with a field at 803.67 to 853, and the
    /// tab bar (0, 791, 402, 83) holding its Liquid Glass capsule `_UITabBarPlatterView` (21, 0, 360, 62) on line
    /// 8; `platter: false` leaves that line out. The root's UIDropShadowView has no dimming view beside it.
    static func tabBarDump(platter: Bool = true, keyboard: Bool = false) -> String {
        var lines = [
            "<UIWindow: 0x1a; frame = (0 0; 402 874); layer = <UIWindowLayer: 0x1b>>",
            "   | <UITransitionView: 0x2a; frame = (0 0; 402 874); autoresize = W+H; layer = <CALayer: 0x2b>>",
            "   |    | <UIDropShadowView: 0x3a; frame = (0 0; 402 874); autoresize = W+H; layer = <CALayer: 0x3b>>",
            "   |    |    | <UILayoutContainerView: 0x4a; frame = (0 0; 402 874); layer = <CALayer: 0x4b>>",
            "   |    |    |    | <UITableView: 0x5a; frame = (0 0; 402 874); contentOffset: {0, 0}; "
                + "contentSize: {402, 1200}; adjustedContentInset: {62, 0, 83, 0}>",
            "   |    |    |    |    | <UITextField: 0x6a; frame = (16 803.67; 370 49.33); layer = <CALayer: 0x6b>>",
            "   |    |    |    | <UITabBar: 0x7a; frame = (0 791; 402 83); autoresize = W+TM; layer = <CALayer: 0x7b>>",
        ]
        if platter {
            lines.append(
                "   |    |    |    |    | <_UITabBarPlatterView: 0x8a; frame = (21 0; 360 62); layer = <CALayer: 0x8b>>"
            )
        }
        if keyboard {
            lines += [
                "<UITextEffectsWindow: 0xaa; frame = (0 0; 402 874); layer = <UIWindowLayer: 0xab>>",
                "   | <UIInputSetHostView: 0xca; frame = (0 539; 402 335); layer = <CALayer: 0xcb>>",
            ]
        }
        return lines.joined(separator: "\n")
    }

    static func because(_ dump: SceneFromDump, _ pointer: String) -> String? {
        dump.assumptions.first { $0.pointer == pointer }?.because
    }

    /// No hint, the capsule on line 8: iOS 26's design, so the tab bar (the sixth view: the windows are not views,
    /// 0x2a 0x3a 0x4a 0x5a 0x6a 0x7a) is an overlay, the assumption naming the capsule. The table prints
    /// adjustedContentInset {62, 0, 83, 0}; automatic adjustment adds its safe area, whose bottom is what the
    /// floating tab bar covers of it, 874 - 791 = 83 (more than the home indicator's 34), so contentInset is 0
    /// (62 - 62, 83 - 83), not 83 - 34 = 49, which the rules would add the tab bar's 83 to again.
    @Test func aTabBarWithLiquidGlassIsAnOverlay() throws {
        let dump = try SceneFromDump.read(Self.tabBarDump())
        let tabBar = try #require(dump.scene.views.first { $0.id == "0x7a" })
        #expect(dump.scene.views.firstIndex { $0.id == "0x7a" } == 5)
        #expect(tabBar.overlay)
        #expect(tabBar.className == "UITabBar")
        let because = try #require(Self.because(dump, "/views/5/overlay"))
        #expect(because.contains("_UITabBarPlatterView, line 8"), "\(because)")
        #expect(Self.because(dump, "/screen/osVersion")?.contains("_UITabBarPlatterView, line 8") == true)
        let table = try #require(dump.scene.views.first { $0.id == "0x5a" })
        #expect(table.scroll?.contentInset == Insets())
        // A UIDropShadowView with no UIDimmingView beside it is the root's container, not a sheet; the capsule
        // is a view like any other, never an overlay of its own.
        #expect(dump.scene.views.allSatisfy { $0.avoidsKeyboard == nil })
        #expect(dump.scene.views.filter(\.overlay).map(\.id) == ["0x7a"])
    }

    /// The hint decides: iOS 18 docks its tab bar (not an overlay, whatever the dump shows; the table's
    /// contentInset is then 83 - 34 = 49); iOS 26 floats it even where the dump shows no Liquid Glass view, and
    /// says that an app built before iOS 26's SDK would not.
    @Test func theOSVersionHintDecides() throws {
        let old = try SceneFromDump.read(Self.tabBarDump(), hints: DumpHints(osVersion: OSVersion("18.0")))
        #expect(old.scene.views.first { $0.id == "0x7a" }?.overlay == false)
        #expect(Self.because(old, "/views/5")?.contains("iOS 18.0 (osVersion) docks its tab bar") == true)
        #expect(old.scene.views.first { $0.id == "0x5a" }?.scroll?.contentInset == Insets(bottom: 49))
        #expect(Self.because(old, "/screen/osVersion") == nil)

        let new = try SceneFromDump.read(
            Self.tabBarDump(platter: false), hints: DumpHints(osVersion: OSVersion("26.0")))
        #expect(new.scene.views.first { $0.id == "0x7a" }?.overlay == true)
        let because = try #require(Self.because(new, "/views/5/overlay"))
        #expect(because.contains("no Liquid Glass view to confirm it"), "\(because)")
    }

    /// No hint and no Liquid Glass view: the dump is taken as before iOS 26, the tab bar docked, and the assumption
    /// says how to ask for iOS 26's.
    @Test func withoutEvidenceATabBarIsDocked() throws {
        let dump = try SceneFromDump.read(Self.tabBarDump(platter: false))
        #expect(dump.scene.views.first { $0.id == "0x7a" }?.overlay == false)
        let because = try #require(Self.because(dump, "/views/5"))
        #expect(because.contains("no osVersion given"), "\(because)")
        #expect(because.contains("\"osVersion\": \"26\""), "\(because)")
        #expect(Self.because(dump, "/screen/osVersion") == nil)
    }

    /// From the dump to the rules: the same scene with the keyboard's window (UIInputSetHostView at 539, 335 high)
    /// gives the values the bottom obstruction rule gives by hand (docs/rules.md): the obstruction is
    /// min(539, 791) = 539; the table's inset 335 - 83 = 252 (the 83 already in its safe area), adjusted 335, never
    /// 335 + 83 = 418; the field's bottom 853 against the band's end 539: offset 853 - 539 = 314.
    @Test func aParsedTabBarSceneIsOneObstruction() throws {
        let dump = try SceneFromDump.read(Self.tabBarDump(keyboard: true))
        let frames = try #require(dump.willShowFrames)
        let answer = try KeyboardLayout.adjust(
            ResolvedNotification(
                event: .willShow, beginFrame: frames.begin, endFrame: frames.end, duration: 0.25, curve: 7),
            in: dump.scene)
        let table = try #require(answer.views.first { $0.id == "0x5a" })
        #expect(table.contentInset?.bottom == 252)
        #expect(table.adjustedContentInset?.bottom == 335)
        let offset = try #require(table.contentOffset?.y)
        #expect(abs(offset - 314) < 0.001)
    }

    /// getsentry/sentry-cocoa's iOS 26.1 slider built with Xcode 26 holds `UIKit._UISliderGlassVisualElement` on
    /// line 4 (line 1 is the citation, 2 the root UIView, 3 the UISlider): the dump is from iOS 26's design, said at
    /// /screen/osVersion, which stays unset. The same slider built with Xcode 16.4 on iOS 26.1 prints iOS 18's
    /// `_UISlideriOSVisualElement`: nothing is said.
    @Test func realLiquidGlassDumpsAreTold() throws {
        let glass = try SceneFromDump.read(fixture("recursive-description-ios26-liquid-glass-slider-100x100.txt"))
        let because = try #require(Self.because(glass, "/screen/osVersion"))
        #expect(because.contains("UIKit._UISliderGlassVisualElement, line 4"), "\(because)")
        #expect(glass.scene.screen.osVersion == nil)
        let compatible = try SceneFromDump.read(fixture("recursive-description-ios26-xcode16-slider-100x100.txt"))
        #expect(Self.because(compatible, "/screen/osVersion") == nil)
    }

    /// crifan's Cycript dump of a presented page sheet: the UITransitionView (line 3) holds a UIDimmingView (line 4)
    /// and the sheet's UIDropShadowView 0x107ed9e70 (line 5, (0, 40, 375, 627)), so that container avoids the
    /// keyboard by itself; its assumption names the dimming view. The Apple ID field is the only text input.
    @Test func aRealPageSheetIsASheet() throws {
        let dump = try SceneFromDump.read(
            fixture("cycript-recursive-description-page-sheet-dimming-375x667.txt"),
            hints: DumpHints(device: "iPhone 8"))
        let sheets = dump.scene.views.filter { $0.avoidsKeyboard == .sheet }
        #expect(sheets.map(\.id) == ["0x107ed9e70"])
        let index = try #require(dump.scene.views.firstIndex { $0.id == "0x107ed9e70" })
        let because = try #require(Self.because(dump, "/views/\(index)/avoidsKeyboard"))
        #expect(because.contains("UIDropShadowView (line 5) beside a UIDimmingView (line 4)"), "\(because)")
        #expect(dump.focus?.view == "0x10814f400")
    }

    /// A UI-test tree's TabBar and Sheet elements, written by us: with osVersion 26 the TabBar is an overlay, and a
    /// Sheet element is a sheet. A tree prints no classes, so without the hint the tab bar is docked.
    @Test func uiTestElements() throws {
        let tree = """
            Application, 0x1, pid: 7, label: 'App'
              Window (Main), 0x2, {{0.0, 0.0}, {402.0, 874.0}}
                Sheet, 0x3, {{0.0, 437.0}, {402.0, 437.0}}
                  TextField, 0x4, {{16.0, 737.0}, {370.0, 44.0}}
                TabBar, 0x5, {{0.0, 791.0}, {402.0, 83.0}}
            """
        let dump = try SceneFromDump.read(tree, hints: DumpHints(osVersion: OSVersion("26.0")))
        #expect(dump.scene.views.first { $0.id == "0x3" }?.avoidsKeyboard == .sheet)
        #expect(dump.scene.views.first { $0.id == "0x5" }?.overlay == true)
        let docked = try SceneFromDump.read(tree)
        #expect(docked.scene.views.first { $0.id == "0x5" }?.overlay == false)
    }

    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/dumps/" + name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}
