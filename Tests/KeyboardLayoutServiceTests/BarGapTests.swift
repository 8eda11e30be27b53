import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// maxBarGap over article 001's rotation (keyboard up, portrait to landscape), on an iPhone 5 and on an iPhone 15,
/// with and without `at`, with and without a didShow between the show and the rotation; in process and live.
///
/// The run: willShow (spring, 0.5 s), the rotation (0.4 s) beginning when the spring ends (t 0.5), inside it
/// willHide then willShow with the landscape keyboard, the rotation's end at 0.9. An episode ends at the first
/// instant nothing moves, even when the rotation starts at that instant: the show is one episode, the rotation
/// another. On the iPhone 15 the bar rests 34 pt above the hidden keyboard (the home indicator), so the show
/// does not begin with the bar on the keyboard and is no episode; merged with the rotation (as before the fix)
/// the whole run was no episode and the naive detachment read 0.
///
/// The rotation's episode starts with the bar on the keyboard (the show's spring at 0.5 s has done 0.9989 of
/// its move, bar and keyboard alike: they differ by 34 x 0.0011 = 0.04 pt on the iPhone 15, 0 on the iPhone 5)
/// and ends with it there. Correct code moves the bar with the rotation's easeInOut, as the keyboard moves:
/// gap 0. Naive code starts the bar's own spring from where it is (willHide's and then willShow's, both at 0.5,
/// the second from the same place) while the keyboard follows the easeInOut. 0.1 s in (t 0.6, a 60 fps sample)
/// the spring has p = 1 - e^(-1.82574)(1 + 1.82574) = 0.5448 and the easeInOut (x 0.25 at s 0.2255) 0.1296 of the
/// same distance d, so the gap is at least d x 0.4152:
/// - iPhone 5: the keyboard top goes 352 -> 158 (d 194): 80.5 pt;
/// - iPhone 15 (393 x 852, safe area 59/34; landscape 852 x 393, safe bottom 21, keyboard 209 high): bar maxY
///   and keyboard top go 516 -> 184 (d 332): 137.8 pt.
@Suite struct BarGapTests {
    struct Device: CustomStringConvertible, Sendable {
        var name: String
        var portrait: (width: Double, height: Double, safeTop: Double, safeBottom: Double)
        var landscapeSafeBottom: Double
        var keyboard: (portrait: Double, landscape: Double)
        var naiveGapAtLeast: Double
        var description: String { name }
    }

    static let iPhone5 = Device(
        name: "iPhone 5", portrait: (320, 568, 0, 0), landscapeSafeBottom: 0, keyboard: (216, 162),
        naiveGapAtLeast: 80.4)
    static let iPhone15 = Device(
        name: "iPhone 15", portrait: (393, 852, 59, 34), landscapeSafeBottom: 21, keyboard: (336, 209),
        naiveGapAtLeast: 137.7)

    /// The simulate request: the scene of article 001 (a table resized by a 44 pt comment bar riding the
    /// keyboard) sized for `device`.
    static func request(_ device: Device, naive: Bool, at: Bool, didShow: Bool) -> [UInt8] {
        let (w, h, top, bottom) = device.portrait
        let lb = device.landscapeSafeBottom
        let (kp, kl) = device.keyboard
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String { "\"{{\(x), \(y)}, {\(w), \(h)}}\"" }
        func views(_ w: Double, _ h: Double, safeBottom: Double) -> String {
            let barY = h - safeBottom - 44
            return """
                [{"id": "root", "frame": [0, 0, \(w), \(h)]},
                 {"id": "table", "parent": "root", "frame": [0, 0, \(w), \(barY)],
                  "scroll": {"contentSize": {"width": \(w), "height": 2000}}},
                 {"id": "commentBar", "parent": "root", "frame": [0, \(barY), \(w), 44]}]
                """
        }
        func note(_ name: String, begin: String, end: String, time: Double?) -> String {
            let when = at ? ", \"at\": \(time ?? 0)" : ""
            return """
                {"name": "\(name)", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": \(begin),
                 "UIKeyboardFrameEndUserInfoKey": \(end), "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                 "UIKeyboardAnimationCurveUserInfoKey": 7}\(when)}
                """
        }
        var events = [
            note("willShow", begin: rect(0, h, w, kp), end: rect(0, h - kp, w, kp), time: 0)
        ]
        if didShow { events.append(note("didShow", begin: rect(0, h, w, kp), end: rect(0, h - kp, w, kp), time: 0.5)) }
        events += [
            """
            {"transition": "begin", "duration": 0.4\(at ? ", \"at\": 0.5" : ""),
             "screen": {"bounds": [0, 0, \(h), \(w)]},
             "window": {"frame": [0, 0, \(h), \(w)], "safeAreaInsets": {"left": \(top), "right": \(top), "bottom": \(lb)}},
             "views": \(views(h, w, safeBottom: lb))}
            """,
            note("willHide", begin: rect(0, w - kl, h, kl), end: rect(0, w, h, kl), time: 0.5),
            note("willShow", begin: rect(0, w, h, kl), end: rect(0, w - kl, h, kl), time: 0.5),
            "{\"transition\": \"end\"\(at ? ", \"at\": 0.9" : "")}",
        ]
        let text = """
            {"screen": {"bounds": [0, 0, \(w), \(h)]},
             "window": {"frame": [0, 0, \(w), \(h)], "safeAreaInsets": {"top": \(top), "bottom": \(bottom)}},
             "views": \(views(w, h, safeBottom: bottom)),
             "behaviors": [{"type": "attachToKeyboard", "view": "commentBar", "resize": "table"}],
             "handling": "\(naive ? "naive" : "correct")", "sampling": {"fps": 60},
             "events": [\(events.joined(separator: ",\n"))]}
            """
        return Array(text.utf8)
    }

    static let cases: [(Device, Bool, Bool)] = [iPhone5, iPhone15].flatMap { d in
        [(d, false, false), (d, true, false), (d, false, true), (d, true, true)]
    }

    @Test(arguments: transports, cases)
    func naiveDetachesAndCorrectKeepsTheBar(
        _ transport: KeyboardLayoutClient.Transport, _ c: (Device, Bool, Bool)
    ) throws {
        let (device, at, didShow) = c
        try KeyboardLayoutClient.with(transport) { client in
            let naive = try client.post(
                "/v1/keyboard/simulate", body: Self.request(device, naive: true, at: at, didShow: didShow))
            #expect(naive.status == 200, "\(naive.text)")
            let naiveJSON = try naive.json()
            let gap = try #require(naiveJSON.number("maxBarGap"))
            #expect(gap >= device.naiveGapAtLeast)
            // The gap cannot exceed the distance both travel (iPhone 5: 194; iPhone 15: 332).
            #expect(gap < (device.name == "iPhone 5" ? 194 : 332))
            // The rotation begins when the show's spring ends, with or without `at` and a didShow between.
            let steps = try #require(naiveJSON.at("steps")?.arrayElements)
            #expect(steps.compactMap { $0.number("time") }.last == 0.9)
            let correct = try client.post(
                "/v1/keyboard/simulate", body: Self.request(device, naive: false, at: at, didShow: didShow))
            #expect(correct.status == 200)
            // Exactly 0, not a rounding residue (docs/wire.md, "Measured distances").
            #expect(try #require(correct.json().number("maxBarGap")) == 0)
        }
    }

    /// Measured distances print clean (docs/wire.md, "Measured distances": to the nearest 1/1000 pt). Article 001's
    /// rotation handled correctly (Examples/rotation-001-simulate.json, an iPhone 5): inside the rotation the bar
    /// and the keyboard move together with its easeInOut, from 352 to 158 in the window, the bar's bottom on the
    /// keyboard's top at every instant, so the geometry makes the gap exactly 0. Before, sampled at 30 fps it read
    /// 0 and unsampled (60 fps over the moving intervals, and their ends) 1.1368683772161603e-13: a bar bottom of
    /// y + height computed apart from the keyboard's top, one unit in the last place at 352. Now 0 however it is
    /// sampled, in simulate and in compare's summary. The keyframes' positions are thousandths of a point too. The
    /// naive run's gap is not exact (about 90.6 pt, a spring against an easeInOut): it prints with at most three
    /// decimals.
    @Test(arguments: transports) func exactGapsPrintClean(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func simulate(_ file: String, fps: String?) throws -> (JSONValue, String) {
                var text = String(decoding: try repositoryFile(file), as: UTF8.self)
                text = text.replacingOccurrences(
                    of: #""sampling": {"fps": 30},"#, with: fps.map { #""sampling": {"fps": \#($0)},"# } ?? "")
                let answer = try client.post("/v1/keyboard/simulate", body: Array(text.utf8))
                guard answer.status == 200 else { throw TestFailure("simulate: \(answer.status) \(answer.text)") }
                return (try answer.json(), answer.text)
            }
            for fps in ["30", "60", "24", nil] {
                let (json, text) = try simulate("Examples/rotation-001-simulate.json", fps: fps)
                #expect(json.number("maxBarGap") == 0, "fps \(fps ?? "none")")
                #expect(!text.contains("e-1"), "fps \(fps ?? "none")")
                // Every keyframe position is a whole number of thousandths of a point (a motion's end sampled as
                // 443.99999999999994 is not), and the last keyboard top is the landscape keyboard's, 320 - 162 =
                // 158, exactly.
                let keyframes = json.at("keyframes")?.arrayElements ?? []
                #expect(keyframes.isEmpty == (fps == nil))
                func positions(_ k: JSONValue) -> [Double] {
                    var out = [k["keyboardTop"]?.doubleValue ?? .nan]
                    for view in k["views"]?.objectMembers ?? [] {
                        for key in ["frame", "contentOffset"] {
                            out += (view.value[key]?.objectMembers ?? []).compactMap(\.value.doubleValue)
                        }
                    }
                    return out
                }
                for (i, k) in keyframes.enumerated() {
                    let dirty = positions(k).filter { ($0 * 1000).rounded() / 1000 != $0 }
                    #expect(dirty.isEmpty, "fps \(fps ?? "none"), keyframe \(i): \(dirty)")
                }
                if let last = keyframes.last { #expect(last["keyboardTop"]?.doubleValue == 158) }
            }
            let (naive, naiveText) = try simulate("Examples/rotation-001-simulate-naive.json", fps: nil)
            let gap = try #require(naive.number("maxBarGap"))
            #expect(gap > 80.5 && gap < 194)
            // The number as the answer writes it: digits, a point, at most three decimals.
            let written = try #require(
                naiveText.range(of: #""maxBarGap":\s*[0-9.eE+-]+"#, options: .regularExpression).map {
                    String(naiveText[$0].drop { $0 != ":" }.dropFirst()).trimmingCharacters(in: .whitespaces)
                })
            #expect(written.range(of: #"^[0-9]+(\.[0-9]{1,3})?$"#, options: .regularExpression) != nil, "\(written)")
            // compare on the correct rotation: the reference's maxBarGap 0.
            let compare = try client.post(
                "/v1/keyboard/compare", body: try repositoryFile("Examples/rotation-001-simulate.json"))
            #expect(compare.status == 200)
            let reference = try compare.json().at("policies")?.arrayElements?.first {
                $0["policy"]?.stringValue == "reference"
            }
            #expect(reference?.number("summary", "maxBarGap") == 0)
            #expect(reference?.number("summary", "barGap") == 0)
        }
    }
}
