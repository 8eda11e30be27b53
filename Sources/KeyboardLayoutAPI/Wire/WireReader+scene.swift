import KeyboardGeometry
import ServiceJSON

// The scene keys of adjust and simulate (docs/wire.md "The scene"), with every structural check.

extension WireReader {
    /// `screen`, `window`, `views`, `behaviors` and `options` of a request object, with the whole-scene checks;
    /// nil when anything has a problem (every problem reported).
    mutating func scene(_ o: borrowing KnownMembers, at p: @autoclosure () -> JSONPointer, limits: Limits) -> Scene? {
        let theScreen = required(o, "screen", at: p()).flatMap { screen($0, at: p() / "screen") }
        let theWindow = required(o, "window", at: p()).flatMap { window($0, at: p() / "window", screen: theScreen) }
        let read = required(o, "views", at: p()).flatMap { views($0, at: p() / "views", limit: limits.maxViews) }
        let listed = required(o, "behaviors", at: p()).flatMap { behaviors($0, at: p() / "behaviors") }
        let theOptions = optional(o, "options", at: p(), default: LayoutOptions()) { $0.options($1, at: $2()) }
        let theFrameworks = optional(o, "frameworks", at: p(), default: Frameworks()) { $0.frameworks($1, at: $2()) }
        if let read, let listed {
            check(
                views: read.views, positions: read.positions, behaviors: listed.behaviors,
                behaviorPositions: listed.positions, viewsAt: p() / "views", behaviorsAt: p() / "behaviors")
        }
        let theViews: [SceneView]? = read.flatMap { $0.complete ? $0.views : nil }
        let theBehaviors: [Behavior]? = listed.flatMap { $0.complete ? $0.behaviors : nil }
        // A view a framework names must be in the scene.
        let kavFound = frameworkView(theFrameworks?.reactNative?.view, in: theViews, key: "reactNative", at: p())
        let controllerFound = frameworkView(
            theFrameworks?.reactNativeKeyboardController?.view, in: theViews, key: "reactNativeKeyboardController",
            at: p())
        guard kavFound, controllerFound else { return nil }
        guard let theScreen, let theWindow, let theViews, let theBehaviors, let theOptions, let theFrameworks else {
            return nil
        }
        var scene = Scene(
            screen: theScreen, window: theWindow, views: theViews, behaviors: theBehaviors, options: theOptions)
        scene.frameworks = theFrameworks
        return scene
    }

    /// Whether the view `id` a framework names under `frameworks/key` is in the scene; a problem at its pointer when
    /// not. True with no id, or no views read (their own problems are reported).
    private mutating func frameworkView(
        _ id: String?, in views: [SceneView]?, key: StaticString, at p: @autoclosure () -> JSONPointer
    ) -> Bool {
        guard let id, let views, !views.contains(where: { $0.id == id }) else { return true }
        fail(p() / "frameworks" / key / "view", "no view has the id '\(id)'")
        return false
    }

    mutating func screen(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Screen? {
        guard
            let o = object(
                value, at: p(), allowed: ["bounds", "scale", "coordinateSpace", "interfaceOrientation", "osVersion"],
                what: "the screen")
        else { return nil }
        let bounds = required(o, "bounds", at: p()).flatMap { rect($0, at: p() / "bounds") }
        let scale = optional(o, "scale", at: p(), default: 1.0) { r, v, p in
            guard let s = r.number(v, at: p()) else { return nil }
            guard s > 0 else {
                r.fail(p(), "must be > 0, not \(s.pt)")
                return nil
            }
            return s
        }
        let space = optional(o, "coordinateSpace", at: p(), default: CoordinateSpace.interface) {
            $0.choice($1, at: $2(), as: CoordinateSpace.self)
        }
        let orientation = optional(o, "interfaceOrientation", at: p(), default: InterfaceOrientation.portrait) {
            $0.choice($1, at: $2(), as: InterfaceOrientation.self)
        }
        let version = optional(o, "osVersion", at: p(), default: OSVersion?.none) { r, v, p in
            guard let text = r.string(v, at: p()) else { return nil }
            guard let version = OSVersion(text) else {
                r.fail(p(), "'\(text)' is not an iOS version such as \"12.4\"")
                return nil
            }
            return version
        }
        guard let bounds, let scale, let space, let orientation, let version else { return nil }
        if space == .fixedPortrait, bounds.width > bounds.height {
            fail(
                p() / "bounds",
                "fixedPortrait bounds are the portrait size W x H with W < H, as UIScreen.bounds was on iOS 7; \(bounds.width.pt) x \(bounds.height.pt) is landscape-shaped"
            )
            return nil
        }
        return Screen(
            bounds: bounds, scale: scale, coordinateSpace: space, interfaceOrientation: orientation, osVersion: version)
    }

    /// The window; its frame defaults to the (interface) screen.
    mutating func window(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, screen: Screen?) -> Window? {
        guard let o = object(value, at: p(), allowed: ["frame", "safeAreaInsets", "mode"], what: "the window") else {
            return nil
        }
        let frame: Rect?? = o["frame"].map { rect($0, at: p() / "frame") }
        let safe = optional(o, "safeAreaInsets", at: p(), default: Insets.zero) { $0.insets($1, at: $2()) }
        let mode = optional(o, "mode", at: p(), default: WindowMode.fullScreen) {
            $0.choice($1, at: $2(), as: WindowMode.self)
        }
        guard let safe, let mode else { return nil }
        switch frame {
        case .some(.some(let f)): return Window(frame: f, safeAreaInsets: safe, mode: mode)
        case .some(.none): return nil
        case .none: return screen.map { Window(frame: $0.interfaceBounds, safeAreaInsets: safe, mode: mode) }
        }
    }

    /// The views; when some of them have problems, those are reported and the views are still returned with
    /// stand-ins for the bad values (as long as their id reads), so that the checks of ids, parents and
    /// behaviors run too and a request hears of every problem at once. `complete` says whether all read;
    /// `positions` gives each returned view's index in the array (a view whose id does not read is left out,
    /// and the pointers of later problems must still name the right element); nil when every view was
    /// returned, each at its own index (the usual request: no array made for it).
    mutating func views(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, limit: Int)
        -> (views: [SceneView], positions: [Int]?, complete: Bool)?
    {
        guard let items = elements(value) else {
            fail(p(), "must be an array of views, not \(typeName(value))")
            return nil
        }
        guard items.count <= limit else {
            fail(p(), "\(items.count) views, more than the limit of \(limit)")
            return nil
        }
        var out: [SceneView] = []
        var positions: [Int]?
        out.reserveCapacity(items.count)
        var ok = true
        for (i, item) in items.enumerated() {
            let before = errors.count
            if let v = view(item, at: p() / i) {
                out.append(v)
                positions?.append(i)
            } else if positions == nil {
                // The first view left out: the ones before it were each at their own index.
                positions = Array(0..<i)
            }
            if errors.count > before { ok = false }
        }
        return (out, positions, ok)
    }

    private mutating func view(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> SceneView? {
        guard
            let o = object(
                value, at: p(), allowed: ["id", "class", "parent", "frame", "scroll", "safeAreaInsets", "pinnedTo"],
                what: "a view")
        else { return nil }
        let id = required(o, "id", at: p()).flatMap { self.id($0, at: p() / "id") }
        let parent = optional(o, "parent", at: p(), default: String?.none) { $0.id($1, at: $2()) }
        let frame = required(o, "frame", at: p()).flatMap { rect($0, at: p() / "frame") }
        let safe = optional(o, "safeAreaInsets", at: p(), default: Insets?.none) { $0.insets($1, at: $2()) }
        let pin = optional(o, "pinnedTo", at: p(), default: GuidePin?.none) { r, v, p in r.guidePin(v, at: p()) }
        // The class a dump printed: kept for pictures and explanations, never read by the rules.
        let className = optional(o, "class", at: p(), default: String?.none) { $0.string($1, at: $2()) }
        var scroll: ScrollState?
        if let s = o["scroll"] {
            // Stand-ins for values with problems (already reported): a scroll view whose scroll (or frame, which
            // gives the default content size) did not read stays a scroll view, so that no behavior on it is
            // reported as "not a scroll view" as well.
            scroll =
                self.scroll(s, at: p() / "scroll", frameSize: frame?.size ?? .zero)
                ?? ScrollState(contentSize: .zero)
        }
        guard let id else { return nil }
        return SceneView(
            id: id, parent: parent ?? nil, frame: frame ?? .zero, scroll: scroll,
            safeAreaInsets: safe ?? nil, pinnedTo: pin ?? nil, className: className ?? nil)
    }

    private mutating func guidePin(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> GuidePin? {
        guard let s = string(value, at: p()) else { return nil }
        if s == "guide" { return .nearest }
        if s.hasPrefix("guide:"), s.count > 6 { return .view(String(s.dropFirst(6))) }
        fail(p(), "'\(s)' is not \"guide\" or \"guide:ID\"")
        return nil
    }

    private mutating func scroll(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, frameSize: Size)
        -> ScrollState?
    {
        guard
            let o = object(
                value, at: p(), allowed: ["contentSize", "contentOffset", "contentInset", "insetAdjustment"],
                what: "scroll")
        else { return nil }
        let size = optional(o, "contentSize", at: p(), default: frameSize) { $0.size($1, at: $2()) }
        let offset = optional(o, "contentOffset", at: p(), default: Point.zero) { $0.point($1, at: $2()) }
        let inset = optional(o, "contentInset", at: p(), default: Insets.zero) { $0.insets($1, at: $2()) }
        let adjustment = optional(o, "insetAdjustment", at: p(), default: InsetAdjustment.automatic) {
            $0.choice($1, at: $2(), as: InsetAdjustment.self)
        }
        guard let size, let offset, let inset, let adjustment else { return nil }
        return ScrollState(contentSize: size, contentOffset: offset, contentInset: inset, insetAdjustment: adjustment)
    }

    mutating func options(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> LayoutOptions? {
        guard
            let o = object(
                value, at: p(), allowed: ["followUndockedKeyboard", "ignoreNonLocal", "inTransition"], what: "options")
        else { return nil }
        let follow = optional(o, "followUndockedKeyboard", at: p(), default: false) { $0.bool($1, at: $2()) }
        let ignore = optional(o, "ignoreNonLocal", at: p(), default: false) { $0.bool($1, at: $2()) }
        let transition = optional(o, "inTransition", at: p(), default: false) { $0.bool($1, at: $2()) }
        guard let follow, let ignore, let transition else { return nil }
        return LayoutOptions(followUndockedKeyboard: follow, ignoreNonLocal: ignore, inTransition: transition)
    }
}
