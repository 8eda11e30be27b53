/// One step of the rules as applied (the `explanation` of an answer): which rule, for which view, the values it
/// read and gave, and a sentence with the numbers. Built only when asked for; the run records none otherwise.
public struct RuleStep: Hashable, Sendable {
    /// A value a step read or gave.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case bool(Bool)
        case string(String)
    }

    /// "1" to "9" for the rules of docs/rules.md, "warning" for a warning's cause.
    public var rule: String
    /// The view the step is about, when it is about one.
    public var view: String?
    /// In the order the sentence uses them.
    public var values: [(name: String, value: Value)]
    /// One sentence saying what the step did, with its numbers.
    public var text: String

    /// A step of `rule`, about `view`, with its named values and its sentence.
    public init(rule: String, view: String? = nil, values: [(name: String, value: Value)], text: String) {
        self.rule = rule
        self.view = view
        self.values = values
        self.text = text
    }

    /// Steps are equal when rule, view, values (in order) and text are.
    public static func == (a: RuleStep, b: RuleStep) -> Bool {
        a.rule == b.rule && a.view == b.view && a.text == b.text && a.values.map(\.name) == b.values.map(\.name)
            && a.values.map(\.value) == b.values.map(\.value)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(view)
        hasher.combine(text)
    }
}

/// The steps of one run, in a box so the rules can record while they read their own state (a value would be
/// written while the sentence reads the run).
final class RuleTrace {
    var steps: [RuleStep] = []
}

extension AdjustmentRun {
    /// Records a step when a trace is being built; the values and the sentence are not even made otherwise.
    func note(
        _ rule: String, view: String? = nil, _ values: @autoclosure () -> [(name: String, value: RuleStep.Value)],
        _ text: @autoclosure () -> String
    ) {
        guard let trace else { return }
        trace.steps.append(RuleStep(rule: rule, view: view, values: values(), text: text()))
    }
}

extension Rect {
    /// `(x, y, w, h)` with the numbers as the messages write them.
    var text: String { "(\(x.pt), \(y.pt), \(width.pt), \(height.pt))" }
}

extension Insets {
    /// `{top t, left l, bottom b, right r}` with the numbers as the messages write them.
    var text: String { "{top \(top.pt), left \(left.pt), bottom \(bottom.pt), right \(right.pt)}" }
}
