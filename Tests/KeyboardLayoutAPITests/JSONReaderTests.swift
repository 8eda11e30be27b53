import KeyboardGeometry
import KeyboardGeometryTesting
import KeyboardLayoutAPI
import Testing

/// One malformed input and the exact error it must give.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
    var input: [UInt8]
    var message: String
    var offset: Int
    var line: Int
    var column: Int

    init(_ input: String, _ message: String, offset: Int, line: Int = 1, column: Int) {
        self.init(bytes: Array(input.utf8), message, offset: offset, line: line, column: column)
    }

    init(bytes: [UInt8], _ message: String, offset: Int, line: Int = 1, column: Int) {
        self.input = bytes
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    var testDescription: String { String(decoding: input, as: UTF8.self).debugDescription }
}

struct JSONReaderTests {
    /// Compact text of a parsed value.
    private func compact(_ text: String) throws -> String {
        JSONWriter.string(try JSONReader.parse(text), pretty: false)
    }

    // MARK: Valid forms

    @Test(arguments: [
        ("null", "null"),
        ("true", "true"),
        ("false", "false"),
        ("0", "0"),
        ("-0", "0"),
        ("7", "7"),
        ("-12", "-12"),
        ("393", "393"),
        ("0.25", "0.25"),
        ("-1.5", "-1.5"),
        ("1.0", "1"),
        ("1e2", "100"),
        ("1E2", "100"),
        ("1e+2", "100"),
        ("25e-1", "2.5"),
        ("1e-2", "0.01"),
        ("0e0", "0"),
        ("-0.0e-0", "0"),
        ("9007199254740991", "9007199254740991"),
        // 18 digits: past the integer fast path, rounded to the nearest Double.
        ("123456789012345678", "1.2345678901234568e+17"),
        ("1.7976931348623157e308", "1.7976931348623157e+308"),
        ("5e-324", "5e-324"),
        // Below the smallest subnormal a number rounds to zero; only overflow is an error.
        ("1e-400", "0"),
        (#""""#, #""""#),
        (#""abc""#, #""abc""#),
        (#""\" \\ \/ \b \f \n \r \t""#, #""\" \\ / \b \f \n \r \t""#),
        (#""\u0041\u00e9\u20AC""#, #""Aé€""#),
        (#""\uD83D\uDE00""#, #""😀""#),
        (#""\ud83d\ude00""#, #""😀""#),
        (#""\u0000""#, #""\u0000""#),
        (#""é€😀 ▿""#, #""é€😀 ▿""#),
        (#""a\nb""#, #""a\nb""#),
        ("[]", "[]"),
        ("[ ]", "[]"),
        ("{}", "{}"),
        ("{ \n}", "{}"),
        ("[1,[2,[3,[]]]]", "[1,[2,[3,[]]]]"),
        (#"{"a":{"b":[{}]}}"#, #"{"a":{"b":[{}]}}"#),
        (" \t\n\r[ 1 , \"x\" ,null ]\r\n", #"[1,"x",null]"#),
        (#"{ "b" : 1 , "a" : 2 }"#, #"{"b":1,"a":2}"#),
        (#"{"a":1,"a":2}"#, #"{"a":1,"a":2}"#),
        (#"{"":""}"#, #"{"":""}"#),
        ("\u{FEFF}{}", "{}"),
        ("\u{FEFF} [true]", "[true]"),
    ])
    func validForms(input: String, expected: String) throws {
        #expect(try compact(input) == expected)
    }

    @Test func scalarsHaveTheirKinds() throws {
        #expect(try JSONReader.parse("null").kind == .null)
        #expect(try JSONReader.parse("true").kind == .bool(true))
        #expect(try JSONReader.parse("-0.5").kind == .number(-0.5))
        #expect(try JSONReader.parse(#""x""#).kind == .string("x"))
        // -0 keeps its sign on reading; only the writer folds it to 0.
        #expect(try JSONReader.parse("-0").doubleValue?.sign == .minus)
    }

    @Test func theTreeHoldsEachValueAndKeyInOrder() throws {
        // {"a": [1, "x"], "b": null}: two members in input order; a's array holds 1 then "x"; b is null.
        let value = try JSONReader.parse(#"{"a": [1, "x"], "b": null}"#)
        let members = try #require(value.objectMembers)
        #expect(members.map(\.key) == ["a", "b"])
        #expect(value["a"]?.arrayElements == [.number(1), .string("x")])
        #expect(value["b"]?.isNull == true)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        // EF BB BF, then [1]: the mark is not part of the value.
        #expect(try JSONReader.parse("\u{FEFF}[1]") == [1])
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        let value = try JSONReader.parse(#"{"a":1,"b":2,"a":3}"#)
        #expect(value.objectMembers?.map(\.key) == ["a", "b", "a"])
        // The subscript gives the first; validation sees every member and decides.
        #expect(value["a"]?.doubleValue == 1)
    }

    @Test func bytesAndStringAgree() throws {
        let text = #"{"k": [1, 2.5, "é"]}"#
        let fromBytes = try JSONReader.parse(Array(text.utf8))
        let fromText = try JSONReader.parse(text)
        #expect(fromBytes == fromText)
    }

    // MARK: Errors

    @Test(arguments: [
        // Empty input: nothing at byte 0, line 1 column 1.
        SyntaxErrorCase("", "unexpected end of input", offset: 0, column: 1),
        // Three spaces, then the end at byte 3, column 4.
        SyntaxErrorCase("   ", "unexpected end of input", offset: 3, column: 4),
        // The byte order mark takes 3 bytes but no column.
        SyntaxErrorCase("\u{FEFF}", "unexpected end of input", offset: 3, column: 1),
        SyntaxErrorCase("{", "unexpected end of input, expected a string key or '}'", offset: 1, column: 2),
        SyntaxErrorCase("[", "unexpected end of input, expected a value or ']'", offset: 1, column: 2),
        SyntaxErrorCase(
            "[1", "unexpected end of input, expected ',' or ']' after an array element", offset: 2, column: 3),
        // "[1,\n": the end is at byte 4, the start of line 2.
        SyntaxErrorCase("[1,\n", "unexpected end of input, expected a value after ','", offset: 4, line: 2, column: 1),
        // {"a"  ->  '{' 0, "a" 1-3, end at 4.
        SyntaxErrorCase(#"{"a""#, "unexpected end of input, expected ':' after an object key", offset: 4, column: 5),
        SyntaxErrorCase(#"{"a":"#, "unexpected end of input, expected a value after ':'", offset: 5, column: 6),
        SyntaxErrorCase(
            #"{"a":1"#, "unexpected end of input, expected ',' or '}' after an object member", offset: 6, column: 7),
        // [1,]  ->  ']' at 3: a trailing comma.
        SyntaxErrorCase("[1,]", "expected a value after ',', found ']'", offset: 3, column: 4),
        // {"a":1,}  ->  '{' 0, "a" 1-3, ':' 4, '1' 5, ',' 6, '}' 7.
        SyntaxErrorCase(#"{"a":1,}"#, "expected a string key after ',', found '}'", offset: 7, column: 8),
        // {"a":1 x}  ->  '1' 5, ' ' 6, 'x' 7.
        SyntaxErrorCase(
            #"{"a":1 x}"#, "expected ',' or '}' after an object member, found 'x'", offset: 7, column: 8),
        // {"a":1 "b":2}  ->  the second key's quote at 7.
        SyntaxErrorCase(
            #"{"a":1 "b":2}"#, #"expected ',' or '}' after an object member, found '"'"#, offset: 7, column: 8),
        SyntaxErrorCase(#"{"a":1]"#, "expected ',' or '}' after an object member, found ']'", offset: 6, column: 7),
        // {"a" 1}  ->  "a" 1-3, ' ' 4, '1' 5.
        SyntaxErrorCase(#"{"a" 1}"#, "expected ':' after an object key, found '1'", offset: 5, column: 6),
        SyntaxErrorCase(#"{"a":}"#, "expected a value after ':', found '}'", offset: 5, column: 6),
        SyntaxErrorCase("{a:1}", "expected a string key or '}', found 'a'", offset: 1, column: 2),
        SyntaxErrorCase("{,}", "expected a string key or '}', found ','", offset: 1, column: 2),
        SyntaxErrorCase("{1:2}", "expected a string key or '}', found '1'", offset: 1, column: 2),
        SyntaxErrorCase("[,1]", "expected a value or ']', found ','", offset: 1, column: 2),
        // [1 2]  ->  '2' at 3.
        SyntaxErrorCase("[1 2]", "expected ',' or ']' after an array element, found '2'", offset: 3, column: 4),
        SyntaxErrorCase("[1}", "expected ',' or ']' after an array element, found '}'", offset: 2, column: 3),
        SyntaxErrorCase("[1] x", "expected end of input after the value, found 'x'", offset: 4, column: 5),
        SyntaxErrorCase("{} {}", "expected end of input after the value, found '{'", offset: 3, column: 4),
        SyntaxErrorCase("[1,2]]", "expected end of input after the value, found ']'", offset: 5, column: 6),
        SyntaxErrorCase("1 2", "expected end of input after the value, found '2'", offset: 2, column: 3),
        SyntaxErrorCase("}", "expected a value, found '}'", offset: 0, column: 1),
        SyntaxErrorCase("// note\n1", "expected a value, found '/'", offset: 0, column: 1),
        SyntaxErrorCase("[1, /* two */ 2]", "expected a value after ',', found '/'", offset: 4, column: 5),
        SyntaxErrorCase("'a'", "expected a value, found '''", offset: 0, column: 1),
        // Smart quotes pasted from a web page: the code point says what the character is.
        SyntaxErrorCase("“a”", "expected a value, found '“' (U+201C)", offset: 0, column: 1),
        // A no-break space (C2 A0) is not JSON whitespace.
        SyntaxErrorCase("[\u{A0}1]", "expected a value or ']', found '\u{A0}' (U+00A0)", offset: 1, column: 2),
        SyntaxErrorCase("[\u{1}]", "expected a value or ']', found control character U+0001", offset: 1, column: 2),

        // Literals and words: the whole word is shown.
        SyntaxErrorCase("tru", "expected a value, found 'tru'", offset: 0, column: 1),
        SyntaxErrorCase("True", "expected a value, found 'True'", offset: 0, column: 1),
        SyntaxErrorCase("nul", "expected a value, found 'nul'", offset: 0, column: 1),
        SyntaxErrorCase("nullx", "expected a value, found 'nullx'", offset: 0, column: 1),
        SyntaxErrorCase("[truex]", "expected a value or ']', found 'truex'", offset: 1, column: 2),
        SyntaxErrorCase("NaN", "expected a value, found 'NaN'", offset: 0, column: 1),
        SyntaxErrorCase("Infinity", "expected a value, found 'Infinity'", offset: 0, column: 1),
        SyntaxErrorCase("undefined", "expected a value, found 'undefined'", offset: 0, column: 1),

        // Numbers.
        SyntaxErrorCase("01", "leading zeros are not allowed in a number", offset: 0, column: 1),
        SyntaxErrorCase("-01", "leading zeros are not allowed in a number", offset: 0, column: 1),
        SyntaxErrorCase("[00]", "leading zeros are not allowed in a number", offset: 1, column: 2),
        SyntaxErrorCase("+1", "expected a value, found '+1'", offset: 0, column: 1),
        SyntaxErrorCase(".5", "expected a value, found '.5'", offset: 0, column: 1),
        SyntaxErrorCase("-", "unexpected end of input, expected a digit after '-'", offset: 1, column: 2),
        // -Infinity  ->  the word after '-' starts at 1.
        SyntaxErrorCase("-Infinity", "expected a digit after '-', found 'Infinity'", offset: 1, column: 2),
        SyntaxErrorCase("1.", "unexpected end of input, expected a digit after '.'", offset: 2, column: 3),
        SyntaxErrorCase("1.e3", "expected a digit after '.', found 'e3'", offset: 2, column: 3),
        SyntaxErrorCase("[1.]", "expected a digit after '.', found ']'", offset: 3, column: 4),
        SyntaxErrorCase("1e", "unexpected end of input, expected a digit in the exponent", offset: 2, column: 3),
        SyntaxErrorCase("1e+", "unexpected end of input, expected a digit in the exponent", offset: 3, column: 4),
        SyntaxErrorCase("1e+x", "expected a digit in the exponent, found 'x'", offset: 3, column: 4),
        SyntaxErrorCase("1e400", "number out of range", offset: 0, column: 1),
        // [-1e400]  ->  the number starts at its '-', byte 1.
        SyntaxErrorCase("[-1e400]", "number out of range", offset: 1, column: 2),
        SyntaxErrorCase("1" + String(repeating: "0", count: 400), "number out of range", offset: 0, column: 1),

        // Strings: an unterminated string is reported at its opening quote.
        SyntaxErrorCase(#""abc"#, "unterminated string", offset: 0, column: 1),
        // ["a", "b  ->  '[' 0, "a" 1-3, ',' 4, ' ' 5, '"' 6.
        SyntaxErrorCase(#"["a", "b"#, "unterminated string", offset: 6, column: 7),
        SyntaxErrorCase(#""a\"#, "unterminated string", offset: 0, column: 1),
        SyntaxErrorCase(#""a\""#, "unterminated string", offset: 0, column: 1),
        SyntaxErrorCase(#""\u00"#, "unterminated string", offset: 0, column: 1),
        // "\x"  ->  the backslash at 1.
        SyntaxErrorCase(#""\x""#, #"invalid escape '\x' in a string"#, offset: 1, column: 2),
        SyntaxErrorCase(#""\U0041""#, #"invalid escape '\U' in a string"#, offset: 1, column: 2),
        SyntaxErrorCase(
            "\"\\\n\"", #"invalid escape in a string: '\' followed by control character U+000A"#, offset: 1,
            column: 2),
        // "\u12G4"  ->  '"' 0, '\' 1, 'u' 2, '1' 3, '2' 4, 'G' 5.
        SyntaxErrorCase(#""\u12G4""#, #"expected 4 hexadecimal digits after '\u', found 'G4'"#, offset: 5, column: 6),
        SyntaxErrorCase(#""\u12""#, #"expected 4 hexadecimal digits after '\u', found '"'"#, offset: 5, column: 6),
        SyntaxErrorCase(#""\uD800""#, #"lone surrogate '\uD800' in a string"#, offset: 1, column: 2),
        SyntaxErrorCase(#""\udc00""#, #"lone surrogate '\uDC00' in a string"#, offset: 1, column: 2),
        SyntaxErrorCase(#""\uD83Dx""#, #"lone surrogate '\uD83D' in a string"#, offset: 1, column: 2),
        // A high surrogate followed by a \u that is not a low one: still alone.
        SyntaxErrorCase(#""\uD83D\u0041""#, #"lone surrogate '\uD83D' in a string"#, offset: 1, column: 2),
        SyntaxErrorCase(#""ab\uDE00\uD83D""#, #"lone surrogate '\uDE00' in a string"#, offset: 3, column: 4),
        // "a<U+0001>b"  ->  the control character at 2.
        SyntaxErrorCase("\"a\u{1}b\"", "unescaped control character U+0001 in a string", offset: 2, column: 3),
        // A raw newline inside a string is reported where it stands: still line 1.
        SyntaxErrorCase("\"a\nb\"", "unescaped control character U+000A in a string", offset: 2, column: 3),
        SyntaxErrorCase("\"\t\"", "unescaped control character U+0009 in a string", offset: 1, column: 2),
        // The same checks apply after an escape, on the slow path.
        SyntaxErrorCase("\"\\n\u{1F}\"", "unescaped control character U+001F in a string", offset: 3, column: 4),

        // Lines and columns.
        // {\n  "a": 1,\n  "b" 2\n}  ->  line 3 starts at byte 12; "b" 14-16, ' ' 17, '2' 18: 6 characters
        // before it on the line, so column 7.
        SyntaxErrorCase(
            "{\n  \"a\": 1,\n  \"b\" 2\n}", "expected ':' after an object key, found '2'", offset: 18, line: 3,
            column: 7),
        // ["é", x]  ->  é takes 2 bytes (2-3), so 'x' is byte 7 but the 7th character.
        SyntaxErrorCase(#"["é", x]"#, "expected a value after ',', found 'x'", offset: 7, column: 7),
        // ["😀", x]  ->  😀 takes 4 bytes (2-5), 'x' is byte 9, column 7.
        SyntaxErrorCase(#"["😀", x]"#, "expected a value after ',', found 'x'", offset: 9, column: 7),
        // CR LF line ends: the CR ends line 1's text, the LF starts line 2.
        SyntaxErrorCase("[1,\r\n x]", "expected a value after ',', found 'x'", offset: 6, line: 2, column: 2),
        // BOM, '[' 3, 'x' 4: column 2, as an editor shows it.
        SyntaxErrorCase("\u{FEFF}[x]", "expected a value or ']', found 'x'", offset: 4, column: 2),

        // Depth: the 65th '[' (byte 64) is one level too many.
        SyntaxErrorCase(
            String(repeating: "[", count: 10_000), "nesting too deep: more than 64 levels of arrays and objects",
            offset: 64, column: 65),
        SyntaxErrorCase(
            String(repeating: "{\"a\":", count: 65) + "1" + String(repeating: "}", count: 65),
            // Each level is 5 bytes: the 65th '{' is at byte 64 * 5 = 320.
            "nesting too deep: more than 64 levels of arrays and objects", offset: 320, column: 321),
        // Empty containers count as a level too.
        SyntaxErrorCase(
            String(repeating: "[", count: 64) + "{}" + String(repeating: "]", count: 64),
            "nesting too deep: more than 64 levels of arrays and objects", offset: 64, column: 65),
    ])
    func errors(_ example: SyntaxErrorCase) {
        let expected = JSONSyntaxError(
            message: example.message, offset: example.offset, line: example.line, column: example.column)
        #expect(throws: expected) { try JSONReader.parse(example.input) }
    }

    @Test(arguments: [
        // "<FF>"  ->  the bad byte at 1.
        SyntaxErrorCase(bytes: [0x22, 0xFF, 0x22], "invalid UTF-8 byte 0xFF in a string", offset: 1, column: 2),
        // A lone continuation byte.
        SyntaxErrorCase(bytes: [0x22, 0x80, 0x22], "invalid UTF-8 byte 0x80 in a string", offset: 1, column: 2),
        // C0 AF is an overlong '/'.
        SyntaxErrorCase(bytes: [0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 byte 0xC0 in a string", offset: 1, column: 2),
        // E0 80 AF is an overlong '/' in three bytes.
        SyntaxErrorCase(
            bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], "invalid UTF-8 byte 0xE0 in a string", offset: 1, column: 2),
        // ED A0 80 encodes the surrogate U+D800.
        SyntaxErrorCase(
            bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 byte 0xED in a string", offset: 1, column: 2),
        // F4 90 80 80 would be U+110000, past the last code point.
        SyntaxErrorCase(
            bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0xF4 in a string", offset: 1, column: 2),
        // € is E2 82 AC; cut after two bytes, the closing quote is no continuation.
        SyntaxErrorCase(bytes: [0x22, 0xE2, 0x82, 0x22], "invalid UTF-8 byte 0xE2 in a string", offset: 1, column: 2),
        // After an escape the slow path checks the same: "\n" then FF at 3.
        SyntaxErrorCase(
            bytes: [0x22, 0x5C, 0x6E, 0xFF, 0x22], "invalid UTF-8 byte 0xFF in a string", offset: 3, column: 4),
        SyntaxErrorCase(bytes: [0xFF], "expected a value, found invalid UTF-8 byte 0xFF", offset: 0, column: 1),
        SyntaxErrorCase(
            bytes: [0x5B, 0x31, 0x2C, 0xC3], "expected a value after ',', found invalid UTF-8 byte 0xC3", offset: 3,
            column: 4),
    ])
    func invalidUTF8(_ example: SyntaxErrorCase) {
        let expected = JSONSyntaxError(
            message: example.message, offset: example.offset, line: example.line, column: example.column)
        #expect(throws: expected) { try JSONReader.parse(example.input) }
    }

    @Test func errorDescriptionSaysLineAndColumn() {
        let error = JSONSyntaxError(message: "unterminated string", offset: 6, line: 1, column: 7)
        #expect(error.description == "line 1, column 7: unterminated string")
    }

    // MARK: Depth

    @Test func sixtyFourLevelsAreAllowed() throws {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        var value = try JSONReader.parse(text)
        var depth = 1
        while let inner = value.arrayElements?.first {
            value = inner
            depth += 1
        }
        #expect(depth == 64)
    }

    @Test func depthLimitIsConfigurable() throws {
        // {"a":[{"b":1}]}  ->  '{' 0, '[' 5, '{' 6: the third level.
        let text = #"{"a":[{"b":1}]}"#
        #expect(try compact(text) == text)
        _ = try JSONReader.parse(text, maxDepth: 3)
        #expect(
            throws: JSONSyntaxError(
                message: "nesting too deep: more than 2 levels of arrays and objects", offset: 6, line: 1, column: 7)
        ) { try JSONReader.parse(text, maxDepth: 2) }
        // Scalars need no level at all.
        #expect(try JSONReader.parse("1", maxDepth: 0).doubleValue == 1)
    }

    @Test func deepNestingBeyondTheLimitNeverRecurses() throws {
        // The reader keeps containers on its own stack: a deep document is an error, not a crash,
        // and a deeper limit costs heap, not call stack.
        let opens = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(opens) }
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(opens, maxDepth: 1_000_000) }
        let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(try JSONReader.parse(deep, maxDepth: 500).arrayElements?.count == 1)
    }

    // MARK: Robustness

    static let sample = """
        \u{FEFF}{
          "notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {
            "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
            "UIKeyboardAnimationDurationUserInfoKey": 0.25, "curve": 7, "isLocal": true, "n": null}},
          "views": [{"id": "t\\u00e9\\uD83D\\uDE00\\n", "frame": [0, -1.5e2, 393E0, 0.0]}, [], {}],
          "é": "▿ 😀"
        }
        """

    @Test func everyTruncationParsesOrThrows() throws {
        let bytes = Array(Self.sample.utf8)
        _ = try JSONReader.parse(bytes)
        for length in 0..<bytes.count {
            do {
                _ = try JSONReader.parse(Array(bytes[..<length]))
            } catch {
                #expect(error.offset >= 0 && error.offset <= length)
                #expect(error.line >= 1 && error.column >= 1)
            }
        }
    }

    @Test func everyByteReplacementParsesOrThrows() throws {
        let bytes = Array(Self.sample.utf8)
        let replacements: [UInt8] = [0x00, 0x22, 0x2C, 0x5C, 0x5B, 0x5D, 0x7B, 0x7D, 0x3A, 0x30, 0x80, 0xFF]
        for index in bytes.indices {
            for replacement in replacements {
                var mutated = bytes
                mutated[index] = replacement
                let value: JSONValue
                do {
                    value = try JSONReader.parse(mutated)
                } catch {
                    #expect(error.offset >= 0 && error.offset <= mutated.count)
                    continue
                }
                try expectStableRoundTrip(value)
            }
        }
    }

    @Test func randomBytesParseOrThrow() throws {
        // A fixed seed keeps failures reproducible; the alphabet favours JSON's own characters so
        // that many inputs get deep into the grammar before they break.
        var generator = SplitMix64(seed: 0x5EED_1234)
        let alphabet =
            Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn\/bu"#.utf8) + [0x0A, 0x00, 0x1F, 0xC3, 0xA9, 0xED, 0xFF]
        var parsed = 0
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in
                generator.next() % 4 == 0
                    ? UInt8(truncatingIfNeeded: generator.next())
                    : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let value: JSONValue
            do {
                value = try JSONReader.parse(bytes)
            } catch {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
                continue
            }
            try expectStableRoundTrip(value)
            parsed += 1
        }
        // Most random inputs are malformed; a handful still make it through (a lone number, "[]").
        #expect(parsed > 0)
    }

    /// Numbers of up to 15 digits without an exponent are converted without `Double(String)` (the digits over a
    /// power of ten); they must be the very Doubles it gives, the exponent and long forms too.
    @Test func numbersReadAsDoubleOfTheirTextDoes() throws {
        var generator = SplitMix64(seed: 0x0D0B_1E5)
        var texts = [
            "0", "-0", "0.25", "-0.1", "0.30000000000000004", "123456789012345", "1234567890123456", "1e3",
            "0.000000000000001", "999999999999999.9", "12.5E-3", "-7.000",
        ]
        for _ in 0..<5_000 {
            let integer = generator.next() % 1_000_000_000
            let fraction = generator.next() % 1_000_000_000
            let digits = Int(generator.next() % 9) + 1
            let text = String(integer) + "." + String(String(fraction).prefix(digits))
            texts.append(generator.next() % 2 == 0 ? text : "-" + text)
        }
        for text in texts {
            let value = try JSONReader.parse(text)
            #expect(value == .number(try #require(Double(text))), "\(text)")
        }
    }

    /// Writing a parsed value and reading it back gives the same text again.
    private func expectStableRoundTrip(_ value: JSONValue) throws {
        let written = JSONWriter.write(value, pretty: false)
        let reread = try JSONReader.parse(written)
        #expect(JSONWriter.write(reread, pretty: false) == written)
    }
}
