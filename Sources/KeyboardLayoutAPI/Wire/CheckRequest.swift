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

    /// Check's keys besides adjust's or simulate's (whose `explain` it shares).
    static let keys: [StaticString] = ["actual", "tolerance"]

    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> CheckRequest {
        var r = WireReader(document)
        let p = JSONPointer()
        let root = document.root
        // simulate's request when it has events, else adjust's.
        let isSequence = document.members(root)?.contains(key: "events") ?? false
        let allowed = (isSequence ? SimulateRequest.keys : AdjustRequest.keys) + keys
        guard let o = r.object(root, at: p, allowed: allowed, what: "a check request") else {
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
        let tolerance = r.optional(o, "tolerance", at: p, default: Tolerance()) { $0.tolerance($1, at: $2()) }
        let ids = scene.map { Set($0.views.map(\.id)) }
        var actual: [ActualLeaf]?
        if let v = r.required(o, "actual", at: p) {
            actual =
                isSequence
                ? r.actualSequence(v, at: p / "actual", ids: ids, steps: steps)
                : r.actual(v, at: p / "actual", ids: ids, index: nil)
        }
        guard r.errors.isEmpty, let form, let tolerance, let actual else { throw Problem.invalid(r.errors) }
        return CheckRequest(form: form, actual: actual, tolerance: tolerance)
    }
}

/// How close an actual value must be to count as equal; booleans, curves, options and strings compare exactly.
struct Tolerance {
    var points = 0.5
    var seconds = 0.001
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
        guard let o = object(value, at: p(), allowed: ["points", "seconds"], what: "a tolerance") else { return nil }
        var t = Tolerance()
        var ok = true
        if let v = o["points"] { if let d = nonNegative(v, at: p() / "points") { t.points = d } else { ok = false } }
        if let v = o["seconds"] { if let d = nonNegative(v, at: p() / "seconds") { t.seconds = d } else { ok = false } }
        return ok ? t : nil
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
            guard let indexNode = list.first(where: { key($0, is: "index") })?.value else {
                fail(at / "index", "required")
                ok = false
                continue
            }
            guard let d = number(indexNode, at: at / "index") else {
                ok = false
                continue
            }
            guard d == d.rounded(), d >= 0, steps.map({ d < Double($0) }) ?? true else {
                fail(at / "index", "\(d.pt) is not the index of an event (0 to \(max(0, (steps ?? 1) - 1)))")
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
        var allowed: [StaticString] = ["event", "keyboard", "animation", "views"]
        if index != nil { allowed.append("index") }
        guard let o = object(value, at: p(), allowed: allowed, what: "actual") else { return nil }
        let before = errors.count
        var out: [ActualLeaf] = []
        func leaf(_ pointer: JSONPointer, _ path: [String], _ value: ActualLeaf.Value, _ unit: ActualLeaf.Unit) {
            out.append(ActualLeaf(pointer: pointer, index: index, path: path, value: value, unit: unit))
        }
        if let v = o["event"], let s = string(v, at: p() / "event") {
            leaf(p() / "event", ["event"], .string(s), .exact)
        }
        if let v = o["keyboard"],
            let k = object(
                v, at: p() / "keyboard",
                allowed: ["frameInWindow", "beginFrameInWindow", "visible", "docked", "local", "overlap"],
                what: "actual's keyboard")
        {
            let at = p() / "keyboard"
            for key: StaticString in ["frameInWindow", "beginFrameInWindow"] {
                if let r = k[key] {
                    out += members(r, at: at / key, path: ["keyboard", key.description], shape: .rect, index: index)
                }
            }
            for key: StaticString in ["visible", "docked", "local"] {
                if let b = k[key], let flag = bool(b, at: at / key) {
                    leaf(at / key, ["keyboard", key.description], .bool(flag), .exact)
                }
            }
            if let n = k["overlap"], let d = number(n, at: at / "overlap") {
                leaf(at / "overlap", ["keyboard", "overlap"], .number(d), .points)
            }
        }
        if let v = o["animation"],
            let a = object(
                v, at: p() / "animation", allowed: AnimationField.all.map(\.key),
                what: "actual's animation")
        {
            let at = p() / "animation"
            for field in AnimationField.all {
                guard let n = a[field.key] else { continue }
                let value: ActualLeaf.Value?
                switch field.kind {
                case .bool: value = bool(n, at: at / field.key).map { .bool($0) }
                case .number: value = number(n, at: at / field.key).map { .number($0) }
                }
                if let value { leaf(at / field.key, ["animation", field.key.description], value, field.unit) }
            }
        }
        if let v = o["views"] {
            if let views = members(v) {
                for m in views {
                    let id = key(m)
                    let at = p() / "views" / id
                    if let ids, !ids.contains(id) {
                        fail(at, "no view '\(id)' in the scene")
                        continue
                    }
                    out += viewFields(m.value, at: at, id: id, index: index)
                }
            } else {
                fail(p() / "views", "must be an object of views by id, not \(typeName(v))")
            }
        }
        return errors.count == before ? out : nil
    }

    private mutating func viewFields(_ value: JSONNode, at p: JSONPointer, id: String, index: Int?) -> [ActualLeaf] {
        guard let o = object(value, at: p, allowed: ViewField.actualKeys, what: "an actual view") else { return [] }
        var out: [ActualLeaf] = []
        let base = ["views", id]
        for field in ViewField.all {
            if let v = o[field.key] {
                out += members(
                    v, at: p / field.key, path: base + [field.key.description], shape: field.shape, index: index)
            }
        }
        if let v = o["layoutGuide"],
            let g = object(v, at: p / "layoutGuide", allowed: ["frame", "state"], what: "an actual layout guide")
        {
            if let f = g["frame"] {
                out += members(
                    f, at: p / "layoutGuide" / "frame", path: base + ["layoutGuide", "frame"], shape: .rect,
                    index: index)
            }
            if let s = g["state"],
                let state = choice(s, at: p / "layoutGuide" / "state", as: LayoutGuideFrame.State.self)
            {
                out.append(
                    ActualLeaf(
                        pointer: p / "layoutGuide" / "state", index: index, path: base + ["layoutGuide", "state"],
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
        guard let o = object(value, at: p, allowed: shape.keys, what: "an actual \(path.last ?? "value")") else {
            return []
        }
        var out: [ActualLeaf] = []
        for key in shape.keys {
            guard let v = o[key], let d = number(v, at: p / key) else { continue }
            out.append(
                ActualLeaf(
                    pointer: p / key, index: index, path: path + [key.description], value: .number(d), unit: .points))
        }
        return out
    }
}
