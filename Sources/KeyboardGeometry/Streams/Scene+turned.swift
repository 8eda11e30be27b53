/// The geometry a quarter turn gives a scene, for the `rotation` stream (docs/devices.md, "Streams").
public struct TurnedGeometry: Hashable, Sendable {
    /// The screen in the other orientation: portrait turns to landscapeRight, landscape to portrait.
    public var screen: Screen
    /// The window on the turned screen.
    public var window: Window
    /// The resting views resized to the turned window.
    public var views: [SceneView]
}

extension Scene {
    /// The scene after a quarter turn, with documented simple rules where UIKit would ask the app's constraints:
    /// - the screen: the other orientation (portrait or upside down to landscapeRight, landscape to portrait); in
    ///   interface coordinates its bounds swap width and height, fixed-portrait bounds stay as they are;
    /// - the window: a window that fills the screen fills the turned screen; another keeps its place and size in
    ///   proportion to the screen's sides;
    /// - the window's safe area: kept on an iPad (shorter side 600 pt or more); on an iPhone with a home indicator
    ///   portrait (top t, bottom b) turns to landscape (0, t, 21, t) and back to (left, 0, 34, 0); on other
    ///   iPhones landscape has none and portrait 20 at the top (the status bar);
    /// - each view, along each axis, against its parent (the window for a top-level view): one at least half as
    ///   long as its parent keeps both margins and stretches; a shorter one past the parent's middle keeps its
    ///   far margin (a bar at the bottom stays there); any other keeps its place. Views inside a scroll view keep
    ///   their place vertically (content coordinates); a content size as wide as its scroll view stays so.
    public func turned() -> TurnedGeometry {
        var newScreen = screen
        newScreen.interfaceOrientation = screen.interfaceOrientation.isLandscape ? .portrait : .landscapeRight
        if screen.coordinateSpace == .interface {
            let b = screen.bounds
            newScreen.bounds = Rect(x: b.x, y: b.y, width: b.height, height: b.width)
        }
        let old = screen.interfaceBounds
        let new = newScreen.interfaceBounds
        var newWindow = window
        let w = window.frame
        if abs(w.x - old.x) <= 0.5, abs(w.y - old.y) <= 0.5, abs(w.width - old.width) <= 0.5,
            abs(w.height - old.height) <= 0.5
        {
            newWindow.frame = new
        } else {
            let sx = old.width > 0 ? new.width / old.width : 1
            let sy = old.height > 0 ? new.height / old.height : 1
            newWindow.frame = Rect(x: w.x * sx, y: w.y * sy, width: w.width * sx, height: w.height * sy)
        }
        newWindow.safeAreaInsets = Self.turnedSafeArea(
            window.safeAreaInsets, toLandscape: newScreen.interfaceOrientation.isLandscape,
            iPad: min(new.width, new.height) >= 600)
        return TurnedGeometry(
            screen: newScreen, window: newWindow, views: turnedViews(from: window.frame.size, to: newWindow.frame.size))
    }

    private static func turnedSafeArea(_ s: Insets, toLandscape: Bool, iPad: Bool) -> Insets {
        if iPad { return s }
        if toLandscape {
            return s.bottom > 0 ? Insets(top: 0, left: s.top, bottom: 21, right: s.top) : .zero
        }
        return s.bottom > 0 ? Insets(top: max(s.left, s.right), left: 0, bottom: 34, right: 0) : Insets(top: 20)
    }

    /// The views resized to the new window, parents before children whatever their order in the list.
    private func turnedViews(from oldWindow: Size, to newWindow: Size) -> [SceneView] {
        let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var done: [String: SceneView] = [:]
        func turned(_ v: SceneView, depth: Int) -> SceneView {
            if let t = done[v.id] { return t }
            var out = v
            var oldParent = oldWindow
            var newParent = newWindow
            var inScroll = false
            // A cycle or an unknown parent is the validation's to report: such a view keeps its frame.
            if let p = v.parent, let parent = byID[p], depth < views.count {
                let t = turned(parent, depth: depth + 1)
                oldParent = parent.frame.size
                newParent = t.frame.size
                inScroll = parent.scroll != nil
            }
            let (x, width) = Self.turned(v.frame.x, v.frame.width, oldParent.width, newParent.width)
            let (y, height) =
                inScroll
                ? (v.frame.y, v.frame.height)
                : Self.turned(v.frame.y, v.frame.height, oldParent.height, newParent.height)
            out.frame = Rect(x: x, y: y, width: width, height: height)
            if var scroll = v.scroll, abs(scroll.contentSize.width - v.frame.width) <= 0.5 {
                scroll.contentSize = Size(width: width, height: scroll.contentSize.height)
                out.scroll = scroll
            }
            done[v.id] = out
            return out
        }
        return views.map { turned($0, depth: 0) }
    }

    /// One axis: a view at `origin` of `length` in a parent `old` long that becomes `new` long.
    private static func turned(_ origin: Double, _ length: Double, _ old: Double, _ new: Double) -> (Double, Double) {
        let farMargin = old - origin - length
        if length >= old / 2 { return (origin, max(0, new - origin - farMargin)) }
        if origin + length / 2 > old / 2 { return (new - farMargin - length, length) }
        return (origin, length)
    }
}
