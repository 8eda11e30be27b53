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

/// The keys of `"actual"`: the answer's members that check reads back (`AnswerFields.Member`, each by its place),
/// and a sequence's step's `index` after them.
enum ActualKeys {
    /// A step's index in the sequence's events.
    static var index: StaticString { "index" }
    /// The full reader's table of `actual` for one notification.
    static let single = KeyNames(AnswerFields.actualKeys)
    /// The full reader's table of a sequence's step.
    static let step = KeyNames(AnswerFields.actualKeys + [index])
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
            let indexKey = ActualKeys.index
            guard let indexNode = list.first(where: { document.keyMatches($0.keyIndex, indexKey) })?.value else {
                fail(at / indexKey, "required")
                ok = false
                continue
            }
            guard let d = number(indexNode, at: at / indexKey) else {
                ok = false
                continue
            }
            guard d == d.rounded(), d >= 0, steps.map({ d < Double($0) }) ?? true else {
                fail(at / indexKey, "\(d.pt) is not the index of an event (0 to \(max(0, (steps ?? 1) - 1)))")
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
        typealias Member = AnswerFields.Member
        let keys = index == nil ? ActualKeys.single : ActualKeys.step
        guard let o = object(value, at: p(), keys: keys, what: "actual") else { return nil }
        let before = errors.count
        var out: [ActualLeaf] = []
        // Each member by its place in the table.
        if let v = o[place: Member.event.rawValue], let s = string(v, at: p() / Member.event.key) {
            out.append(
                ActualLeaf(
                    pointer: p() / Member.event.key, index: index, path: [Member.event.key.description],
                    value: .string(s), unit: .exact))
        }
        if let v = o[place: Member.keyboard.rawValue] {
            let key = Member.keyboard.key
            out += fields(
                v, AnswerFields.keyboardFields, at: p() / key, path: [key.description], index: index,
                what: "actual's keyboard")
        }
        if let v = o[place: Member.animation.rawValue] {
            let key = Member.animation.key
            out += fields(
                v, AnswerFields.animationFields, at: p() / key, path: [key.description], index: index,
                what: "actual's animation")
        }
        if let v = o[place: Member.views.rawValue] {
            let viewsKey = Member.views.key
            if let views = members(v) {
                for m in views {
                    let id = key(m)
                    let at = p() / viewsKey / id
                    if let ids, !ids.contains(id) {
                        fail(at, "no view '\(id)' in the scene")
                        continue
                    }
                    out += view(m.value, at: at, path: [viewsKey.description, id], index: index)
                }
            } else {
                fail(p() / viewsKey, "must be an object of views by id, not \(typeName(v))")
            }
        }
        return errors.count == before ? out : nil
    }

    /// An actual view: its fields, then its layout guide's.
    private mutating func view(_ value: JSONNode, at p: JSONPointer, path: [String], index: Int?) -> [ActualLeaf] {
        let table = AnswerFields.viewFields
        var out: [ActualLeaf] = []
        guard let o = object(value, at: p, keys: table.names, what: "an actual view") else { return [] }
        out += fields(o, table, at: p, path: path, index: index)
        // The layout guide's place is after the fields'.
        let guide = AnswerFields.layoutGuide
        if let v = o[place: table.fields.count] {
            out += fields(
                v, AnswerFields.layoutGuideFields, at: p / guide, path: path + [guide.description], index: index,
                what: "an actual layout guide")
        }
        return out
    }

    /// An object of `actual` that `table` declares: any subset of its fields.
    private mutating func fields<Report>(
        _ value: JSONNode, _ table: AnswerTable<Report>, at p: JSONPointer, path: [String], index: Int?,
        what: String
    ) -> [ActualLeaf] {
        guard let o = object(value, at: p, keys: table.names, what: what) else { return [] }
        return fields(o, table, at: p, path: path, index: index)
    }

    /// The fields of `table` in `o`, each read as its form and compared as it says.
    private mutating func fields<Report>(
        _ o: borrowing KnownMembers, _ table: AnswerTable<Report>, at p: JSONPointer, path: [String], index: Int?
    ) -> [ActualLeaf] {
        var out: [ActualLeaf] = []
        func leaf(_ field: AnswerField<Report>, _ value: ActualLeaf.Value, _ unit: ActualLeaf.Unit) {
            out.append(
                ActualLeaf(
                    pointer: p / field.key, index: index, path: path + [field.key.description], value: value,
                    unit: unit))
        }
        // Each field by its place in the list the table was made from.
        for (place, field) in table.fields.enumerated() {
            guard let v = o[place: place] else { continue }
            let at = p / field.key
            switch field.form {
            case .numbers(let shape):
                out += members(v, at: at, path: path + [field.key.description], shape: shape, index: index)
            case .number(let unit):
                if let d = number(v, at: at) { leaf(field, .number(d), unit) }
            case .bool:
                if let b = bool(v, at: at) { leaf(field, .bool(b), .exact) }
            case .state:
                if let state = choice(v, at: at, as: LayoutGuideFrame.State.self) {
                    leaf(field, .string(state.rawValue), .exact)
                }
            }
        }
        return out
    }

    /// A rect, point, insets or constraint: any subset of its members as an object, or (a rect or point) whole in
    /// one of the other forms geometry takes.
    private mutating func members(
        _ value: JSONNode, at p: JSONPointer, path: [String], shape: AnswerShape, index: Int?
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
