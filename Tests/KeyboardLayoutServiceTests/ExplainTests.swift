import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `"explain": true` on adjust, simulate and check: the rule steps in the order applied, each with its values and
/// a sentence holding the README's numbers for the example scene; without it, no `explanation` at all.
@Suite struct ExplainTests {
    static func designWithExplain(_ explain: Bool) throws -> String {
        let text = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).dropLast()
        return "\(trimmed), \"explain\": \(explain)}"
    }

    /// The example scene (README "Reading the output, by hand"): rule 1 (end frame (0, 516, 393, 336), docked),
    /// rule 2 (overlap 852 - 516 = 336), rule 7 (moves first), rule 5 (bar y = min(774, 516 - 44) = 472, the table
    /// 472 high, constraint 336 / 336 - 34 = 302), rule 3 (inset 0 + max(0, 0 - 0) = 0; offset 744 - 472 = 272),
    /// rule 9 ((7 << 16) | 4 = 458756), then the double-avoidance warning's cause (258 pt).
    @Test(arguments: transports) func adjustExplainsEveryRuleWithTheNumbers(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let json = try client.post("/v1/keyboard/adjust", body: try Self.designWithExplain(true)).json()
            let steps = try #require(json.at("explanation")?.arrayElements)
            #expect(steps.compactMap { $0.string("rule") } == ["1", "2", "7", "5", "5", "5", "3", "3", "9", "warning"])
            #expect(steps.compactMap { $0.string("view") } == ["bar", "table", "bar", "table", "table"])
            let texts = steps.compactMap { $0.string("text") }
            #expect(texts[0].contains("(0, 516, 393, 336)") && texts[0].contains("it counts"))
            #expect(texts[1].contains("covers 336 pt"))
            #expect(texts[3] == "y = min(resting 774, keyboard top 516 - height 44) = 472, in its parent's space")
            #expect(texts[4].contains("height = max(0, 472 - 0) = 472"))
            #expect(
                texts[5].contains("toSuperview = 852 - 516 = 336")
                    && texts[5].contains("max(0, 336 - safe bottom 34) = 302"))
            #expect(texts[6].hasPrefix("contentInset.bottom = resting 0 + max(0, overlap 0 - safeBottom 0) = 0"))
            #expect(texts[7].contains("band [59, 472]") && texts[7].hasSuffix(": 272"))
            #expect(texts[8].contains("= 458756"))
            #expect(texts[9].contains("258 pt"))
            #expect(steps[6].number("values", "result") == 0)
            #expect(steps[7].number("values", "result") == 272)
            #expect(steps[0].at("values", "docked")?.boolValue == true)
        }
    }

    /// Off (or absent), the answer is the one without explain, byte for byte.
    @Test(arguments: transports) func offAddsNothing(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let off = try client.post("/v1/keyboard/adjust", body: try Self.designWithExplain(false))
            let absent = try client.post(
                "/v1/keyboard/adjust", body: try repositoryFile("Examples/iphone-comment-bar.json"))
            #expect(off.body == absent.body)
            #expect(try off.json().at("explanation") == nil)
        }
    }

    /// Simulate: each step carries its own; the rotation's willHide inside the transition (step 2) is not animated
    /// (rule 9 says why: inside a transition).
    @Test(arguments: transports) func simulateStepsCarryTheirOwn(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let request = try JSONReader.parse(try repositoryFile("Examples/rotation-001-simulate.json"))
            var members = try #require(request.objectMembers).map { ($0.key, $0.value) }
            members.append(("explain", .bool(true)))
            let json = try client.post("/v1/keyboard/simulate", body: JSONWriter.write(.object(members))).json()
            let steps = try #require(json.at("steps")?.arrayElements)
            #expect(steps.count == 5)
            #expect(steps.allSatisfy { ($0.at("explanation")?.arrayElements?.count ?? 0) > 0 })
            let rule9 = try #require(steps[2].at("explanation")?.arrayElements?.first { $0.string("rule") == "9" })
            #expect(rule9.string("text")?.hasPrefix("animated false") == true)
            #expect(rule9.string("text")?.contains("inside a transition") == true)
        }
    }

    /// Check: the expected answer's steps, at the top level too.
    @Test(arguments: transports) func checkExplains(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body = CheckBodies.body(
                CheckBodies.design, CheckBodies.note(end: CheckBodies.shown),
                actual: #"{"views": {"bar": {"frame": {"y": 472}}}}"#,
                extra: #", "explain": true"#)
            let json = try client.post("/v1/keyboard/check", body: body).json()
            #expect(json.at("pass")?.boolValue == true)
            #expect(json.at("explanation")?.arrayElements?.first?.string("rule") == "1")
            #expect(json.at("expected", "explanation")?.arrayElements?.isEmpty == false)
        }
    }
}
