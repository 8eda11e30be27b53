// The strings iOS prints for geometry values: `NSStringFromCGRect` gives "{{0, 516}, {393, 336}}",
// an `NSValue` describes itself as "NSRect: {{0, 516}, {393, 336}}" (and "NSPoint: {195, 684}",
// "NSSize: {393, 336}"); Swift's `print` of a CGRect gives "(0.0, 516.0, 393.0, 336.0)".

extension TextScanner {
    /// Reads a rect in any printed form, the `NSRect:`/`CGRect` prefix optional.
    package mutating func rect() throws(TextParseError) -> Rect {
        skipSpaces()
        _ = consume("NSRect:") || consume("CGRect:") || consume("CGRect")
        skipSpaces()
        if peek == UInt8(ascii: "(") {
            // Swift's print(CGRect): "(0.0, 516.0, 393.0, 336.0)"
            index += 1
            let x = try labelled("x")
            try expect(UInt8(ascii: ","), "','")
            let y = try labelled("y")
            try expect(UInt8(ascii: ","), "','")
            let w = try labelled("width")
            try expect(UInt8(ascii: ","), "','")
            let h = try labelled("height")
            try expect(UInt8(ascii: ")"), "')'")
            return Rect(x: x, y: y, width: w, height: h)
        }
        try expect(UInt8(ascii: "{"), "'{' starting a rect such as {{0, 516}, {393, 336}}")
        let origin = try pair()
        try expect(UInt8(ascii: ","), "',' between a rect's origin and size")
        let size = try pair()
        try expect(UInt8(ascii: "}"), "'}' closing the rect")
        return Rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
    }

    /// Reads a point in any printed form, the `NSPoint:` prefix optional.
    package mutating func point() throws(TextParseError) -> Point {
        skipSpaces()
        _ = consume("NSPoint:") || consume("CGPoint:") || consume("CGPoint")
        skipSpaces()
        if peek == UInt8(ascii: "(") {
            index += 1
            let x = try labelled("x")
            try expect(UInt8(ascii: ","), "','")
            let y = try labelled("y")
            try expect(UInt8(ascii: ")"), "')'")
            return Point(x: x, y: y)
        }
        let p = try pair()
        return Point(x: p.0, y: p.1)
    }

    /// Reads "{a, b}".
    package mutating func pair() throws(TextParseError) -> (Double, Double) {
        try expect(UInt8(ascii: "{"), "'{'")
        let a = try number()
        try expect(UInt8(ascii: ","), "','")
        let b = try number()
        try expect(UInt8(ascii: "}"), "'}'")
        return (a, b)
    }

    /// Reads a number optionally preceded by `label:` ("x: 0.0" in Swift's CGRect description).
    private mutating func labelled(_ label: String) throws(TextParseError) -> Double {
        skipSpaces()
        if consume(label) {
            try expect(UInt8(ascii: ":"), "':' after \(label)")
        }
        return try number()
    }
}

extension Rect {
    /// Parses the whole string as a rect as iOS prints it; trailing text is an error.
    public init(printed text: String) throws(TextParseError) {
        try self.init(printed: Array(text.utf8))
    }

    /// Parses the whole UTF-8 text at `range` of `bytes` (all of them when nil) as a rect as iOS prints it: a
    /// JSON string's bytes, read in place in the request, without a String or a copy.
    package init(printed bytes: [UInt8], in range: Range<Int>? = nil) throws(TextParseError) {
        var scanner = range.map { TextScanner(bytes: bytes, range: $0) } ?? TextScanner(bytes: bytes)
        let rect = try scanner.rect()
        scanner.skipSpaces()
        guard scanner.isAtEnd else { throw scanner.error("unexpected \(scanner.describeNext()) after the rect") }
        self = rect
    }
}

extension Point {
    /// Parses the whole string as a point as iOS prints it; trailing text is an error.
    public init(printed text: String) throws(TextParseError) {
        try self.init(printed: Array(text.utf8))
    }

    /// Parses the whole UTF-8 text at `range` of `bytes` (all of them when nil) as a point as iOS prints it: a
    /// JSON string's bytes, read in place in the request, without a String or a copy.
    package init(printed bytes: [UInt8], in range: Range<Int>? = nil) throws(TextParseError) {
        var scanner = range.map { TextScanner(bytes: bytes, range: $0) } ?? TextScanner(bytes: bytes)
        let point = try scanner.point()
        scanner.skipSpaces()
        guard scanner.isAtEnd else { throw scanner.error("unexpected \(scanner.describeNext()) after the point") }
        self = point
    }
}
