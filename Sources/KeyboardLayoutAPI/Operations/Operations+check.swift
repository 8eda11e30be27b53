public import KeyboardGeometry
import ServiceJSON

extension Operations {
    /// `POST /v1/keyboard/check`, `keyboard-layout check`: the client's own values (`actual`) against the rules'
    /// answer, each difference with the mistakes that reproduce it (docs/check.md).
    /// `explain` asks for the rule steps whatever the body says (the CLI's `--explain`).
    public static func check(_ body: [UInt8], limits: Limits = Limits(), explain: Bool = false) -> Result<
        CheckOutcome, Problem
    > {
        Result { () throws(Problem) in
            let document = try WireReader.document(body)
            if document.members(document.root)?.contains(HierarchyKey.hierarchy) == true {
                return try checkHierarchy(document, limits: limits)
            }
            var request = try CheckRequest.read(document, limits: limits)
            if explain {
                switch request.form {
                case .single(var a):
                    a.explain = true
                    request.form = .single(a)
                case .sequence(var s):
                    s.explain = true
                    request.form = .sequence(s)
                }
            }
            return .check(try checkAnswer(request, limits: limits))
        }
    }

    /// The answer of a check request already read: the expected answer, the differences and their diagnoses.
    static func checkAnswer(_ request: CheckRequest, limits: Limits) throws(Problem) -> CheckAnswer {
        var checker: Checker
        let expected: CheckAnswer.Expected
        var warnings: [LayoutWarning] = []
        var explanation: [RuleStep]?
        switch request.form {
        case .single(let a):
            var adjustment = try runRules(a.notification, a.scene, explain: a.explain, policy: a.policy)
            adjustment.warnings = a.readWarnings + adjustment.warnings
            expected = .single(adjustment)
            warnings = adjustment.warnings
            explanation = adjustment.explanation
            checker = Checker(scene: a.scene, tolerance: request.tolerance, reference: [adjustment]) { mistakes in
                // Diagnoses are departures from the reference rules: none against another policy's answer.
                guard a.policy == .reference,
                    let wrong = try? KeyboardLayout.adjust(a.notification, in: a.scene, mistakes: mistakes)
                else {
                    return nil
                }
                return [wrong]
            }
        case .sequence(let s):
            let result = try runSimulation(s, limits: limits, mistakes: [])
            expected = .sequence(
                SimulateAnswer(result: result, inputs: s.inputs, readWarnings: s.readWarnings, events: s.events))
            checker = Checker(
                scene: s.scene, tolerance: request.tolerance, reference: result.steps.map(\.adjustment)
            ) { mistakes in
                // The steps only: no keyframes, no bar gap (up to 105 reruns of the whole sequence).
                guard s.policy == .reference,
                    let wrong = try? Simulation.run(s.scene, events: s.events, mistakes: mistakes, barGap: false)
                else { return nil }
                return wrong.steps.map(\.adjustment)
            }
        }
        let differences = try checker.differences(request.actual)
        return CheckAnswer(
            compared: request.actual.count, differences: differences, expected: expected, warnings: warnings,
            explanation: explanation)
    }

}

/// check's answer (docs/check.md), a Swift value until the writer: whether it passes, the differences with their
/// diagnoses, the rules' answer, its warnings and (when asked) the rule steps.
public struct CheckAnswer: JSONObjectWritable {
    /// The rules' answer the actual values were compared with.
    public enum Expected: JSONWritable {
        /// adjust's answer, for a single notification.
        case single(Adjustment)
        /// simulate's answer, for a sequence.
        case sequence(SimulateAnswer)

        /// The answer as adjust or simulate gives it.
        public func write<Output: JSONOutput & ~Copyable>(to out: inout Output) {
            switch self {
            case .single(let a): a.write(to: &out)
            case .sequence(let s): s.write(to: &out)
            }
        }
    }

    /// How many actual values were compared.
    public var compared: Int
    /// The values that differ, in `actual`'s order.
    public var differences: [CheckDifference]
    /// The rules' answer.
    public var expected: Expected
    /// A single check's warnings (a sequence's are in each step of `expected`).
    public var warnings: [LayoutWarning]
    /// A single check's rule steps, when asked (also inside `expected`).
    public var explanation: [RuleStep]?

    /// Whether every actual value matched.
    public var pass: Bool { differences.isEmpty }

    /// `{"pass", "compared", "differences", "expected", "warnings", "explanation"?}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("pass", pass)
        out.member("compared", Double(compared))
        out.member("differences", differences)
        out.member("expected", expected)
        out.member("warnings", warnings)
        if let explanation { out.member("explanation", explanation) }
    }
}

/// One value of `actual` that differs from the rules' answer, with the mistakes that reproduce it.
public struct CheckDifference: JSONObjectWritable {
    /// A diagnosis: mistakes that, made together, give the actual value.
    public struct Diagnosis {
        /// The mistakes, one or two.
        public var codes: [Mistake]
        /// What the mistakes do and what they give.
        public var message: String
    }

    /// The step of a sequence, nil for a single check.
    public var index: Int?
    /// Where the value is in the request (`/actual/views/table/contentInset/bottom`).
    public var pointer: String
    /// The keys to the value in adjust's answer (`["views", "table", "contentInset", "bottom"]`).
    public var path: [String]
    /// The rules' value.
    public var expected: JSONLeaf
    /// The client's value.
    public var actual: JSONLeaf
    /// The mistakes that reproduce the actual value: every single one, else every pair.
    public var diagnoses: [Diagnosis]

    /// actual - expected, for numbers.
    public var delta: Double? {
        guard let a = actual.number, let e = expected.number else { return nil }
        return a - e
    }

    /// `{"index"?, "pointer", "expected", "actual", "delta"?, "diagnoses": [{"codes", "message"}]}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        if let index { out.member("index", Double(index)) }
        out.member("pointer", pointer)
        out.member("expected", expected)
        out.member("actual", actual)
        if let delta { out.member("delta", delta) }
        out.key("diagnoses")
        out.beginArray()
        for d in diagnoses {
            out.beginObject()
            out.key("codes")
            out.beginArray()
            for code in d.codes { out.string(code.rawValue) }
            out.endArray()
            out.member("message", d.message)
            out.endObject()
        }
        out.endArray()
    }
}

/// Compares actual values with the rules' answer and diagnoses each difference by rerunning the rules with the
/// catalogue's mistakes: every single mistake that reproduces the value, else every pair.
///
/// The answers stay typed: each is read through its writer (`JSONLeafProbe`), the one definition of where each
/// value is, and no tree is built.
struct Checker {
    let scene: Scene
    let tolerance: Tolerance
    /// The rules' answer for each step (one for a single check).
    let reference: [Adjustment]
    /// The answers with `mistakes` made, nil when the rules cannot run that way.
    let rerun: (Mistakes) -> [Adjustment]?
    /// The reruns made so far (compare checks every policy against the same reruns).
    private var runs: [Mistakes: [Adjustment]?] = [:]
    /// The leaves the current `differences` call compares, and the value each rerun gives for them.
    private var compared: [ActualLeaf] = []
    private var probed: [Mistakes: [JSONLeaf?]?] = [:]

    init(scene: Scene, tolerance: Tolerance, reference: [Adjustment], rerun: @escaping (Mistakes) -> [Adjustment]?) {
        self.scene = scene
        self.tolerance = tolerance
        self.reference = reference
        self.rerun = rerun
    }

    /// The differences, in `actual`'s order; a 422 for a value the answer has no counterpart for.
    mutating func differences(_ actual: [ActualLeaf]) throws(Problem) -> [CheckDifference] {
        compared = actual
        probed = [:]
        let expected = values(of: actual, in: reference)
        var out: [CheckDifference] = []
        var errors: [FieldError] = []
        for (k, leaf) in actual.enumerated() {
            guard let e = expected?[k] ?? nil else {
                errors.append(FieldError(pointer: leaf.pointer.description, message: notApplicable(leaf)))
                continue
            }
            if matches(leaf, e) { continue }
            out.append(
                CheckDifference(
                    index: leaf.index, pointer: leaf.pointer.description, path: leaf.path, expected: e,
                    actual: leaf.value.leaf, diagnoses: diagnoses(k, leaf, expected: e)))
        }
        if !errors.isEmpty { throw Problem.invalid(errors) }
        return out
    }

    /// Whether the reference answer has a value at each of `leaves`' paths.
    func hasValues(_ leaves: [ActualLeaf]) -> [Bool] {
        (values(of: leaves, in: reference) ?? leaves.map { _ in nil }).map { $0 != nil }
    }

    /// The value at each leaf's path in `answers` (its step's); nil for all when a leaf's step is not there.
    private func values(of leaves: [ActualLeaf], in answers: [Adjustment]) -> [JSONLeaf?]? {
        var out = [JSONLeaf?](repeating: nil, count: leaves.count)
        // One pass of each step's writer for all its leaves.
        var byStep: [Int: [Int]] = [:]
        for (k, leaf) in leaves.enumerated() { byStep[leaf.index ?? 0, default: []].append(k) }
        for (step, positions) in byStep {
            guard answers.indices.contains(step) else { return nil }
            let answer = answers[step]
            let found = JSONLeafProbe.leaves(of: answer, at: positions.map { leaves[$0].path })
            for (position, value) in zip(positions, found) {
                let path = leaves[position].path
                // A view the answer does not report is at rest: its scene values.
                if value == nil, path.count > 2, path[0] == "views",
                    !answer.views.contains(where: { $0.id == path[1] }),
                    let view = scene.views.first(where: { $0.id == path[1] })
                {
                    out[position] = JSONLeafProbe.leaves(of: RestingView(view: view), at: [Array(path.dropFirst(2))])[0]
                } else {
                    out[position] = value
                }
            }
        }
        return out
    }

    private func notApplicable(_ leaf: ActualLeaf) -> String {
        guard leaf.path.first == "views", leaf.path.count > 2 else { return "the answer has no such value" }
        return
            "'\(leaf.path[1])' has no \(leaf.path[2]) in the answer: it applies to \(leaf.path[2] == "bottomConstraint" ? "a view that rides the keyboard" : leaf.path[2] == "layoutGuide" ? "a view with a layoutGuide behavior" : "a scroll view")"
    }

    /// Whether `leaf` is within the tolerance of `value`.
    private func matches(_ leaf: ActualLeaf, _ value: JSONLeaf) -> Bool {
        switch (leaf.value, value) {
        case (.number(let a), .number(let e)):
            switch leaf.unit {
            case .points: return abs(a - e) <= tolerance.points
            case .seconds: return abs(a - e) <= tolerance.seconds
            case .exact: return a == e
            }
        case (.bool(let a), .bool(let e)): return a == e
        case (.string(let a), .string(let e)): return a == e
        default: return false
        }
    }

    /// Every single mistake whose run reproduces the actual value; when none does, every pair.
    private mutating func diagnoses(_ k: Int, _ leaf: ActualLeaf, expected: JSONLeaf) -> [CheckDifference.Diagnosis] {
        var found: [(Mistakes, JSONLeaf)] = []
        for m in Mistake.allCases {
            if let v = reproduced(k, leaf, by: [m]) { found.append(([m], v)) }
        }
        if found.isEmpty {
            let all = Mistake.allCases
            for i in all.indices {
                for j in all.indices where j > i {
                    if let v = reproduced(k, leaf, by: [all[i], all[j]]) { found.append(([all[i], all[j]], v)) }
                }
            }
        }
        return found.map { mistakes, wrong in
            var message = Self.message(leaf, expected: expected, mistakes: mistakes, wrong: wrong)
            if mistakes.contains(.doubleAvoidance) { message += "; two movers moved the same content: " + doubleMovers }
            return CheckDifference.Diagnosis(codes: mistakes.list, message: message)
        }
    }

    /// The movers that `double-avoidance` counts twice in this scene: each self-avoiding container against the
    /// code inside it, each overlay against the keyboard that covers it.
    private var doubleMovers: String {
        var movers: [String] = []
        for v in scene.views {
            switch v.avoidsKeyboard {
            case .sheet: movers.append("the sheet '\(v.id)' rises by itself and the code lifts its content again")
            case .swiftUIHost:
                movers.append(
                    "the SwiftUI host '\(v.id)' ends its content at the keyboard and the code pads it by the keyboard again"
                )
            case nil: break
            }
            if v.overlay {
                movers.append("the keyboard covers the overlay '\(v.id)' and the code adds the overlay's cover to it")
            }
        }
        return movers.joined(separator: "; ")
    }

    /// The value `mistakes`' run gives for the `k`th leaf when it matches the actual one.
    private mutating func reproduced(_ k: Int, _ leaf: ActualLeaf, by mistakes: Mistakes) -> JSONLeaf? {
        if runs[mistakes] == nil { runs[mistakes] = .some(rerun(mistakes)) }
        if probed[mistakes] == nil {
            probed[mistakes] = .some((runs[mistakes] ?? nil).flatMap { values(of: compared, in: $0) })
        }
        guard let values = probed[mistakes] ?? nil, let v = values[k], matches(leaf, v) else { return nil }
        return v
    }

    /// "+34 pt: the bottom safe area is counted twice (...): table's contentInset.bottom is 336 with that mistake,
    /// 302 by the rules".
    static func message(_ leaf: ActualLeaf, expected: JSONLeaf, mistakes: Mistakes, wrong: JSONLeaf) -> String {
        let what = mistakes.list.map(\.summary).joined(separator: ", and ")
        let name = fieldName(leaf.path)
        let change: String
        if case .number(let a) = leaf.value, let e = expected.number {
            let d = a - e
            let unit = leaf.unit == .points ? " pt" : leaf.unit == .seconds ? " s" : ""
            change = (d > 0 ? "+" : "-") + abs(d).pt + unit + ": "
        } else {
            change = ""
        }
        return
            "\(change)\(what): \(name) is \(wrong.plain) with \(mistakes.list.count == 1 ? "that mistake" : "both mistakes"), \(expected.plain) by the rules"
    }

    /// `table's contentInset.bottom`, `keyboard.overlap`.
    static func fieldName(_ path: [String]) -> String {
        if path.first == "views", path.count > 2 {
            return "\(path[1])'s " + path.dropFirst(2).joined(separator: ".")
        }
        return path.joined(separator: ".")
    }
}

/// A view no behavior targets, as check reads it: its resting frame, and its scroll values when it scrolls.
struct RestingView: JSONWritable {
    let view: SceneView

    func write<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.beginObject()
        out.member("frame", view.frame)
        if let s = view.scroll {
            out.member("contentInset", s.contentInset)
            out.member("verticalScrollIndicatorInsets", s.contentInset)
            out.member("contentOffset", s.contentOffset)
        }
        out.endObject()
    }
}

extension ActualLeaf.Value {
    /// The value as a leaf of an answer.
    var leaf: JSONLeaf {
        switch self {
        case .number(let d): .number(d)
        case .bool(let b): .bool(b)
        case .string(let s): .string(s)
        }
    }
}

extension JSONLeaf {
    /// A leaf as a message writes it: numbers as `pt` does, strings bare.
    var plain: String {
        switch self {
        case .number(let d): d.pt
        case .bool(let b): b ? "true" : "false"
        case .string(let s): s
        case .null: "null"
        case .container: "?"
        }
    }
}

/// What check answers, by what its request gives: the comparison of `actual`, or (a hierarchy without `actual`)
/// the verdict on the snapshot as it stands.
public enum CheckOutcome: JSONWritable {
    /// `actual` compared with the rules' answer.
    case check(CheckAnswer)
    /// The snapshot's findings.
    case verdict(SnapshotAnswer)

    /// The answer of either.
    public func write<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        switch self {
        case .check(let c): c.write(to: &out)
        case .verdict(let v): v.write(to: &out)
        }
    }
}
