/// The rules as one pipeline of named steps (docs/rules-in-code.md): a table with one entry a step, which
/// `AdjustmentRun.perform()` runs in order and nothing else decides.
///
/// - `RuleSteps.reference` is the rules of docs/rules.md: every entry is the rule's own step.
/// - A policy is the reference's table with the code's steps in its place (`init(code:)`): which notifications it
///   hears, what it does for each behavior (a behavior its code has no step for rests) and how it animates.
///   Rules 1 and 2 stay the reference's, since they are UIKit's, not the app's.
/// - A mistake replaces one step of whichever table with its wrong version (`Mistake.replaceStep(in:)`); the
///   steps around it are not copied.
///
/// The steps, in the order they run:
///
/// | step | rules | entry |
/// |---|---|---|
/// | read the notification and options | 1 | `read` |
/// | convert the frame to window space | 1 | `turn`, `windowOffset`, `viewFrame` |
/// | judge visible, docked, local, counts | 1 | `KeyboardPlacement` (UIKit's, never replaced) |
/// | overlap | 2 | `overlapTarget`, `overlapAmount` |
/// | the bottom obstruction | (overlays) | `obstruction` |
/// | hear the notification | (code) | `observes`, `acts`, `trap`, `notApplicable`, `runsWithoutNotification` |
/// | order | 7 | `movesFirst` |
/// | inset, reveal | 3, 4 | `insetScrollView`, `offsetScrollView`, `restingInset`, `insetBottom`, `reveal` |
/// | move | 5, 6, 8 | `attachToKeyboard`, `shiftView`, `layoutGuide`, `toSafeArea`, `whole`, `afterBehaviors` |
/// | animate | 9 | `animationOptions`, `animate`, `explainAnimation` |
///
/// A trace records each step's inputs and result only when asked for (`AdjustmentRun.note`).
struct RuleSteps: Sendable {
    /// A behavior's step (rules 3 to 8, or a policy's code for that behavior).
    typealias Step<B> = @Sendable (inout AdjustmentRun, B) throws(SceneError) -> Void

    // MARK: Hearing the notification (a policy's code; the reference hears every one)

    /// The notifications the code observes (and may trap on); any other changes nothing.
    var observes: Set<KeyboardEvent> = Set(KeyboardEvent.allCases)
    /// The observed notifications on which the code sets anything; nil for every one it observes.
    var acts: Set<KeyboardEvent>? = nil
    /// Where the code traps on the notification UIKit delivered; nil when it runs.
    var trap: (@Sendable (ResolvedNotification) -> String?)? = nil
    /// A framework's reason not to apply to the scene; nil when it applies.
    var notApplicable: (@Sendable (Scene) -> String?)? = nil
    /// What a framework assumes for the scene where its source is silent.
    var assumptions: (@Sendable (AdjustmentRun) -> [Assumption])? = nil
    /// Whether the steps run at a simulation's transition steps, where no notification reaches app code: the
    /// reference says what the layout is in every geometry; an app's code runs only when notified.
    var runsWithoutNotification = false

    // MARK: Rule 1: read, convert

    /// The notification and the options as the code reads them; nil reads them as they are.
    var read: (@Sendable (inout ResolvedNotification, inout LayoutOptions) -> Void)? = nil
    /// A frame in the screen's coordinate space turned to interface orientation (iOS 7's fixed portrait).
    var turn: @Sendable (Screen, Rect) -> Rect = Reference.turn
    /// What is added to a screen-space frame to put it in the window's space.
    var windowOffset: @Sendable (Window) -> (dx: Double, dy: Double) = Reference.windowOffset
    /// A view's frame in window space, for rules 2 to 6.
    var viewFrame: @Sendable (AdjustmentRun, Int) -> Rect = Reference.viewFrame

    // MARK: Rule 2: overlap

    /// The rect the keyboard's overlap is measured against, for a view's window frame.
    var overlapTarget: @Sendable (AdjustmentRun, Rect) -> Rect = Reference.overlapTarget
    /// How far the keyboard, from `top` down, covers `view` (which it meets): `min(V.height, max(0, V.maxY -
    /// top))`.
    var overlapAmount: @Sendable (AdjustmentRun, _ view: Rect, _ top: Double) -> Double = Reference.overlapAmount

    /// The bottom obstruction of a view's window frame (docs/rules.md "The bottom obstruction"): the highest top
    /// among the keyboard and the overlays over its bottom edge, for rules 3 to 6 when the keyboard counts.
    var obstruction: @Sendable (AdjustmentRun, _ frame: Rect, _ view: Int) -> Double = Reference.obstruction

    // MARK: Rule 7: order

    /// Whether the behaviors that move or resize views run before the scroll behaviors.
    var movesFirst = true

    // MARK: Rules 3 and 4: inset, reveal

    /// Rule 3, or the code's step for an `insetScrollView`; nil rests its scroll view.
    var insetScrollView: Step<Behavior.InsetScrollView>? = Reference.insetScrollView
    /// Rule 4, or the code's step for an `offsetScrollView`; nil rests its scroll view.
    var offsetScrollView: Step<Behavior.OffsetScrollView>? = Reference.offsetScrollView
    /// Rule 3's resting insets, added to.
    var restingInset: @Sendable (Insets) -> Insets = Reference.restingInset
    /// Rule 3's bottom inset: `resting + max(0, overlap - safeBottom)`.
    var insetBottom: @Sendable (_ resting: Double, _ overlap: Double, _ safeBottom: Double) -> Double =
        Reference.insetBottom
    /// Rule 3's reveal: the content offset that brings the behavior's field into view, from `offset` with the
    /// scroll view `s` adjusted by `adjusted`.
    var reveal:
        @Sendable (inout AdjustmentRun, Behavior.InsetScrollView, _ s: Int, _ adjusted: Insets, _ offset: Double)
            throws(SceneError) -> Double = Reference.reveal

    // MARK: Rules 5, 6 and 8: move

    /// Rule 5, or the code's step for an `attachToKeyboard`; nil rests its bar.
    var attachToKeyboard: Step<Behavior.AttachToKeyboard>? = Reference.attachToKeyboard
    /// Rule 6, or the code's step for a `shiftView`; nil rests its view.
    var shiftView: Step<Behavior.ShiftView>? = Reference.shiftView
    /// Rule 8: UIKit's own guide, the same under every policy unless the code replaces it.
    var layoutGuide: Step<Behavior.LayoutGuide> = Reference.layoutGuide
    /// Rule 5's bottom constraint to the safe area from the one to the superview: `max(0, toSuperview -
    /// safeBottom)`.
    var toSafeArea: @Sendable (_ toSuperview: Double, _ safeBottom: Double) -> Double = Reference.toSafeArea
    /// A step that decides by itself what to move, ignoring the scene's behaviors (IQKeyboardManager, React
    /// Native): when set, the behaviors only rest and report their views, and this step runs after them.
    var whole: (@Sendable (inout AdjustmentRun) throws(SceneError) -> Void)? = nil
    /// A step after the behaviors' steps (a framework's container rule for the children no behavior names); nil
    /// for the reference, whose views move only by their behaviors.
    var afterBehaviors: (@Sendable (inout AdjustmentRun) throws(SceneError) -> Void)? = nil

    // MARK: Rule 9: animate

    /// Rule 9's options from its report and the notification's curve: `(curve << 16) | beginFromCurrentState`.
    var animationOptions: @Sendable (AnimationReport, _ curve: Int) -> Int = Reference.animationOptions
    /// The animation of what the steps set, from rule 9's report: rule 9's own, or the code's.
    var animate: @Sendable (AdjustmentRun, _ rule9: AnimationReport) -> AnimationReport = Reference.animate
    /// Records the animation step in an explanation.
    var explainAnimation: @Sendable (AdjustmentRun, AnimationReport) -> Void = Reference.explainAnimation

    /// The reference rules.
    static let reference = RuleSteps(runsWithoutNotification: true)

    /// Whether the code sets anything on `event`.
    func acts(on event: KeyboardEvent) -> Bool { (acts ?? observes).contains(event) }

    /// This table with `mistakes` made, each replacing its step in the catalogue's order.
    func making(_ mistakes: Mistakes) -> RuleSteps {
        var steps = self
        for mistake in mistakes.list { mistake.replaceStep(in: &steps) }
        return steps
    }

}

/// A table of steps as a run holds it: one reference, so that a run, the runs it starts and the runs of every
/// request share the reference's table instead of copying each of its steps.
final class RuleTable: Sendable {
    /// The steps.
    let steps: RuleSteps

    /// A table of `steps`.
    init(_ steps: RuleSteps) { self.steps = steps }

    /// The reference rules' table.
    static let reference = RuleTable(.reference)

    /// This table with `mistakes` made; itself when there are none.
    func making(_ mistakes: Mistakes) -> RuleTable {
        mistakes.isEmpty ? self : RuleTable(steps.making(mistakes))
    }

    /// Runs the step for `behavior`, or rests its views when the table has none. A method of the table (which
    /// the caller holds), not of the steps: the one step called is copied out of it, where a method of the
    /// steps, called with the run they are reached through, had them all copied first (a retain a step).
    func apply(_ behavior: Behavior, to run: inout AdjustmentRun) throws(SceneError) {
        switch behavior {
        case .insetScrollView(let b):
            if let step = steps.insetScrollView { try step(&run, b) } else { try run.rest(behavior) }
        case .offsetScrollView(let b):
            if let step = steps.offsetScrollView { try step(&run, b) } else { try run.rest(behavior) }
        case .attachToKeyboard(let b):
            if let step = steps.attachToKeyboard { try step(&run, b) } else { try run.rest(behavior) }
        case .shiftView(let b):
            if let step = steps.shiftView { try step(&run, b) } else { try run.rest(behavior) }
        case .layoutGuide(let b):
            try steps.layoutGuide(&run, b)
        }
    }
}
