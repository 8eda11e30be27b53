/// A JSON value as a tree: what the operations answer (simulate's steps, parse's payload, problems) and what
/// tests read answers into. Requests are read from a `JSONDocument` instead.
public struct JSONValue: Hashable, Sendable {
    /// What the value is; containers hold their children in input order, duplicate keys included.
    public enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    /// What the value is.
    public var kind: Kind

    /// Creates a value of `kind`.
    public init(_ kind: Kind) {
        self.kind = kind
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The member's key, unescaped.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

// MARK: - Building

extension JSONValue {
    /// JSON `null`.
    public static let null = JSONValue(.null)

    /// An object whose members keep the order given, so written output is deterministic.
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
    }

    /// An array of `elements`.
    public static func array(_ elements: [JSONValue]) -> JSONValue {
        JSONValue(.array(elements))
    }

    /// A number; a non-finite value is written as `null`, since JSON has no NaN or infinity.
    public static func number(_ value: Double) -> JSONValue {
        JSONValue(.number(value))
    }

    /// A number from an integer (exact up to 2^53, as any JSON number read as a Double).
    public static func number(_ value: Int) -> JSONValue {
        JSONValue(.number(Double(value)))
    }

    /// A string.
    public static func string(_ value: String) -> JSONValue {
        JSONValue(.string(value))
    }

    /// A boolean.
    public static func bool(_ value: Bool) -> JSONValue {
        JSONValue(.bool(value))
    }
}

// MARK: - Reading

extension JSONValue {
    /// The value of the first member named `key`, or nil when there is none or this is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index`, or nil when it is out of range or this is not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = kind, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The members in input order when this is an object.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The elements when this is an array.
    public var arrayElements: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The string when this is a string.
    public var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The number when this is a number.
    public var doubleValue: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The boolean when this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool { kind == .null }

    /// The kind with its article, for messages such as "expected an object, found a string".
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text.
    public var description: String { JSONWriter.string(self, pretty: false) }
}
