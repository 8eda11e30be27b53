// The strings iOS prints for geometry values: `NSStringFromCGRect` gives "{{0, 516}, {393, 336}}",
// an `NSValue` describes itself as "NSRect: {{0, 516}, {393, 336}}" (and "NSPoint: {195, 684}",
// "NSSize: {393, 336}"); Swift's `print` of a CGRect gives "(0.0, 516.0, 393.0, 336.0)".

extension TextScanner {
    /// Reads a rect in any printed form, the `NSRect:`/`CGRect` prefix optional.
    package mutating func rect() throws(TextParseError) -> Rect {
        if let n = try swiftPrint(Self.rectForm) { return Rect(x: n[0], y: n[1], width: n[2], height: n[3]) }
        try expect(UInt8(ascii: "{"), "'{' starting a rect such as {{0, 516}, {393, 336}}")
        let origin = try pair()
        try expect(UInt8(ascii: ","), "',' between a rect's origin and size")
        let size = try pair()
        try expect(UInt8(ascii: "}"), "'}' closing the rect")
        return Rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
    }

    /// Reads a point in any printed form, the `NSPoint:` prefix optional.
    package mutating func point() throws(TextParseError) -> Point {
        if let n = try swiftPrint(Self.pointForm) { return Point(x: n[0], y: n[1]) }
        let p = try pair()
        return Point(x: p.0, y: p.1)
    }

    /// A geometry type's printed prefixes (an `NSValue`'s, a Swift description's) and the labels of its fields in
    /// Swift's print form.
    private typealias PrintedForm = (prefixes: [String], labels: [String])
    private static let rectForm: PrintedForm = (["NSRect:", "CGRect:", "CGRect"], ["x", "y", "width", "height"])
    private static let pointForm: PrintedForm = (["NSPoint:", "CGPoint:", "CGPoint"], ["x", "y"])

    /// Skips spaces and the first of `form`'s prefixes that stands there, then reads Swift's print form if it
    /// follows: "(0.0, 516.0, 393.0, 336.0)", each number optionally labelled ("x: 0.0"), one for each of `form`'s
    /// labels. Nil, the cursor past the prefix, when the text does not open with "(".
    private mutating func swiftPrint(_ form: PrintedForm) throws(TextParseError) -> [Double]? {
        skipSpaces()
        for prefix in form.prefixes {
            if consume(prefix) { break }
        }
        skipSpaces()
        guard consume(UInt8(ascii: "(")) else { return nil }
        var numbers: [Double] = []
        for (i, label) in form.labels.enumerated() {
            if i > 0 { try expect(UInt8(ascii: ","), "','") }
            numbers.append(try labelled(label))
        }
        try expect(UInt8(ascii: ")"), "')'")
        return numbers
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
        self = try TextScanner.whole(bytes, in: range, "the rect") { (scanner) throws(TextParseError) in
            try scanner.rect()
        }
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
        self = try TextScanner.whole(bytes, in: range, "the point") { (scanner) throws(TextParseError) in
            try scanner.point()
        }
    }
}
