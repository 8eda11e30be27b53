import KeyboardLayoutAPI
import Testing

/// docs/errors-and-limits.md: a body that is not JSON is a 400 that says where (line and column, 1-based).
struct MalformedJSONTests {
    @Test func missingValueSaysLineAndColumn() throws {
        // Line 2 is `  "notification": ,`: two spaces, the 14-character key (columns 3-16), ':' at 17, a space,
        // and the ',' at column 19 where a value should be.
        let problem = try Wire.problem("{\n  \"notification\": ,\n  \"screen\": {}\n}")
        #expect(problem.status == 400)
        #expect(problem.type == "/problems/malformed-json")
        #expect(problem.title == "Malformed JSON")
        #expect(problem.errors.count == 1)
        #expect(problem.errors.first?.pointer == "")
        #expect(problem.errors.first?.line == 2)
        #expect(problem.errors.first?.column == 19)
        #expect(problem.errors.first?.message == "expected a value after ':', found ','")
        #expect(problem.detail.contains("line 2, column 19"))
    }

    @Test func trailingCommaOnALaterLine() throws {
        // `]` opens line 3, right after the ',' that ends line 2.
        let problem = try Wire.problem("{\"views\": [1,\n2,\n]}")
        #expect(problem.status == 400)
        #expect(problem.errors.first?.line == 3)
        #expect(problem.errors.first?.column == 1)
    }

    @Test func numberOutOfRangeIsMalformed() throws {
        // JSON cannot carry an infinity: 1e400 overflows a Double. `{"notification": ` is 17 characters, so the
        // number starts at column 18.
        let problem = try Wire.problem(#"{"notification": 1e400}"#)
        #expect(problem.status == 400)
        #expect(problem.errors.first?.line == 1)
        #expect(problem.errors.first?.column == 18)
    }

    @Test func emptyBody() throws {
        let problem = try Wire.problem("")
        #expect(problem.status == 400)
        #expect(problem.errors.first?.line == 1)
        #expect(problem.errors.first?.column == 1)
    }

    @Test func problemJSONCarriesThePosition() throws {
        // The wire form (application/problem+json) has the position next to the pointer.
        let problem = try Wire.problem("[1 2]")
        let json = problem.json
        #expect(json["status"]?.doubleValue == 400)
        #expect(json.at("/errors/0/line")?.doubleValue == 1)
        // `[1 2]`: the '2' at column 4 where ',' or ']' should be.
        #expect(json.at("/errors/0/column")?.doubleValue == 4)
        #expect(json.at("/errors/0/pointer")?.stringValue == "")
    }

    @Test func parseOfJSONInputIsMalformedToo() throws {
        // parse told the body is JSON does not fall back to the text reader.
        guard case .failure(let problem) = Wire.parse(#"{"name": "willShow",}"#, input: .json) else {
            Issue.record("expected a problem")
            return
        }
        #expect(problem.status == 400)
        // `{"name": "willShow",` is 20 characters: the '}' at column 21 where a key should be.
        #expect(problem.errors.first?.column == 21)
    }
}
