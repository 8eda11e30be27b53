/// The rules of docs/rules.md applied to one notification and one scene.
public enum KeyboardLayout {
    /// Computes what correct keyboard-avoidance code applies for `notification` in `scene`; with `mistakes`,
    /// what code making those mistakes sets instead (each one step of the rules done the wrong way); with
    /// `policy`, what that code (a seed article's, IQKeyboardManager) sets.
    /// With `explain`, the answer carries the rule steps in the order applied (`explanation`); without it no step
    /// is recorded or written. Device quirks (`DeviceQuirks`) are undone in the frames first, and listed.
    public static func adjust(
        _ notification: ResolvedNotification, in scene: Scene, mistakes: Mistakes = [], explain: Bool = false,
        policy: Policy = .reference
    ) throws(SceneError) -> Adjustment {
        try adjust(notification, in: scene, mistakes: mistakes, explain: explain, policy: policy, codeCalled: true)
    }

    /// `adjust`, with the policy's code not called when `codeCalled` is false (a simulation's transition steps):
    /// every behavior then rests; and with the visible bands a simulation's previous step left, by scroll view
    /// id, for chat lists' `lift` (state carried over instead of read from the begin frame); and the chat
    /// composer's `extraContentPadding` in force (a simulation's last such event).
    static func adjust(
        _ notification: ResolvedNotification, in scene: Scene, mistakes: Mistakes, explain: Bool, policy: Policy,
        codeCalled: Bool, bandsBefore: [String: ListBand] = [:], extraContentPadding: Double = 0,
        chatBefore: ChatScrollState? = nil
    ) throws(SceneError) -> Adjustment {
        let (quirked, quirks) = DeviceQuirks.apply(to: notification, in: scene)
        var run = try AdjustmentRun(
            notification: quirked, scene: scene, table: policy.table.making(mistakes), policy: policy,
            delivered: notification)
        run.codeCalled = codeCalled
        run.bandsBefore = bandsBefore
        run.extraContentPadding = extraContentPadding
        run.chatBefore = chatBefore
        if explain { run.trace = RuleTrace() }
        var adjustment = try run.perform()
        adjustment.quirks = quirks
        return adjustment
    }
}
