import KeyboardGeometry
import ServiceJSON

// The scene keys of adjust and simulate (docs/wire.md "The scene"), with every structural check.

extension WireInput {
    /// `screen`, `window`, `views`, `behaviors`, `options` and `frameworks` of a request object, with the
    /// whole-scene checks; nil when anything has a problem (every problem reported). Looked up as adjust names them
    /// (`RequestKey`): by raw value in adjust's, check's and render's objects, by name in simulate's, replay's and
    /// streams'.
    mutating func scene(_ o: borrowing KnownMembers, at p: @autoclosure () -> JSONPointer, limits: Limits) -> Scene? {
        typealias Key = RequestKey
        let theScreen = required(o, Key.screen, at: p()).flatMap { screen($0, at: p() / Key.screen) }
        let theWindow = required(o, Key.window, at: p()).flatMap {
            window($0, at: p() / Key.window, screen: theScreen)
        }
        let read = required(o, Key.views, at: p()).flatMap { views($0, at: p() / Key.views, limit: limits.maxViews) }
        let listed = required(o, Key.behaviors, at: p()).flatMap { behaviors($0, at: p() / Key.behaviors) }
        let theOptions = optional(o, Key.options, at: p(), default: LayoutOptions()) { $0.options($1, at: $2()) }
        let theFrameworks = optional(o, Key.frameworks, at: p(), default: Frameworks()) {
            $0.frameworks($1, at: $2())
        }
        if let read, let listed {
            check(
                views: read.views, positions: read.positions, behaviors: listed.behaviors,
                behaviorPositions: listed.positions, viewsAt: p() / Key.views, behaviorsAt: p() / Key.behaviors)
        }
        let theViews: [SceneView]? = read.flatMap { $0.complete ? $0.views : nil }
        let theBehaviors: [Behavior]? = listed.flatMap { $0.complete ? $0.behaviors : nil }
        // A view a framework names must be in the scene.
        let kavFound = frameworkView(
            theFrameworks?.reactNative?.view, in: theViews,
            at: p() / Key.frameworks / FrameworksKey.reactNative / ReactNativeKey.view)
        let controllerFound = frameworkView(
            theFrameworks?.reactNativeKeyboardController?.view, in: theViews,
            at: p() / Key.frameworks / FrameworksKey.reactNativeKeyboardController / KeyboardControllerKey.view)
        guard kavFound, controllerFound else { return nil }
        guard let theScreen, let theWindow, let theViews, let theBehaviors, let theOptions, let theFrameworks else {
            return nil
        }
        var scene = Scene(
            screen: theScreen, window: theWindow, views: theViews, behaviors: theBehaviors, options: theOptions)
        scene.frameworks = theFrameworks
        return scene
    }

    /// Whether the view `id` a framework names (its `view`, at `p`) is in the scene; a problem at its pointer when
    /// not. True with no id, or no views read (their own problems are reported).
    private mutating func frameworkView(
        _ id: String?, in views: [SceneView]?, at p: @autoclosure () -> JSONPointer
    ) -> Bool {
        guard let id, let views, !views.contains(where: { $0.id == id }) else { return true }
        fail(p(), "no view has the id '\(id)'")
        return false
    }

    mutating func screen(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Screen? {
        typealias Key = ScreenKey
        guard let o = object(value, at: p(), keys: Key.names, what: "the screen") else { return nil }
        let bounds = required(o, Key.bounds, at: p()).flatMap { rect($0, at: p() / Key.bounds) }
        let scale = optional(o, Key.scale, at: p(), default: 1.0) { r, v, p in
            guard let s = r.number(v, at: p()) else { return nil }
            guard s > 0 else {
                r.fail(p(), "must be > 0, not \(s.pt)")
                return nil
            }
            return s
        }
        let space = optional(o, Key.coordinateSpace, at: p(), default: CoordinateSpace.interface) {
            $0.choice($1, at: $2(), as: CoordinateSpace.self)
        }
        let orientation = optional(o, Key.interfaceOrientation, at: p(), default: InterfaceOrientation.portrait) {
            $0.choice($1, at: $2(), as: InterfaceOrientation.self)
        }
        let version = optional(o, Key.osVersion, at: p(), default: OSVersion?.none) { r, v, p in
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
                p() / Key.bounds,
                "fixedPortrait bounds are the portrait size W x H with W < H, as UIScreen.bounds was on iOS 7; \(bounds.width.pt) x \(bounds.height.pt) is landscape-shaped"
            )
            return nil
        }
        return Screen(
            bounds: bounds, scale: scale, coordinateSpace: space, interfaceOrientation: orientation, osVersion: version)
    }

    /// The window; its frame defaults to the (interface) screen.
    mutating func window(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, screen: Screen?) -> Window? {
        typealias Key = WindowKey
        guard let o = object(value, at: p(), keys: Key.names, what: "the window") else { return nil }
        let frame: Rect?? = o[Key.frame].map { rect($0, at: p() / Key.frame) }
        let safe = optional(o, Key.safeAreaInsets, at: p(), default: Insets.zero) { $0.insets($1, at: $2()) }
        let mode = optional(o, Key.mode, at: p(), default: WindowMode.fullScreen) {
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
            let before = problemCount
            if let v = view(item, at: p() / i) {
                out.append(v)
                positions?.append(i)
            } else if positions == nil {
                // The first view left out: the ones before it were each at their own index.
                positions = Array(0..<i)
            }
            if problemCount > before { ok = false }
        }
        return (out, positions, ok)
    }

    private mutating func view(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> SceneView? {
        typealias Key = ViewKey
        guard let o = object(value, at: p(), keys: Key.names, what: "a view") else { return nil }
        let id = required(o, Key.id, at: p()).flatMap { self.id($0, at: p() / Key.id) }
        let parent = optional(o, Key.parent, at: p(), default: String?.none) { $0.id($1, at: $2()) }
        let frame = required(o, Key.frame, at: p()).flatMap { rect($0, at: p() / Key.frame) }
        let safe = optional(o, Key.safeAreaInsets, at: p(), default: Insets?.none) { $0.insets($1, at: $2()) }
        let pin = optional(o, Key.pinnedTo, at: p(), default: GuidePin?.none) { r, v, p in r.guidePin(v, at: p()) }
        // The class a dump printed: kept for pictures and explanations, never read by the rules.
        let className = optional(o, Key.class, at: p(), default: String?.none) { $0.string($1, at: $2()) }
        let overlay = optional(o, Key.overlay, at: p(), default: false) { $0.bool($1, at: $2()) }
        let avoids = optional(o, Key.avoidsKeyboard, at: p(), default: SelfAvoidance?.none) {
            $0.choice($1, at: $2(), as: SelfAvoidance.self)
        }
        var scroll: ScrollState?
        if let s = o[Key.scroll] {
            // Stand-ins for values with problems (already reported): a scroll view whose scroll (or frame, which
            // gives the default content size) did not read stays a scroll view, so that no behavior on it is
            // reported as "not a scroll view" as well.
            scroll =
                self.scroll(s, at: p() / Key.scroll, frameSize: frame?.size ?? .zero)
                ?? ScrollState(contentSize: .zero)
        }
        guard let id else { return nil }
        return SceneView(
            id: id, parent: parent ?? nil, frame: frame ?? .zero, scroll: scroll,
            safeAreaInsets: safe ?? nil, pinnedTo: pin ?? nil, className: className ?? nil, overlay: overlay ?? false,
            avoidsKeyboard: avoids ?? nil)
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
        typealias Key = ScrollKey
        guard let o = object(value, at: p(), keys: Key.names, what: "scroll") else { return nil }
        let size = optional(o, Key.contentSize, at: p(), default: frameSize) { $0.size($1, at: $2()) }
        let offset = optional(o, Key.contentOffset, at: p(), default: Point.zero) { $0.point($1, at: $2()) }
        let inset = optional(o, Key.contentInset, at: p(), default: Insets.zero) { $0.insets($1, at: $2()) }
        let adjustment = optional(o, Key.insetAdjustment, at: p(), default: InsetAdjustment.automatic) {
            $0.choice($1, at: $2(), as: InsetAdjustment.self)
        }
        guard let size, let offset, let inset, let adjustment else { return nil }
        return ScrollState(contentSize: size, contentOffset: offset, contentInset: inset, insetAdjustment: adjustment)
    }

    mutating func options(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> LayoutOptions? {
        typealias Key = OptionsKey
        guard let o = object(value, at: p(), keys: Key.names, what: "options") else { return nil }
        let follow = optional(o, Key.followUndockedKeyboard, at: p(), default: false) { $0.bool($1, at: $2()) }
        let ignore = optional(o, Key.ignoreNonLocal, at: p(), default: false) { $0.bool($1, at: $2()) }
        let transition = optional(o, Key.inTransition, at: p(), default: false) { $0.bool($1, at: $2()) }
        guard let follow, let ignore, let transition else { return nil }
        return LayoutOptions(followUndockedKeyboard: follow, ignoreNonLocal: ignore, inTransition: transition)
    }
}
