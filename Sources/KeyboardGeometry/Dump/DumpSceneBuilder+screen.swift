// The stages that read where things are: the tree and its windows, the frames on the screen, the keyboard's
// element, the main window, the screen, the window and its orientation, safe area and mode.
extension DumpSceneBuilder {
    /// Parents that are app containers do not count: windows sit on the screen. The windows are the outermost
    /// elements of a window class.
    func tree() -> Tree {
        var up = parent
        for i in elements.indices {
            while let p = up[i], roles[p].contains(.appContainer) { up[i] = up[p] }
        }
        let windows = elements.indices.filter {
            up[$0] == nil && !roles[$0].contains(.appContainer) && roles[$0].contains(.windowClass)
        }
        return Tree(up: up, windows: windows)
    }

    /// Old rotation: a root view turned 90 degrees in a portrait window (iOS 7 and earlier).
    func oldRotation(_ tree: Tree) -> OldRotation? {
        let up = tree.up
        if !screenSpace, let w = tree.windows.first, let wf = elements[w].frame, wf.height > wf.width,
            let root = elements.indices.first(where: { up[$0] == w }), let t = elements[root].transform,
            abs(t[0]) < 1e-6, abs(t[3]) < 1e-6, abs(abs(t[1]) - 1) < 1e-6, abs(t[1] + t[2]) < 1e-6
        {
            // Before iOS 8 the root view was turned with CGAffineTransformMakeRotation: +pi/2 (printed
            // [0, 1, -1, 0, 0, 0], or with 6.12e-17 for the zeros) for landscapeRight, -pi/2 ([0, -1, 1, 0, 0, 0])
            // for landscapeLeft, as code that mirrored UIKit's rotation did: jdg/MBProgressHUD 0.8 (7c8ef3d),
            // MBProgressHUD.m, setTransformForCurrentOrientation: "if (orientation ==
            // UIInterfaceOrientationLandscapeLeft) { radians = -(CGFloat)M_PI_2; } else { radians =
            // (CGFloat)M_PI_2; }"; jverkoey/nimbus (39b9e96), NIDeviceOrientation.m, NIRotateTransformForOrientation.
            return OldRotation(index: root, orientation: t[1] > 0 ? .landscapeRight : .landscapeLeft)
        }
        return nil
    }

    /// Screen-space frames: as printed in a UI-test tree, else each frame in its parent's space (less the
    /// parent's content offset) added up; a turned root view's frame has its sides swapped.
    func screenFrames(_ tree: Tree, turned: OldRotation?) -> [Rect] {
        let up = tree.up
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
        return screenFrame
    }

    /// The keyboard (docs/scene-from-dump.md): the strongest-named element, the outermost of that rank; among
    /// `UIKB...` views, the largest of the outermost ones (the keyboard's container, never a key that an excerpt
    /// starting inside the keyboard prints first). EarlGrey's keyboard is placed by its AX.frame.
    func keyboard(_ tree: Tree, screenFrame: inout [Rect]) -> Keyboard {
        let rank = elements.map(\.keyboardRank)
        var keyboardIndex: Int?
        var bestRank = 0
        for i in elements.indices where rank[i] > bestRank {
            bestRank = rank[i]
            keyboardIndex = i
        }
        if bestRank == 1 {
            let insideUIKB = tree.anyAncestor(rank.map { $0 == 1 })
            let outermost = elements.indices.filter { rank[$0] == 1 && !insideUIKB[$0] }
            keyboardIndex = outermost.max {
                screenFrame[$0].width * screenFrame[$0].height < screenFrame[$1].width * screenFrame[$1].height
            }
        }
        if read.format == .earlGrey, let kb = keyboardIndex, let ax = elements[kb].accessibilityFrame {
            // The keyboard's screen frame is what EarlGrey prints as its AX.frame.
            screenFrame[kb] = ax
        }
        var found = Keyboard(index: keyboardIndex, window: keyboardIndex.flatMap(tree.window(of:)))
        if let kb = keyboardIndex, screenSpace, elements[kb].keyboardRank == 2 {
            found.extent = keyboardExtent(kb, tree, screenFrame: screenFrame)
        }
        return found
    }

    /// A UI-test tree's Keyboard element holds the keys only; UIKit's keyboard frame is its host view's, which
    /// also holds the input accessory view above the keys and, on Face ID iPhones, the row below them with the
    /// emoji (globe) and dictation buttons (docs/scene-from-dump.md, "The keyboard's extent"). In the keyboard's
    /// window the host prints as an element holding the Keyboard element: the outermost ancestor as wide as the
    /// keys that starts below the window's top (the window's full-screen container is not it). What lies beside
    /// that block in its container stands for the rest of the host where the host is not printed: the siblings
    /// within its width wholly below it (the bottom row), then those resting on top of what is taken (the
    /// accessory); with a bottom row taken, the block reaches down to the container's bottom, where a docked
    /// keyboard ends. Nil when the Keyboard element's own frame is all there is.
    func keyboardExtent(_ kb: Int, _ tree: Tree, screenFrame: [Rect]) -> (frame: Rect, from: Int, isHost: Bool)? {
        let k = screenFrame[kb]
        let top = tree.window(of: kb).map { screenFrame[$0].minY } ?? 0
        func isContainer(_ c: Int) -> Bool { tree.windows.contains(c) || elements[c].isAppContainer }
        // The host: an ancestor as wide as the keys, holding them, below the window's top.
        var host: Int?
        var a = tree.up[kb]
        while let c = a, !isContainer(c) {
            let f = screenFrame[c]
            if abs(f.width - k.width) <= 0.5, f.minY > top + 0.5, f.minY <= k.minY + 0.5, f.maxY >= k.maxY - 0.5 {
                host = c
            }
            a = tree.up[c]
        }
        if tree.up[kb] == nil, host == nil { host = flatListHost(kb, screenFrame: screenFrame) }
        let base = host ?? kb
        let b = screenFrame[base]
        var union = b
        func add(_ f: Rect) {
            let minX = min(union.minX, f.minX)
            let minY = min(union.minY, f.minY)
            union = Rect(
                x: minX, y: minY, width: max(union.maxX, f.maxX) - minX, height: max(union.maxY, f.maxY) - minY)
        }
        var container: Int?
        if let parent = tree.up[base], !elements[parent].isAppContainer {
            let siblings = elements.indices.filter {
                let f = screenFrame[$0]
                return $0 != base && tree.up[$0] == parent && f.width > 0 && f.height > 0
                    && f.minX >= b.minX - 0.5 && f.maxX <= b.maxX + 0.5 && f.minY > top + 0.5
            }
            // The bottom row lies wholly below the block; what overlaps it (a drop shadow, a key's popup) is not
            // a row of its own.
            let below = siblings.filter { screenFrame[$0].minY >= b.maxY - 0.5 }
            for s in below { add(screenFrame[s]) }
            var grew = true
            while grew {
                grew = false
                for s in siblings
                where screenFrame[s].minY < union.minY - 0.5 && screenFrame[s].maxY >= union.minY - 0.5 {
                    add(screenFrame[s])
                    grew = true
                }
            }
            let p = screenFrame[parent]
            if !below.isEmpty, p.maxY > union.maxY, p.minY <= union.minY {
                union = Rect(x: union.x, y: union.y, width: union.width, height: p.maxY - union.minY)
            }
            if union != b { container = parent }
        }
        if let c = container { return (union, c, false) }
        if let h = host, b != k { return (b, h, true) }
        return nil
    }

    /// In a flat list (XCTest prints a query's input `{( ... )}` one element a line, none inside another) no
    /// element is the Keyboard element's ancestor, yet the keyboard window's containers are printed among the
    /// others: the host is the tallest element as wide as the keys that holds their frame and starts below the
    /// screen's top, and is less than twice their height (a view of the app that happens to hold the keyboard's
    /// area, a scroll view under a navigation bar, is taller than that: the accessory bar and the bottom row are
    /// each far less than the keys' block).
    private func flatListHost(_ kb: Int, screenFrame: [Rect]) -> Int? {
        let k = screenFrame[kb]
        var best: Int?
        for c in elements.indices where c != kb {
            let f = screenFrame[c]
            guard abs(f.width - k.width) <= 0.5, abs(f.minX - k.minX) <= 0.5, f.minY > 0.5, f.minY <= k.minY + 0.5,
                f.maxY >= k.maxY - 0.5, f.height < 2 * k.height, f.height > k.height + 0.5
            else { continue }
            if best.map({ screenFrame[$0].height < f.height }) ?? true { best = c }
        }
        return best
    }

    /// The app's main window: the one a UI-test tree marks `Window (Main)`, else the first that is not a system
    /// window, reported invisible or the keyboard's, else the first.
    func mainWindow(_ tree: Tree, keyboard: Keyboard) -> MainWindow {
        let windows = tree.windows
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
                    !roles[$0].contains(.systemWindow) && !elements[$0].isReportedInvisible && $0 != keyboard.window
                } ?? windows.first
        return MainWindow(index: main, subtreeIsAnotherWindow: subtreeIsAnotherWindow)
    }

    /// The screen (`screenBounds`), the keyboard's element and what it holds left out of what the app spans.
    mutating func screen(_ tree: Tree, main: MainWindow, keyboard: Keyboard, screenFrame: [Rect]) -> Rect {
        screenBounds(
            tree, main: main.index, screenFrame: screenFrame,
            keyboard: keyboard.index.map { tree.subtree(of: $0) } ?? [Bool](repeating: false, count: elements.count),
            keyboardFrame: keyboard.frame(screenFrame))
    }

    /// UI tests with no keyboard found by name: in a window other than the app's main one (WebDriverAgent may list
    /// the keyboard's window, reported visible="false", before it), the outermost element spanning the screen's
    /// width, reaching its bottom and starting below its top.
    func keyboardSpanningScreen(_ tree: Tree, main: MainWindow, screen: Rect, screenFrame: [Rect]) -> Int? {
        guard screenSpace, main.index != nil || main.subtreeIsAnotherWindow else { return nil }
        for i in elements.indices {
            guard let w = tree.window(of: i), w != i, w != main.index,
                tree.up[i].map({ !spans(screenFrame[$0], screen) }) ?? true
            else { continue }
            if spans(screenFrame[i], screen) { return i }
        }
        return nil
    }

    /// Whether `f` spans `screen`'s width, reaches its bottom and starts below its top.
    private func spans(_ f: Rect, _ screen: Rect) -> Bool {
        abs(f.width - screen.width) <= 0.5 && abs(f.maxY - screen.maxY) <= 0.5 && f.minY > screen.minY + 0.5
    }

    /// The window: the main window's frame, else the screen, with the assumption said when the dump prints no
    /// window, when the subtree is another window, or when elements outside every window make the offset moot.
    mutating func window(_ tree: Tree, main: MainWindow, screen: Rect, screenFrame: [Rect]) -> Window {
        let windows = tree.windows
        let mainFrame = main.index.map { screenFrame[$0] }
        var window = Window(frame: mainFrame.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? screen)
        // A UI-test tree may print elements beside its windows, outside every one (an Application's first child):
        // they are in screen coordinates, so a window offset the tree prints for another element is not theirs.
        if screenSpace, let main = main.index, window.frame.origin != .zero,
            let outside = elements.indices.first(where: {
                !roles[$0].contains(.appContainer) && !tree.isWindow[$0] && tree.window(of: $0) == nil
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
        if main.subtreeIsAnotherWindow, let w = windows.first {
            let named = read.windowsElsewhere.first { $0.isMainWindow }
            assumptions.append(
                Assumption(
                    pointer: "/window/frame",
                    because: "the element subtree's window (line \(elements[w].line)) is not marked as the app's "
                        + "main one, and the tree names a 'Window (Main)' only outside the subtree"
                        + "\(named.map { " (line \($0.line))" } ?? ""): the subtree is taken for another window, "
                        + "and the app's window is taken to fill the screen"))
        } else if main.index == nil {
            assumptions.append(
                Assumption(
                    pointer: "/window/frame",
                    because: "the dump prints no window: the views are taken to sit in a window that fills the screen"))
        }
        return window
    }

    /// The orientation: from the screen's shape, or, for an old rotation, fixedPortrait with the orientation of
    /// the turned root view and the window turned to interface coordinates.
    mutating func pose(screen: Rect, turned: OldRotation?, window: inout Window) -> Pose {
        var coordinateSpace = CoordinateSpace.interface
        var orientation: InterfaceOrientation = screen.width > screen.height ? .landscapeRight : .portrait
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
        }
        return Pose(
            bounds: screen, coordinateSpace: coordinateSpace, orientation: orientation,
            interfaceScreen: turned == nil ? screen : window.frame)
    }

    /// The window's safe area, and its mode when it does not fill the screen (Split View, Slide Over, Stage
    /// Manager).
    mutating func fitWindow(_ window: inout Window, interfaceScreen: Rect, screenFrame: [Rect]) {
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
    }

    /// The screen: told (device hint), printed (the Application or UIATarget frame, a window at the origin), or
    /// the smallest device-table screen that holds the windows.
    private mutating func screenBounds(
        _ tree: Tree, main: Int?, screenFrame: [Rect], keyboard: [Bool], keyboardFrame: Rect?
    ) -> Rect {
        let windows = tree.windows
        let up = tree.up
        let extent = windows.map { screenFrame[$0] }.reduce(Rect.zero) { r, f in
            Rect(x: 0, y: 0, width: max(r.width, f.maxX), height: max(r.height, f.maxY))
        }
        // What the app's elements span: the keyboard may stand below the screen (hidden), so it is left out.
        let all = elements.indices.filter { !keyboard[$0] && (up[$0] == nil || read.format == .earlGrey) }
            .map { screenFrame[$0] }.reduce(extent) { r, f in
                Rect(x: 0, y: 0, width: max(r.width, f.maxX), height: max(r.height, f.maxY))
            }
        // The orientation: the keyboard's when it spans one side of the device's screen (a docked keyboard is as
        // wide as the screen), else the extent's.
        var landscape = all.width > all.height
        if let name = hints.device {
            if let model = DeviceTable.model(named: name) {
                let s = model.portraitSize
                if let k = keyboardFrame, k.width > 0, abs(k.minX) <= 0.5 {
                    if abs(k.width - s.width) <= 0.5 {
                        landscape = false
                    } else if abs(k.width - s.height) <= 0.5 {
                        landscape = true
                    }
                }
                return landscape
                    ? Rect(x: 0, y: 0, width: s.height, height: s.width)
                    : Rect(x: 0, y: 0, width: s.width, height: s.height)
            }
            assumptions.append(
                Assumption(
                    pointer: "/screen/bounds",
                    because: "the device '\(name)' is not in the device table (docs/device-table.md)"))
        }
        if let printed = printedScreen(windows: windows, screenFrame: screenFrame, all: all) { return printed }
        return deviceTableScreen(
            windows: windows, screenFrame: screenFrame, extent: extent, all: all, landscape: landscape,
            keyboardFrame: keyboardFrame)
    }

    /// The screen the dump prints: the Application (UIATarget) frame; several windows at the origin agreeing on
    /// one size; or, where frames are not in screen space, the largest window at the origin that holds the
    /// elements. `all`: what the app's elements span.
    private mutating func printedScreen(windows: [Int], screenFrame: [Rect], all: Rect) -> Rect? {
        if let app = elements.indices.first(where: {
            roles[$0].contains(.appContainer) && (elements[$0].frame?.width ?? 0) > 0
        }),
            let f = elements[app].frame
        {
            return Rect(x: 0, y: 0, width: f.width, height: f.height)
        }
        // Several windows at the origin that agree on one size fill the screen (the app's, the keyboard's, the
        // text effects'): that is the screen, and what the dump prints beyond it lies off the screen (content
        // scrolled away, a flat list's elements below the fold), never a reason to stretch it.
        var agreeing: [Size: Int] = [:]
        for w in windows where screenFrame[w].x == 0 && screenFrame[w].y == 0 && screenFrame[w].width > 0 {
            agreeing[screenFrame[w].size, default: 0] += 1
        }
        if let best = agreeing.filter({ $0.value >= 2 }).max(by: {
            ($0.key.width * $0.key.height, $0.key.width) < ($1.key.width * $1.key.height, $1.key.width)
        }), all.width > best.key.width + 0.5 || all.height > best.key.height + 0.5 {
            let (size, count) = (best.key, best.value)
            assumptions.append(
                Assumption(
                    pointer: "/screen/bounds",
                    because: "\(count) windows at the origin are \(size.width.pt) x \(size.height.pt): that is the "
                        + "screen; what the dump prints beyond it (to \(all.width.pt) x \(all.height.pt)) lies off the "
                        + "screen"))
            return Rect(x: 0, y: 0, width: size.width, height: size.height)
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
        return nil
    }

    /// The smallest device-table screen that holds the windows: one the keyboard fits exactly first, then one as
    /// wide as a keyboard at the left edge, then any that holds them; else the elements' extent `all`.
    private mutating func deviceTableScreen(
        windows: [Int], screenFrame: [Rect], extent: Rect, all: Rect, landscape: Bool, keyboardFrame: Rect?
    ) -> Rect {
        // What the dump's windows show, said as it is: none printed; one at the origin that holds the dump (a
        // UI-test tree's window alone does not make the screen); or none at the origin that holds it.
        let windowsSay: String
        if windows.isEmpty {
            windowsSay = "the dump prints no window"
        } else if let w = windows.first(where: {
            screenFrame[$0].x == 0 && screenFrame[$0].y == 0 && screenFrame[$0].width >= all.width - 0.5
                && screenFrame[$0].height >= all.height - 0.5
        }) {
            let marked = elements[w].isMainWindow ? ", marked as the app's main one," : ""
            windowsSay =
                "the window on line \(elements[w].line)\(marked) at the origin, \(screenFrame[w].width.pt) x "
                + "\(screenFrame[w].height.pt), holds the dump, but in a UI-test tree a window alone does not make "
                + "the screen (windows can sit at odd offsets)"
        } else {
            windowsSay = "no window at the origin holds the dump"
        }
        let held = windows.isEmpty ? "the views" : "the windows"
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
        let smallest = { (sizes: [Size]) in sizes.min(by: { $0.width * $0.height < $1.width * $1.height }) }
        // A keyboard that fits no screen exactly (an excerpt prints it in its parent's space) still spans the
        // screen's width from its left edge, as a docked keyboard does: a screen as wide as the keyboard, in
        // whichever orientation has that width, tall enough to hold it and holding the windows (the one that also
        // holds the views first), rather than one guessed from the views' extent alone. A keyboard away from the
        // left edge (floating, split) says nothing of the screen's width.
        if fitted?.isEmpty != false, let k = keyboardFrame, k.width > 0, abs(k.minX) <= 0.5,
            smallest(candidates).map({ abs($0.width - k.width) > 0.5 }) ?? true
        {
            let sides: [Size] = DeviceTable.models.flatMap { m -> [Size] in
                [m.portraitSize, Size(width: m.portraitSize.height, height: m.portraitSize.width)]
            }
            let spanned = sides.filter { (s: Size) -> Bool in
                let wide = abs(s.width - k.width) <= 0.5 && s.height >= k.maxY - 0.5
                return wide && s.width >= extent.width - 0.5 && s.height >= extent.height - 0.5
            }
            let holding = spanned.filter { $0.width >= all.width - 0.5 && $0.height >= all.height - 0.5 }
            if let s = smallest(holding.isEmpty ? spanned : holding) {
                assumptions.append(
                    Assumption(
                        pointer: "/screen/bounds",
                        because:
                            "\(windowsSay) and no device is named: the keyboard \(k.width.pt) "
                            + "pt wide spans the screen's width, so the screen is the smallest of the device table "
                            + "(docs/device-table.md) that wide, \(s.width.pt) x \(s.height.pt) "
                            + "(\(s.width > s.height ? "landscape" : "portrait"))"))
                return Rect(x: 0, y: 0, width: s.width, height: s.height)
            }
        }
        if let s = smallest(fitted?.isEmpty == false ? fitted ?? [] : candidates) {
            assumptions.append(
                Assumption(
                    pointer: "/screen/bounds",
                    because:
                        "\(windowsSay) and no device is named: the smallest screen of the device table "
                        + "(docs/device-table.md) that holds \(held) (the keyboard, when one shows, "
                        + "spanning its width and ending at its bottom), \(s.width.pt) x \(s.height.pt)"))
            return Rect(x: 0, y: 0, width: s.width, height: s.height)
        }
        assumptions.append(
            Assumption(
                pointer: "/screen/bounds",
                because: "\(windowsSay) and no device screen holds it: the screen is "
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
            let device = model.resolved(osVersion: hints.osVersion, landscape: landscape)
            safe = device.safeAreaInsets
            because =
                "\(screen.width.pt)x\(screen.height.pt) is \(model.name) in the device table "
                + "(docs/device-table.md): \(safe.text) in \(landscape ? "landscape" : "portrait")"
                + (hints.osVersion.map { " on iOS \($0)" } ?? " on the latest iOS it has (no osVersion given)")
        } else {
            safe = .zero
            because = "\(screen.width.pt)x\(screen.height.pt) is not in the device table: no safe area"
        }
        if let bar = elements.indices.first(where: {
            roles[$0].contains(.navigationBar) && abs(screenFrame[$0].minY - 20) <= 0.5
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

    /// The screen's scale: the device table's for its size, else 1.
    func scale(screen: Rect) -> Double {
        model(for: screen)?.scale ?? 1
    }

    /// The device-table row: the one named by the hint, else the first whose screen is this size.
    func model(for screen: Rect) -> DeviceModel? {
        if let name = hints.device, let m = DeviceTable.model(named: name) { return m }
        return DeviceTable.models(matching: screen.size).first
    }
}
