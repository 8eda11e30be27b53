/// The scene's views with their current frames and scroll state, and conversions to window space.
struct ViewTree {
    let views: [SceneView]
    let window: Window
    let index: ViewIndex
    /// The views marked `overlay`, by index: what obstructs a view's bottom edge besides the keyboard.
    let overlays: [Int]
    /// The scroll views drawn upside down (an `insetScrollView` with `inverted`), by index: their safe area is
    /// flipped (`addedInsets`). A short list, searched.
    var inverted: [Int] = []
    /// Each view's parent and what the rules change of it, by index: one array (four, one for each, were four
    /// allocations a request). `parents`, `frames`, `offsets` and `insets` read and write it by column.
    private var states: [ViewState]

    /// One view's parent (its index), current frame in the parent's space, content offset (zero for views
    /// that do not scroll) and content inset.
    fileprivate struct ViewState {
        var parent: Int?
        var frame: Rect
        var offset: Point
        var inset: Insets
    }

    /// One field of every view's state, by index: `tree.frames[i]` reads it, `tree.frames[i] = f` writes it.
    struct Column<Value> {
        fileprivate var states: [ViewState]
        fileprivate let field: WritableKeyPath<ViewState, Value>
        subscript(i: Int) -> Value {
            get { states[i][keyPath: field] }
            set { states[i][keyPath: field] = newValue }
        }
    }

    /// The column of `field`, lent for a write in place: the array is moved out and back, so writing a view's
    /// value never copies the others.
    private subscript<Value>(column field: WritableKeyPath<ViewState, Value>) -> Column<Value> {
        get { Column(states: states, field: field) }
        _modify {
            var column = Column(states: states, field: field)
            states = []
            defer { states = column.states }
            yield &column
        }
    }

    /// The parent of each view (nil for a top-level one).
    var parents: Column<Int?> { self[column: \.parent] }
    /// Current frames, in each parent's coordinate space.
    var frames: Column<Rect> {
        get { self[column: \.frame] }
        _modify { yield &self[column: \.frame] }
    }
    /// Current content offsets (zero for views that do not scroll).
    var offsets: Column<Point> {
        get { self[column: \.offset] }
        _modify { yield &self[column: \.offset] }
    }
    /// Current content insets.
    var insets: Column<Insets> {
        get { self[column: \.inset] }
        _modify { yield &self[column: \.inset] }
    }
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
        // By index, reading the fields each step needs: a view taken whole is a copy of all its strings.
        for i in views.indices where index[views[i].id] != i { throw SceneError.duplicateID(views[i].id) }
        var states: [ViewState] = []
        states.reserveCapacity(views.count)
        for i in views.indices {
            var parent: Int?
            if let p = views[i].parent {
                guard let pi = index[p] else { throw SceneError.unknownView(p) }
                parent = pi
            }
            let scroll = views[i].scroll
            states.append(
                ViewState(
                    parent: parent, frame: views[i].frame, offset: scroll?.contentOffset ?? .zero,
                    inset: scroll?.contentInset ?? .zero))
        }
        // A cycle would make window conversion loop forever.
        for start in views.indices {
            var seen = 0
            var cursor = states[start].parent
            while let c = cursor {
                seen += 1
                guard seen <= views.count else { throw SceneError.cycle(views[start].id) }
                cursor = states[c].parent
            }
        }
        self.index = index
        self.states = states
        self.overlays = views.indices.filter { views[$0].overlay }
    }

    func id(_ i: Int) -> String { views[i].id }

    func lookup(_ id: String) throws(SceneError) -> Int {
        guard let i = index[id] else { throw SceneError.unknownView(id) }
        return i
    }

    /// The origin of a view's bounds: its content offset for a scroll view, else zero.
    func boundsOrigin(_ i: Int) -> Point { states[i].offset }

    /// The view's current frame in window coordinates.
    func windowFrame(_ i: Int) -> Rect {
        windowFrame(i, resting: false)
    }

    /// The view's frame in window coordinates had no rule moved anything (offsets as current).
    func restingWindowFrame(_ i: Int) -> Rect {
        windowFrame(i, resting: true)
    }

    private func windowFrame(_ i: Int, resting: Bool) -> Rect {
        func frame(_ k: Int) -> Rect { resting ? views[k].frame : states[k].frame }
        var rect = frame(i)
        var cursor = states[i].parent
        while let p = cursor {
            let o = states[p].offset
            let f = frame(p)
            rect = rect.offsetBy(dx: f.x - o.x, dy: f.y - o.y)
            cursor = states[p].parent
        }
        return rect
    }

    /// The y of the parent's bounds space that window y `windowY` is at (the window for a top-level view).
    func parentY(of i: Int, windowY: Double) -> Double {
        guard let p = states[i].parent else { return windowY }
        return windowY - windowFrame(p).y + states[p].offset.y
    }

    /// The view's safe-area insets: explicit, or the part of its current frame that overlaps the window's
    /// unsafe margins, clipped at the window's edges, as UIKit derives them.
    /// An overlay over the view's bottom edge adds to the bottom, as a tab bar controller's does for its child.
    func safeArea(_ i: Int) -> Insets {
        if let explicit = views[i].safeAreaInsets { return explicit }
        return derivedSafeArea(i, windowFrame(i))
    }

    func restingSafeArea(_ i: Int) -> Insets {
        if let explicit = views[i].safeAreaInsets { return explicit }
        return derivedSafeArea(i, restingWindowFrame(i))
    }

    /// The window's unsafe margins over `f`, its bottom raised to the highest overlay top over `f`'s bottom edge.
    private func derivedSafeArea(_ i: Int, _ f: Rect) -> Insets {
        var safe = window.safeArea(of: f)
        if let top = overlayTop(over: f, of: i) { safe.bottom = max(safe.bottom, min(f.height, f.maxY - top)) }
        return safe
    }

    /// The highest top among the overlays over the bottom edge of `f`, the window frame of view `i` (or of a view
    /// inside it): an overlay that meets `f` horizontally, starts above its bottom and reaches at least to it.
    /// The overlay itself, the views inside it and its ancestors (the tab bar's own container) are not covered
    /// by it. Nil when none is.
    func overlayTop(over f: Rect, of i: Int) -> Double? {
        var top: Double?
        for o in overlays where !isInside(i, o, strictly: false) && !isInside(o, i, strictly: true) {
            let r = windowFrame(o)
            guard r.maxX > f.minX, r.minX < f.maxX, r.minY < f.maxY, r.maxY >= f.maxY - 0.5 else { continue }
            top = min(top ?? r.minY, r.minY)
        }
        return top
    }

    /// The bottom safe-area inset of the view's parent (the window's for a top-level view).
    func parentSafeBottom(_ i: Int) -> Double {
        guard let p = states[i].parent else { return window.safeAreaInsets.bottom }
        return safeArea(p).bottom
    }

    /// The maxY of the parent's bounds in its own coordinates: the window's height for a top-level view.
    func parentBoundsMaxY(_ i: Int) -> Double {
        guard let p = states[i].parent else { return window.frame.height }
        return states[p].offset.y + states[p].frame.height
    }

    /// Whether `i` is `ancestor` or lies inside it.
    func isInside(_ i: Int, _ ancestor: Int, strictly: Bool) -> Bool {
        if i == ancestor { return !strictly }
        var cursor = states[i].parent
        while let c = cursor {
            if c == ancestor { return true }
            cursor = states[c].parent
        }
        return false
    }

    /// The insets UIKit adds to a scroll view's contentInset from the safe area (rule 3), for its current frame.
    /// An inverted list (`inverted`) is flipped by a transform, and UIKit gives a view its safe area in its own
    /// coordinates: the window's bottom band is its top safe area, and the top band its bottom.
    func addedInsets(_ i: Int, resting: Bool = false) -> Insets {
        guard let scroll = views[i].scroll else { return .zero }
        let safe = resting ? restingSafeArea(i) : safeArea(i)
        let size = resting ? restingFrames[i].size : states[i].frame.size
        var added = scroll.insetAdjustment.addedInsets(safeArea: safe, frameSize: size, contentSize: scroll.contentSize)
        if inverted.contains(i) { swap(&added.top, &added.bottom) }
        return added
    }
}

/// A scene whose structure the rules cannot work on; the wire validates first, so this is a safety net. A struct
/// with a private kind (as swift-service-lifecycle's errors and `HTTPServerError`): a new kind is not a breaking
/// change for code that switches over it.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable, Sendable {
        case duplicateID(String)
        case unknownView(String)
        case cycle(String)
        case notAScrollView(String)
        case notInside(field: String, container: String)
        case noGuide(String)
        case curveOutOfRange(Int)
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// Two views share an id.
    public static func duplicateID(_ id: String) -> SceneError { .init(.duplicateID(id)) }
    /// An id names no view.
    public static func unknownView(_ id: String) -> SceneError { .init(.unknownView(id)) }
    /// The parents form a cycle through this view.
    public static func cycle(_ id: String) -> SceneError { .init(.cycle(id)) }
    /// A scroll behavior names a view without `scroll`.
    public static func notAScrollView(_ id: String) -> SceneError { .init(.notAScrollView(id)) }
    /// A behavior's field is not inside the view it names.
    public static func notInside(field: String, container: String) -> SceneError {
        .init(.notInside(field: field, container: container))
    }
    /// A layout guide's view has no window to take a guide from.
    public static func noGuide(_ id: String) -> SceneError { .init(.noGuide(id)) }
    /// The animation curve cannot be shifted into the options.
    public static func curveOutOfRange(_ curve: Int) -> SceneError { .init(.curveOutOfRange(curve)) }

    /// The kind and its values, as `duplicateID("v1")` (the text an answer quotes).
    public var description: String { String(describing: kind) }
}
