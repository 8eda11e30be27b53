import KeyboardGeometry
import ServiceJSON

/// A validated check request (docs/check.md): adjust's request, or simulate's for a sequence, with what the
/// client's own code produced (`actual`) as leaves to compare, and the tolerance.
struct CheckRequest {
    enum Form {
        case single(AdjustRequest)
        case sequence(SimulateRequest)
    }

    var form: Form
    /// Every value `actual` gives, in the request's order.
    var actual: [ActualLeaf]
    var tolerance: Tolerance

    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> CheckRequest {
        var r = WireReader(document)
        let p = JSONPointer()
        let root = document.root
        // simulate's request when it has events, else adjust's.
        let isSequence = document.members(root)?.contains(SimulateKey.events) ?? false
        let keys = isSequence ? CheckKey.sequence : CheckKey.single
        guard let o = r.object(root, at: p, keys: keys, what: "a check request") else {
            throw Problem.invalid(r.errors)
        }
        let form: Form?
        let scene: Scene?
        var steps: Int?
        if isSequence {
            let s = r.simulateRequest(o, limits: limits)
            form = s.map { .sequence($0) }
            scene = s?.scene
            steps = s?.events.count
        } else {
            let a = r.adjustRequest(o, limits: limits)
            form = a.map { .single($0) }
            scene = a?.scene
        }
        let tolerance = r.optional(o, CheckKey.tolerance, at: p, default: Tolerance()) { $0.tolerance($1, at: $2()) }
        let ids = scene.map { Set($0.views.map(\.id)) }
        var actual: [ActualLeaf]?
        if let v = r.member(o, CheckKey.actual, at: p) {
            actual =
                isSequence
                ? r.actualSequence(v, at: p / CheckKey.actual, ids: ids, steps: steps)
                : r.actual(v, at: p / CheckKey.actual, ids: ids, index: nil)
        }
        guard r.errors.isEmpty, let form, let tolerance, let actual else { throw Problem.invalid(r.errors) }
        return CheckRequest(form: form, actual: actual, tolerance: tolerance)
    }
}

/// Check's own top-level keys, besides adjust's or simulate's (whose `explain` it shares).
enum CheckKey: Int, ObjectKey {
    case actual, tolerance
    static let wireNames = wireNameTable()
    /// The table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means (with a hierarchy in place of the scene, `actual` may be left out: the
    /// verdict on the snapshot, `Operations.checkHierarchy`).
    var presence: KeyPresence {
        switch self {
        case .actual: .required
        case .tolerance: .optional
        }
    }
    /// The full reader's table of check's request for one notification: adjust's keys, then these.
    static let single = KeyNames(RequestKey.self, then: Self.self)
    /// The full reader's table of check's request for a sequence: simulate's keys, then these (the scene's reader
    /// finds its keys in it as adjust names them).
    static let sequence = KeyNames(SimulateKey.self, then: Self.self, alsoFor: [RequestKey.self])
}

/// The keys of `"tolerance"`.
enum ToleranceKey: Int, ObjectKey {
    case points, seconds
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence {
        switch self {
        case .points: .defaults(.number(0.5))
        case .seconds: .defaults(.number(0.001))
        }
    }
}

/// The keys of `"actual"`: adjust's answer's, and a sequence's step's `index`.
enum ActualKey: Int, ObjectKey {
    case event, keyboard, animation, views, index
    static let wireNames = wireNameTable()
    /// The full reader's table of a sequence's step: every key.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: a field left out is not compared; a sequence's step needs its index.
    var presence: KeyPresence {
        switch self {
        case .index: .required
        case .event, .keyboard, .animation, .views: .optional
        }
    }
    /// The full reader's table of `actual` for one notification: every key but `index`.
    static let single = KeyNames([Self.event, .keyboard, .animation, .views])
}

/// The keys of `actual`'s keyboard: the answer's keyboard fields.
enum ActualKeyboardKey: Int, ObjectKey {
    case frameInWindow, beginFrameInWindow, visible, docked, local, overlap
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: a field left out is not compared.
    var presence: KeyPresence { .optional }
}

/// The keys of an actual view's `"layoutGuide"`.
enum ActualLayoutGuideKey: Int, ObjectKey {
    case frame, state
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: a field left out is not compared.
    var presence: KeyPresence { .optional }
}

/// How close an actual value must be to count as equal; booleans, curves, options and strings compare exactly.
struct Tolerance {
    var points: Double
    var seconds: Double

    /// A tolerance of `points` and `seconds`; each left out is its key's declared default (`ToleranceKey`, which
    /// declares a number for each: WireDefaultTests).
    init(
        points: Double = ToleranceKey.points.defaultValue(as: Double.self) ?? 0,
        seconds: Double = ToleranceKey.seconds.defaultValue(as: Double.self) ?? 0
    ) {
        self.points = points
        self.seconds = seconds
    }
}

/// One value of `actual`: where it is in the request, where its counterpart is in adjust's answer, and how it
/// compares.
struct ActualLeaf {
    enum Value: Equatable {
        case number(Double)
        case bool(Bool)
        case string(String)
    }

    enum Unit { case points, seconds, exact }

    var pointer: JSONPointer
    /// The step of a sequence, nil for a single check.
    var index: Int?
    /// The keys leading to the value in adjust's answer (or the step's).
    var path: [String]
    var value: Value
    var unit: Unit
}

extension WireReader {
    mutating func tolerance(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Tolerance? {
        typealias Key = ToleranceKey
        guard let o = object(value, at: p(), keys: Key.names, what: "a tolerance") else { return nil }
        let points = optional(o, Key.points, at: p()) { $0.nonNegative($1, at: $2()) }
        let seconds = optional(o, Key.seconds, at: p()) { $0.nonNegative($1, at: $2()) }
        guard let points, let seconds else { return nil }
        return Tolerance(points: points, seconds: seconds)
    }

    /// A sequence's `actual`: `[{"index": i, ...}, ...]`, each index a step of the events.
    mutating func actualSequence(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, ids: Set<String>?, steps: Int?
    )
        -> [ActualLeaf]?
    {
        guard let items = elements(value) else {
            fail(p(), "a sequence's actual must be an array of {\"index\": i, ...}, not \(typeName(value))")
            return nil
        }
        var out: [ActualLeaf] = []
        var ok = true
        for (k, item) in items.enumerated() {
            let at = p() / k
            guard let list = members(item) else {
                fail(at, "must be an object {\"index\": i, ...}, not \(typeName(item))")
                ok = false
                continue
            }
            guard let indexNode = list.first(where: { key($0, is: ActualKey.index) })?.value else {
                fail(at / ActualKey.index, "required")
                ok = false
                continue
            }
            guard let d = number(indexNode, at: at / ActualKey.index) else {
                ok = false
                continue
            }
            guard d == d.rounded(), d >= 0, steps.map({ d < Double($0) }) ?? true else {
                fail(at / ActualKey.index, "\(d.pt) is not the index of an event (0 to \(max(0, (steps ?? 1) - 1)))")
                ok = false
                continue
            }
            guard let leaves = actual(item, at: at, ids: ids, index: Int(d)) else {
                ok = false
                continue
            }
            out += leaves
        }
        return ok ? out : nil
    }

    /// `actual` in adjust's answer's shape, any subset of its fields.
    mutating func actual(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, ids: Set<String>?, index: Int?)
        -> [ActualLeaf]?
    {
        typealias Key = ActualKey
        guard let o = object(value, at: p(), keys: index == nil ? Key.single : Key.names, what: "actual") else {
            return nil
        }
        let before = errors.count
        var out: [ActualLeaf] = []
        func leaf(_ pointer: JSONPointer, _ path: [String], _ value: ActualLeaf.Value, _ unit: ActualLeaf.Unit) {
            out.append(ActualLeaf(pointer: pointer, index: index, path: path, value: value, unit: unit))
        }
        if let v = o[Key.event], let s = string(v, at: p() / Key.event) {
            leaf(p() / Key.event, [Key.event.wireName], .string(s), .exact)
        }
        if let v = o[Key.keyboard] {
            out += keyboardFields(v, at: p() / Key.keyboard, index: index)
        }
        if let v = o[Key.animation],
            let a = object(v, at: p() / Key.animation, keys: AnimationField.names, what: "actual's animation")
        {
            let at = p() / Key.animation
            // Each field by its place in the list the table was made from.
            for (place, field) in AnimationField.all.enumerated() {
                guard let n = a[place: place] else { continue }
                let value: ActualLeaf.Value?
                switch field.kind {
                case .bool: value = bool(n, at: at / field.key).map { .bool($0) }
                case .number: value = number(n, at: at / field.key).map { .number($0) }
                }
                if let value {
                    leaf(at / field.key, [Key.animation.wireName, field.key.description], value, field.unit)
                }
            }
        }
        if let v = o[Key.views] {
            if let views = members(v) {
                for m in views {
                    let id = key(m)
                    let at = p() / Key.views / id
                    if let ids, !ids.contains(id) {
                        fail(at, "no view '\(id)' in the scene")
                        continue
                    }
                    out += viewFields(m.value, at: at, id: id, index: index)
                }
            } else {
                fail(p() / Key.views, "must be an object of views by id, not \(typeName(v))")
            }
        }
        return errors.count == before ? out : nil
    }

    /// `actual`'s keyboard: any of the answer's keyboard fields.
    private mutating func keyboardFields(_ value: JSONNode, at p: JSONPointer, index: Int?) -> [ActualLeaf] {
        typealias Key = ActualKeyboardKey
        guard let k = object(value, at: p, keys: Key.names, what: "actual's keyboard") else { return [] }
        var out: [ActualLeaf] = []
        let keyboard = ActualKey.keyboard.wireName
        for key in [Key.frameInWindow, .beginFrameInWindow] {
            if let r = k[key] {
                out += members(r, at: p / key, path: [keyboard, key.wireName], shape: .rect, index: index)
            }
        }
        for key in [Key.visible, .docked, .local] {
            if let b = k[key], let flag = bool(b, at: p / key) {
                out.append(
                    ActualLeaf(
                        pointer: p / key, index: index, path: [keyboard, key.wireName], value: .bool(flag),
                        unit: .exact))
            }
        }
        if let n = k[Key.overlap], let d = number(n, at: p / Key.overlap) {
            out.append(
                ActualLeaf(
                    pointer: p / Key.overlap, index: index, path: [keyboard, Key.overlap.wireName], value: .number(d),
                    unit: .points))
        }
        return out
    }

    private mutating func viewFields(_ value: JSONNode, at p: JSONPointer, id: String, index: Int?) -> [ActualLeaf] {
        guard let o = object(value, at: p, keys: ViewField.actualNames, what: "an actual view") else { return [] }
        var out: [ActualLeaf] = []
        let base = [ActualKey.views.wireName, id]
        // Each field by its place in the list the table was made from.
        for (place, field) in ViewField.all.enumerated() {
            if let v = o[place: place] {
                out += members(
                    v, at: p / field.key, path: base + [field.key.description], shape: field.shape, index: index)
            }
        }
        typealias Key = ActualLayoutGuideKey
        let guide = ViewField.layoutGuide
        if let v = o[place: ViewField.layoutGuidePlace],
            let g = object(v, at: p / guide, keys: Key.names, what: "an actual layout guide")
        {
            let path = base + [guide.description]
            if let f = g[Key.frame] {
                out += members(
                    f, at: p / guide / Key.frame, path: path + [Key.frame.wireName], shape: .rect, index: index)
            }
            if let s = g[Key.state], let state = choice(s, at: p / guide / Key.state, as: LayoutGuideFrame.State.self) {
                out.append(
                    ActualLeaf(
                        pointer: p / guide / Key.state, index: index, path: path + [Key.state.wireName],
                        value: .string(state.rawValue), unit: .exact))
            }
        }
        return out
    }

    /// A rect, point, insets or constraint: any subset of its members as an object, or (a rect or point) whole in
    /// one of the other forms geometry takes.
    private mutating func members(
        _ value: JSONNode, at p: JSONPointer, path: [String], shape: ViewField.Shape, index: Int?
    )
        -> [ActualLeaf]
    {
        if members(value) == nil, shape == .rect || shape == .point {
            let numbers: [Double]
            if shape == .rect {
                guard let r = rect(value, at: p) else { return [] }
                numbers = [r.x, r.y, r.width, r.height]
            } else {
                guard let q = point(value, at: p) else { return [] }
                numbers = [q.x, q.y]
            }
            return zip(shape.keys, numbers).map { key, d in
                ActualLeaf(
                    pointer: p / key, index: index, path: path + [key.description], value: .number(d), unit: .points)
            }
        }
        guard let o = object(value, at: p, keys: shape.names, what: "an actual \(path.last ?? "value")") else {
            return []
        }
        var out: [ActualLeaf] = []
        // Each member by its place in the list the table was made from.
        for (place, key) in shape.keys.enumerated() {
            guard let v = o[place: place], let d = number(v, at: p / key) else { continue }
            out.append(
                ActualLeaf(
                    pointer: p / key, index: index, path: path + [key.description], value: .number(d), unit: .points))
        }
        return out
    }
}
