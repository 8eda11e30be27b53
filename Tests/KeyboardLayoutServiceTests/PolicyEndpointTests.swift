import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `"policy"` on adjust, simulate, check and render (issue 14), in process and live. The numbers are worked out by
/// hand from the seed articles' code (see KeyboardGeometryTests/PolicyTests for the same scenes in the library).
@Suite struct PolicyEndpointTests {
    typealias B = CheckBodies

    /// An example file with `member` (`"policy": "seed-002"`) added to its top-level object.
    static func example(_ path: String, adding member: String) throws -> String {
        var text = String(decoding: try repositoryFile(path), as: UTF8.self)
        let end = try #require(text.lastIndex(of: "}"))
        text.replaceSubrange(end...end, with: ", \(member)}")
        return text
    }

    /// The example scene (CheckBodies.design: table 774 high, field at 700, bar at 774 on an iPhone 15) with the
    /// keyboard shown from below the screen and `policy`.
    static func design(policy: String) -> String {
        "{\(B.design), \"notification\": \(B.note(end: B.shown, begin: B.hidden)), \"policy\": \"\(policy)\"}"
    }

    /// Seed 004 on the example scene: kbSize.height 336 as the inset and as the toolbar constraint's constant:
    /// bar maxY 852 - 34 - 336 = 482, y 438; the table resized to 438; constraint 852 - 482 = 370 and 336 against
    /// the safe area; animated 0.25 s with options 7 << 16 = 458752. The answer names the policy and has no trap.
    @Test(arguments: transports) func adjustPlaysThePolicy(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post("/v1/keyboard/adjust", body: Self.design(policy: "seed-004"))
            #expect(response.status == 200, "\(response.text)")
            let json = try response.json()
            #expect(json.string("policy") == "seed-004")
            #expect(json.at("trap") == nil)
            #expect(json.number("views", "bar", "frame", "y") == 438)
            #expect(json.number("views", "bar", "bottomConstraint", "toSuperview") == 370)
            #expect(json.number("views", "bar", "bottomConstraint", "toSafeArea") == 336)
            #expect(json.number("views", "table", "frame", "height") == 438)
            #expect(json.number("views", "table", "contentInset", "bottom") == 336)
            #expect(json.number("views", "table", "verticalScrollIndicatorInsets", "bottom") == 336)
            #expect(json.number("views", "table", "contentOffset", "y") == 0)
            #expect(json.at("animation", "animated")?.boolValue == true)
            #expect(json.number("animation", "duration") == 0.25)
            #expect(json.number("animation", "options") == 458_752)
            // The reference's answer carries no policy: bar 516 - 44 = 472.
            let reference = try client.post(
                "/v1/keyboard/adjust", body: "{\(B.design), \"notification\": \(B.note(end: B.shown, begin: B.hidden))}"
            )
            let referenceJSON = try reference.json()
            #expect(referenceJSON.at("policy") == nil)
            #expect(referenceJSON.number("views", "bar", "frame", "y") == 472)
        }
    }

    /// Seed 000 force-casts UIKeyboardIsLocalUserInfoKey (article line 110); a notification without it (before
    /// iOS 9) traps: the answer says where, and the layout stays as it was (inset 0, bar 774, not animated).
    @Test(arguments: transports) func adjustReportsTheTrap(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let note = """
                {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 516, 393, 336],
                 "UIKeyboardFrameBeginUserInfoKey": [0, 852, 393, 336], "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                 "UIKeyboardAnimationCurveUserInfoKey": 7}}
                """
            let response = try client.post(
                "/v1/keyboard/adjust", body: "{\(B.design), \"notification\": \(note), \"policy\": \"seed-000\"}")
            #expect(response.status == 200, "\(response.text)")
            let json = try response.json()
            #expect(json.string("policy") == "seed-000")
            #expect(try #require(json.string("trap")).contains("line 110"))
            #expect(json.number("views", "table", "contentInset", "bottom") == 0)
            #expect(json.number("views", "bar", "frame", "y") == 774)
            #expect(json.at("animation", "animated")?.boolValue == false)
        }
    }

    static let endpoints = ["adjust", "simulate", "check", "render"]

    /// An unknown policy is a 422 pointing at /policy on each endpoint that takes one.
    @Test(arguments: transports, endpoints) func unknownPolicyIsRejected(
        _ transport: KeyboardLayoutClient.Transport, _ endpoint: String
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let note = B.note(end: B.shown, begin: B.hidden)
            let body: String
            switch endpoint {
            case "simulate": body = "{\(B.design), \"events\": [\(note)], \"policy\": \"seed-005\"}"
            case "check":
                body = B.body(B.design, note, actual: B.inset("table", 0), extra: ", \"policy\": \"seed-005\"")
            default: body = "{\(B.design), \"notification\": \(note), \"policy\": \"seed-005\"}"
            }
            let response = try client.post("/v1/keyboard/\(endpoint)", body: body)
            #expect(response.status == 422)
            #expect(try response.problemPointers() == ["/policy"])
        }
    }

    /// The rotation of BarGapTests with `"policy"` instead of `"handling"`: seed-001 keeps the bar on the keyboard
    /// (gap 0), seed-001-naive detaches it (at least d x 0.4152: 80.4 on the iPhone 5, 137.7 on the iPhone 15;
    /// see BarGapTests for the derivation), and `"handling": "naive"` alone answers exactly what
    /// `"policy": "seed-001-naive"` answers.
    @Test(arguments: transports, [BarGapTests.iPhone5, BarGapTests.iPhone15]) func simulatePlaysThePolicy(
        _ transport: KeyboardLayoutClient.Transport, _ device: BarGapTests.Device
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func body(_ policy: String?) -> String {
                let request = BarGapTests.request(device, naive: true, at: false, didShow: false)
                let text = String(decoding: request, as: UTF8.self)
                guard let policy else { return text }
                return text.replacingOccurrences(of: #""handling": "naive""#, with: #""policy": "\#(policy)""#)
            }
            let final = try client.post("/v1/keyboard/simulate", body: body("seed-001"))
            #expect(final.status == 200, "\(final.text)")
            let finalJSON = try final.json()
            #expect(try #require(finalJSON.number("maxBarGap")) < 1e-6)
            #expect(finalJSON.string("steps", 0, "policy") == "seed-001")
            let naive = try client.post("/v1/keyboard/simulate", body: body("seed-001-naive"))
            #expect(naive.status == 200)
            let naiveJSON = try naive.json()
            #expect(try #require(naiveJSON.number("maxBarGap")) >= device.naiveGapAtLeast)
            #expect(naiveJSON.string("steps", 3, "policy") == "seed-001-naive")
            let alias = try client.post("/v1/keyboard/simulate", body: body(nil))
            #expect(alias.status == 200)
            #expect(try alias.json() == naiveJSON)
        }
    }

    /// `"handling": "naive"` is the policy seed-001-naive: naming another policy beside it is a 422 at /handling.
    @Test(arguments: transports) func handlingNaiveWithAnotherPolicyIsRejected(
        _ transport: KeyboardLayoutClient.Transport
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let text = String(
                decoding: BarGapTests.request(BarGapTests.iPhone5, naive: true, at: false, didShow: false),
                as: UTF8.self)
            let body = text.replacingOccurrences(
                of: #""handling": "naive""#, with: #""handling": "naive", "policy": "seed-002""#)
            let response = try client.post("/v1/keyboard/simulate", body: body)
            #expect(response.status == 422)
            #expect(try response.problemPointers() == ["/handling"])
        }
    }

    /// The hand-written `actual` of each check example is what the article's code produces (the numbers in
    /// KeyboardGeometryTests/PolicyTests): checked against that policy, it passes.
    /// - seed-000-iphone15: contentInset.bottom = endFrame.height = 336.
    /// - seed-002-iphone15: insets (0, 0, 336, 0) both; adjusted bottom 370, band [59, 482]: offset 740 - 482 = 258.
    /// - seed-002-iphone-se: insets 216, band [20, 451]: offset 640 - 451 = 189.
    /// - seed-003-ipad-split-view: keyboard minY 436 in the body's space: offset 644 + 20 - 436 = 228.
    /// - seed-004-iphone-x: inset 335; toolbar maxY 812 - 34 - 335 = 443, toSafeArea 812 - 443 - 34 = 335;
    ///   options 7 << 16 = 458752.
    static let examples = [
        ("Examples/check/seed-000-iphone15.json", "seed-000"),
        ("Examples/check/seed-002-iphone15.json", "seed-002"),
        ("Examples/check/seed-002-iphone-se.json", "seed-002"),
        ("Examples/check/seed-003-ipad-split-view.json", "seed-003"),
        ("Examples/check/seed-004-iphone-x.json", "seed-004"),
    ]

    @Test(arguments: transports, examples) func checkExamplesPassAgainstTheirPolicy(
        _ transport: KeyboardLayoutClient.Transport, _ example: (String, String)
    ) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/keyboard/check", body: Self.example(example.0, adding: "\"policy\": \"\(example.1)\""))
            #expect(response.status == 200, "\(response.text)")
            let json = try response.json()
            #expect(json.at("pass")?.boolValue == true, "\(response.text)")
            #expect(json.at("differences")?.arrayElements?.isEmpty == true)
            #expect(json.string("expected", "policy") == example.1)
        }
    }

    /// check's expected is the named policy's answer: seed 002 on the iPhone 15 full-screen text view insets 336
    /// (endFrame.height); an actual of 302 (the reference's 336 - 34) is then a difference of -34, without a
    /// diagnosis (diagnoses are departures from the reference only). Without the policy, 336 is the one that
    /// differs, diagnosed safe-area-counted-twice.
    @Test(arguments: transports) func checkComparesWithThePolicy(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let note = B.note(end: B.shown, begin: B.hidden)
            let response = try client.post(
                "/v1/keyboard/check",
                body: B.body(B.fullScreen(), note, actual: B.inset("text", 302), extra: ", \"policy\": \"seed-002\""))
            #expect(response.status == 200, "\(response.text)")
            let json = try response.json()
            #expect(json.at("pass")?.boolValue == false)
            let differences = try #require(json.at("differences")?.arrayElements)
            #expect(differences.count == 1)
            #expect(differences.first?.string("pointer") == "/actual/views/text/contentInset/bottom")
            #expect(differences.first?.number("expected") == 336)
            #expect(differences.first?.number("actual") == 302)
            #expect(differences.first?.at("diagnoses")?.arrayElements?.isEmpty ?? true)
            #expect(json.number("expected", "views", "text", "contentInset", "bottom") == 336)

            let passes = try client.post(
                "/v1/keyboard/check",
                body: B.body(B.fullScreen(), note, actual: B.inset("text", 336), extra: ", \"policy\": \"seed-002\""))
            #expect(try passes.json().at("pass")?.boolValue == true)
            let reference = try client.post(
                "/v1/keyboard/check", body: B.body(B.fullScreen(), note, actual: B.inset("text", 336)))
            let referenceJSON = try reference.json()
            #expect(referenceJSON.at("pass")?.boolValue == false)
            let codes = referenceJSON.at("differences", 0, "diagnoses", 0, "codes")?.arrayElements?
                .compactMap(\.stringValue)
            #expect(codes == ["safe-area-counted-twice"])
        }
    }

    /// A sequence check with a policy: article 001's rotation (Examples/check/seed-001-rotation-naive.json) played
    /// by seed-001-naive: the show puts the bar at 352 - 44 = 308, animated; the willHide and willShow inside the
    /// rotation animate (the first code has no animatingRotation flag); after it the bar is at 158 - 44 = 114.
    /// The example's actual is exactly that: it passes, where the reference (no animation inside) fails.
    @Test(arguments: transports) func checkASequenceWithThePolicy(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let path = "Examples/check/seed-001-rotation-naive.json"
            let text = String(decoding: try repositoryFile(path), as: UTF8.self)
            let naive = text.replacingOccurrences(of: #""handling": "correct""#, with: #""policy": "seed-001-naive""#)
            #expect(naive != text)
            let response = try client.post("/v1/keyboard/check", body: naive)
            #expect(response.status == 200, "\(response.text)")
            #expect(try response.json().at("pass")?.boolValue == true, "\(response.text)")
            let reference = try client.post("/v1/keyboard/check", body: text)
            #expect(try reference.json().at("pass")?.boolValue == false)
        }
    }

    /// render with a policy draws what that code does: seed 004 on the example scene puts the bar at 438 and
    /// ends the table there (the reference: 472).
    @Test(arguments: transports) func renderDrawsThePolicy(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post("/v1/keyboard/render", body: Self.design(policy: "seed-004"))
            #expect(response.status == 200, "\(response.text)")
            #expect(response.headers[.contentType] == "image/svg+xml")
            let svg = try RenderEndpointTests.rects(response.body)
            #expect(svg.root == "svg")
            func after(_ id: String) -> [String: String]? {
                svg.rects.first {
                    ($0["class"] ?? "").split(separator: " ").contains("view-after") && $0["data-id"] == id
                }
            }
            #expect(after("bar")?["y"] == "438")
            #expect(after("table")?["height"] == "438")
        }
    }
}
