// UITableViewController's own keyboard avoidance, what an app gets when its form is a table view controller.
// Modelled from UIKit's documentation (developer.apple.com/documentation/uikit/uitableviewcontroller): "The
// UITableViewController class ... automatically adjusts the table view when the keyboard appears": it insets its
// table view for the keyboard and scrolls the cell being edited into view. Apple documents that it does this,
// not the numbers:
//   - the inset is taken to be rule 3's: the keyboard's overlap with the table less its bottom safe area, added
//     to the resting contentInset (assumption);
//   - the scroll is taken to be rule 4's minimal one: the revealed field just above the keyboard (assumption);
//   - the controller observes the will notifications (willShow, willHide, willChangeFrame).
// What a scene maps to: the scroll view of the scene's first insetScrollView or offsetScrollView behavior is the
// controller's own table; nothing else moves (bars, shifted views and guides rest: the controller has none).

extension RuleSteps {
    static let tableViewController = RuleSteps.code(
        observes: [.willShow, .willHide, .willChangeFrame],
        assumptions: { run in
            guard let table = TableViewControllerCode.table(run) else { return [] }
            return [
                Assumption(
                    pointer: "/views/\(table)/contentInset/bottom",
                    because: "UIKit documents that UITableViewController adjusts its table for the keyboard, not "
                        + "by how much: rule 3's overlap less the table's bottom safe area is assumed"),
                Assumption(
                    pointer: "/views/\(table)/contentOffset/y",
                    because: "the scroll to the edited cell is documented, not its amount: rule 4's minimal scroll "
                        + "is assumed"),
            ]
        },
        insetScrollView: TableViewControllerCode.insetScrollView,
        offsetScrollView: TableViewControllerCode.offsetScrollView)
}

/// The controller's steps for its table, each a function of the run it changes: rule 3's inset and reveal for the
/// controller's own table, the other scroll views resting.
private enum TableViewControllerCode {
    /// The controller's own table: the scroll view of the scene's first scroll behavior.
    static func table(_ run: AdjustmentRun) -> String? {
        run.scene.behaviors.lazy.compactMap(\.scrollView).first
    }

    /// The controller's table inset by rule 3 (and its field revealed by rule 4); any other scroll view rests.
    static func insetScrollView(_ run: inout AdjustmentRun, _ b: Behavior.InsetScrollView) throws(SceneError) {
        if b.scrollView == table(run) {
            try run.insetScrollView(b)
        } else {
            try run.rest(.insetScrollView(b))
        }
    }

    /// The controller's table inset as above, whatever the app's own code did with the offset; any other scroll
    /// view rests.
    static func offsetScrollView(_ run: inout AdjustmentRun, _ b: Behavior.OffsetScrollView) throws(SceneError) {
        guard b.scrollView == table(run) else { return try run.rest(.offsetScrollView(b)) }
        // The controller insets its table whatever the app's own code did with the offset.
        try run.insetScrollView(
            Behavior.InsetScrollView(scrollView: b.scrollView, reveal: b.reveal, margin: b.margin))
    }
}
