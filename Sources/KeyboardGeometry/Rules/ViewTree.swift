/// The scene's views with their current frames and scroll state, and conversions to window space.
struct ViewTree {
    let views: [SceneView]
    let window: Window
    let index: ViewIndex
    let parents: [Int?]
    /// Current frames, in each parent's coordinate space.
    var frames: [Rect]
    /// Current content offsets (zero for views that do not scroll).
    var offsets: [Point]
    /// Current content insets.
    var insets: [Insets]
    /// The frames the scene gave, before any rule moved a view: the views' own, read from them (a copy of the
    /// frames was an allocation a request).
    var restingFrames: RestingFrames { RestingFrames(views: views) }

    /// The scene's frame of each view, by index.
    struct RestingFrames {
        let views: [SceneView]
        subscript(i: Int) -> Rect { views[i].frame }
    }

    init(views: [SceneView], window: Window) throws(SceneError) {
        self.views = views
        self.window = window
        let index = ViewIndex(views)
        for (i, v) in views.enumerated() where index[v.id] != i { throw SceneError.duplicateID(v.id) }
        var parents: [Int?] = []
        parents.reserveCapacity(views.count)
        for v in views {
            guard let p = v.parent else {
                parents.append(nil)
                continue
            }
            guard let pi = index[p] else { throw SceneError.unknownView(p) }
            parents.append(pi)
        }
        // A cycle would make window conversion loop forever.
        for start in views.indices {
            var seen = 0
            var cursor = parents[start]
            while let c = cursor {
                seen += 1
                guard seen <= views.count else { throw SceneError.cycle(views[start].id) }
                cursor = parents[c]
            }
        }
        self.index = index
        self.parents = parents
        self.frames = views.map(\.frame)
        self.offsets = views.map { $0.scroll?.contentOffset ?? .zero }
        self.insets = views.map { $0.scroll?.contentInset ?? .zero }
    }

    func id(_ i: Int) -> String { views[i].id }

    func lookup(_ id: String) throws(SceneError) -> Int {
        guard let i = index[id] else { throw SceneError.unknownView(id) }
        return i
    }

    /// The origin of a view's bounds: its content offset for a scroll view, else zero.
    func boundsOrigin(_ i: Int) -> Point { offsets[i] }

    /// The view's current frame in window coordinates.
    func windowFrame(_ i: Int) -> Rect {
        windowFrame(i, resting: false)
    }

    /// The view's frame in window coordinates had no rule moved anything (offsets as current).
    func restingWindowFrame(_ i: Int) -> Rect {
        windowFrame(i, resting: true)
    }

    private func windowFrame(_ i: Int, resting: Bool) -> Rect {
        func frame(_ k: Int) -> Rect { resting ? views[k].frame : frames[k] }
        var rect = frame(i)
        var cursor = parents[i]
        while let p = cursor {
            let o = offsets[p]
            let f = frame(p)
            rect = rect.offsetBy(dx: f.x - o.x, dy: f.y - o.y)
            cursor = parents[p]
        }
        return rect
    }

    /// The y of the parent's bounds space that window y `windowY` is at (the window for a top-level view).
    func parentY(of i: Int, windowY: Double) -> Double {
        guard let p = parents[i] else { return windowY }
        return windowY - windowFrame(p).y + offsets[p].y
    }

    /// The view's safe-area insets: explicit, or the part of its current frame that overlaps the window's
    /// unsafe margins, clipped at the window's edges, as UIKit derives them.
    func safeArea(_ i: Int) -> Insets {
        if let explicit = views[i].safeAreaInsets { return explicit }
        return derivedSafeArea(windowFrame(i))
    }

    func restingSafeArea(_ i: Int) -> Insets {
        if let explicit = views[i].safeAreaInsets { return explicit }
        return derivedSafeArea(restingWindowFrame(i))
    }

    private func derivedSafeArea(_ f: Rect) -> Insets { window.safeArea(of: f) }

    /// The bottom safe-area inset of the view's parent (the window's for a top-level view).
    func parentSafeBottom(_ i: Int) -> Double {
        guard let p = parents[i] else { return window.safeAreaInsets.bottom }
        return safeArea(p).bottom
    }

    /// The maxY of the parent's bounds in its own coordinates: the window's height for a top-level view.
    func parentBoundsMaxY(_ i: Int) -> Double {
        guard let p = parents[i] else { return window.frame.height }
        return offsets[p].y + frames[p].height
    }

    /// Whether `i` is `ancestor` or lies inside it.
    func isInside(_ i: Int, _ ancestor: Int, strictly: Bool) -> Bool {
        if i == ancestor { return !strictly }
        var cursor = parents[i]
        while let c = cursor {
            if c == ancestor { return true }
            cursor = parents[c]
        }
        return false
    }

    /// The insets UIKit adds to a scroll view's contentInset from the safe area (rule 3), for its current frame.
    func addedInsets(_ i: Int, resting: Bool = false) -> Insets {
        guard let scroll = views[i].scroll else { return .zero }
        let safe = resting ? restingSafeArea(i) : safeArea(i)
        let size = resting ? restingFrames[i].size : frames[i].size
        return scroll.insetAdjustment.addedInsets(safeArea: safe, frameSize: size, contentSize: scroll.contentSize)
    }
}

/// A scene whose structure the rules cannot work on; the wire validates first, so this is a safety net.
public enum SceneError: Error, Hashable, Sendable {
    case duplicateID(String)
    case unknownView(String)
    case cycle(String)
    case notAScrollView(String)
    case notInside(field: String, container: String)
    case noGuide(String)
    case curveOutOfRange(Int)
}
