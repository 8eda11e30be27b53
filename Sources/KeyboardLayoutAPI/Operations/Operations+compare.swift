public import KeyboardGeometry
import ServiceJSON

extension Operations {
    /// `POST /v1/keyboard/compare`, `keyboard-layout compare`: adjust's or simulate's request (or replay's, with the
    /// user's `log` in place of events) played by every
    /// policy (docs/policies.md): each policy's answer, its check against the reference (every value it sets,
    /// with the mistakes that reproduce a difference) and a summary of what it left on the screen.
    public static func compare(_ body: [UInt8], limits: Limits = Limits()) -> Result<CompareAnswer, Problem> {
        Result { () throws(Problem) in
            let document = try WireReader.document(body)
            let members = document.members(document.root)
            if members?.contains(ReplayKey.log) == true {
                // The user's own log, in place of events: every policy's run of the sequence their device sent.
                let request = try ReplayRequest.read(document, limits: limits)
                try onlyReference(request.policy, handling: false)
                let replay = Replay.build(request.log, scene: request.scene)
                return try compareSequence(
                    replay.simulateRequest(request.scene, policy: .reference, fps: nil, added: request.added),
                    limits: limits)
            }
            if members?.contains(HierarchyKey.hierarchy) == true {
                return try compareHierarchy(document, limits: limits)
            }
            if members?.contains(SimulateKey.events) == true {
                var request = try SimulateRequest.read(document, limits: limits)
                try onlyReference(request.policy, handling: members?.contains(SimulateKey.handling))
                request.fps = nil
                return try compareSequence(request, limits: limits)
            }
            let request = try AdjustRequest.read(document, limits: limits)
            try onlyReference(request.policy, handling: false)
            return try compareSingle(request)
        }
    }

    /// Compare plays every policy: a request that names one is a problem at the key that names it.
    private static func onlyReference(_ policy: Policy, handling: Bool?) throws(Problem) {
        guard policy != .reference else { return }
        let pointer = handling == true && policy == .seed001Naive ? "/handling" : "/policy"
        throw Problem.invalid([
            FieldError(
                pointer: pointer,
                message: "compare plays every policy side by side: leave \(pointer.dropFirst()) out of its request")
        ])
    }

    static func compareSingle(_ request: AdjustRequest) throws(Problem) -> CompareAnswer {
        var reference = try runRules(request.notification, request.scene, explain: request.explain)
        reference.warnings = request.readWarnings + reference.warnings
        var checker = Checker(scene: request.scene, tolerance: Tolerance(), reference: [reference]) { mistakes in
            guard let wrong = try? KeyboardLayout.adjust(request.notification, in: request.scene, mistakes: mistakes)
            else { return nil }
            return [wrong]
        }
        var entries: [CompareAnswer.Entry] = []
        for policy in Policy.allCases {
            var adjustment =
                policy == .reference
                ? reference
                : try runRules(request.notification, request.scene, explain: request.explain, policy: policy)
            if policy != .reference { adjustment.warnings = request.readWarnings + adjustment.warnings }
            let leaves = actualLeaves(adjustment, index: nil, at: JSONPointer(), checker: checker)
            let differences = try checker.differences(leaves)
            let outcome = StepOutcome(scene: request.scene, adjustment: adjustment)
            var summary = CompareSummary(
                scene: request.scene, field: request.scene.revealedField, steps: [(adjustment, reference, outcome)],
                maxBarGap: nil)
            summary.doubleAvoidance = Swift.max(summary.doubleAvoidance, differences.doubleAvoidance)
            summary.suggested = policy.suggestedSetting(
                for: request.notification, in: request.scene, reference: reference)
            entries.append(
                CompareAnswer.Entry(
                    policy: policy, compared: leaves.count, differences: differences, summary: summary,
                    answer: .single(adjustment)))
        }
        return CompareAnswer(policies: entries)
    }

    private static func compareSequence(_ request: SimulateRequest, limits: Limits) throws(Problem) -> CompareAnswer {
        let reference = try runSimulation(request, limits: limits, mistakes: [], outcomes: true)
        var checker = Checker(
            scene: request.scene, tolerance: Tolerance(), reference: reference.steps.map(\.adjustment)
        ) { mistakes in
            guard
                let wrong = try? Simulation.run(
                    request.scene, events: request.events, mistakes: mistakes, barGap: false)
            else { return nil }
            return wrong.steps.map(\.adjustment)
        }
        var entries: [CompareAnswer.Entry] = []
        for policy in Policy.allCases {
            var played = request
            played.policy = policy
            let result =
                policy == .reference
                ? reference : try runSimulation(played, limits: limits, mistakes: [], outcomes: true)
            var leaves: [ActualLeaf] = []
            for (k, step) in result.steps.enumerated() {
                leaves += actualLeaves(step.adjustment, index: k, at: JSONPointer() / "steps" / k, checker: checker)
            }
            let differences = try checker.differences(leaves)
            var summary = CompareSummary(
                scene: request.scene, field: request.scene.revealedField,
                steps: zip(result.steps, reference.steps).map { step, ref in
                    // Asked for above, so present; the request's scene only if a step ever lacked one.
                    (
                        step.adjustment, ref.adjustment,
                        step.outcome ?? StepOutcome(scene: request.scene, adjustment: step.adjustment)
                    )
                },
                maxBarGap: result.maxBarGap)
            summary.doubleAvoidance = Swift.max(summary.doubleAvoidance, differences.doubleAvoidance)
            let answer = SimulateAnswer(
                result: result, inputs: request.inputs, readWarnings: request.readWarnings, events: request.events)
            entries.append(
                CompareAnswer.Entry(
                    policy: policy, compared: leaves.count, differences: differences, summary: summary,
                    answer: .sequence(answer)))
        }
        return CompareAnswer(policies: entries)
    }

    /// What a policy's step sets, as check's `actual` would give it: every reported view's frame, insets,
    /// indicator insets, offset and bottom constraint, and the animation's flag, duration and options. Values the
    /// reference has no counterpart for (a constraint on a view it does not treat as a bar) are left out.
    static func actualLeaves(_ a: Adjustment, index: Int?, at p: JSONPointer, checker: Checker) -> [ActualLeaf] {
        var out: [ActualLeaf] = []
        func add(_ path: [String], _ value: ActualLeaf.Value, _ unit: ActualLeaf.Unit) {
            var pointer = p
            for key in path { pointer = pointer / key }
            out.append(ActualLeaf(pointer: pointer, index: index, path: path, value: value, unit: unit))
        }
        // The paths as check's `actual` gives them, from the answer's tables (AnswerFields).
        func add<Report>(_ table: AnswerTable<Report>, of report: Report, under path: [String]) {
            for field in table.fields where field.compared {
                for leaf in field.leaves(of: report) ?? [] {
                    let member = leaf.member.map { [$0.description] } ?? []
                    add(path + [field.key.description] + member, leaf.value, leaf.unit)
                }
            }
        }
        for v in a.views {
            add(AnswerFields.viewFields, of: v, under: [AnswerFields.Member.views.key.description, v.id])
        }
        add(AnswerFields.animationFields, of: a.animation, under: [AnswerFields.Member.animation.key.description])
        return zip(out, checker.hasValues(out)).filter(\.1).map(\.0)
    }
}

/// compare's answer (docs/policies.md), a Swift value until the writer: each policy's answer, its check against the
/// reference and a summary of what it left on the screen.
public struct CompareAnswer: JSONObjectWritable {
    /// One policy's play.
    public struct Entry: JSONObjectWritable {
        /// The policy.
        public var policy: Policy
        /// How many of its values were compared with the reference's.
        public var compared: Int
        /// Its values that differ from the reference's, with the mistakes that reproduce them.
        public var differences: [CheckDifference]
        /// What it left on the screen.
        public var summary: CompareSummary
        /// Its answer: adjust's for a notification, simulate's for a sequence.
        public var answer: CheckAnswer.Expected

        /// Whether every compared value matched the reference's.
        public var pass: Bool { differences.isEmpty }

        /// `{"policy", "plays", "source", "pass", "compared", "differences", "summary", "answer"}`.
        public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
            out.member("policy", policy.rawValue)
            out.member("plays", policy.summary)
            out.member("source", policy.source)
            out.member("pass", pass)
            out.member("compared", Double(compared))
            out.member("differences", differences)
            out.member("summary", summary)
            out.member("answer", answer)
        }
    }

    /// Every policy, the reference first.
    public var policies: [Entry]

    /// `{"policies": [{"policy", "plays", "source", "pass", "compared", "differences", "summary", "answer"}]}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("policies", policies)
    }
}

/// compare's summary of one policy over its steps (one for adjust's request).
public struct CompareSummary: JSONObjectWritable {
    /// The field the behaviors reveal, nil when none does.
    public let revealedField: String?
    /// Whether the field was fully visible in every step that showed the keyboard; nil with no field or no such
    /// step.
    public let fullyVisible: Bool?
    /// The most the keyboard covered the field, in points.
    public let coveredBy: Double
    /// The most a scroll view's bottom inset went beyond the reference's, in points.
    public let insetBeyondReference: Double
    /// The widest gap between a bar and the keyboard, in points.
    public let barGap: Double
    /// simulate's `maxBarGap` for a sequence; nil for a single notification.
    public let maxBarGap: Double?
    /// How many steps trapped.
    public let traps: Int
    /// The largest extra lift, in points: among the policy's values that `double-avoidance` reproduces (content
    /// moved again for what a self-avoiding container or an overlay the keyboard covers already took), and, in a
    /// scene with such a second mover, how far above the reference's the revealed field ends up.
    public var doubleAvoidance: Double = 0
    /// The value of the policy's own setting that puts the views its component moves where the reference does
    /// (docs/policies.md, "Suggested settings"); nil for a policy without a setting, and for a sequence.
    public var suggested: SuggestedSetting?

    /// The summary of `steps`: each step's answer, the reference's for the same step, and what the step left on
    /// the screen.
    init(
        scene: Scene, field: String?, steps: [(answer: Adjustment, reference: Adjustment, outcome: StepOutcome)],
        maxBarGap: Double?
    ) {
        let shown = steps.filter(\.outcome.keyboardShown)
        revealedField = field
        fullyVisible =
            field == nil || shown.isEmpty ? nil : shown.allSatisfy { $0.outcome.fieldFullyVisible == true }
        insetBeyondReference =
            steps.map { answer, reference, _ in answer.insetBeyond(reference, scene: scene) }.max() ?? 0
        coveredBy = shown.map(\.outcome.fieldCovered).max() ?? 0
        barGap = shown.map(\.outcome.barGap).max() ?? 0
        self.maxBarGap = maxBarGap
        traps = steps.filter { $0.answer.trap != nil }.count
        // With a second mover in the scene, the revealed field or a riding bar lifted above where the reference
        // puts it is lifted twice: the most either is, over the steps with the keyboard shown.
        if scene.hasSecondMover {
            for (_, reference, outcome) in steps where outcome.keyboardShown {
                let wanted = StepOutcome(scene: scene, adjustment: reference).liftedTops
                for (id, top) in outcome.liftedTops {
                    guard let w = wanted[id] else { continue }
                    doubleAvoidance = Swift.max(doubleAvoidance, (w - top).toThousandthPoint)
                }
            }
        }
    }

    /// `{"revealedField", "fullyVisible", "coveredBy", "insetBeyondReference", "barGap", "maxBarGap"?, "traps",
    /// "doubleAvoidance", "suggested"?}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("revealedField", orNull: revealedField)
        out.member("fullyVisible", orNull: fullyVisible)
        out.member("coveredBy", coveredBy)
        out.member("insetBeyondReference", insetBeyondReference)
        out.member("barGap", barGap)
        if let maxBarGap { out.member("maxBarGap", maxBarGap) }
        out.member("traps", Double(traps))
        out.member("doubleAvoidance", doubleAvoidance.toThousandthPoint)
        if let suggested { out.member("suggested", suggested) }
    }
}

extension SuggestedSetting: JSONObjectWritable {
    /// `{"setting", "value", "because"}`, `value` null where no value can do it.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("setting", setting)
        out.member("value", orNull: value)
        out.member("because", because)
    }
}

extension [CheckDifference] {
    /// The largest |actual - expected| among the differences a `double-avoidance` diagnosis reproduces, 0 when none.
    var doubleAvoidance: Double {
        var most = 0.0
        for d in self where d.diagnoses.contains(where: { $0.codes.contains(.doubleAvoidance) }) {
            if let a = d.actual.number, let e = d.expected.number { most = Swift.max(most, abs(a - e)) }
        }
        return most
    }
}
