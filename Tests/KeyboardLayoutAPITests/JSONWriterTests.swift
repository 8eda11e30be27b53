import KeyboardGeometryTesting
import KeyboardLayoutAPI
import Testing

struct JSONWriterTests {
    // MARK: Numbers

    @Test(
        arguments: [
            (393, "393"),
            (-12, "-12"),
            (0, "0"),
            // -0.0 is integral: written as 0, as JSON readers would show it anyway.
            (-0.0, "0"),
            (516.0, "516"),
            (0.25, "0.25"),
            (-1.5, "-1.5"),
            (123456.7, "123456.7"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1e-5, "1e-05"),
            (-2.5e-7, "-2.5e-07"),
            (Double.leastNonzeroMagnitude, "5e-324"),
            (1e15 + 0.5, "1000000000000000.5"),
            // 2^53 - 1 is the largest integer written without a fraction ...
            (9_007_199_254_740_991, "9007199254740991"),
            (-9_007_199_254_740_991, "-9007199254740991"),
            // ... 2^53 and above take Swift's shortest round-trip form, which is valid JSON too.
            (9_007_199_254_740_992, "9007199254740992.0"),
            (1e16, "1e+16"),
            (1.5e300, "1.5e+300"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
            (-1.7976931348623157e308, "-1.7976931348623157e+308"),
            // JSON has no NaN or infinity.
            (Double.infinity, "null"),
            (-Double.infinity, "null"),
            (Double.nan, "null"),
        ] as [(Double, String)])
    func numbers(value: Double, expected: String) throws {
        let written = JSONWriter.string(.number(value), pretty: false)
        #expect(written == expected)
        // Every number written reads back as the same Double (-0.0 as 0, non-finite as null).
        let reread = try JSONReader.parse(written)
        if value.isFinite {
            #expect(reread.doubleValue == value)
        } else {
            #expect(reread.isNull)
        }
    }

    /// Numbers that are not whole are written by the standard library's `Double.write(to:)` straight into the
    /// writer's buffer; the rule is the text of `description`, Swift's shortest form that reads back to the same
    /// Double. Checked over 20,000 finite Doubles from a fixed seed (any bit pattern: subnormals, huge, tiny)
    /// and 20,000 in the range of frames (-2,000 to 2,000): each is `description`'s text, and reads back equal.
    @Test func numbersThatAreNotWholeAreTheShortestRoundTripText() throws {
        var random = SplitMix64(seed: 0x5EED_0F_D0_0B1E)
        var values: [Double] = []
        while values.count < 20_000 {
            let value = Double(bitPattern: random.next())
            if value.isFinite { values.append(value) }
        }
        for _ in 0..<20_000 { values.append(Double.random(in: -2_000...2_000, using: &random)) }
        var mismatches = 0
        for value in values where value.rounded(.towardZero) != value || value.magnitude >= 9_007_199_254_740_992 {
            let written = JSONWriter.string(.number(value), pretty: false)
            let reread = try JSONReader.parse(written).doubleValue
            if written != value.description || reread != value { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    // MARK: Strings

    @Test(arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"C:\dir"#, #""C:\\dir""#),
        ("a/b", #""a/b""#),
        ("line\nnext\r\ttab", #""line\nnext\r\ttab""#),
        ("\u{8}\u{C}", #""\b\f""#),
        ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        // DEL and everything non-ASCII are written as they are, in UTF-8.
        ("\u{7F}", "\"\u{7F}\""),
        ("é € 😀 ▿", #""é € 😀 ▿""#),
        ("\u{2028}", "\"\u{2028}\""),
    ])
    func strings(value: String, expected: String) throws {
        let written = JSONWriter.string(.string(value), pretty: false)
        #expect(written == expected)
        #expect(try JSONReader.parse(written).stringValue == value)
    }

    @Test func keysAreEscapedToo() {
        let value: JSONValue = ["a\"b\n": 1]
        #expect(JSONWriter.string(value, pretty: false) == #"{"a\"b\n":1}"#)
    }

    // MARK: Layout

    @Test func prettyLayout() {
        let value: JSONValue = [
            "event": "willShow",
            "keyboard": ["frameInWindow": ["x": 0, "y": 516, "width": 393, "height": 336], "visible": true],
            "views": [:],
            "warnings": [],
            "list": [1, -2.5, .null, ["nested": []]],
        ]
        let expected = """
            {
              "event": "willShow",
              "keyboard": {
                "frameInWindow": {
                  "x": 0,
                  "y": 516,
                  "width": 393,
                  "height": 336
                },
                "visible": true
              },
              "views": {},
              "warnings": [],
              "list": [
                1,
                -2.5,
                null,
                {
                  "nested": []
                }
              ]
            }

            """
        #expect(JSONWriter.string(value) == expected)
    }

    /// Keys written from the code's literals (the answers' path) and indents, at every length around a word of
    /// eight bytes and at depths past eight spaces, starting from a small buffer that has to grow on the way. By
    /// the pretty layout: each member on its own line, indented two spaces a level, `"key": ` before its value,
    /// each closing brace on its own line at its object's level, and a newline at the end.
    @Test func literalKeysAndDeepIndentsOfEveryLength() {
        let keys: [StaticString] = [
            "a", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnopq",
            "frameInWindow", "beginFrameInWindow", "k",
        ]
        let written = JSONWriter.bytes(pretty: true, capacity: 64) { out in
            out.beginObject()
            for key in keys.dropLast() {
                out.key(key)
                out.beginObject()
            }
            out.key(keys[keys.count - 1])
            out.number(1)
            for _ in keys.dropLast() { out.endObject() }
            out.endObject()
        }
        var expected = "{\n"
        for (level, key) in keys.enumerated() {
            let indent = String(repeating: " ", count: 2 * (level + 1))
            expected += indent + "\"\(key)\": " + (level == keys.count - 1 ? "1\n" : "{\n")
        }
        for level in stride(from: keys.count - 1, through: 0, by: -1) {
            expected += String(repeating: " ", count: 2 * level) + "}\n"
        }
        #expect(String(decoding: written, as: UTF8.self) == expected)
    }

    @Test func compactLayoutHasNoSpaces() {
        let value: JSONValue = ["a": [1, 2, ["b": .null]], "c": "x y", "d": [:], "e": []]
        #expect(JSONWriter.string(value, pretty: false) == #"{"a":[1,2,{"b":null}],"c":"x y","d":{},"e":[]}"#)
    }

    @Test(arguments: [
        (JSONValue.null, "null"),
        (JSONValue.bool(true), "true"),
        (JSONValue.bool(false), "false"),
        (JSONValue.number(7), "7"),
        (JSONValue.string("s"), #""s""#),
        (JSONValue.array([]), "[]"),
        (JSONValue.object([]), "{}"),
    ])
    func scalarsAndEmptyContainersAtTheTop(value: JSONValue, compact: String) {
        #expect(JSONWriter.string(value, pretty: false) == compact)
        // Pretty output differs only by its trailing newline.
        #expect(JSONWriter.string(value) == compact + "\n")
    }

    /// The writer keeps the containers around the innermost one as bits up to 64 deep and in a list beyond: a
    /// container closed at any depth must give back its parent's kind and whether it had entries. Each level
    /// here is an array whose first element is the next level and whose second follows it after a comma, with
    /// an object at every tenth level, so a wrong kind or a lost "has entries" shows as a missing or extra
    /// comma or a wrong bracket. Expected text by the grammar: level 0 is `[0]`; level d wraps level d - 1 as
    /// `[inner,d]`, or `{"k":inner,"d":d}` at every tenth level.
    @Test(arguments: [3, 63, 64, 65, 100])
    func deepNestingClosesBackToEachParent(depth: Int) {
        var value: JSONValue = [0]
        var expected = "[0]"
        for d in 1...depth {
            if d % 10 == 0 {
                value = .object([("k", value), ("d", .number(Double(d)))])
                expected = #"{"k":"# + expected + #","d":\#(d)}"#
            } else {
                value = .array([value, .number(Double(d))])
                expected = "[" + expected + ",\(d)]"
            }
        }
        #expect(JSONWriter.string(value, pretty: false) == expected)
    }

    /// The text is written into the returned array's own storage while it fits the capacity asked for, and moves
    /// to a growing buffer when it does not: both give the same bytes. An array of n zeros written compact is
    /// `[` + n times `0` joined by `,` + `]`: 2n + 1 bytes (31 zeros: 63, fits 64; 32: 65, spills; 500: 1001, fits
    /// 1001 exactly). Capacities below the writer's floor of 64 count as 64.
    @Test(arguments: [(10, 64), (31, 64), (32, 64), (33, 64), (500, 64), (500, 1001), (500, 1002), (500, 4096)])
    func textFitsItsCapacityOrSpills(zeros: Int, capacity: Int) {
        let expected = "[" + Array(repeating: "0", count: zeros).joined(separator: ",") + "]"
        #expect(expected.utf8.count == 2 * zeros + 1)
        let written = JSONWriter.bytes(pretty: false, capacity: capacity) { out in
            out.beginArray()
            for _ in 0..<zeros { out.number(0) }
            out.endArray()
        }
        #expect(String(decoding: written, as: UTF8.self) == expected)
    }

    @Test func membersKeepTheirOrderAndDuplicates() {
        let value = JSONValue.object([("z", 1), ("a", 2), ("z", 3)])
        #expect(JSONWriter.string(value, pretty: false) == #"{"z":1,"a":2,"z":3}"#)
    }

    @Test func writeIntoAppends() {
        var output = Array("prefix ".utf8)
        JSONWriter.write([1, 2], pretty: false, into: &output)
        #expect(String(decoding: output, as: UTF8.self) == "prefix [1,2]")
    }

    // MARK: Round trips

    @Test(arguments: [
        "null\n",
        "0\n",
        #""\u0000 \" \\ / é""# + "\n",
        "[]\n",
        "{}\n",
        """
        {
          "notification": {
            "name": "UIKeyboardWillShowNotification",
            "userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
              "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
              "UIKeyboardAnimationDurationUserInfoKey": 0.25,
              "UIKeyboardAnimationCurveUserInfoKey": 7,
              "UIKeyboardIsLocalUserInfoKey": true
            }
          },
          "views": [
            {
              "id": "root",
              "frame": {
                "x": 0,
                "y": 0,
                "width": 393,
                "height": 852
              }
            },
            {
              "id": "table",
              "parent": "root",
              "scroll": {
                "contentInset": {},
                "contentOffset": {
                  "x": 0,
                  "y": -59.5
                }
              }
            }
          ],
          "behaviors": [],
          "options": {
            "followUndockedKeyboard": false,
            "ignoreNonLocal": false,
            "inTransition": null
          }
        }

        """,
        """
        [
          [
            [
              1e-07,
              1.5e+300,
              -0.1
            ]
          ],
          {
            "a": {
              "a": {}
            },
            "a": "duplicate"
          }
        ]

        """,
    ])
    func prettyRoundTrip(document: String) throws {
        #expect(JSONWriter.string(try JSONReader.parse(document)) == document)
    }

    @Test(arguments: [
        "1",
        "-0.5",
        "true",
        #"[1,"a",null,false,[],{}]"#,
        #"{"type":"problem","status":422,"errors":[{"pointer":"/views/2/frmae","message":"unknown key"}]}"#,
        #"{"k":"tab\there\u001f","e":"😀"}"#,
    ])
    func compactRoundTrip(document: String) throws {
        #expect(JSONWriter.string(try JSONReader.parse(document), pretty: false) == document)
    }

    @Test func reformattingIsStable() throws {
        // Loose input normalises once; after that, write(parse(x)) == x.
        let loose = " { \"b\" : [ 1.0 , 2E1, -0 ] ,\n\"a\":\"\\u00e9\\/\" } "
        let once = JSONWriter.string(try JSONReader.parse(loose))
        #expect(once == "{\n  \"b\": [\n    1,\n    20,\n    0\n  ],\n  \"a\": \"é/\"\n}\n")
        #expect(JSONWriter.string(try JSONReader.parse(once)) == once)
    }
}
