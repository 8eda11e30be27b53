import KeyboardGeometry
import ServiceJSON

// The scene keys of adjust and simulate (docs/wire.md "The scene"), with every structural check.

extension WireInput {
    /// `screen`, `window`, `views`, `behaviors`, `options` and `frameworks` of a request object, with the
    /// whole-scene checks; nil when anything has a problem (every problem reported). Looked up as adjust names them
    /// (`RequestKey`): by raw value in adjust's, check's and render's objects, by name in simulate's, replay's and
    /// streams'.
    mutating func scene(_ o: borrowing KnownMembers, at p: @autoclosure () -> JSONPointer, limits: Limits) -> Scene? {
        var parts = SceneParts()
        for key in RequestKey.sceneKeys { sceneMember(key, o[key], into: &parts, at: p(), limits: limits) }
        return scene(parts, at: p())
    }

    /// Reads one of the scene's keys (`value` nil when absent) into `parts`; false for a key of no scene.
    @discardableResult
    mutating func sceneMember(
        _ key: RequestKey, _ value: JSONNode?, into parts: inout SceneParts, at p: @autoclosure () -> JSONPointer,
        limits: Limits
    ) -> Bool {
        switch key {
        case .screen:
            parts.screen = member(value, key, at: p()).flatMap { screen($0, at: p() / key) }
            parts.screenRead = true
            // The window came first in the bytes: its frame's default, the screen's, is known now.
            if let window = parts.windowValue {
                parts.window = member(window, RequestKey.window, at: p()).flatMap {
                    self.window($0, at: p() / RequestKey.window, screen: parts.screen)
                }
            }
        case .window:
            if parts.screenRead {
                parts.window = member(value, key, at: p()).flatMap {
                    window($0, at: p() / key, screen: parts.screen)
                }
            } else {
                parts.windowValue = .some(value)
            }
        case .views:
            parts.views = member(value, key, at: p()).flatMap { views($0, at: p() / key, limit: limits.maxViews) }
        case .behaviors: parts.behaviors = member(value, key, at: p()).flatMap { behaviors($0, at: p() / key) }
        case .options:
            parts.options = optional(value, key, at: p(), default: LayoutOptions()) { $0.options($1, at: $2()) }
        case .frameworks:
            parts.frameworks = optional(value, key, at: p(), default: Frameworks()) { $0.frameworks($1, at: $2()) }
        case .notification, .explain, .policy: return false
        }
        return true
    }

    /// The scene of `parts`, every key read, with the whole-scene checks.
    mutating func scene(_ parts: SceneParts, at p: @autoclosure () -> JSONPointer) -> Scene? {
        typealias Key = RequestKey
        let read = parts.views, listed = parts.behaviors, theFrameworks = parts.frameworks
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
        guard let theScreen = parts.screen, let theWindow = parts.window, let theViews, let theBehaviors,
            let theOptions = parts.options, let theFrameworks
        else { return nil }
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
        guard var o = open(value, at: p(), keys: Key.names, what: "the screen") else { return nil }
        var bounds: Rect?, scale: Double?, space: CoordinateSpace?, orientation: InterfaceOrientation?
        var version: OSVersion??
        while let (place, v) = next(&o), let key = Key(rawValue: place) {
            switch key {
            case .bounds: bounds = member(v, key, at: p()).flatMap { rect($0, at: p() / key) }
            case .scale:
                scale = optional(v, key, at: p()) { r, v, p -> Double? in
                    guard let s = r.number(v, at: p()) else { return nil }
                    guard s > 0 else {
                        r.fail(p(), "must be > 0, not \(s.pt)")
                        return nil
                    }
                    return s
                }
            case .coordinateSpace:
                space = optional(v, key, at: p()) {
                    $0.choice($1, at: $2(), as: CoordinateSpace.self)
                }
            case .interfaceOrientation:
                orientation = optional(v, key, at: p()) {
                    $0.choice($1, at: $2(), as: InterfaceOrientation.self)
                }
            case .osVersion:
                version = optional(v, key, at: p()) { r, v, p -> OSVersion?? in
                    guard let text = r.string(v, at: p()) else { return nil }
                    guard let version = OSVersion(text) else {
                        r.fail(p(), "'\(text)' is not an iOS version such as \"12.4\"")
                        return nil
                    }
                    return version
                }
            }
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
        guard var o = open(value, at: p(), keys: Key.names, what: "the window") else { return nil }
        var frame: Rect??, safe: Insets?, mode: WindowMode?
        while let (place, v) = next(&o), let key = Key(rawValue: place) {
            switch key {
            case .frame: frame = v.map { rect($0, at: p() / key) }
            case .safeAreaInsets:
                safe = optional(v, key, at: p(), default: Insets.zero) { $0.insets($1, at: $2()) }
            case .mode:
                mode = optional(v, key, at: p()) {
                    $0.choice($1, at: $2(), as: WindowMode.self)
                }
            }
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
        guard var items = openArray(value) else {
            fail(p(), "must be an array of views, not \(typeName(value))")
            return nil
        }
        // The document knows the count at once; the bytes find it element by element.
        if let count = items.count, count > limit {
            fail(p(), "\(count) views, more than the limit of \(limit)")
            return nil
        }
        var out: [SceneView] = []
        var positions: [Int]?
        out.reserveCapacity(items.count ?? 8)
        var ok = true
        var i = 0
        while let item = nextElement(&items) {
            guard i < limit else {
                fail(p(), "more views than the limit of \(limit)")
                return nil
            }
            let before = problemCount
            if let v = view(item, at: p() / i) {
                out.append(v)
                positions?.append(i)
            } else if positions == nil {
                // The first view left out: the ones before it were each at their own index.
                positions = Array(0..<i)
            }
            if problemCount > before { ok = false }
            i += 1
        }
        return (out, positions, ok)
    }

    private mutating func view(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> SceneView? {
        typealias Key = ViewKey
        guard var o = open(value, at: p(), keys: Key.names, what: "a view", order: Key.readingOrder, ignoring: nil)
        else { return nil }
        var id: String?, parent: String??, frame: Rect?, safe: Insets??, pin: GuidePin??, className: String??
        var overlay: Bool?, avoids: SelfAvoidance??, scrollValue: JSONNode?
        while let (place, v) = next(&o), let key = Key(rawValue: place) {
            switch key {
            case .id: id = member(v, key, at: p()).flatMap { self.id($0, at: p() / key) }
            case .parent: parent = optional(v, key, at: p()) { $0.id($1, at: $2()) as String?? }
            case .frame: frame = member(v, key, at: p()).flatMap { rect($0, at: p() / key) }
            case .safeAreaInsets:
                safe = optional(v, key, at: p(), default: Insets?.none) { $0.insets($1, at: $2()) }
            case .pinnedTo:
                pin = optional(v, key, at: p(), default: GuidePin?.none) { r, v, p in r.guidePin(v, at: p()) }
            case .class:
                // The class a dump printed: kept for pictures and explanations, never read by the rules.
                className = optional(v, key, at: p()) { $0.string($1, at: $2()) as String?? }
            case .overlay: overlay = optional(v, key, at: p()) { $0.bool($1, at: $2()) }
            case .avoidsKeyboard:
                avoids = optional(v, key, at: p(), default: SelfAvoidance?.none) {
                    $0.choice($1, at: $2(), as: SelfAvoidance.self)
                }
            // Read last, after the frame, whose size is its content size's default (the bytes may give it first).
            case .scroll: scrollValue = v
            }
        }
        var scroll: ScrollState?
        if let s = scrollValue {
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
        guard var o = open(value, at: p(), keys: Key.names, what: "scroll") else { return nil }
        var size: Size?, offset: Point?, inset: Insets?, adjustment: InsetAdjustment?
        while let (place, v) = next(&o), let key = Key(rawValue: place) {
            switch key {
            case .contentSize: size = optional(v, key, at: p(), default: frameSize) { $0.size($1, at: $2()) }
            case .contentOffset: offset = optional(v, key, at: p(), default: Point.zero) { $0.point($1, at: $2()) }
            case .contentInset: inset = optional(v, key, at: p(), default: Insets.zero) { $0.insets($1, at: $2()) }
            case .insetAdjustment:
                adjustment = optional(v, key, at: p()) {
                    $0.choice($1, at: $2(), as: InsetAdjustment.self)
                }
            }
        }
        guard let size, let offset, let inset, let adjustment else { return nil }
        return ScrollState(contentSize: size, contentOffset: offset, contentInset: inset, insetAdjustment: adjustment)
    }

    mutating func options(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> LayoutOptions? {
        typealias Key = OptionsKey
        guard var o = open(value, at: p(), keys: Key.names, what: "options") else { return nil }
        var follow: Bool?, ignore: Bool?, transition: Bool?
        while let (place, v) = next(&o), let key = Key(rawValue: place) {
            let flag = optional(v, key, at: p()) { $0.bool($1, at: $2()) }
            switch key {
            case .followUndockedKeyboard: follow = flag
            case .ignoreNonLocal: ignore = flag
            case .inTransition: transition = flag
            }
        }
        guard let follow, let ignore, let transition else { return nil }
        return LayoutOptions(followUndockedKeyboard: follow, ignoreNonLocal: ignore, inTransition: transition)
    }
}

/// A scene's parts as its keys are read, one at a time (`WireInput.sceneMember`), for `WireInput.scene(_:at:)` to
/// put together: nil for a part whose key is absent or has a problem.
struct SceneParts {
    var screen: Screen?
    /// Whether `screen` was read: the window's frame defaults to the screen's bounds.
    var screenRead = false
    var window: Window?
    /// The window's value when it came before the screen (nil inside when absent).
    var windowValue: JSONNode??
    var views: (views: [SceneView], positions: [Int]?, complete: Bool)?
    var behaviors: (behaviors: [Behavior], positions: [Int]?, complete: Bool)?
    var options: LayoutOptions?
    var frameworks: Frameworks?
}
