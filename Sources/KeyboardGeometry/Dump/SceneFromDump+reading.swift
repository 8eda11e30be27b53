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

/// The steps from a dump's elements to a scene; one value a read, used once.
struct DumpSceneBuilder {
    let read: DumpReader.Read
    let hints: DumpHints
    var elements: [DumpElement]
    /// Each element's parent index in `elements`, from the indentation.
    var parent: [Int?]
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

    mutating func build() throws(DumpError) -> SceneFromDump {
        guard !elements.isEmpty else {
            throw DumpError(
                message:
                    "a \(read.format.rawValue) dump with no view left to read: every element is hidden or has no frame",
                kind: .noFrames)
        }
        let screenSpace = read.format.framesInScreenSpace
        // Parents that are app containers do not count: windows sit on the screen.
        var up = parent
        for i in elements.indices {
            while let p = up[i], elements[p].isAppContainer { up[i] = up[p] }
        }
        let windows = elements.indices.filter {
            up[$0] == nil && !elements[$0].isAppContainer && elements[$0].isWindowClass
        }

        // Old rotation: a root view turned 90 degrees in a portrait window (iOS 7 and earlier).
        var turned: (index: Int, orientation: InterfaceOrientation)?
        if !screenSpace, let w = windows.first, let wf = elements[w].frame, wf.height > wf.width,
            let root = elements.indices.first(where: { up[$0] == w }), let t = elements[root].transform,
            abs(t[0]) < 1e-6, abs(t[3]) < 1e-6, abs(abs(t[1]) - 1) < 1e-6, abs(t[1] + t[2]) < 1e-6
        {
            // Before iOS 8 the root view was turned with CGAffineTransformMakeRotation: +pi/2 (printed
            // [0, 1, -1, 0, 0, 0], or with 6.12e-17 for the zeros) for landscapeRight, -pi/2 ([0, -1, 1, 0, 0, 0])
            // for landscapeLeft, as code that mirrored UIKit's rotation did: jdg/MBProgressHUD 0.8 (7c8ef3d),
            // MBProgressHUD.m, setTransformForCurrentOrientation: "if (orientation ==
            // UIInterfaceOrientationLandscapeLeft) { radians = -(CGFloat)M_PI_2; } else { radians =
            // (CGFloat)M_PI_2; }"; jverkoey/nimbus (39b9e96), NIDeviceOrientation.m, NIRotateTransformForOrientation.
            turned = (root, t[1] > 0 ? .landscapeRight : .landscapeLeft)
        }

        // Screen-space frames.
        var screenFrame = [Rect](repeating: .zero, count: elements.count)
        for i in elements.indices {
            guard var f = elements[i].frame else { continue }
            if let t = turned, t.index == i { f = Rect(x: 0, y: 0, width: f.height, height: f.width) }
            if screenSpace {
                screenFrame[i] = f
            } else if read.format == .earlGrey, up[i] == nil, let ax = elements[i].accessibilityFrame {
                // EarlGrey prints the screen frame (AX.frame) beside the view's own frame in its parent: an
                // excerpt's outermost views, whose ancestors are missing, are placed by it; every other view by
                // its printed frame in its parent's space, as UIKit prints it.
                screenFrame[i] = ax
            } else if let p = up[i] {
                let offset = elements[p].contentOffset ?? .zero
                screenFrame[i] = Rect(
                    x: screenFrame[p].x + f.x - offset.x, y: screenFrame[p].y + f.y - offset.y, width: f.width,
                    height: f.height)
            } else {
                screenFrame[i] = f
            }
        }

        // The keyboard (docs/scene-from-dump.md): the strongest-named element, the outermost of that rank; among
        // `UIKB...` views, the largest of the outermost ones (the keyboard's container, never a key that an excerpt
        // starting inside the keyboard prints first).
        var keyboardIndex: Int?
        var bestRank = 0
        for i in elements.indices where elements[i].keyboardRank > bestRank {
            bestRank = elements[i].keyboardRank
            keyboardIndex = i
        }
        if bestRank == 1 {
            let outermost = elements.indices.filter { i in
                guard elements[i].keyboardRank == 1 else { return false }
                var k = up[i]
                while let c = k {
                    if elements[c].keyboardRank == 1 { return false }
                    k = up[c]
                }
                return true
            }
            keyboardIndex = outermost.max {
                screenFrame[$0].width * screenFrame[$0].height < screenFrame[$1].width * screenFrame[$1].height
            }
        }
        if read.format == .earlGrey, let kb = keyboardIndex, let ax = elements[kb].accessibilityFrame {
            // The keyboard's screen frame is what EarlGrey prints as its AX.frame.
            screenFrame[kb] = ax
        }
        func windowOf(_ i: Int) -> Int? {
            var k: Int? = i
            while let c = k {
                if up[c] == nil { return windows.contains(c) ? c : nil }
                k = up[c]
            }
            return nil
        }
        let keyboardWindow = keyboardIndex.flatMap(windowOf)
        // A UI-test tree marks the app's main window (`Window (Main)`). When it marks one only outside the subtree
        // (the path, the query chain), the subtree is another window, the keyboard's for one: no main window here.
        let subtreeIsAnotherWindow =
            screenSpace && !windows.contains { elements[$0].isMainWindow }
            && read.windowsElsewhere.contains { $0.isMainWindow }
        let main: Int? =
            subtreeIsAnotherWindow
            ? nil
            : windows.first { elements[$0].isMainWindow }
                ?? windows.first {
                    !elements[$0].isSystemWindow && !elements[$0].isReportedInvisible && $0 != keyboardWindow
                } ?? windows.first
        let mainFrame = main.map { screenFrame[$0] }

        // The screen.
        let screen = screenBounds(
            windows: windows, main: main, up: up, screenFrame: screenFrame,
            keyboard: keyboardIndex.map { kb in elements.indices.filter { $0 == kb || isBelow($0, kb, up) } } ?? [],
            keyboardFrame: keyboardIndex.map { screenFrame[$0] })
        if keyboardIndex == nil, screenSpace, main != nil || subtreeIsAnotherWindow {
            // UI tests: in a window other than the app's main one (WebDriverAgent may list the keyboard's window,
            // reported visible="false", before it), the outermost element spanning the screen's width, reaching its
            // bottom and starting below its top.
            for i in elements.indices {
                guard let w = windowOf(i), w != i, w != main,
                    up[i].map({ !spans(screenFrame[$0], screen) }) ?? true
                else { continue }
                if spans(screenFrame[i], screen) {
                    keyboardIndex = i
                    break
                }
            }
        }

        var window = Window(frame: mainFrame.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? screen)
        // A UI-test tree may print elements beside its windows, outside every one (an Application's first child):
        // they are in screen coordinates, so a window offset the tree prints for another element is not theirs.
        if screenSpace, let main, window.frame.origin != .zero,
            let outside = elements.indices.first(where: {
                !elements[$0].isAppContainer && !windows.contains($0) && windowOf($0) == nil
            })
        {
            assumptions.append(
                Assumption(
                    pointer: "/window/frame",
                    because:
                        "\(elements[outside].className) (line \(elements[outside].line)) sits outside every window, "
                        + "in screen coordinates: the offset of the window on line \(elements[main].line) "
                        + "\(window.frame.text) is not applied to it, and the window is taken to be the screen"))
            window.frame = screen
        }
        if subtreeIsAnotherWindow, let w = windows.first {
            let named = read.windowsElsewhere.first { $0.isMainWindow }
            assumptions.append(
                Assumption(
                    pointer: "/window/frame",
                    because: "the element subtree is the window on line \(elements[w].line), not the app's main one "
                        + "(the tree names 'Window (Main)' only outside it\(named.map { ", line \($0.line)" } ?? "")): "
                        + "the app's window is taken to fill the screen"))
        } else if main == nil {
            assumptions.append(
                Assumption(
                    pointer: "/window/frame",
                    because: "the dump prints no window: the views are taken to sit in a window that fills the screen"))
        }
        var coordinateSpace = CoordinateSpace.interface
        var orientation: InterfaceOrientation = screen.width > screen.height ? .landscapeRight : .portrait
        var screenBoundsOut = screen
        if let t = turned {
            coordinateSpace = .fixedPortrait
            orientation = t.orientation
            window.frame = Rect(x: 0, y: 0, width: screen.height, height: screen.width)
            assumptions.append(
                Assumption(
                    pointer: "/screen/coordinateSpace",
                    because:
                        "the root view (line \(elements[t.index].line)) is turned 90 degrees in a portrait window, "
                        + "as UIKit did before iOS 8: fixedPortrait, \(t.orientation.rawValue) from the transform's sign"
                ))
            screenBoundsOut = screen
        }
        let interfaceScreen = turned == nil ? screen : window.frame

        // The safe area.
        window.safeAreaInsets = safeArea(screen: interfaceScreen, window: window.frame, screenFrame: screenFrame)
        if window.frame != interfaceScreen {
            let mode: WindowMode =
                abs(window.frame.height - interfaceScreen.height) <= 0.5
                ? .splitView : (window.frame.width <= 320.5 ? .slideOver : .stageManager)
            window.mode = mode
            assumptions.append(
                Assumption(
                    pointer: "/window/mode",
                    because: "the window \(window.frame.text) does not fill the screen "
                        + "\(interfaceScreen.text): \(mode.rawValue)"))
        }

        // The views: every element but app containers and windows.
        var viewIndices = elements.indices.filter { !elements[$0].isAppContainer && !windows.contains($0) }
        // Text inputs: not inside another input, not in the keyboard's window.
        func inside(_ i: Int, _ test: (Int) -> Bool) -> Bool {
            var k = up[i]
            while let c = k {
                if test(c) { return true }
                k = up[c]
            }
            return false
        }
        func inKeyboard(_ i: Int) -> Bool {
            if let kw = keyboardWindow, windowOf(i) == kw { return true }
            if let kb = keyboardIndex { return i == kb || inside(i, { $0 == kb }) }
            return false
        }
        let inputs = viewIndices.filter {
            elements[$0].isTextInputClass && !inKeyboard($0) && !inside($0, { elements[$0].isTextInputClass })
        }

        // Ids: the address, else Class-N; unique.
        var ids = [String](repeating: "", count: elements.count)
        var used: Set<String> = []
        var perClass: [String: Int] = [:]
        for i in viewIndices {
            var id: String
            if let a = elements[i].address {
                id = a
            } else {
                let n = (perClass[elements[i].className] ?? 0) + 1
                perClass[elements[i].className] = n
                id = "\(elements[i].className)-\(n)"
            }
            if used.contains(id) {
                var k = 2
                while used.contains("\(id)-\(k)") { k += 1 }
                id = "\(id)-\(k)"
            }
            used.insert(id)
            ids[i] = id
        }

        // The focus.
        var focusIndex: Int?
        var focusBecause = ""
        if let hint = hints.focus {
            if let i = viewIndices.first(where: { ids[$0] == hint }) {
                focusIndex = i
                focusBecause = "the focus hint"
            } else {
                assumptions.append(
                    Assumption(pointer: "/views", because: "the focus hint '\(hint)' names no view of the dump"))
            }
        }
        if focusIndex == nil, let i = viewIndices.first(where: { elements[$0].isFocused && !inKeyboard($0) }) {
            focusIndex = i
            focusBecause = "marked as focused in the dump"
        }
        if focusIndex == nil {
            // UIKit adds a field editor (UIFieldEditor) and a caret view to a text field only while it edits: the
            // focus is the innermost text input holding one (a search bar's UISearchBarTextField, not the bar).
            var editing: [(input: Int, mark: Int)] = []
            for k in viewIndices where DumpElement.editingMarks.contains(elements[k].className) && !inKeyboard(k) {
                var c = up[k]
                while let a = c, !elements[a].isTextInputClass { c = up[a] }
                if let a = c, !editing.contains(where: { $0.input == a }) { editing.append((a, k)) }
            }
            if editing.count == 1, let (input, mark) = editing.first {
                focusIndex = input
                focusBecause =
                    "editing: it holds a \(elements[mark].className) (line \(elements[mark].line)), which UIKit adds "
                    + "only while a field edits"
            }
        }
        if focusIndex == nil {
            if inputs.count == 1 {
                focusIndex = inputs[0]
                focusBecause = "the only text input"
            } else if let lowest = inputs.max(by: { screenFrame[$0].maxY < screenFrame[$1].maxY }) {
                focusIndex = lowest
                focusBecause = "the lowest of \(inputs.count) text inputs"
            }
        }

        // Bars: full-width, short, not in a scroll view or the keyboard, whose bottom sits on the window's, the
        // safe area's or the keyboard's edge; the outermost of nested ones.
        let keyboardTop = keyboardIndex.map { screenFrame[$0].minY }
        // A bar on evidence only: its class or element type says bar, or it holds what makes one (a text input,
        // a button, a toolbar); a plain view of a bar's size is not one.
        func isBarByEvidence(_ i: Int) -> Bool {
            if elements[i].isBarClass { return true }
            return elements.indices.contains { k in
                (elements[k].isTextInputClass || elements[k].isButton || elements[k].isBarClass) && isBelow(k, i, up)
            }
        }
        func isBarShape(_ i: Int) -> Bool {
            let f = screenFrame[i]
            let e = elements[i]
            return abs(f.width - window.frame.width) <= 0.5 && f.height > 0 && f.height <= window.frame.height / 4
                && !e.isTextInputClass && !e.isScrollView && !e.isFixedBar && !inKeyboard(i)
                && !inside(i, { elements[$0].isScrollView }) && isBarByEvidence(i)
        }
        var bars: [Int] = []
        var barShapes: [Int] = []
        for i in viewIndices where isBarShape(i) && !inside(i, { barShapes.contains($0) }) {
            barShapes.append(i)
            let bottom = screenFrame[i].maxY
            let edges =
                [window.frame.maxY, window.frame.maxY - window.safeAreaInsets.bottom] + (keyboardTop.map { [$0] } ?? [])
            if edges.contains(where: { abs($0 - bottom) <= 0.5 }) { bars.append(i) }
        }

        // Keep within the limit: the rules' views first, then the others in printed order.
        var omitted = 0
        if viewIndices.count > hints.maxViews {
            var essential: Set<Int> = []
            func withAncestors(_ i: Int) {
                var k: Int? = i
                while let c = k, !windows.contains(c), !elements[c].isAppContainer {
                    essential.insert(c)
                    k = up[c]
                }
            }
            if let f = focusIndex { withAncestors(f) }
            for i in inputs + bars { essential.insert(i) }
            if let kb = keyboardIndex, !windows.contains(kb) { essential.insert(kb) }
            guard essential.count <= hints.maxViews else {
                throw DumpError(
                    message: "the dump has \(viewIndices.count) views, and the \(essential.count) the rules need (the "
                        + "focused field's path, text inputs, bottom bars, the keyboard) exceed the scene limit of "
                        + "\(hints.maxViews)",
                    kind: .tooManyViews)
            }
            var keep = essential
            for i in viewIndices where keep.count < hints.maxViews { keep.insert(i) }
            omitted = viewIndices.count - keep.count
            viewIndices = viewIndices.filter { keep.contains($0) }
        }
        let kept = Set(viewIndices)

        // Scene views, frames in the nearest kept ancestor's space.
        var views: [SceneView] = []
        var lines: [String: Int] = [:]
        var sceneIndex: [Int: Int] = [:]
        let windowOrigin = window.frame.origin
        for i in viewIndices {
            var p = up[i]
            while let c = p, !kept.contains(c) { p = up[c] }
            let f = screenFrame[i]
            var frame: Rect
            if let p {
                let offset = elements[p].contentOffset ?? .zero
                frame = Rect(
                    x: f.x - screenFrame[p].x + offset.x, y: f.y - screenFrame[p].y + offset.y, width: f.width,
                    height: f.height)
            } else {
                frame = Rect(x: f.x - windowOrigin.x, y: f.y - windowOrigin.y, width: f.width, height: f.height)
            }
            frame = Rect(x: frame.x + 0, y: frame.y + 0, width: frame.width, height: frame.height)
            var view = SceneView(id: ids[i], parent: p.map { ids[$0] }, frame: frame)
            view.className = elements[i].className
            if elements[i].isScrollView {
                // UI-test trees print no content size: their content's elements, in screen space, give its extent
                // (a scroll view's content reaches as far as what it holds), never less than the frame.
                var contentSize = elements[i].contentSize ?? f.size
                if elements[i].contentSize == nil, screenSpace {
                    var maxX = f.maxX
                    var maxY = f.maxY
                    for k in elements.indices where isBelow(k, i, up) {
                        maxX = max(maxX, screenFrame[k].maxX)
                        maxY = max(maxY, screenFrame[k].maxY)
                    }
                    contentSize = Size(width: maxX - f.x, height: maxY - f.y)
                    if contentSize != f.size {
                        assumptions.append(
                            Assumption(
                                pointer: "/views/\(views.count)/scroll/contentSize",
                                because: "a UI-test tree prints no content size: the extent of the elements inside "
                                    + "\(elements[i].className) (line \(elements[i].line)), \(contentSize.width.pt) x "
                                    + "\(contentSize.height.pt)"))
                    }
                }
                var scroll = ScrollState(contentSize: contentSize, contentOffset: elements[i].contentOffset ?? .zero)
                if let adjusted = elements[i].adjustedContentInset {
                    let safe = window.safeArea(of: screenFrame[i].offsetBy(dx: -window.frame.x, dy: -window.frame.y))
                    let added = InsetAdjustment.automatic.addedInsets(
                        safeArea: safe, frameSize: f.size, contentSize: scroll.contentSize)
                    scroll.contentInset = Insets(
                        top: adjusted.top - added.top, left: adjusted.left - added.left,
                        bottom: adjusted.bottom - added.bottom, right: adjusted.right - added.right)
                    assumptions.append(
                        Assumption(
                            pointer: "/views/\(views.count)/scroll/contentInset",
                            because: "a dump never prints contentInset: adjustedContentInset "
                                + "\(adjusted.text) less the safe area that automatic adjustment adds "
                                + "(top \(added.top.pt), bottom \(added.bottom.pt))"))
                }
                view.scroll = scroll
            }
            sceneIndex[i] = views.count
            lines[ids[i]] = elements[i].line
            views.append(view)
        }

        // Behaviors.
        var behaviors: [Behavior] = []
        if let f = focusIndex, kept.contains(f) {
            var k = up[f]
            while let c = k, !(kept.contains(c) && elements[c].isScrollView) { k = up[c] }
            if let s = k {
                behaviors.append(.insetScrollView(.init(scrollView: ids[s], reveal: ids[f])))
                assumptions.append(
                    Assumption(
                        pointer: "/behaviors/\(behaviors.count - 1)",
                        because: "suggested: the focused field's nearest scroll view (\(elements[s].className), line "
                            + "\(elements[s].line)) is inset for the keyboard and reveals it"))
            }
        }
        for b in bars where kept.contains(b) {
            behaviors.append(.attachToKeyboard(.init(view: ids[b])))
            assumptions.append(
                Assumption(
                    pointer: "/behaviors/\(behaviors.count - 1)",
                    because: "suggested: \(elements[b].className) (line \(elements[b].line)) is a full-width bar whose "
                        + "bottom sits on the \(barEdge(screenFrame[b], window: window, keyboardTop: keyboardTop)); it rides the keyboard"
                ))
        }
        if behaviors.isEmpty, let f = focusIndex, kept.contains(f) {
            var root = f
            while let p = up[root], kept.contains(p) { root = p }
            if root != f {
                behaviors.append(.shiftView(.init(view: ids[root], reveal: ids[f])))
                assumptions.append(
                    Assumption(
                        pointer: "/behaviors/0",
                        because: "suggested: no scroll view holds the focused field and no bar sits at the bottom, so "
                            + "the root view (\(elements[root].className)) is shifted up to reveal it"))
            }
        }

        // The keyboard, and the notification it gives.
        var keyboard: DumpKeyboard?
        if let kb = keyboardIndex {
            var f = screenFrame[kb]
            if let t = turned {
                f = Self.portrait(f, interface: t.orientation, screen: screenBoundsOut)
            }
            let visible = f.width > 0 && f.height > 0 && f.minY < screenBoundsOut.maxY - 0.5
            keyboard = DumpKeyboard(
                frame: f, from: elements[kb].className, line: elements[kb].line, visible: visible)
            assumptions.append(
                Assumption(
                    pointer: "/notification",
                    because:
                        "a willShow to the keyboard's frame (\(elements[kb].className), line \(elements[kb].line)),"
                        + " beginning just below the screen, 0.25 s, curve 7, as iOS sends for a keyboard that shows"))
        } else if hints.dockedKeyboard {
            let h = dockedHeight(screen: interfaceScreen, window: window)
            let f = Rect(x: 0, y: interfaceScreen.height - h.height, width: interfaceScreen.width, height: h.height)
            keyboard = DumpKeyboard(frame: f, from: "device table", line: nil, visible: true)
            assumptions.append(
                Assumption(
                    pointer: "/notification",
                    because: "the dump shows no keyboard and ?keyboard=docked asks for one: \(h.from), "
                        + "a willShow from below the screen, 0.25 s, curve 7"))
        } else {
            assumptions.append(
                Assumption(
                    pointer: "/notification",
                    because: "no keyboard found by any rule, so the request has no notification and a verdict on this "
                        + "snapshot is inconclusive; the keyboard docked (?keyboard=docked, \"keyboard\": \"docked\") "
                        + "takes the device table's"))
        }

        var scene = Scene(
            screen: Screen(
                bounds: screenBoundsOut, scale: scale(screen: interfaceScreen), coordinateSpace: coordinateSpace,
                interfaceOrientation: orientation, osVersion: hints.osVersion),
            window: window, views: views, behaviors: behaviors)
        if coordinateSpace == .interface { scene.screen.interfaceOrientation = orientation }
        var out = SceneFromDump(
            format: read.format, scene: scene, keyboard: keyboard,
            focus: focusIndex.flatMap { kept.contains($0) ? DumpFocus(view: ids[$0], because: focusBecause) : nil },
            assumptions: assumptions, skipped: skipped, omitted: omitted, lines: lines)
        for i in viewIndices {
            if let a = elements[i].adjustedContentInset, elements[i].isScrollView {
                out.adjustedContentInsets[ids[i]] = a
            }
        }
        out.bars = barShapes.filter { kept.contains($0) }.map { ids[$0] }
        out.windowsSeen = windows.map {
            DumpWindow(className: elements[$0].className, line: elements[$0].line, frame: screenFrame[$0])
        }
        return out
    }

    /// Whether element `i` lies inside element `ancestor`.
    private func isBelow(_ i: Int, _ ancestor: Int, _ up: [Int?]) -> Bool {
        var k = up[i]
        while let c = k {
            if c == ancestor { return true }
            k = up[c]
        }
        return false
    }

    /// Whether `f` spans `screen`'s width, reaches its bottom and starts below its top.
    private func spans(_ f: Rect, _ screen: Rect) -> Bool {
        abs(f.width - screen.width) <= 0.5 && abs(f.maxY - screen.maxY) <= 0.5 && f.minY > screen.minY + 0.5
    }

    /// The screen: told (device hint), printed (the Application or UIATarget frame, a window at the origin), or
    /// the smallest device-table screen that holds the windows.
    private mutating func screenBounds(
        windows: [Int], main: Int?, up: [Int?], screenFrame: [Rect], keyboard: [Int], keyboardFrame: Rect?
    ) -> Rect {
        let extent = windows.map { screenFrame[$0] }.reduce(Rect.zero) { r, f in
            Rect(x: 0, y: 0, width: max(r.width, f.maxX), height: max(r.height, f.maxY))
        }
        // What the app's elements span: the keyboard may stand below the screen (hidden), so it is left out.
        let all = elements.indices.filter { !keyboard.contains($0) && (up[$0] == nil || read.format == .earlGrey) }
            .map { screenFrame[$0] }.reduce(extent) { r, f in
                Rect(x: 0, y: 0, width: max(r.width, f.maxX), height: max(r.height, f.maxY))
            }
        let landscape = all.width > all.height
        if let name = hints.device {
            if let model = DeviceTable.model(named: name) {
                let s = model.portraitSize
                return landscape
                    ? Rect(x: 0, y: 0, width: s.height, height: s.width)
                    : Rect(x: 0, y: 0, width: s.width, height: s.height)
            }
            assumptions.append(
                Assumption(
                    pointer: "/screen/bounds",
                    because: "the device '\(name)' is not in the device table (docs/device-table.md)"))
        }
        if let app = elements.firstIndex(where: { $0.isAppContainer && ($0.frame?.width ?? 0) > 0 }),
            let f = elements[app].frame
        {
            return Rect(x: 0, y: 0, width: f.width, height: f.height)
        }
        if !read.format.framesInScreenSpace {
            let atOrigin = windows.filter {
                screenFrame[$0].x == 0 && screenFrame[$0].y == 0 && screenFrame[$0].width > 0
            }
            if let w = atOrigin.max(by: {
                screenFrame[$0].width * screenFrame[$0].height < screenFrame[$1].width * screenFrame[$1].height
            }),
                screenFrame[w].width >= all.width - 0.5, screenFrame[w].height >= all.height - 0.5
            {
                return Rect(x: 0, y: 0, width: screenFrame[w].width, height: screenFrame[w].height)
            }
        }
        // The smallest device screen, in the windows' orientation, that holds them.
        let candidates = DeviceTable.models.map { m -> Size in
            landscape ? Size(width: m.portraitSize.height, height: m.portraitSize.width) : m.portraitSize
        }.filter { $0.width >= all.width - 0.5 && $0.height >= all.height - 0.5 }
        // A docked keyboard spans the screen's width and ends at its bottom: a screen it fits exactly comes first,
        // in whichever orientation it fits (a 320-wide keyboard ending at 480 is on a portrait 320 x 480 screen,
        // even where a view stands past the screen's edge).
        let fitted = keyboardFrame.map { k in
            DeviceTable.models.flatMap { m in
                [m.portraitSize, Size(width: m.portraitSize.height, height: m.portraitSize.width)]
            }.filter { abs($0.width - k.width) <= 0.5 && abs($0.height - k.maxY) <= 0.5 }
        }
        if let s = (fitted?.isEmpty == false ? fitted ?? [] : candidates).min(by: {
            $0.width * $0.height < $1.width * $1.height
        }) {
            assumptions.append(
                Assumption(
                    pointer: "/screen/bounds",
                    because:
                        "no window at the origin holds the dump and no device is named: the smallest screen of the "
                        + "device table (docs/device-table.md) that holds the windows (the keyboard, when one shows, "
                        + "spanning its width and ending at its bottom), \(s.width.pt) x \(s.height.pt)"))
            return Rect(x: 0, y: 0, width: s.width, height: s.height)
        }
        assumptions.append(
            Assumption(
                pointer: "/screen/bounds",
                because: "no window at the origin holds the dump and no device screen holds it: the screen is "
                    + "taken to end where the views end"))
        return all
    }

    /// The window's safe area: from the dump where it shows (a navigation bar at y 20), else the device table for
    /// the screen, its orientation and iOS version, clipped to the window.
    private mutating func safeArea(screen: Rect, window: Rect, screenFrame: [Rect]) -> Insets {
        let landscape = screen.width > screen.height
        let model = model(for: screen)
        var safe: Insets
        var because: String
        if let v = hints.osVersion, v.major < 11 {
            safe = landscape && model?.family == .iPhone && v.major >= 8 ? .zero : Insets(top: 20)
            because = "iOS \(v) has no safe area; the status bar's \(safe.top.pt) pt is taken as its top"
        } else if let model {
            safe = landscape ? model.safeAreaLandscape : model.safeAreaPortrait
            because =
                "\(screen.width.pt)x\(screen.height.pt) is \(model.name) in the device table "
                + "(docs/device-table.md): \(safe.text) in \(landscape ? "landscape" : "portrait")"
        } else {
            safe = .zero
            because = "\(screen.width.pt)x\(screen.height.pt) is not in the device table: no safe area"
        }
        if let bar = elements.indices.first(where: {
            elements[$0].className.hasSuffix("NavigationBar") && abs(screenFrame[$0].minY - 20) <= 0.5
        }), safe.top != 20 {
            safe.top = 20
            because += "; the navigation bar at y 20 (line \(elements[bar].line)) means a 20 pt status bar on top"
        }
        // Clipped to the window: only the part of the screen's unsafe margins the window overlaps.
        let clipped = Insets(
            top: max(0, min(window.height, safe.top - (window.minY - screen.minY))),
            left: max(0, min(window.width, safe.left - (window.minX - screen.minX))),
            bottom: max(0, min(window.height, safe.bottom - (screen.maxY - window.maxY))),
            right: max(0, min(window.width, safe.right - (screen.maxX - window.maxX))))
        assumptions.append(Assumption(pointer: "/window/safeAreaInsets", because: because))
        return clipped
    }

    private func dockedHeight(screen: Rect, window: Window) -> (height: Double, from: String) {
        let landscape = screen.width > screen.height
        if let model = model(for: screen), let h = landscape ? model.keyboardLandscape : model.keyboardPortrait {
            return (h, "the device table's docked keyboard for \(model.name), \(h.pt) pt with the QuickType bar")
        }
        let h = KeyboardHeights.docked(screen: screen, window: window)
        return (h, "a docked keyboard of \(h.pt) pt (the streams' default for this screen)")
    }

    private func scale(screen: Rect) -> Double {
        model(for: screen)?.scale ?? 1
    }

    /// The device-table row: the one named by the hint, else the first whose screen is this size.
    private func model(for screen: Rect) -> DeviceModel? {
        if let name = hints.device, let m = DeviceTable.model(named: name) { return m }
        return DeviceTable.models(matching: screen.size).first
    }

    private func barEdge(_ f: Rect, window: Window, keyboardTop: Double?) -> String {
        if let k = keyboardTop, abs(f.maxY - k) <= 0.5 { return "keyboard's top" }
        if abs(f.maxY - window.frame.maxY) <= 0.5 { return "window's bottom" }
        return "safe area's bottom"
    }

    /// An interface-space frame turned back into the device's portrait space (the inverse of
    /// `Screen.toInterface`): landscapeRight x = W - (Y + Hi), y = X; landscapeLeft x = Y, y = H - (X + Wi).
    static func portrait(_ f: Rect, interface orientation: InterfaceOrientation, screen: Rect) -> Rect {
        switch orientation {
        case .landscapeRight:
            Rect(x: screen.width - (f.y + f.height), y: f.x, width: f.height, height: f.width)
        case .landscapeLeft:
            Rect(x: f.y, y: screen.height - (f.x + f.width), width: f.height, height: f.width)
        case .portrait, .portraitUpsideDown:
            f
        }
    }
}
