import Benchmark
import Foundation
import KeyboardGeometry
import KeyboardLayoutAPI

/// The examples the benchmarks read, from the repository's Examples/.
func example(_ name: String) -> [UInt8] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/\(name)")
    return Array(FileManager.default.contents(atPath: url.path) ?? Data())
}

/// An adjust request with `n` views: the example scene's root, table, field and bar, plus n - 4 labels inside
/// the table (each a view the validation and the tree walk visit).
func manyViews(_ n: Int) -> [UInt8] {
    var text = String(decoding: example("iphone-comment-bar.json"), as: UTF8.self)
    let extra = (0..<max(0, n - 4)).map { i in
        #"{"id":"label\#(i)","parent":"table","frame":{"x":16,"y":\#(i * 50),"width":200,"height":20}}"#
    }.joined(separator: ",")
    if !extra.isEmpty {
        text = text.replacingOccurrences(
            of: #"{"id":"bar","#, with: extra + #",{"id":"bar","#)
    }
    return Array(text.utf8)
}

/// A simulate request with `n` events (show and hide, alternately) at 60 fps.
func manyEvents(_ n: Int) -> [UInt8] {
    let show = #"{"name":"willShow","userInfo":{"UIKeyboardFrameEndUserInfoKey":[0,516,393,336],"UIKeyboardFrameBeginUserInfoKey":[0,852,393,336],"UIKeyboardAnimationDurationUserInfoKey":0.25,"UIKeyboardAnimationCurveUserInfoKey":7}}"#
    let hide = #"{"name":"willHide","userInfo":{"UIKeyboardFrameEndUserInfoKey":[0,852,393,336],"UIKeyboardFrameBeginUserInfoKey":[0,516,393,336],"UIKeyboardAnimationDurationUserInfoKey":0.25,"UIKeyboardAnimationCurveUserInfoKey":7}}"#
    let events = (0..<n).map { $0 % 2 == 0 ? show : hide }.joined(separator: ",")
    var scene = String(decoding: example("iphone-comment-bar.json"), as: UTF8.self)
    // Drop the notification and add the events.
    if let start = scene.range(of: #""notification""#), let screen = scene.range(of: #""screen""#) {
        scene.replaceSubrange(start.lowerBound..<screen.lowerBound, with: "")
    }
    scene = scene.replacingOccurrences(of: #""options""#, with: #""sampling":{"fps":60},"events":[\#(events)],"options""#)
    return Array(scene.utf8)
}

/// A recursiveDescription of `n` labels in one root view and a text field, about 140 bytes a line (10,000 labels:
/// 1.4 MB): the size of a real app's dump of every window (bench/scene-dump writes the same text).
func bigDump(_ n: Int) -> [UInt8] {
    var lines = [
        "<UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>",
        "   | <UIView: 0x3; frame = (0 0; 393 852); layer = <CALayer: 0x4>>",
    ]
    for k in 0..<n {
        lines.append(
            "   |    | <UILabel: 0x\(String(0x10_0000 + k, radix: 16)); frame = (16 \(k * 20); 361 20); text = 'Row \(k)'; "
                + "userInteractionEnabled = NO; layer = <_UILabelLayer: 0x\(String(0x90_0000 + k, radix: 16))>>")
    }
    lines.append("   |    | <UITextField: 0x5; frame = (16 700; 361 44); layer = <CALayer: 0x6>>")
    return Array((lines.joined(separator: "\n") + "\n").utf8)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput], maxDuration: .seconds(3))

    let dump = example("iphone-willshow-nslog.txt")
    Benchmark("parse a text dump") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Operations.parse(dump, input: .text)) }
    }
    // docs/scene-from-dump.md: a 1 MB dump of 10,000 views parses in well under 50 ms.
    let big = bigDump(10_000)
    Benchmark("scene from a 1.4 MB dump of 10,000 views", configuration: .init(maxDuration: .seconds(5))) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Operations.sceneParse(big, input: .text)) }
    }
    let four = manyViews(4)
    Benchmark("adjust 4 views") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Operations.adjustAnswer(four)) }
    }
    // The same request with its rule steps: what explain costs when on (off, "adjust 4 views" is the cost).
    Benchmark("adjust 4 views, explain") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Operations.adjustAnswer(four, explain: true)) }
    }
    // A check of the example scene's answer with one wrong value: the reference run, then every mistake's run.
    let check = Array(
        (String(decoding: four.dropLast(2), as: UTF8.self)
            + #","actual":{"views":{"table":{"contentInset":{"bottom":336}}}}}"#).utf8)
    Benchmark("check 4 views, one difference") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Operations.check(check)) }
    }
    let sixtyFour = manyViews(64)
    Benchmark("adjust 64 views") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Operations.adjustAnswer(sixtyFour)) }
    }
    let many = manyViews(256)
    Benchmark("adjust 256 views") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Operations.adjustAnswer(many)) }
    }
    let hundred = manyEvents(100)
    Benchmark("simulate 100 events at 60 fps") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Operations.simulate(hundred)) }
    }
    // 1,000 events of 0.5 s springs are 500 s: 30,001 keyframes at 60 fps, past the service's default limit.
    let thousand = manyEvents(1000)
    let roomy = Limits(maxKeyframes: 100_000)
    Benchmark("simulate 1000 events at 60 fps") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Operations.simulate(thousand, limits: roomy)) }
    }
}
