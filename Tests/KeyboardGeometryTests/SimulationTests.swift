import KeyboardGeometry
import Testing

/// Simulate: sequences, timing, keyframes and the bar gap, on article 001's comment bar (seed 001).
struct SimulationTests {
    /// Article 001's rotation with the keyboard up, as UIKit 7 sends it (see SeedScenarioTests):
    /// 0: willShow portrait, begin {{0, 568}, {320, 216}}, end {{0, 352}, {320, 216}}, 0.25 s, curve 7, at t 0;
    /// 1: the rotation to landscape 568 x 320 begins when the show's spring has run its 0.5 s (t 0.5), 0.4 s;
    /// 2, 3: inside it, willHide (end {{0, 320}, {568, 162}}) then willShow (end {{0, 158}, {568, 162}});
    /// 4: the rotation ends at 0.5 + 0.4 = 0.9.
    static func rotation() -> (Scene, [TimedEvent]) {
        let portrait = SeedScenarioTests.commentScene(portrait: true)
        let landscape = SeedScenarioTests.commentScene(portrait: false)
        let events = [
            TimedEvent(
                .notification(
                    Fixtures.show(
                        Rect(x: 0, y: 352, width: 320, height: 216), begin: Rect(x: 0, y: 568, width: 320, height: 216))
                )),
            TimedEvent(
                .transitionBegin(
                    TransitionGeometry(
                        duration: 0.4, screen: landscape.screen, window: landscape.window, views: landscape.views))),
            TimedEvent(
                .notification(
                    Fixtures.show(
                        Rect(x: 0, y: 320, width: 568, height: 162), begin: Rect(x: 0, y: 158, width: 568, height: 162),
                        event: .willHide))),
            TimedEvent(
                .notification(
                    Fixtures.show(
                        Rect(x: 0, y: 158, width: 568, height: 162), begin: Rect(x: 0, y: 320, width: 568, height: 162))
                )),
            TimedEvent(.transitionEnd),
        ]
        return (portrait, events)
    }

    /// Correct handling: the show moves bar (maxY 568 -> 352) and keyboard (568 -> 352) with the same spring,
    /// so bar.maxY - keyboardTop = 0 throughout; inside the rotation both go from where they were at its start
    /// (bar maxY 352, keyboard 352) to the last step's values (bar y 114, maxY 158; keyboard 158) with the
    /// rotation's easeInOut over 0.4 s: the gap stays 0. Steps at t 0, 0.5, 0.5, 0.5, 0.9; the notifications
    /// inside are not animated (rule 9); the last layout has the bar at 114 and the table 114 high.
    @Test func correctRotationKeepsTheBarOnTheKeyboard() throws {
        let (scene, events) = Self.rotation()
        let result = try Simulation.run(scene, events: events, fps: 60)
        #expect(result.steps.map(\.time) == [0, 0.5, 0.5, 0.5, 0.9])
        #expect(result.steps.map(\.adjustment.animation.animated) == [true, false, false, false, false])
        #expect(result.steps[3].adjustment.view("commentBar")?.frame == Rect(x: 0, y: 114, width: 568, height: 44))
        #expect(result.steps[4].adjustment.view("table")?.frame.height == 114)
        #expect(result.maxBarGap < 1e-9)
        // 0.9 s at 60 fps: t = 0, 1/60, ..., 54/60 = 0.9: 55 keyframes; the keyboard starts hidden at the
        // screen's bottom (568) and ends at 158.
        let keyframes = try #require(result.keyframes)
        #expect(keyframes.count == 55)
        #expect(keyframes.first?.keyboardTop == 568)
        #expect(keyframes.last.map { abs($0.keyboardTop - 158) < 1e-9 } == true)
        #expect(keyframes.last?.views.first { $0.id == "commentBar" }?.frame.y == 114)
    }

    /// Naive handling (seed 001's first code): inside the rotation the willShow starts the bar's own spring
    /// (0.5 s, from maxY 352 to 158) while the keyboard follows the rotation's easeInOut over 0.4 s (352 to
    /// 158). At 0.1 s into the rotation (t 0.6, keyframe 36 at 60 fps): the spring has p = 1 - e^(-1.82574)
    /// (1 + 1.82574) = 0.5448; easeInOut at x = 0.25 solves x(s) = 0.25 at s = 0.2255, y = 0.1296; the gap
    /// is 194 * (0.5448 - 0.1296) = 80.5 pt. So maxBarGap is at least 80.5.
    @Test func naiveRotationDetachesTheBar() throws {
        let (scene, events) = Self.rotation()
        let result = try Simulation.run(scene, events: events, policy: .seed001Naive, fps: 60)
        #expect(result.maxBarGap >= 80.4)
        #expect(result.maxBarGap < 194)
        // The final layout is the same: only the motion differs.
        #expect(result.steps[3].adjustment.view("commentBar")?.frame.y == 114)
    }

    /// maxBarGap does not need keyframes in the answer: without sampling it is measured at 60 fps over the
    /// moving intervals only.
    @Test func barGapWithoutSampling() throws {
        let (scene, events) = Self.rotation()
        let naive = try Simulation.run(scene, events: events, policy: .seed001Naive)
        #expect(naive.keyframes == nil)
        #expect(naive.maxBarGap >= 80.4)
        #expect(try Simulation.run(scene, events: events).maxBarGap < 1e-9)
    }

    /// A show from rest above the home indicator is not an episode (docs/wire.md "Simulate"): the example scene
    /// has the bar resting at maxY 818, 34 above the hidden keyboard's top 852, so the episode does not begin
    /// with the bar on the keyboard, and maxBarGap is 0 even though the gap shrinks from 34 to 0.
    @Test func showFromRestAboveTheHomeIndicatorIsNoEpisode() throws {
        let scene = Fixtures.iPhone15Scene()
        let show = Fixtures.show(
            Rect(x: 0, y: 516, width: 393, height: 336), begin: Rect(x: 0, y: 852, width: 393, height: 336))
        let result = try Simulation.run(scene, events: [TimedEvent(.notification(show))], fps: 60)
        #expect(result.maxBarGap == 0)
        // The spring runs 0.5 s: 31 keyframes (0 ... 30/60).
        #expect(result.keyframes?.count == 31)
    }

    /// State carries over: article 002-like form in the example scene. The show scrolls the table to 272
    /// (see the example scene); a willHide 1 s later (explicit `at`) keeps that offset, clamped to the new
    /// range [-59, 1600 + 34 - 774 = 860] (rule 3, on hide: resting insets, the current offset clamped): 272.
    @Test func offsetsCarryFromStepToStep() throws {
        let scene = Fixtures.iPhone15Scene()
        let show = Fixtures.show(Rect(x: 0, y: 516, width: 393, height: 336))
        let hide = Fixtures.show(Rect(x: 0, y: 852, width: 393, height: 336), event: .willHide)
        let result = try Simulation.run(
            scene, events: [TimedEvent(.notification(show)), TimedEvent(.notification(hide), at: 1)])
        #expect(result.steps.map(\.time) == [0, 1])
        #expect(result.steps[0].adjustment.view("table")?.contentOffset?.y == 272)
        #expect(result.steps[1].adjustment.view("table")?.contentOffset?.y == 272)
        #expect(result.steps[1].adjustment.view("bar")?.frame.y == 774)
    }

    @Test func tooManyKeyframesIsAnError() throws {
        let (scene, events) = Self.rotation()
        #expect(throws: SimulationError.tooManyKeyframes(count: 55, limit: 54)) {
            try Simulation.run(scene, events: events, fps: 60, maxKeyframes: 54)
        }
    }

    /// A notification may say any duration: one of a billion seconds (curve 0, so the motion lasts that long)
    /// must not make the server sample for hours, nor overflow the keyframe count. Sampled at 60 fps it would be
    /// 6e10 keyframes: over the limit. Without sampling the bar gap is measured with at most 100,000 samples
    /// (a step of 1e9 / 1e5 = 10,000 s), so the run finishes: the bar and keyboard move together, gap 0.
    @Test(.timeLimit(.minutes(1))) func aVeryLongMotionIsBounded() throws {
        let scene = SeedScenarioTests.commentScene(portrait: true)
        let show = Fixtures.show(
            Rect(x: 0, y: 352, width: 320, height: 216), begin: Rect(x: 0, y: 568, width: 320, height: 216),
            duration: 1e9, curve: 0)
        #expect(throws: SimulationError.self) {
            try Simulation.run(scene, events: [TimedEvent(.notification(show))], fps: 60)
        }
        // Unbounded, this would run for hours: the time limit turns that into a failure.
        let result = try Simulation.run(scene, events: [TimedEvent(.notification(show))])
        #expect(result.maxBarGap < 1e-6)
    }

    /// Keyframes carry every reported view: 20 bars riding the keyboard, 0.5 s of spring at 20 fps is
    /// ceil(0.5 x 20) + 1 = 11 keyframes, within a limit of 11, but 11 x 20 = 220 view frames pass 16 x 11 = 176.
    @Test func keyframesOfManyViewsAreBoundedToo() throws {
        var scene = SeedScenarioTests.commentScene(portrait: true)
        scene.views += (0..<20).map { i in SceneView(id: "bar\(i)", frame: Rect(x: 0, y: 524, width: 16, height: 44)) }
        scene.behaviors = (0..<20).map { i in .attachToKeyboard(.init(view: "bar\(i)")) }
        let show = Fixtures.show(Rect(x: 0, y: 352, width: 320, height: 216))
        #expect(throws: SimulationError.tooManyKeyframes(count: 11, limit: 11)) {
            try Simulation.run(scene, events: [TimedEvent(.notification(show))], fps: 20, maxKeyframes: 11)
        }
        // With one bar the same run fits: 11 keyframes of 1 view.
        scene.behaviors = [.attachToKeyboard(.init(view: "bar0"))]
        #expect(
            try Simulation.run(scene, events: [TimedEvent(.notification(show))], fps: 20, maxKeyframes: 11).keyframes?
                .count == 11)
    }
}
