import KeyboardGeometry

extension Operations {
    /// `POST /v1/keyboard/check`, `keyboard-layout check`: the client's own values (`actual`) against the rules'
    /// answer, each difference with the mistakes that reproduce it (docs/check.md).
    /// `explain` asks for the rule steps whatever the body says (the CLI's `--explain`).
    public static func check(_ body: [UInt8], limits: Limits = Limits(), explain: Bool = false) -> Result<
        JSONValue, Problem
    > {
        Result { () throws(Problem) in
            let document = try parseDocument(body)
            if document.members(document.root)?.contains(key: "hierarchy") == true {
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
            return try checkAnswer(request, limits: limits)
        }
    }

    /// The answer of a check request already read: the expected answer, the differences and their diagnoses.
    static func checkAnswer(_ request: CheckRequest, limits: Limits) throws(Problem) -> JSONValue {
        var checker: Checker
        let expected: JSONValue
        var warnings: [JSONValue] = []
        var explanation: [RuleStep]?
        switch request.form {
        case .single(let a):
            var adjustment = try runRules(a.notification, a.scene, explain: a.explain, policy: a.policy)
            adjustment.warnings = a.readWarnings + adjustment.warnings
            expected = adjustment.json
            warnings = adjustment.warnings.map(\.json)
            explanation = adjustment.explanation
            checker = Checker(scene: a.scene, tolerance: request.tolerance, reference: [expected]) { mistakes in
                // Diagnoses are departures from the reference rules: none against another policy's answer.
                guard a.policy == .reference,
                    let wrong = try? KeyboardLayout.adjust(a.notification, in: a.scene, mistakes: mistakes)
                else {
                    return nil
                }
                return [wrong.json]
            }
        case .sequence(let s):
            let result = try runSimulation(s, limits: limits, mistakes: [])
            expected = result.json(inputs: s.inputs, readWarnings: s.readWarnings, events: s.events)
            checker = Checker(
                scene: s.scene, tolerance: request.tolerance, reference: result.steps.map(\.adjustment.json)
            ) { mistakes in
                // The steps only: no keyframes, no bar gap (up to 105 reruns of the whole sequence).
                guard s.policy == .reference,
                    let wrong = try? Simulation.run(s.scene, events: s.events, mistakes: mistakes, barGap: false)
                else { return nil }
                return wrong.steps.map(\.adjustment.json)
            }
        }
        let differences = try checker.differences(request.actual)
        var answer: [(String, JSONValue)] = [
            ("pass", .bool(differences.isEmpty)),
            ("compared", .number(request.actual.count)),
            ("differences", .array(differences)),
            ("expected", expected),
            ("warnings", .array(warnings)),
        ]
        // A single check's steps, also inside expected; a sequence's are in each step of expected.
        if let explanation {
            answer.append(
                ("explanation", .array(explanation.map { s in JSONTreeBuilder.build { s.write(to: &$0) } })))
        }
        return .object(answer)
    }

    /// A simulation, its failures as problems (simulate's own messages).
    static func runSimulation(
        _ request: SimulateRequest, limits: Limits, mistakes: Mistakes, outcomes: Bool = false
    ) throws(Problem) -> SimulationResult {
        do throws(SimulationError) {
            return try Simulation.run(
                request.scene, events: request.events, policy: request.policy, fps: request.fps,
                maxKeyframes: limits.maxKeyframes, mistakes: mistakes, explain: request.explain,
                outcomes: outcomes)
        } catch {
            switch error {
            case .tooManyKeyframes(let count, let limit):
                throw Problem.invalid([
                    FieldError(
                        pointer: "/sampling/fps",
                        message:
                            "the run would give \(count) keyframes, more than the limit of \(limit) (or, with every animated view in each, more than \(limit * 16) view frames): lower fps or shorten the run"
                    )
                ])
            case .scene(let e):
                throw Problem.invalid([FieldError(pointer: "", message: "the scene cannot be laid out: \(e)")])
            }
        }
    }
}

/// Compares actual values with the rules' answer and diagnoses each difference by rerunning the rules with the
/// catalogue's mistakes: every single mistake that reproduces the value, else every pair that does.
struct Checker {
    let scene: Scene
    let tolerance: Tolerance
    /// The rules' answer for each step (one for a single check), in adjust's shape.
    let reference: [JSONValue]
    /// The answers with `mistakes` made, nil when the rules cannot run that way.
    let rerun: (Mistakes) -> [JSONValue]?
    /// Reruns already made.
    private var runs: [Mistakes: [JSONValue]?] = [:]

    init(scene: Scene, tolerance: Tolerance, reference: [JSONValue], rerun: @escaping (Mistakes) -> [JSONValue]?) {
        self.scene = scene
        self.tolerance = tolerance
        self.reference = reference
        self.rerun = rerun
    }

    /// The differences, in `actual`'s order; a 422 for a value the answer has no counterpart for.
    mutating func differences(_ actual: [ActualLeaf]) throws(Problem) -> [JSONValue] {
        var out: [JSONValue] = []
        var errors: [FieldError] = []
        for leaf in actual {
            let step = leaf.index ?? 0
            guard let expected = value(leaf.path, in: reference[step]) else {
                errors.append(FieldError(pointer: leaf.pointer.description, message: notApplicable(leaf)))
                continue
            }
            if matches(leaf, expected) { continue }
            out.append(difference(leaf, expected: expected))
        }
        if !errors.isEmpty { throw Problem.invalid(errors) }
        return out
    }

    private func notApplicable(_ leaf: ActualLeaf) -> String {
        guard leaf.path.first == "views", leaf.path.count > 2 else { return "the answer has no such value" }
        return
            "'\(leaf.path[1])' has no \(leaf.path[2]) in the answer: it applies to \(leaf.path[2] == "bottomConstraint" ? "a view that rides the keyboard" : leaf.path[2] == "layoutGuide" ? "a view with a layoutGuide behavior" : "a scroll view")"
    }

    /// Whether `leaf` is within the tolerance of `value`.
    private func matches(_ leaf: ActualLeaf, _ value: JSONValue) -> Bool {
        switch (leaf.value, value.kind) {
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

    private mutating func difference(_ leaf: ActualLeaf, expected: JSONValue) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let i = leaf.index { members.append(("index", .number(i))) }
        members.append(("pointer", .string(leaf.pointer.description)))
        members.append(("expected", expected))
        members.append(("actual", leaf.value.json))
        if case .number(let a) = leaf.value, let e = expected.doubleValue { members.append(("delta", .number(a - e))) }
        members.append(("diagnoses", .array(diagnoses(leaf, expected: expected))))
        return .object(members)
    }

    /// Every single mistake whose run reproduces the actual value; when none does, every pair.
    private mutating func diagnoses(_ leaf: ActualLeaf, expected: JSONValue) -> [JSONValue] {
        var found: [(Mistakes, JSONValue)] = []
        for m in Mistake.allCases {
            if let v = reproduced(leaf, by: [m]) { found.append(([m], v)) }
        }
        if found.isEmpty {
            let all = Mistake.allCases
            for i in all.indices {
                for j in all.indices where j > i {
                    if let v = reproduced(leaf, by: [all[i], all[j]]) { found.append(([all[i], all[j]], v)) }
                }
            }
        }
        return found.map { mistakes, wrong in
            .object([
                ("codes", .array(mistakes.list.map { .string($0.rawValue) })),
                ("message", .string(Self.message(leaf, expected: expected, mistakes: mistakes, wrong: wrong))),
            ])
        }
    }

    /// The value `mistakes`' run gives for `leaf` when it matches the actual one.
    private mutating func reproduced(_ leaf: ActualLeaf, by mistakes: Mistakes) -> JSONValue? {
        if runs[mistakes] == nil { runs[mistakes] = .some(rerun(mistakes)) }
        guard let answers = runs[mistakes] ?? nil else { return nil }
        let step = leaf.index ?? 0
        guard answers.indices.contains(step), let v = value(leaf.path, in: answers[step]), matches(leaf, v) else {
            return nil
        }
        return v
    }

    /// "+34 pt: the bottom safe area is counted twice (...): table's contentInset.bottom is 336 with that mistake,
    /// 302 by the rules".
    static func message(_ leaf: ActualLeaf, expected: JSONValue, mistakes: Mistakes, wrong: JSONValue) -> String {
        let what = mistakes.list.map(\.summary).joined(separator: ", and ")
        let name = fieldName(leaf.path)
        let change: String
        if case .number(let a) = leaf.value, let e = expected.doubleValue {
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

    /// The value at `path` in an answer; a view the answer does not report is at rest (its scene values).
    func value(_ path: [String], in answer: JSONValue) -> JSONValue? {
        var v: JSONValue? = answer
        for (k, key) in path.enumerated() {
            if k == 2, path[0] == "views", v == nil {
                v = resting(path[1])
            }
            v = v?[key]
        }
        return v
    }

    /// A view no behavior targets: its resting frame, and its scroll values when it scrolls.
    private func resting(_ id: String) -> JSONValue? {
        guard let view = scene.views.first(where: { $0.id == id }) else { return nil }
        var members: [(String, JSONValue)] = [("frame", view.frame.json)]
        if let s = view.scroll {
            members.append(("contentInset", s.contentInset.json))
            members.append(("verticalScrollIndicatorInsets", s.contentInset.json))
            members.append(("contentOffset", s.contentOffset.json))
        }
        return .object(members)
    }
}

extension ActualLeaf.Value {
    var json: JSONValue {
        switch self {
        case .number(let d): .number(d)
        case .bool(let b): .bool(b)
        case .string(let s): .string(s)
        }
    }
}

extension JSONValue {
    /// A leaf as a message writes it: numbers as `pt` does, strings bare.
    var plain: String {
        switch kind {
        case .number(let d): d.pt
        case .bool(let b): b ? "true" : "false"
        case .string(let s): s
        default: description
        }
    }
}
