extension SceneFromDump {
    /// Reads a scene from a pasted dump: the format found by its grammar, the tree from the indentation, frames
    /// turned into parent space, the screen, window, keyboard, focus and behaviors read or assumed as
    /// docs/scene-from-dump.md says, each assumption listed.
    public static func read(_ text: String, hints: DumpHints = DumpHints()) throws(DumpError) -> SceneFromDump {
        let read = try DumpReader.read(text)
        var builder = DumpSceneBuilder(read: read, hints: hints)
        return try builder.build()
    }
}

/// The steps from a dump's elements to a scene; one value a read, used once. `build()` is the stages in their
/// order; each stage is one method whose parameters are what it reads and whose result is what it decides, and
/// each appends its assumptions to `assumptions` as it runs: their order, and the indices they point at
/// (`/behaviors/N`, `/views/N/...`), are part of the answer, so the stages run in this one order.
struct DumpSceneBuilder {
    let read: DumpReader.Read
    let hints: DumpHints
    let elements: [DumpElement]
    /// Each element's roles, its class or type read once (`DumpRoles`): the stages test these, not the names.
    let roles: [DumpRoles]
    /// Each element's parent index in `elements`, from the indentation; always before the element.
    let parent: [Int?]
    var assumptions: [Assumption] = []
    var skipped: [DumpSkip]

    init(read: DumpReader.Read, hints: DumpHints) {
        self.read = read
        self.hints = hints
        self.skipped = read.skipped
        // Hidden views (and what they hold) are left out and listed.
        var kept: [DumpElement] = []
        var hiddenIndent: Int?
        for e in read.elements {
            if let h = hiddenIndent, e.indent > h {
                skipped.append(
                    DumpSkip(line: e.line, text: read.lines.text(e.line - 1), because: "inside a hidden view"))
                continue
            }
            hiddenIndent = nil
            if e.isHidden {
                hiddenIndent = e.indent
                skipped.append(DumpSkip(line: e.line, text: read.lines.text(e.line - 1), because: "hidden = YES"))
                continue
            }
            kept.append(e)
        }
        skipped.sort { $0.line < $1.line }
        elements = kept
        roles = kept.map(DumpRoles.init(of:))
        // The parent is the nearest element above that is indented less.
        var stack: [Int] = []
        var parent: [Int?] = []
        parent.reserveCapacity(kept.count)
        for (i, e) in kept.enumerated() {
            while let top = stack.last, kept[top].indent >= e.indent { stack.removeLast() }
            parent.append(stack.last)
            stack.append(i)
        }
        self.parent = parent
    }

    /// The stages, in order: the tree and its windows, the screen frames, the keyboard, the main window, the
    /// screen, the window and its orientation, then which elements are views, their ids, the focus, the bars, the
    /// limit, the design (overlays, sheets), the scene's views, the suggested behaviors, the keyboard's
    /// notification, and the answer.
    mutating func build() throws(DumpError) -> SceneFromDump {
        try requireViews()
        let tree = tree()
        let turned = oldRotation(tree)
        var screenFrame = screenFrames(tree, turned: turned)
        var keyboard = keyboard(tree, screenFrame: &screenFrame)
        let main = mainWindow(tree, keyboard: keyboard)
        let screen = screen(tree, main: main, keyboard: keyboard, screenFrame: screenFrame)
        if keyboard.index == nil {
            keyboard.index = keyboardSpanningScreen(tree, main: main, screen: screen, screenFrame: screenFrame)
        }
        var window = window(tree, main: main, screen: screen, screenFrame: screenFrame)
        let pose = pose(screen: screen, turned: turned, window: &window)
        fitWindow(&window, interfaceScreen: pose.interfaceScreen, screenFrame: screenFrame)
        let placed = Placement(tree: tree, screenFrame: screenFrame, keyboard: keyboard)

        let candidates = viewCandidates(placed)
        let inputs = inputs(candidates, placed)
        let ids = ids(candidates)
        let focus = focus(candidates, inputs: inputs, ids: ids, screen: pose.interfaceScreen, placed)
        let bars = bars(candidates, window: window, placed)
        let kept = try limit(candidates, focus: focus, inputs: inputs, bars: bars, placed)
        let design = design(placed)
        let views = sceneViews(kept, ids: ids, window: window, design: design, placed)
        let behaviors = behaviors(kept, focus: focus, bars: bars, ids: ids, window: window, placed)
        let shown = keyboardShown(placed, turned: turned, pose: pose, window: window)
        return assemble(
            pose: pose, window: window, views: views, behaviors: behaviors, keyboard: shown, focus: focus,
            kept: kept, ids: ids, bars: bars, placed)
    }

    /// Whether the format prints frames in screen space (UI-test trees) rather than each in its parent's.
    var screenSpace: Bool { read.format.framesInScreenSpace }

    /// The dump must leave a view to read.
    func requireViews() throws(DumpError) {
        guard !elements.isEmpty else {
            throw DumpError(
                message:
                    "a \(read.format.rawValue) dump with no view left to read: every element is hidden or has no frame",
                kind: .noFrames)
        }
    }
}

extension DumpSceneBuilder {
    /// The tree the stages walk: each element's parent with app containers skipped (windows sit on the screen),
    /// and the windows, in printed order. A parent always comes before its children (`up[i] < i`), so what an
    /// element's ancestors hold is one pass forwards (`anyAncestor`) and what its descendants hold one pass
    /// backwards (`anyDescendant`): every question about the tree costs a look-up, and a dump's reading stays
    /// linear in its size.
    struct Tree {
        /// Each element's parent, app containers skipped; nil for an outermost element.
        let up: [Int?]
        /// The outermost elements of a window class.
        let windows: [Int]
        /// Whether each element is one of `windows`.
        let isWindow: [Bool]
        /// Each element's outermost ancestor (itself when it has none).
        let outermost: [Int]

        init(up: [Int?], windows: [Int]) {
            self.up = up
            self.windows = windows
            var isWindow = [Bool](repeating: false, count: up.count)
            for w in windows { isWindow[w] = true }
            self.isWindow = isWindow
            var outermost = Array(up.indices)
            for i in up.indices { if let p = up[i] { outermost[i] = outermost[p] } }
            self.outermost = outermost
        }

        /// The window element `i` is in (itself for a window); nil when its outermost ancestor is no window.
        func window(of i: Int) -> Int? {
            isWindow[outermost[i]] ? outermost[i] : nil
        }

        /// For each element, whether one of its ancestors is `marked`.
        func anyAncestor(_ marked: [Bool]) -> [Bool] {
            var out = [Bool](repeating: false, count: up.count)
            for i in up.indices { if let p = up[i] { out[i] = marked[p] || out[p] } }
            return out
        }

        /// For each element, whether one of its descendants is `marked`.
        func anyDescendant(_ marked: [Bool]) -> [Bool] {
            var out = [Bool](repeating: false, count: up.count)
            for k in up.indices.reversed() { if let p = up[k], marked[k] || out[k] { out[p] = true } }
            return out
        }

        /// For each element, whether it is `ancestor` or lies inside it.
        func subtree(of ancestor: Int) -> [Bool] {
            var out = [Bool](repeating: false, count: up.count)
            out[ancestor] = true
            for i in (ancestor + 1)..<up.count { if let p = up[i], out[p] { out[i] = true } }
            return out
        }
    }

    /// A root view turned 90 degrees in a portrait window (iOS 7 and earlier): the root and the orientation.
    struct OldRotation {
        /// The turned root view.
        let index: Int
        /// The interface orientation the transform's sign gives.
        let orientation: InterfaceOrientation
    }

    /// The keyboard's element and its window.
    struct Keyboard {
        /// The keyboard's element; nil when no rule finds one.
        var index: Int?
        /// The window of the element the keyboard rules found, before the UI-test rule (a screen-spanning element
        /// outside the main window) is tried.
        let window: Int?
        /// A UI-test Keyboard element holds only the keys: the keyboard's frame is its container's extent (the
        /// input accessory above, the bottom row below), the element that gave it (the host, or the container
        /// whose children stand for it) and which of the two; nil when the element's own frame is the keyboard's.
        var extent: (frame: Rect, from: Int, isHost: Bool)? = nil

        /// The keyboard's frame on the screen: its extent, else its element's frame.
        func frame(_ screenFrame: [Rect]) -> Rect? {
            extent?.frame ?? index.map { screenFrame[$0] }
        }
    }

    /// The app's main window.
    struct MainWindow {
        /// The window; nil when the dump prints none or the subtree is another window.
        let index: Int?
        /// A UI-test tree whose subtree is a window other than the app's main one (named only outside it).
        let subtreeIsAnotherWindow: Bool
    }

    /// The screen as the scene states it.
    struct Pose {
        /// The screen's bounds (in portrait space for a fixed-portrait scene).
        let bounds: Rect
        /// `fixedPortrait` for an old rotation, else `interface`.
        let coordinateSpace: CoordinateSpace
        /// The interface orientation.
        let orientation: InterfaceOrientation
        /// The screen in interface coordinates.
        let interfaceScreen: Rect
    }

    /// Where the elements are, once the screen is read: the tree, each element's frame on the screen, the keyboard.
    struct Placement {
        /// The tree and its windows.
        let tree: Tree
        /// Each element's frame in screen space.
        let screenFrame: [Rect]
        /// The keyboard's element and window.
        let keyboard: Keyboard
        /// Whether each element is the keyboard, inside it, or in the keyboard's window.
        private let keyboardPart: [Bool]

        init(tree: Tree, screenFrame: [Rect], keyboard: Keyboard) {
            self.tree = tree
            self.screenFrame = screenFrame
            self.keyboard = keyboard
            var part = keyboard.index.map { tree.subtree(of: $0) } ?? [Bool](repeating: false, count: tree.up.count)
            if let kw = keyboard.window {
                for i in part.indices where tree.window(of: i) == kw { part[i] = true }
            }
            keyboardPart = part
        }

        /// Whether element `i` is the keyboard, inside it, or in the keyboard's window.
        func inKeyboard(_ i: Int) -> Bool { keyboardPart[i] }
    }

    /// The focused field and why it was taken.
    struct Focus {
        /// The focused element; nil when nothing is taken.
        var index: Int?
        /// Why (`the focus hint`, `the only text input`, ...).
        var because = ""
        /// A guess among several text inputs: those on the screen (the candidates), those off it, and those on it
        /// that a page source reports visible="false" with no keyboard over them.
        var guess: (onScreen: [Int], offScreen: [Int], invisible: [Int])? = nil
    }

    /// The bars at the bottom.
    struct Bars {
        /// The keyboard's top on the screen, when there is a keyboard.
        let keyboardTop: Double?
        /// Full-width bars whose bottom sits on the window's, the safe area's or the keyboard's edge.
        let atEdge: [Int]
        /// Every full-width bar, outermost of nested ones, wherever its bottom is.
        let shapes: [Int]
    }

    /// The views within the scene limit.
    struct Kept {
        /// The views kept, in printed order.
        let indices: [Int]
        /// The same, as a set.
        let set: Set<Int>
        /// How many were left out.
        let omitted: Int
    }

    /// The scene's views and the line each was printed on.
    struct Views {
        /// The views, in printed order.
        let views: [SceneView]
        /// Each view's printed line, by id.
        let lines: [String: Int]
    }
}
