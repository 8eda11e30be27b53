// Literals make responses and test fixtures read like the JSON they produce.
// A dictionary literal keeps its order, so output built from one is deterministic.

extension JSONValue: ExpressibleByBooleanLiteral {
    /// A boolean from a literal.
    public init(booleanLiteral value: Bool) {
        self.init(.bool(value))
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// A number from an integer literal.
    public init(integerLiteral value: Int) {
        self.init(.number(Double(value)))
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A number from a floating-point literal.
    public init(floatLiteral value: Double) {
        self.init(.number(value))
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string from a literal.
    public init(stringLiteral value: String) {
        self.init(.string(value))
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array from a literal.
    public init(arrayLiteral elements: JSONValue...) {
        self.init(.array(elements))
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object from a literal, members in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(.object(elements.map { JSONMember(key: $0.0, value: $0.1) }))
    }
}
