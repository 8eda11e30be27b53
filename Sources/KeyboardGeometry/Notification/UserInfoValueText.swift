// Strict reading of one userInfo value from the text iOS prints for it. The notification text parser and
// the JSON wire (where values may come as strings such as "0.25" or "NSRect: {{...}}") both use it.

extension UserInfoKey {
    /// Parses `text` (already cut from its surroundings, quotes removed) as this key's value.
    /// Every character must belong to the value; the error's offset is relative to `text`.
    public func parseValue(_ text: String) throws(TextParseError) -> UserInfoValue {
        try TextScanner.whole(Array(text.utf8), "the value of \(rawValue)") { (scanner) throws(TextParseError) in
            try scanner.userInfoValue(for: self)
        }
    }
}

extension TextScanner {
    /// Reads the value of `key` at the cursor, as iOS prints it.
    package mutating func userInfoValue(for key: UserInfoKey) throws(TextParseError) -> UserInfoValue {
        skipSpaces()
        let start = index
        do throws(TextParseError) {
            switch key.kind {
            case .rect:
                return .rect(try rect())
            case .point:
                return .point(try point())
            case .number:
                return .number(try number())
            case .integer:
                let value = try number()
                guard value == value.rounded(), abs(value) < 1e15 else {
                    throw error("\(key.rawValue): '\(value)' is not an integer", at: start)
                }
                return .integer(Int(value))
            case .boolean:
                return .boolean(try boolean())
            }
        } catch {
            var e = error
            if !e.message.hasPrefix(key.rawValue) { e.message = "\(key.rawValue): \(e.message)" }
            throw e
        }
    }

    /// Reads a boolean as iOS prints it: `1`/`0` (NSNumber), `YES`/`NO`, `true`/`false`.
    package mutating func boolean() throws(TextParseError) -> Bool {
        skipSpaces()
        for (word, value) in [
            ("true", true), ("false", false), ("YES", true), ("NO", false), ("1", true), ("0", false),
        ] {
            let save = index
            if consume(word) {
                // "10" or "YES1" is not a boolean.
                if let b = peek, b.isIdentifierByte {
                    index = save
                    continue
                }
                return value
            }
        }
        throw error("expected a boolean (1, 0, true, false, YES, NO), found \(describeNext())")
    }
}

extension UInt8 {
    /// ASCII letters, digits and `_`.
    package var isIdentifierByte: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A)
            || self == 0x5F
    }
}
