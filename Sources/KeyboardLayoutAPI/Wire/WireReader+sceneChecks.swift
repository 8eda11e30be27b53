import KeyboardGeometry
import ServiceJSON

// The checks that need the whole scene: ids, parents, and what each behavior names.

extension WireInput {
    /// Reports duplicate ids, unknown parents, parent cycles, behaviors naming unknown or unfit views, and
    /// guide pins without a guide.
    ///
    /// `positions` maps each view to its index in the request's array (identity when nil), for the pointers;
    /// `behaviorPositions` likewise each behavior.
    mutating func check(
        views: [SceneView], positions: [Int]? = nil, behaviors: [Behavior], behaviorPositions: [Int]? = nil,
        viewsAt arrayPointer: JSONPointer, behaviorsAt bp: JSONPointer
    ) {
        func vp(_ i: Int) -> JSONPointer { arrayPointer / (positions?[i] ?? i) }
        let index = ViewIndex(views)
        // By index, reading the one field each check needs: a view taken whole is a copy of all its strings.
        for i in views.indices {
            if let first = index[views[i].id], first < i {
                fail(vp(i) / ViewKey.id, "duplicate id '\(views[i].id)' (first at \(vp(first)))")
            }
        }
        var parentsKnown = true
        for i in views.indices {
            if let parent = views[i].parent, index[parent] == nil {
                fail(vp(i) / ViewKey.parent, "unknown view id '\(parent)'")
                parentsKnown = false
            }
        }
        guard parentsKnown else { return }
        func parent(_ i: Int) -> Int? { views[i].parent.flatMap { index[$0] } }
        guard checkCycles(views: views, parent: parent, pointer: vp) else { return }
        let guideOwners = checkBehaviorViews(
            views: views, index: index, parent: parent, behaviors: behaviors, positions: behaviorPositions, at: bp)
        checkPins(views: views, index: index, parent: parent, guideOwners: guideOwners, pointer: vp)
    }

    /// Parents form no cycle: reports each cycle once, at the parent of the first view on it; false when there is
    /// one.
    private mutating func checkCycles(
        views: [SceneView], parent: (Int) -> Int?, pointer vp: (Int) -> JSONPointer
    ) -> Bool {
        var inCycle = Set<Int>()
        for start in views.indices where !inCycle.contains(start) {
            // Up the parents at most once around the views; the cycle's path is made only to report it (a list
            // a view was a tenth of reading a scene).
            var steps = 0
            var cursor = parent(start)
            while let c = cursor, steps < views.count {
                if c == start {
                    var path = [start]
                    var k = parent(start)
                    while let x = k, x != start {
                        path.append(x)
                        k = parent(x)
                    }
                    inCycle.formUnion(path)
                    let names = (path + [start]).map { views[$0].id }.joined(separator: " -> ")
                    fail(vp(start) / ViewKey.parent, "parents form a cycle: \(names)")
                    break
                }
                steps += 1
                cursor = parent(c)
            }
        }
        return inCycle.isEmpty
    }

    /// What each behavior names: known views, scroll views where it needs one, the revealed field inside its
    /// container. Returns the views that own a layout guide.
    private mutating func checkBehaviorViews(
        views: [SceneView], index: ViewIndex, parent: (Int) -> Int?, behaviors: [Behavior], positions: [Int]?,
        at bp: JSONPointer
    ) -> Set<Int> {
        func isInside(_ i: Int, _ ancestor: Int) -> Bool {
            var cursor = parent(i)
            while let c = cursor {
                if c == ancestor { return true }
                cursor = parent(c)
            }
            return false
        }
        func known(_ id: String, at p: @autoclosure () -> JSONPointer) -> Int? {
            guard let i = index[id] else {
                fail(p(), "unknown view id '\(id)'")
                return nil
            }
            return i
        }
        func scrollView(_ id: String, at p: @autoclosure () -> JSONPointer) -> Int? {
            guard let i = known(id, at: p()) else { return nil }
            guard views[i].scroll != nil else {
                fail(p(), "'\(id)' is not a scroll view: give it \"scroll\"")
                return nil
            }
            return i
        }
        func inside(_ field: String, _ container: Int?, at p: @autoclosure () -> JSONPointer, what: String) {
            guard let f = known(field, at: p()), let c = container else { return }
            if !isInside(f, c) {
                fail(p(), "'\(field)' is not inside \(what) '\(views[c].id)'")
            }
        }
        var guideOwners = Set<Int>()
        for index in behaviors.indices {
            func p() -> JSONPointer { bp / (positions?[index] ?? index) }
            switch behaviors[index] {
            case .insetScrollView(let s):
                let sv = scrollView(s.scrollView, at: p() / BehaviorKey.scrollView)
                if let r = s.reveal { inside(r, sv, at: p() / BehaviorKey.reveal, what: "the scroll view") }
                for (k, a) in s.alsoAvoid.enumerated() { _ = known(a, at: p() / BehaviorKey.alsoAvoid / k) }
            case .offsetScrollView(let s):
                let sv = scrollView(s.scrollView, at: p() / BehaviorKey.scrollView)
                inside(s.reveal, sv, at: p() / BehaviorKey.reveal, what: "the scroll view")
            case .attachToKeyboard(let a):
                _ = known(a.view, at: p() / BehaviorKey.view)
                if let r = a.resize { _ = known(r, at: p() / BehaviorKey.resize) }
            case .shiftView(let s):
                let v = known(s.view, at: p() / BehaviorKey.view)
                inside(s.reveal, v, at: p() / BehaviorKey.reveal, what: "the shifted view")
            case .layoutGuide(let g):
                if let v = known(g.view, at: p() / BehaviorKey.view) { guideOwners.insert(v) }
            }
        }
        return guideOwners
    }

    /// Each view's `pinnedTo` names a view with a layout guide, or has one among its ancestors (`nearest`).
    private mutating func checkPins(
        views: [SceneView], index: ViewIndex, parent: (Int) -> Int?, guideOwners: Set<Int>,
        pointer vp: (Int) -> JSONPointer
    ) {
        for (i, v) in views.enumerated() {
            switch v.pinnedTo {
            case nil:
                break
            case .view(let id):
                guard let owner = index[id] else {
                    fail(vp(i) / ViewKey.pinnedTo, "unknown view id '\(id)'")
                    continue
                }
                if !guideOwners.contains(owner) {
                    fail(vp(i) / ViewKey.pinnedTo, "'\(id)' has no layoutGuide behavior")
                }
            case .nearest:
                var cursor = parent(i)
                var found = false
                while let c = cursor, !found {
                    found = guideOwners.contains(c)
                    cursor = parent(c)
                }
                if !found { fail(vp(i) / ViewKey.pinnedTo, "no ancestor of '\(v.id)' has a layoutGuide behavior") }
            }
        }
    }
}
