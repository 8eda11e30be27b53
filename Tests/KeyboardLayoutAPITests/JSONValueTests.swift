import KeyboardLayoutAPI
import Testing

struct JSONValueTests {
    @Test func buildersMakeTheirKinds() {
        #expect(JSONValue.null.kind == .null)
        #expect(JSONValue.bool(true).kind == .bool(true))
        #expect(JSONValue.number(2.5).kind == .number(2.5))
        #expect(JSONValue.number(3).kind == .number(3))
        #expect(JSONValue.string("s").kind == .string("s"))
        #expect(JSONValue.array([.null]).kind == .array([JSONValue(.null)]))
        #expect(JSONValue.object([("k", .null)]).kind == .object([JSONMember(key: "k", value: .null)]))
    }

    @Test func literalsMatchBuilders() {
        let literal: JSONValue = ["a": 1, "b": [true, "x", 0.5]]
        let built = JSONValue.object([("a", .number(1)), ("b", .array([.bool(true), .string("x"), .number(0.5)]))])
        #expect(literal == built)
    }

    @Test func accessors() throws {
        let value = try JSONReader.parse(#"{"s":"x","n":2,"b":false,"a":[null],"o":{}}"#)
        #expect(value["s"]?.stringValue == "x")
        #expect(value["n"]?.doubleValue == 2)
        #expect(value["b"]?.boolValue == false)
        #expect(value["a"]?.arrayElements?.count == 1)
        #expect(value["a"]?[0]?.isNull == true)
        #expect(value["a"]?[1] == nil)
        #expect(value["a"]?[-1] == nil)
        #expect(value["o"]?.objectMembers?.isEmpty == true)
        #expect(value["missing"] == nil)
        // Accessors of another kind answer nil instead of trapping.
        #expect(value["s"]?.doubleValue == nil)
        #expect(value["n"]?["key"] == nil)
        #expect(value[0] == nil)
        #expect(value.stringValue == nil)
    }

    @Test(arguments: [
        ("{}", "an object"),
        ("[]", "an array"),
        (#""""#, "a string"),
        ("1", "a number"),
        ("true", "a boolean"),
        ("null", "null"),
    ])
    func typeNames(text: String, expected: String) throws {
        #expect(try JSONReader.parse(text).typeName == expected)
    }

    @Test func descriptionIsCompactJSON() {
        let value: JSONValue = ["a": [1, "b"]]
        #expect(value.description == #"{"a":[1,"b"]}"#)
    }

    @Test func equalContentIsEqualWhereverItStands() throws {
        // [1, 1]: the two elements are the same value (values carry no position), and the same as one built in
        // code; a different number is not.
        let first = try JSONReader.parse("[1, 1]")
        #expect(first[0] == first[1])
        #expect(first[0] == .number(1))
        #expect(first[0] != .number(2))
    }
}
