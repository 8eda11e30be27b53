// The stage that reads what covers without moving and what avoids the keyboard by itself (docs/scene-from-dump.md,
// "Overlays and sheets"): iOS 26's floating tab bar is an overlay, a presented sheet's container a sheet. Which
// iOS drew the dump decides the tab bar: the osVersion hint when given, else the Liquid Glass views the dump shows.
// One pass each over the elements, as every stage (`DumpRoles`).
extension DumpSceneBuilder {
    /// What the dump says of overlays and self-avoiding containers.
    struct Design {
        /// Whether a tab bar floats over the content (iOS 26's design).
        let floatingTabBars: Bool
        /// Why, or why not, in the words the tab bars' assumptions use.
        let tabBarReason: String
        /// The first floating tab bar's frame on the screen: what it covers of a scroll view's bottom is in that
        /// view's safe area, as UIKit gives a tab bar controller's child (one tab bar a screen, so one frame).
        let floatingTabBar: Rect?
        /// For each sheet's container found beside a `UIDimmingView`, that dimming view.
        let dimming: [Int?]
        /// Whether each element is a sheet's container: by its class or type, or beside a dimming view.
        let isSheet: [Bool]
    }

    /// The design: the tab bars float when the `osVersion` hint is 26 or later, or, without one, when the dump shows
    /// a Liquid Glass view (`DumpRoles.liquidGlass`); a sheet is a container the class or type names, or a
    /// `UIDropShadowView` whose parent also holds a `UIDimmingView` (UIKit's presented sheet: the dimming view,
    /// then the sheet, in one `UITransitionView`).
    mutating func design(_ placed: Placement) -> Design {
        let glass = elements.indices.first { roles[$0].contains(.liquidGlass) }
        let glassText = glass.map { "a Liquid Glass view (\(elements[$0].className), line \(elements[$0].line))" }
        let floating: Bool
        let reason: String
        if let v = hints.osVersion {
            floating = v.major >= 26
            if !floating {
                reason = "iOS \(v) (osVersion) docks its tab bar: not an overlay"
            } else if let glassText {
                reason = "iOS \(v) (osVersion) floats its tab bar over the content, and the dump shows \(glassText)"
            } else {
                reason =
                    "iOS \(v) (osVersion) floats its tab bar over the content (Liquid Glass); the dump shows no "
                    + "Liquid Glass view to confirm it, and an app built with an SDK before iOS 26 keeps the docked bar"
            }
        } else if let glassText {
            floating = true
            assumptions.append(
                Assumption(
                    pointer: "/screen/osVersion",
                    because: "not given: the dump shows \(glassText), which only iOS 26 and later draw, for apps "
                        + "built with its SDK, so its tab bars float; osVersion stays unset, as the dump does not "
                        + "show which version"))
            reason =
                "the dump shows \(glassText), which only iOS 26 and later draw, for apps built with its SDK: "
                + "the tab bar floats over the content (no osVersion given)"
        } else {
            floating = false
            reason =
                "no osVersion given and the dump shows no Liquid Glass view (_UILiquidLensView, "
                + "_UITabBarPlatterView): taken as before iOS 26, a docked bar, not an overlay; \"osVersion\": \"26\" "
                + "makes it iOS 26's floating tab bar"
        }
        var dimmedBy = [Int?](repeating: nil, count: elements.count)
        for k in elements.indices where roles[k].contains(.dimming) {
            if let p = placed.tree.up[k], dimmedBy[p] == nil { dimmedBy[p] = k }
        }
        var dimming = [Int?](repeating: nil, count: elements.count)
        var isSheet = [Bool](repeating: false, count: elements.count)
        for i in elements.indices {
            if roles[i].contains(.sheet) {
                isSheet[i] = true
            } else if roles[i].contains(.dropShadow), let p = placed.tree.up[i], let d = dimmedBy[p] {
                isSheet[i] = true
                dimming[i] = d
            }
        }
        let tabBar = floating ? elements.indices.first { roles[$0].contains(.tabBar) } : nil
        return Design(
            floatingTabBars: floating, tabBarReason: reason, floatingTabBar: tabBar.map { placed.screenFrame[$0] },
            dimming: dimming, isSheet: isSheet)
    }

    /// The safe area UIKit gives a view at `f` (screen space) under a floating tab bar: its bottom at least what
    /// the tab bar covers of it, when the tab bar lies across its bottom edge.
    func safeArea(_ safe: Insets, of f: Rect, under design: Design) -> Insets {
        guard let bar = design.floatingTabBar, bar.minX < f.maxX, bar.maxX > f.minX, bar.minY < f.maxY,
            bar.maxY >= f.maxY - 0.5
        else { return safe }
        var out = safe
        out.bottom = max(safe.bottom, f.maxY - max(bar.minY, f.minY))
        return out
    }

    /// Marks the scene view of element `i` (at `index` in the scene's views) as the design says, with its
    /// assumption: a tab bar an overlay or not, a sheet's container `avoidsKeyboard: sheet`.
    mutating func markDesign(_ view: inout SceneView, element i: Int, at index: Int, _ design: Design) {
        if roles[i].contains(.tabBar) {
            view.overlay = design.floatingTabBars
            assumptions.append(
                Assumption(
                    pointer: "/views/\(index)" + (design.floatingTabBars ? "/overlay" : ""),
                    because: "\(elements[i].className) (line \(elements[i].line)) is a tab bar: "
                        + design.tabBarReason))
        }
        if design.isSheet[i] {
            view.avoidsKeyboard = .sheet
            let beside = design.dimming[i].map {
                " beside a \(elements[$0].className) (line \(elements[$0].line)), as UIKit presents a sheet"
            }
            assumptions.append(
                Assumption(
                    pointer: "/views/\(index)/avoidsKeyboard",
                    because: "\(elements[i].className) (line \(elements[i].line))\(beside ?? "") is a sheet's "
                        + "container, which the system moves for the keyboard by itself: what it holds needs only "
                        + "what is still covered"))
        }
    }
}
