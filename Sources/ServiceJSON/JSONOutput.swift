/// Where JSON goes as it is produced, one token at a time: the bytes of an answer (`JSONStream`, which
/// `JSONWriter` is built on) or a value tree (`JSONTreeBuilder`). A type that writes itself to any output
/// has one definition of its wire shape whether a caller wants bytes (the adjust route, straight, without a
/// tree) or a tree to inspect or compose (the tests, simulate's steps).
///
/// Calls must nest: a `key` before each member's value, containers closed in order.
public protocol JSONOutput: ~Copyable {
    /// Opens an object; its members follow, each a `key` and then a value.
    mutating func beginObject()
    /// Names the next member of the innermost open object; its value comes next. Keys written in the code are
    /// static text, which a stream copies without making a String.
    mutating func key(_ key: StaticString)
    /// Names the next member with a key made at run time (a view's id, a member of a value tree).
    mutating func key(text key: String)
    /// Closes the innermost open object.
    mutating func endObject()
    /// Opens an array; its elements follow, each a value.
    mutating func beginArray()
    /// Closes the innermost open array.
    mutating func endArray()
    /// Writes a JSON number as the next value: a member's after `key`, else the next array element.
    mutating func number(_ value: Double)
    /// Writes a JSON string as the next value.
    mutating func string(_ value: String)
    /// Writes `true` or `false` as the next value.
    mutating func bool(_ value: Bool)
    /// Writes JSON `null` as the next value.
    mutating func null()
}

extension JSONOutput where Self: ~Copyable {
    /// A member with a number.
    @inlinable
    public mutating func member(_ key: StaticString, _ value: Double) {
        self.key(key)
        number(value)
    }

    /// A member with a string.
    @inlinable
    public mutating func member(_ key: StaticString, _ value: String) {
        self.key(key)
        string(value)
    }

    /// A member with a boolean.
    @inlinable
    public mutating func member(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    /// A member with a number, or `null` when there is none.
    @inlinable
    public mutating func member(_ key: StaticString, orNull value: Double?) {
        self.key(key)
        if let value { number(value) } else { null() }
    }

    /// A member with a string, or `null` when there is none.
    @inlinable
    public mutating func member(_ key: StaticString, orNull value: String?) {
        self.key(key)
        if let value { string(value) } else { null() }
    }

    /// A member with a boolean, or `null` when there is none.
    @inlinable
    public mutating func member(_ key: StaticString, orNull value: Bool?) {
        self.key(key)
        if let value { bool(value) } else { null() }
    }
}

extension JSONValue {
    /// Writes the value, members in their order, to `output`.
    @inlinable
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
                output.key(text: member.key)
                member.value.write(to: &output)
            }
            output.endObject()
        }
    }
}

/// Builds a `JSONValue` from output calls.
///
/// The children of every open container wait on two flat stacks and each container's array is made once, at
/// its exact size, when it closes (growing each by appends allocated several times for an object of four).
public struct JSONTreeBuilder: JSONOutput {
    /// Members of the open objects and elements of the open arrays, innermost last.
    private var members: [JSONMember] = []
    private var elements: [JSONValue] = []
    /// Keys whose values are being written, innermost last.
    private var keys: [String] = []
    /// The open containers, with where their children start on their stack.
    private var open: [(isObject: Bool, start: Int)] = []
    private var result = JSONValue.null

    /// The value `body` writes.
    public static func build(_ body: (inout JSONTreeBuilder) -> Void) -> JSONValue {
        var builder = JSONTreeBuilder()
        body(&builder)
        return builder.result
    }

    private mutating func add(_ value: JSONValue) {
        guard let container = open.last else { return result = value }
        if container.isObject {
            members.append(JSONMember(key: keys.popLast() ?? "", value: value))
        } else {
            elements.append(value)
        }
    }

    /// Opens an object whose members gather on the member stack until `endObject`.
    public mutating func beginObject() {
        if members.capacity == 0 { members.reserveCapacity(16) }
        open.append((true, members.count))
    }

    /// Holds `key` for the next value added to the open object.
    public mutating func key(_ key: StaticString) { keys.append(key.description) }

    /// Holds `key` for the next value added to the open object.
    public mutating func key(text key: String) { keys.append(key) }

    /// Closes the innermost object, built at its exact size from its members, and adds it to its parent.
    public mutating func endObject() {
        guard let container = open.popLast(), container.isObject else { return }
        let value = JSONValue(.object(Array(members[container.start...])))
        members.removeSubrange(container.start...)
        add(value)
    }

    /// Opens an array whose elements gather on the element stack until `endArray`.
    public mutating func beginArray() { open.append((false, elements.count)) }

    /// Closes the innermost array, built at its exact size, and adds it to its parent.
    public mutating func endArray() {
        guard let container = open.popLast(), !container.isObject else { return }
        let value = JSONValue(.array(Array(elements[container.start...])))
        elements.removeSubrange(container.start...)
        add(value)
    }

    /// Adds a number to the open container, or makes it the result at the top level.
    public mutating func number(_ value: Double) { add(.number(value)) }
    /// Adds a string to the open container, or makes it the result at the top level.
    public mutating func string(_ value: String) { add(.string(value)) }
    /// Adds a boolean to the open container, or makes it the result at the top level.
    public mutating func bool(_ value: Bool) { add(.bool(value)) }
    /// Adds `null` to the open container, or makes it the result at the top level.
    public mutating func null() { add(.null) }
}
