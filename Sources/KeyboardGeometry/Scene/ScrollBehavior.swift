/// What rules 3 and 4's behaviors have in common, for a policy's code that does not tell an inset scroll view
/// from an offset one: one step, generic over this, serves as both its `insetScrollView` and `offsetScrollView`.
protocol ScrollBehavior: Sendable {
    /// The id of the scroll view the behavior names.
    var scrollView: String { get }
    /// The id of the field to scroll into view; nil when the behavior reveals none.
    var revealedField: String? { get }
    /// The behavior as the scene lists it.
    var behavior: Behavior { get }
}

extension Behavior.InsetScrollView: ScrollBehavior {
    /// `reveal`, nil when the inset reveals nothing.
    var revealedField: String? { reveal }
    /// `.insetScrollView(self)`.
    var behavior: Behavior { .insetScrollView(self) }
}

extension Behavior.OffsetScrollView: ScrollBehavior {
    /// `reveal`: an offset scroll view always reveals a field.
    var revealedField: String? { reveal }
    /// `.offsetScrollView(self)`.
    var behavior: Behavior { .offsetScrollView(self) }
}
