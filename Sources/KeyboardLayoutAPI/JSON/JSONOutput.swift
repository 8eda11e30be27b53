/// Where JSON goes as it is produced, one token at a time: the bytes of an answer (`JSONStream`, which
/// `JSONWriter` is built on) or a value tree (`JSONTreeBuilder`). A type that writes itself to any output
/// has one definition of its wire shape whether a caller wants bytes (the adjust route, straight, without a
/// tree) or a tree to inspect or compose (the tests, simulate's steps).
///
/// Calls must nest: a `key` before each member's value, containers closed in order.
public protocol JSONOutput: ~Copyable {
    mutating func beginObject()
    mutating func key(_ key: String)
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    mutating func number(_ value: Double)
    mutating func string(_ value: String)
    mutating func bool(_ value: Bool)
    mutating func null()
}

extension JSONOutput where Self: ~Copyable {
    /// A member with a number.
    public mutating func member(_ key: String, _ value: Double) {
        self.key(key)
        number(value)
    }

    /// A member with a string.
    public mutating func member(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    /// A member with a boolean.
    public mutating func member(_ key: String, _ value: Bool) {
        self.key(key)
        bool(value)
    }
}

extension JSONValue {
    /// Writes the value, members in their order, to `output`.
    public func write<Output: JSONOutput & ~Copyable>(to output: inout Output) {
        switch kind {
        case .null: output.null()
        case .bool(let flag): output.bool(flag)
        case .number(let number): output.number(number)
        case .string(let text): output.string(text)
        case .array(let elements):
            output.beginArray()
            for element in elements { element.write(to: &output) }
            output.endArray()
        case .object(let members):
            output.beginObject()
            for member in members {
                output.key(member.key)
                member.value.write(to: &output)
            }
            output.endObject()
        }
    }
}

/// Builds a `JSONValue` from output calls.
public struct JSONTreeBuilder: JSONOutput {
    private enum Open {
        case object([JSONMember], key: String)
        case array([JSONValue])
    }

    private var open: [Open] = []
    private var result = JSONValue.null

    /// The value `body` writes.
    public static func build(_ body: (inout JSONTreeBuilder) -> Void) -> JSONValue {
        var builder = JSONTreeBuilder()
        body(&builder)
        return builder.result
    }

    private mutating func add(_ value: JSONValue) {
        switch open.popLast() {
        case nil: result = value
        case .object(var members, let key)?:
            members.append(JSONMember(key: key, value: value))
            open.append(.object(members, key: ""))
        case .array(var elements)?:
            elements.append(value)
            open.append(.array(elements))
        }
    }

    public mutating func beginObject() { open.append(.object([], key: "")) }

    public mutating func key(_ key: String) {
        if case .object(let members, _)? = open.popLast() { open.append(.object(members, key: key)) }
    }

    public mutating func endObject() {
        if case .object(let members, _)? = open.popLast() { add(JSONValue(.object(members))) }
    }

    public mutating func beginArray() { open.append(.array([])) }

    public mutating func endArray() {
        if case .array(let elements)? = open.popLast() { add(JSONValue(.array(elements))) }
    }

    public mutating func number(_ value: Double) { add(.number(value)) }
    public mutating func string(_ value: String) { add(.string(value)) }
    public mutating func bool(_ value: Bool) { add(.bool(value)) }
    public mutating func null() { add(.null) }
}
