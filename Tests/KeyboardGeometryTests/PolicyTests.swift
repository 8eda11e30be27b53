import KeyboardGeometry
import Testing

/// Policies (issue 14, docs/policies.md): each seed article's code taken literally and IQKeyboardManager, played on
/// the same scenes as the reference. Every number below is worked out by hand from the article's code (quoted in
/// Sources/KeyboardGeometry/Policies) or the library's formulas (the IQKeyboardManager spec, sections 4, 5 and 7).
///
/// The comment-bar scene on two phones (the example scene and the same on an iPhone SE):
/// - iPhone 15: 393 x 852, safe area 59 / 34; root (0, 0, 393, 852); table (0, 0, 393, 774), content 1600 high,
///   automatic inset adjustment (it adds the top 59, and no bottom: the table ends at 774, above the safe area's
///   818); field (16, 700, 361, 44) in the table; bar (0, 774, 393, 44). Keyboard begin {0, 852, 393, 336}, end
///   {0, 516, 393, 336}, 0.25 s, curve 7.
/// - iPhone SE: 375 x 667, safe area 20 / 0; root (0, 0, 375, 667); table (0, 0, 375, 623), content 1600, adds top
///   20; field (16, 560, 343, 44); bar (0, 623, 375, 44). Keyboard begin {0, 667, 375, 216}, end {0, 451, 375, 216}.
/// Behaviors: insetScrollView(table, reveal field), attachToKeyboard(bar, resize table).
struct PolicyTests {
    struct Phone: CustomStringConvertible, Sendable {
        var name: String
        var width: Double
        var height: Double
        var safeTop: Double
        var safeBottom: Double
        var keyboard: Double
        var fieldY: Double
        var description: String { name }

        var barY: Double { height - safeBottom - 44 }
        var scene: Scene {
            let bounds = Rect(x: 0, y: 0, width: width, height: height)
            return Scene(
                screen: Screen(bounds: bounds, scale: 3),
                window: Window(frame: bounds, safeAreaInsets: Insets(top: safeTop, bottom: safeBottom)),
                views: [
                    SceneView(id: "root", frame: bounds),
                    SceneView(
                        id: "table", parent: "root", frame: Rect(x: 0, y: 0, width: width, height: barY),
                        scroll: ScrollState(contentSize: Size(width: width, height: 1600))),
                    SceneView(
                        id: "field", parent: "table", frame: Rect(x: 16, y: fieldY, width: width - 32, height: 44)),
                    SceneView(id: "bar", parent: "root", frame: Rect(x: 0, y: barY, width: width, height: 44)),
                ],
                behaviors: [
                    .insetScrollView(.init(scrollView: "table", reveal: "field")),
                    .attachToKeyboard(.init(view: "bar", resize: "table")),
                ])
        }
        var shown: Rect { Rect(x: 0, y: height - keyboard, width: width, height: keyboard) }
        var hidden: Rect { Rect(x: 0, y: height, width: width, height: keyboard) }
        func show(_ event: KeyboardEvent = .willShow) -> ResolvedNotification {
            Fixtures.show(shown, begin: hidden, event: event)
        }
        func hide() -> ResolvedNotification { Fixtures.show(hidden, begin: shown, event: .willHide) }
    }

    static let iPhone15 = Phone(
        name: "iPhone 15", width: 393, height: 852, safeTop: 59, safeBottom: 34, keyboard: 336, fieldY: 700)
    static let iPhoneSE = Phone(
        name: "iPhone SE", width: 375, height: 667, safeTop: 20, safeBottom: 0, keyboard: 216, fieldY: 560)

    /// Code that sets its values outside an animation block: not animated, duration 0, options 0.
    static func expectNoAnimation(_ a: Adjustment, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.animation.animated == false, sourceLocation: sourceLocation)
        #expect(a.animation.duration == 0, sourceLocation: sourceLocation)
        #expect(a.animation.options == 0, sourceLocation: sourceLocation)
    }

    // MARK: - The seeds on the comment-bar scene

    /// Reference, for contrast. iPhone 15: bar y = min(774, 516 - 44) = 472, table 472 high, so the table no
    /// longer reaches the keyboard: inset 0; band [0 + 59, 0 + 472 - 0] = [59, 472], field bottom 744: offset
    /// 744 - 472 = 272. SE: bar min(623, 451 - 44) = 407, table 407; band [20, 407], field bottom 604: offset 197.
    @Test(arguments: [iPhone15, iPhoneSE]) func referenceOnTheCommentBarScene(_ phone: Phone) throws {
        let a = try KeyboardLayout.adjust(phone.show(), in: phone.scene, policy: .reference)
        let kbTop = phone.height - phone.keyboard
        #expect(a.policy == .reference)
        #expect(a.trap == nil)
        #expect(a.view("bar")?.frame.y == kbTop - 44)
        #expect(a.view("table")?.frame.height == kbTop - 44)
        #expect(a.view("table")?.contentInset == Insets())
        #expect(a.view("table")?.contentOffset?.y == (phone.height == 852 ? 272 : 197))
    }

    /// Seed 000 (lines 36-37): `contentInset.bottom = info.endFrame.height`; the indicator insets, the offset and
    /// the bar are not touched, and nothing is animated.
    /// - iPhone 15: contentInset (0, 0, 336, 0); indicators (0, 0, 0, 0); adjusted (59, 0, 336 + 0, 0); offset 0;
    ///   the bar stays at 774, table 774 high; bottomConstraint: toSuperview 852 - 818 = 34, toSafeArea
    ///   max(0, 34 - 34) = 0.
    /// - SE: contentInset (0, 0, 216, 0); indicators 0; adjusted (20, 0, 216, 0); bar 623; constraint (0, 0).
    @Test(arguments: [iPhone15, iPhoneSE]) func seed000InsetsTheEndFrameHeight(_ phone: Phone) throws {
        let a = try KeyboardLayout.adjust(phone.show(), in: phone.scene, policy: .seed000)
        #expect(a.policy == .seed000)
        #expect(a.trap == nil)
        let table = try #require(a.view("table"))
        #expect(table.contentInset == Insets(bottom: phone.keyboard))
        #expect(table.verticalScrollIndicatorInsets == Insets())
        #expect(table.adjustedContentInset == Insets(top: phone.safeTop, bottom: phone.keyboard))
        #expect(table.contentOffset == Point(x: 0, y: 0))
        #expect(table.frame == Rect(x: 0, y: 0, width: phone.width, height: phone.barY))
        #expect(a.view("bar")?.frame == Rect(x: 0, y: phone.barY, width: phone.width, height: 44))
        #expect(a.view("bar")?.bottomConstraint == BottomConstraint(toSuperview: phone.safeBottom, toSafeArea: 0))
        Self.expectNoAnimation(a)
    }

    /// Seed 001 (lines 157-165): bar.y = keyboard top - 44, table height = bar.y; the table is not inset.
    /// Animated with the notification: 0.25 s, curve 7, options (7 << 16) | 4 = 458756 (beginFromCurrentState).
    /// - iPhone 15: bar (0, 472, 393, 44), table (0, 0, 393, 472); constraint 852 - 516 = 336, 336 - 34 = 302;
    ///   table inset 0, adjusted (59, 0, 0, 0), offset 0 (nothing reveals the field).
    /// - SE: bar (0, 407, 375, 44), table 407; constraint (216, 216); adjusted (20, 0, 0, 0).
    @Test(arguments: [iPhone15, iPhoneSE]) func seed001PutsTheBarOnTheKeyboard(_ phone: Phone) throws {
        let a = try KeyboardLayout.adjust(phone.show(), in: phone.scene, policy: .seed001)
        let kbTop = phone.height - phone.keyboard
        #expect(a.view("bar")?.frame == Rect(x: 0, y: kbTop - 44, width: phone.width, height: 44))
        #expect(
            a.view("bar")?.bottomConstraint
                == BottomConstraint(toSuperview: phone.keyboard, toSafeArea: phone.keyboard - phone.safeBottom))
        let table = try #require(a.view("table"))
        #expect(table.frame == Rect(x: 0, y: 0, width: phone.width, height: kbTop - 44))
        #expect(table.contentInset == Insets())
        #expect(table.adjustedContentInset == Insets(top: phone.safeTop))
        #expect(table.contentOffset == Point(x: 0, y: 0))
        #expect(a.animation.animated)
        #expect(a.animation.duration == 0.25)
        #expect(a.animation.curve == 7)
        #expect(a.animation.options == 458_756)
    }

    /// Seed 001 on willHide (end {0, 852, 393, 336}): bar.y = 852 - 44 = 808, below its resting 774 and over the
    /// home indicator (the code has no `min` with the resting y); the table 808 high. Constraint 852 - 852 = 0,
    /// max(0, 0 - 34) = 0. Animated (willHide, 0.25 s), options 458756.
    @Test func seed001DropsTheBarOverTheHomeIndicatorOnHide() throws {
        let phone = Self.iPhone15
        let a = try KeyboardLayout.adjust(phone.hide(), in: phone.scene, policy: .seed001)
        #expect(a.view("bar")?.frame == Rect(x: 0, y: 808, width: 393, height: 44))
        #expect(a.view("bar")?.bottomConstraint == BottomConstraint(toSuperview: 0, toSafeArea: 0))
        #expect(a.view("table")?.frame.height == 808)
        #expect(a.animation.animated)
        #expect(a.animation.options == 458_756)
    }

    /// Seed 002 (lines 71-74): contentInset = scrollIndicatorInsets = (0, 0, endFrame.height, 0), then
    /// scrollRectToVisible(textField.frame); the bar is not handled (it rests). Not animated.
    /// - iPhone 15: insets (0, 0, 336, 0); adjusted (59, 0, 336, 0); band [0 + 59, 0 + 774 - 336] = [59, 438];
    ///   field bottom 744: offset 744 - 438 = 306, inside [-59, 1600 + 336 - 774 = 1162]. Bar 774, table 774.
    /// - SE: insets (0, 0, 216, 0); adjusted (20, 0, 216, 0); band [20, 623 - 216 = 407]; field bottom 604:
    ///   offset 197, inside [-20, 1600 + 216 - 623 = 1193].
    @Test(arguments: [iPhone15, iPhoneSE]) func seed002InsetsTheEndFrameHeightAndScrolls(_ phone: Phone) throws {
        let a = try KeyboardLayout.adjust(phone.show(), in: phone.scene, policy: .seed002)
        #expect(a.trap == nil)
        let table = try #require(a.view("table"))
        #expect(table.contentInset == Insets(bottom: phone.keyboard))
        #expect(table.verticalScrollIndicatorInsets == Insets(bottom: phone.keyboard))
        #expect(table.adjustedContentInset == Insets(top: phone.safeTop, bottom: phone.keyboard))
        #expect(table.contentOffset == Point(x: 0, y: phone.height == 852 ? 306 : 197))
        #expect(table.frame.height == phone.barY)
        #expect(a.view("bar")?.frame.y == phone.barY)
        Self.expectNoAnimation(a)
    }

    /// Seed 003 (lines 66-84): yDifference = field maxY + 20 - keyboard minY (converted into the body's space);
    /// contentOffset.y += yDifference when positive; nothing inset, the bar rests. Animated (line 83) with
    /// options 7 << 16 = 458752 (no beginFromCurrentState), 0.25 s.
    /// - iPhone 15: 744 + 20 - 516 = 248: offset 248; inset 0, adjusted (59, 0, 0, 0); bar 774.
    /// - SE: 604 + 20 - 451 = 173: offset 173; adjusted (20, 0, 0, 0); bar 623.
    @Test(arguments: [iPhone15, iPhoneSE]) func seed003MovesTheOffsetByTheDifference(_ phone: Phone) throws {
        let a = try KeyboardLayout.adjust(phone.show(), in: phone.scene, policy: .seed003)
        let table = try #require(a.view("table"))
        #expect(table.contentOffset == Point(x: 0, y: phone.height == 852 ? 248 : 173))
        #expect(table.contentInset == Insets())
        #expect(table.adjustedContentInset == Insets(top: phone.safeTop))
        #expect(table.frame.height == phone.barY)
        #expect(a.view("bar")?.frame.y == phone.barY)
        #expect(a.animation.animated)
        #expect(a.animation.duration == 0.25)
        #expect(a.animation.options == 458_752)
    }

    /// Seed 004 (lines 74-111): kbSize.height as the inset (content and indicators), and the toolbar's constraint
    /// to the bottom layout guide set to it: the bar's bottom `height` above the safe area's bottom. The resized
    /// table follows the bar. Animated 0.25 s, options 7 << 16 = 458752.
    /// - iPhone 15: bar maxY = 852 - 34 - 336 = 482, y 438 (34 pt above the keyboard's 516); constraint 852 - 482
    ///   = 370, toSafeArea 370 - 34 = 336; table 0..438; insets (0, 0, 336, 0), adjusted (59, 0, 336, 0).
    /// - SE: maxY = 667 - 0 - 216 = 451, y 407; constraint (216, 216); table 407; insets (0, 0, 216, 0).
    @Test(arguments: [iPhone15, iPhoneSE]) func seed004InsetsAndLiftsTheToolbarByTheHeight(_ phone: Phone) throws {
        let a = try KeyboardLayout.adjust(phone.show(), in: phone.scene, policy: .seed004)
        let barMaxY = phone.height - phone.safeBottom - phone.keyboard
        #expect(a.view("bar")?.frame == Rect(x: 0, y: barMaxY - 44, width: phone.width, height: 44))
        #expect(
            a.view("bar")?.bottomConstraint
                == BottomConstraint(toSuperview: phone.height - barMaxY, toSafeArea: phone.keyboard))
        let table = try #require(a.view("table"))
        #expect(table.frame == Rect(x: 0, y: 0, width: phone.width, height: barMaxY - 44))
        #expect(table.contentInset == Insets(bottom: phone.keyboard))
        #expect(table.verticalScrollIndicatorInsets == Insets(bottom: phone.keyboard))
        #expect(table.adjustedContentInset == Insets(top: phone.safeTop, bottom: phone.keyboard))
        #expect(table.contentOffset == Point(x: 0, y: 0))
        #expect(a.animation.animated)
        #expect(a.animation.duration == 0.25)
        #expect(a.animation.options == 458_752)
    }

    // MARK: - The articles' own scenes

    /// Examples/check/seed-002-iphone15.json: a full-screen scroll view (content 852) and a field (20, 700, 353, 40).
    /// Reference: overlap 852 - 516 = 336 less the 34 that automatic adjustment adds: 302; adjusted bottom 336;
    /// band [59, 852 - 336 = 516], field bottom 740: offset 224. Seed 002: 336 (the safe area counted twice),
    /// adjusted bottom 336 + 34 = 370, band [59, 482]: offset 740 - 482 = 258 (inside [-59, 852 + 370 - 852]).
    @Test func seed002CountsTheSafeAreaTwiceOnAnIPhone15() throws {
        let scene = Self.fullScreenForm(width: 393, height: 852, safe: Insets(top: 59, bottom: 34), fieldY: 700)
        let n = Fixtures.show(
            Rect(x: 0, y: 516, width: 393, height: 336), begin: Rect(x: 0, y: 852, width: 393, height: 336))
        let reference = try KeyboardLayout.adjust(n, in: scene)
        #expect(reference.view("scroll")?.contentInset == Insets(bottom: 302))
        #expect(reference.view("scroll")?.contentOffset?.y == 224)
        let seed = try KeyboardLayout.adjust(n, in: scene, policy: .seed002)
        #expect(seed.view("scroll")?.contentInset == Insets(bottom: 336))
        #expect(seed.view("scroll")?.verticalScrollIndicatorInsets == Insets(bottom: 336))
        #expect(seed.view("scroll")?.adjustedContentInset == Insets(top: 59, bottom: 370))
        #expect(seed.view("scroll")?.contentOffset?.y == 258)
    }

    /// Examples/check/seed-002-iphone-se.json: no bottom safe area, so seed 002's 216 is right: adjusted (20, 0,
    /// 216, 0), band [20, 451], field (20, 600, 335, 40) bottom 640: offset 189.
    @Test func seed002IsRightOnAnIPhoneSE() throws {
        let scene = Self.fullScreenForm(width: 375, height: 667, safe: Insets(top: 20), fieldY: 600)
        let n = Fixtures.show(
            Rect(x: 0, y: 451, width: 375, height: 216), begin: Rect(x: 0, y: 667, width: 375, height: 216))
        let seed = try KeyboardLayout.adjust(n, in: scene, policy: .seed002)
        let reference = try KeyboardLayout.adjust(n, in: scene)
        #expect(seed.view("scroll")?.contentInset == Insets(bottom: 216))
        #expect(seed.view("scroll")?.contentOffset?.y == 189)
        #expect(seed.view("scroll") == reference.view("scroll"))
    }

    /// A full-screen scroll view ("scroll", content as tall as the screen) with a field ("textField", 40 high).
    static func fullScreenForm(width: Double, height: Double, safe: Insets, fieldY: Double) -> Scene {
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        return Scene(
            screen: Screen(bounds: bounds, scale: 3), window: Window(frame: bounds, safeAreaInsets: safe),
            views: [
                SceneView(
                    id: "scroll", frame: bounds, scroll: ScrollState(contentSize: Size(width: width, height: height))),
                SceneView(
                    id: "textField", parent: "scroll", frame: Rect(x: 20, y: fieldY, width: width - 40, height: 40)),
            ],
            behaviors: [.insetScrollView(.init(scrollView: "scroll", reveal: "textField"))])
    }

    /// scrollRectToVisible(textField.frame) with the frame in its superview's space: on the iPhone 15, a card at
    /// content y 500 in a full-screen scroll view (content 1600) holds the field at (16, 200, 361, 44), content
    /// y 700..744. Reference: inset 302, adjusted bottom 336, band [59, 516]: offset 744 - 516 = 228. Seed 002:
    /// adjusted bottom 370, band [59, 482]; it scrolls to 200..244, already inside: the offset stays 0 and the
    /// field stays at window y 700..744, under the keyboard's top 516.
    @Test func seed002ScrollsToTheFieldFrameInItsSuperviewSpace() throws {
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        let scene = Scene(
            screen: Screen(bounds: bounds, scale: 3),
            window: Window(frame: bounds, safeAreaInsets: Insets(top: 59, bottom: 34)),
            views: [
                SceneView(
                    id: "scroll", frame: bounds, scroll: ScrollState(contentSize: Size(width: 393, height: 1600))),
                SceneView(id: "card", parent: "scroll", frame: Rect(x: 0, y: 500, width: 393, height: 300)),
                SceneView(id: "textField", parent: "card", frame: Rect(x: 16, y: 200, width: 361, height: 44)),
            ],
            behaviors: [.insetScrollView(.init(scrollView: "scroll", reveal: "textField"))])
        let n = Fixtures.show(
            Rect(x: 0, y: 516, width: 393, height: 336), begin: Rect(x: 0, y: 852, width: 393, height: 336))
        let reference = try KeyboardLayout.adjust(n, in: scene)
        #expect(reference.view("scroll")?.contentOffset?.y == 228)
        let seed = try KeyboardLayout.adjust(n, in: scene, policy: .seed002)
        #expect(seed.view("scroll")?.contentInset == Insets(bottom: 336))
        #expect(seed.view("scroll")?.contentOffset?.y == 0)
    }

    /// Split View on an iPad (Examples/seed-003-split-view-offset-ipad.json): screen 1194 x 834 landscape, window
    /// (604, 0, 590, 834), safe 24 / 20; the body (0, 0, 590, 834), content 1200, the field (20, 600, 550, 44).
    /// Keyboard end {0, 436, 1194, 398} on the screen, (-604, 436, 1194, 398) in the window.
    /// - offsetScrollView (margin 20): seed 003 converts the frame into the body's space: keyboard minY 436;
    ///   yDifference = 644 + 20 - 436 = 228 = the reference's delta: offset 228 for both. Seed 002 has no step
    ///   for an offset behavior: the offset stays 0 and the field (window 600..644) stays under the keyboard.
    /// - insetScrollView (reveal the field): reference overlap min(834, 834 - 436) = 398 less the 20 that
    ///   automatic adds: 378, adjusted bottom 398, band [24, 834 - 398 = 436]: offset 644 - 436 = 208. Seed 002:
    ///   endFrame.height 398 (20 too many), adjusted bottom 418, band [24, 416]: offset 228. Seed 003: inset
    ///   untouched, offset 0 + 228 = 228, the field at window 372..416, 20 above the keyboard.
    @Test func seed003IsRightInSplitViewWhereSeed002IsNot() throws {
        let n = Fixtures.show(
            Rect(x: 0, y: 436, width: 1194, height: 398), begin: Rect(x: 0, y: 834, width: 1194, height: 398))
        let offsetScene = SeedScenarioTests.splitViewScene(contentHeight: 1200)
        let reference = try KeyboardLayout.adjust(n, in: offsetScene)
        let seed003 = try KeyboardLayout.adjust(n, in: offsetScene, policy: .seed003)
        let seed002 = try KeyboardLayout.adjust(n, in: offsetScene, policy: .seed002)
        #expect(reference.view("body")?.contentOffset?.y == 228)
        #expect(seed003.view("body")?.contentOffset?.y == 228)
        #expect(seed003.view("body")?.contentInset == Insets())
        #expect(seed003.animation.options == 458_752)
        #expect(seed002.view("body")?.contentOffset?.y == 0)
        #expect(seed002.view("body")?.contentInset == Insets())

        var insetScene = offsetScene
        insetScene.behaviors = [.insetScrollView(.init(scrollView: "body", reveal: "textField"))]
        let insetReference = try KeyboardLayout.adjust(n, in: insetScene)
        #expect(insetReference.view("body")?.contentInset == Insets(bottom: 378))
        #expect(insetReference.view("body")?.contentOffset?.y == 208)
        let inset002 = try KeyboardLayout.adjust(n, in: insetScene, policy: .seed002)
        #expect(inset002.view("body")?.contentInset == Insets(bottom: 398))
        #expect(inset002.view("body")?.adjustedContentInset == Insets(top: 24, bottom: 418))
        #expect(inset002.view("body")?.contentOffset?.y == 228)
        let inset003 = try KeyboardLayout.adjust(n, in: insetScene, policy: .seed003)
        #expect(inset003.view("body")?.contentInset == Insets())
        #expect(inset003.view("body")?.contentOffset?.y == 228)
    }

    /// Examples/check/seed-004-iphone-x.json: iPhone X (375 x 812, safe 44 / 34), keyboard {0, 477, 375, 335}.
    /// kbSize.height 335: text view insets (0, 0, 335, 0); toolbar maxY 812 - 34 - 335 = 443, y 399, constraint
    /// 812 - 443 = 369, toSafeArea 335; options 7 << 16 = 458752. The reference: toolbar 433, inset 345.
    @Test func seed004OnTheIPhoneX() throws {
        let n = Fixtures.show(
            Rect(x: 0, y: 477, width: 375, height: 335), begin: Rect(x: 0, y: 812, width: 375, height: 335))
        let scene = SeedScenarioTests.textViewScene(alsoAvoid: ["toolbar"])
        let a = try KeyboardLayout.adjust(n, in: scene, policy: .seed004)
        #expect(a.view("textView")?.contentInset == Insets(bottom: 335))
        #expect(a.view("textView")?.verticalScrollIndicatorInsets == Insets(bottom: 335))
        #expect(a.view("toolbar")?.frame == Rect(x: 0, y: 399, width: 375, height: 44))
        #expect(a.view("toolbar")?.bottomConstraint == BottomConstraint(toSuperview: 369, toSafeArea: 335))
        #expect(a.animation.options == 458_752)
        let reference = try KeyboardLayout.adjust(n, in: scene)
        #expect(reference.view("toolbar")?.frame.y == 433)
        #expect(reference.view("textView")?.contentInset == Insets(bottom: 345))
    }

    /// Seed 004 (lines 97-98): a duration of 0 becomes 0.1.
    @Test func seed004TurnsADurationOfZeroIntoATenth() throws {
        let phone = Self.iPhoneSE
        let a = try KeyboardLayout.adjust(
            Fixtures.show(phone.shown, begin: phone.hidden, duration: 0), in: phone.scene, policy: .seed004)
        #expect(a.animation.animated)
        #expect(a.animation.duration == 0.1)
    }

    // MARK: - Traps and events the code does not observe

    /// Seed 000's `Info.init` force-casts `UIKeyboardIsLocalUserInfoKey` (line 110), which UIKit omitted before
    /// iOS 9: the code traps, and the layout stays as it was: inset 0, offset 0, bar 774, not animated.
    @Test func seed000TrapsWithoutIsLocal() throws {
        let phone = Self.iPhone15
        var n = phone.show()
        n.omitted = [.isLocal]
        let a = try KeyboardLayout.adjust(n, in: phone.scene, policy: .seed000)
        let trap = try #require(a.trap)
        #expect(trap.contains("line 110"))
        #expect(a.policy == .seed000)
        #expect(a.view("table")?.contentInset == Insets())
        #expect(a.view("table")?.contentOffset == Point(x: 0, y: 0))
        #expect(a.view("table")?.frame.height == 774)
        #expect(a.view("bar")?.frame.y == 774)
        Self.expectNoAnimation(a)
        // With the key it runs: 336.
        let runs = try KeyboardLayout.adjust(phone.show(), in: phone.scene, policy: .seed000)
        #expect(runs.trap == nil)
        #expect(runs.view("table")?.contentInset?.bottom == 336)
    }

    /// Seed 002's `KeyboardPayload` force-casts the begin frame first (line 56): a notification without one traps;
    /// the insets stay 0 and the offset 0.
    @Test func seed002TrapsWithoutABeginFrame() throws {
        let phone = Self.iPhoneSE
        let a = try KeyboardLayout.adjust(Fixtures.show(phone.shown), in: phone.scene, policy: .seed002)
        #expect(try #require(a.trap).contains("line 56"))
        #expect(a.view("table")?.contentInset == Insets())
        #expect(a.view("table")?.contentOffset == Point(x: 0, y: 0))
        Self.expectNoAnimation(a)
    }

    /// Seed 001 observes willShow and willHide only (lines 109-114): a didShow changes nothing (bar 774, table
    /// 774, not animated), and is no trap.
    @Test func seed001DoesNotObserveDidShow() throws {
        let phone = Self.iPhone15
        let a = try KeyboardLayout.adjust(phone.show(.didShow), in: phone.scene, policy: .seed001)
        #expect(a.trap == nil)
        #expect(a.view("bar")?.frame == Rect(x: 0, y: 774, width: 393, height: 44))
        #expect(a.view("table")?.frame.height == 774)
        Self.expectNoAnimation(a)
        // Seed 001 observes only willShow and willHide; seed 000 observes didShow (and would trap on it) but its
        // `default: break` sets nothing there.
        #expect(Policy.seed001.acts(on: .didShow) == false)
        #expect(Policy.seed000.acts(on: .didShow) == false)
        #expect(Policy.seed000.acts(on: .willShow))
    }

    /// Seed 000 observes every notification but its handler's `default: break` (lines 40-41) does nothing on
    /// didShow: in a simulation, the 336 set on willShow stays through didShow (iPhone 15 full-screen form:
    /// endFrame.height 336). Seed 002 does not observe didShow: its willShow's 336 and offset 258 stay too.
    @Test func insetsSetOnWillShowPersistThroughDidShow() throws {
        let scene = Self.fullScreenForm(width: 393, height: 852, safe: Insets(top: 59, bottom: 34), fieldY: 700)
        let shown = Rect(x: 0, y: 516, width: 393, height: 336)
        let hidden = Rect(x: 0, y: 852, width: 393, height: 336)
        let events = [
            TimedEvent(.notification(Fixtures.show(shown, begin: hidden))),
            TimedEvent(.notification(Fixtures.show(shown, begin: hidden, event: .didShow))),
        ]
        let seed000 = try Simulation.run(scene, events: events, policy: .seed000)
        #expect(seed000.steps[0].adjustment.view("scroll")?.contentInset?.bottom == 336)
        #expect(seed000.steps[1].adjustment.view("scroll")?.contentInset?.bottom == 336)
        #expect(seed000.steps[1].adjustment.view("scroll")?.contentOffset?.y == 0)
        let seed002 = try Simulation.run(scene, events: events, policy: .seed002)
        #expect(seed002.steps[1].adjustment.view("scroll")?.contentInset?.bottom == 336)
        #expect(seed002.steps[1].adjustment.view("scroll")?.contentOffset?.y == 258)
    }

    // MARK: - Article 001's rotation: seed-001 against seed-001-naive

    struct Rotation: CustomStringConvertible, Sendable {
        var name: String
        var width: Double
        var height: Double
        var safeTop: Double
        var safeBottom: Double
        var landscapeSafeBottom: Double
        var keyboard: Double
        var landscapeKeyboard: Double
        /// d x (0.5448 - 0.1296), d the distance bar and keyboard travel in the rotation.
        var naiveGapAtLeast: Double
        var description: String { name }
    }

    static let rotationPhones = [
        Rotation(
            name: "iPhone 5", width: 320, height: 568, safeTop: 0, safeBottom: 0, landscapeSafeBottom: 0,
            keyboard: 216, landscapeKeyboard: 162, naiveGapAtLeast: 80.4),
        Rotation(
            name: "iPhone 15", width: 393, height: 852, safeTop: 59, safeBottom: 34, landscapeSafeBottom: 21,
            keyboard: 336, landscapeKeyboard: 209, naiveGapAtLeast: 137.7),
    ]

    /// Article 001's comment scene sized for `p` (bar 44 high on the bottom safe-area edge, the table above it)
    /// and the rotation with the keyboard up: willShow (t 0), the rotation to landscape (0.4 s) when the spring
    /// ends (0.5), inside it willHide then willShow with the landscape keyboard, the rotation's end (0.9).
    static func rotation(_ p: Rotation) -> (Scene, [TimedEvent]) {
        func views(_ w: Double, _ h: Double, _ safeBottom: Double) -> [SceneView] {
            let barY = h - safeBottom - 44
            return [
                SceneView(id: "root", frame: Rect(x: 0, y: 0, width: w, height: h)),
                SceneView(
                    id: "table", parent: "root", frame: Rect(x: 0, y: 0, width: w, height: barY),
                    scroll: ScrollState(contentSize: Size(width: w, height: 2000))),
                SceneView(id: "commentBar", parent: "root", frame: Rect(x: 0, y: barY, width: w, height: 44)),
            ]
        }
        let (w, h) = (p.width, p.height)
        let portrait = Rect(x: 0, y: 0, width: w, height: h)
        let landscape = Rect(x: 0, y: 0, width: h, height: w)
        let scene = Scene(
            screen: Screen(bounds: portrait, scale: 2),
            window: Window(frame: portrait, safeAreaInsets: Insets(top: p.safeTop, bottom: p.safeBottom)),
            views: views(w, h, p.safeBottom),
            behaviors: [.attachToKeyboard(.init(view: "commentBar", resize: "table"))])
        let kp = p.keyboard
        let kl = p.landscapeKeyboard
        let events = [
            TimedEvent(
                .notification(
                    Fixtures.show(
                        Rect(x: 0, y: h - kp, width: w, height: kp), begin: Rect(x: 0, y: h, width: w, height: kp)))),
            TimedEvent(
                .transitionBegin(
                    TransitionGeometry(
                        duration: 0.4, screen: Screen(bounds: landscape, scale: 2),
                        window: Window(
                            frame: landscape,
                            safeAreaInsets: Insets(left: p.safeTop, bottom: p.landscapeSafeBottom, right: p.safeTop)),
                        views: views(h, w, p.landscapeSafeBottom)))),
            TimedEvent(
                .notification(
                    Fixtures.show(
                        Rect(x: 0, y: w, width: h, height: kl), begin: Rect(x: 0, y: w - kl, width: h, height: kl),
                        event: .willHide))),
            TimedEvent(
                .notification(
                    Fixtures.show(
                        Rect(x: 0, y: w - kl, width: h, height: kl), begin: Rect(x: 0, y: w, width: h, height: kl)))),
            TimedEvent(.transitionEnd),
        ]
        return (scene, events)
    }

    /// The rotation's episode starts with the bar on the keyboard (bar maxY = keyboard top = h - keyboard, the
    /// show's spring having ended at 0.5) and ends with it there (w - landscape keyboard): iPhone 5 352 -> 158
    /// (d 194), iPhone 15 516 -> 184 (d 332).
    /// - seed-001 (final code): inside the rotation it sets frames without an animation of its own, so the bar
    ///   moves with the rotation's easeInOut like the keyboard: gap 0.
    /// - seed-001-naive: the bar starts its own spring (0.5 s) while the keyboard follows the easeInOut over 0.4 s.
    ///   0.1 s in (t 0.6, the 60 fps sample 36): spring p = 1 - e^(-1.82574)(1 + 1.82574) = 0.5448; easeInOut
    ///   at x 0.25 (s 0.2255) y = 0.1296; gap >= d x 0.4152: iPhone 5 80.5, iPhone 15 137.8 (well above 5), and
    ///   below d.
    /// The final layouts agree: bar y = landscape keyboard top - 44 (114 on the iPhone 5, 184 - 44 = 140 on the
    /// iPhone 15). The willHide inside puts the bar at w - 44 (276; on the iPhone 15 393 - 44 = 349, over the
    /// 21 pt home indicator: its resting y is 328).
    @Test(arguments: rotationPhones) func naiveRotationDetachesTheBar(_ p: Rotation) throws {
        let (scene, events) = Self.rotation(p)
        let final = try Simulation.run(scene, events: events, policy: .seed001, fps: 60)
        let naive = try Simulation.run(scene, events: events, policy: .seed001Naive, fps: 60)
        #expect(final.maxBarGap < 1e-9)
        #expect(naive.maxBarGap >= p.naiveGapAtLeast)
        #expect(naive.maxBarGap > 5)
        #expect(naive.maxBarGap < p.height - p.keyboard - (p.width - p.landscapeKeyboard))
        let barY = p.width - p.landscapeKeyboard - 44
        for result in [final, naive] {
            #expect(result.steps[2].adjustment.view("commentBar")?.frame.y == p.width - 44)
            #expect(result.steps[3].adjustment.view("commentBar")?.frame.y == barY)
            #expect(result.steps[3].adjustment.view("table")?.frame.height == barY)
            #expect(result.steps[4].adjustment.view("commentBar")?.frame.y == barY)
        }
        #expect(final.steps.map(\.adjustment.animation.animated) == [true, false, false, false, false])
        #expect(naive.steps[2].adjustment.animation.animated)
        #expect(naive.steps[3].adjustment.animation.animated)
    }

    // MARK: - IQKeyboardManager (spec section 7, iPhone 15: 393 x 852, safe 59 / 34, keyboardDistance 10)

    /// (a) and (c): a full-screen scroll view (content 1200) with the field (16, 700, 361, 44) in it, under the
    /// root view; (b): the field (16, 640, 361, 44) directly in the root view.
    static func iqScrollScene(offset: Double = 0) -> Scene {
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        return Scene(
            screen: Screen(bounds: bounds, scale: 3),
            window: Window(frame: bounds, safeAreaInsets: Insets(top: 59, bottom: 34)),
            views: [
                SceneView(id: "root", frame: bounds),
                SceneView(
                    id: "scroll", parent: "root", frame: bounds,
                    scroll: ScrollState(
                        contentSize: Size(width: 393, height: 1200), contentOffset: Point(x: 0, y: offset))),
                SceneView(id: "field", parent: "scroll", frame: Rect(x: 16, y: 700, width: 361, height: 44)),
            ],
            behaviors: [.insetScrollView(.init(scrollView: "scroll", reveal: "field"))])
    }

    static func iqPlainScene() -> Scene {
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        return Scene(
            screen: Screen(bounds: bounds, scale: 3),
            window: Window(frame: bounds, safeAreaInsets: Insets(top: 59, bottom: 34)),
            views: [
                SceneView(id: "root", frame: bounds),
                SceneView(id: "field", parent: "root", frame: Rect(x: 16, y: 640, width: 361, height: 44)),
            ],
            behaviors: [.shiftView(.init(view: "root", reveal: "field"))])
    }

    static let kbShown = Rect(x: 0, y: 516, width: 393, height: 336)
    static let kbHidden = Rect(x: 0, y: 852, width: 393, height: 336)

    /// (a) Software keyboard, field low in a scroll view. Height 852 - 516 = 336; the cover is the keyboard grown
    /// up by 10 and the root's bottom safe area 34: {0, 472, 393, 380}, 380 of the window; visible height 852 -
    /// 380 = 472. moveUp = Int(min(700 - 59, 744 - 472 + 34)) = min(641, 306) = 306. The scroll view takes it:
    /// 306 > -0 - 0; minimumMovement min(0, -306) = -306; suggested min(0 + 306, 700) = 306: offset 306, moveUp
    /// 0. Inset: 380 - (852 - 852) = 380, max(0, 380) less its own safe bottom 34 = 346 (adjusted 380, top 59);
    /// indicators 380 - (10 + 34) = 336, less 34 = 302. Root y = max(0 - 0, min(0, -336)) = 0. Animated with the
    /// notification: 0.25 s, options (7 << 16) | 2 | 4 = 458758 (0x70006).
    /// willHide (end {0, 852, 393, 336}: height 0) from there (offset 306): insets back to 0, root at 0, the
    /// offset stays 306 (restoreContentOffset is false; the clamp max is 1200 - 852 = 348).
    @Test func iqKeyboardManagerScrollViewField() throws {
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Self.kbShown, begin: Self.kbHidden), in: Self.iqScrollScene(), policy: .iqKeyboardManager)
        #expect(a.policy == .iqKeyboardManager)
        let s = try #require(a.view("scroll"))
        #expect(s.contentInset == Insets(bottom: 346))
        #expect(s.verticalScrollIndicatorInsets == Insets(bottom: 302))
        #expect(s.adjustedContentInset == Insets(top: 59, bottom: 380))
        #expect(s.contentOffset == Point(x: 0, y: 306))
        #expect(a.view("root")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(a.animation.animated)
        #expect(a.animation.duration == 0.25)
        #expect(a.animation.options == 458_758)

        let hide = try KeyboardLayout.adjust(
            Fixtures.show(Self.kbHidden, begin: Self.kbShown, event: .willHide), in: Self.iqScrollScene(offset: 306),
            policy: .iqKeyboardManager)
        #expect(hide.view("scroll")?.contentInset == Insets())
        #expect(hide.view("scroll")?.verticalScrollIndicatorInsets == Insets())
        #expect(hide.view("scroll")?.contentOffset == Point(x: 0, y: 306))
        #expect(hide.view("root")?.frame.y == 0)
        // A did event has the same height as the will before it: nothing (spec 3.3).
        let didShow = try KeyboardLayout.adjust(
            Fixtures.show(Self.kbShown, begin: Self.kbHidden, event: .didShow), in: Self.iqScrollScene(),
            policy: .iqKeyboardManager)
        #expect(didShow.view("scroll")?.contentInset == Insets())
        #expect(didShow.view("scroll")?.contentOffset == Point(x: 0, y: 0))
    }

    /// (b) Software keyboard, field (16, 640, 361, 44) in a plain root view: cover 380, visible 472; moveUp =
    /// Int(min(640 - 59, 684 - 472 + 34)) = min(581, 246) = 246; no scroll view takes any: root y = max(0 - 246,
    /// min(0, -336)) = -246. The field ends at window 394..438. Animated 0.25 s, 458758. willHide: root back at 0.
    @Test func iqKeyboardManagerPlainView() throws {
        let a = try KeyboardLayout.adjust(
            Fixtures.show(Self.kbShown, begin: Self.kbHidden), in: Self.iqPlainScene(), policy: .iqKeyboardManager)
        #expect(a.view("root")?.frame == Rect(x: 0, y: -246, width: 393, height: 852))
        #expect(a.animation.animated)
        #expect(a.animation.duration == 0.25)
        #expect(a.animation.options == 458_758)
        let hide = try KeyboardLayout.adjust(
            Fixtures.show(Self.kbHidden, begin: Self.kbShown, event: .willHide), in: Self.iqPlainScene(),
            policy: .iqKeyboardManager)
        #expect(hide.view("root")?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    /// (c) Hardware keyboard, end frame {0, 797, 393, 313}: as wide as the screen, so not floating; height
    /// max(852 - 797, 0) = 55. Cover {0, 797 - 44 = 753, 393, 55 + 44 = 99}: 99; visible 753. moveUp =
    /// Int(min(641, 744 - 753 + 34 = 25)) = 25; the scroll view takes it: offset min(0 + 25, 700) = 25, moveUp 0.
    /// Inset 99 - 0 = 99, less 34 = 65 (adjusted 99); indicators 99 - 44 = 55, less 34 = 21. Root at 0. willHide
    /// (end {0, 852, 393, 313}: height 0): insets 0, the offset stays 25.
    @Test func iqKeyboardManagerHardwareKeyboard() throws {
        let end = Rect(x: 0, y: 797, width: 393, height: 313)
        let below = Rect(x: 0, y: 852, width: 393, height: 313)
        let a = try KeyboardLayout.adjust(
            Fixtures.show(end, begin: below), in: Self.iqScrollScene(), policy: .iqKeyboardManager)
        let s = try #require(a.view("scroll"))
        #expect(s.contentInset == Insets(bottom: 65))
        #expect(s.verticalScrollIndicatorInsets == Insets(bottom: 21))
        #expect(s.adjustedContentInset == Insets(top: 59, bottom: 99))
        #expect(s.contentOffset == Point(x: 0, y: 25))
        #expect(a.view("root")?.frame.y == 0)
        #expect(a.animation.options == 458_758)
        let hide = try KeyboardLayout.adjust(
            Fixtures.show(below, begin: end, event: .willHide), in: Self.iqScrollScene(offset: 25),
            policy: .iqKeyboardManager)
        #expect(hide.view("scroll")?.contentInset == Insets())
        #expect(hide.view("scroll")?.verticalScrollIndicatorInsets == Insets())
        #expect(hide.view("scroll")?.contentOffset == Point(x: 0, y: 25))
    }

    /// The show and the hide of (a) and (b) in one run: the hide restores (a): insets 0, offset 306 kept; (b):
    /// root -246 back to 0. restorePosition animates what it restores with the willHide's duration and curve
    /// (spec section 5: "The animation is section 4.6 with the willHide notification's duration/curve"): 0.25 s,
    /// options 458758.
    @Test func iqKeyboardManagerRestoresInASimulation() throws {
        let events = [
            TimedEvent(.notification(Fixtures.show(Self.kbShown, begin: Self.kbHidden))),
            TimedEvent(.notification(Fixtures.show(Self.kbHidden, begin: Self.kbShown, event: .willHide))),
        ]
        let scroll = try Simulation.run(Self.iqScrollScene(), events: events, policy: .iqKeyboardManager)
        #expect(scroll.steps[0].adjustment.view("scroll")?.contentInset?.bottom == 346)
        #expect(scroll.steps[0].adjustment.view("scroll")?.contentOffset?.y == 306)
        #expect(scroll.steps[1].adjustment.view("scroll")?.contentInset == Insets())
        #expect(scroll.steps[1].adjustment.view("scroll")?.contentOffset?.y == 306)
        #expect(scroll.steps[1].adjustment.animation.animated)
        #expect(scroll.steps[1].adjustment.animation.options == 458_758)
        let plain = try Simulation.run(Self.iqPlainScene(), events: events, policy: .iqKeyboardManager)
        #expect(plain.steps[0].adjustment.view("root")?.frame.y == -246)
        #expect(plain.steps[1].adjustment.view("root")?.frame.y == 0)
        #expect(plain.steps[1].adjustment.animation.animated)
        #expect(plain.steps[1].adjustment.animation.duration == 0.25)
    }
}
