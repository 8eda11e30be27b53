import KeyboardGeometry
import Testing

struct GeometryTextTests {
    @Test(arguments: [
        ("{{0, 516}, {393, 336}}", Rect(x: 0, y: 516, width: 393, height: 336)),
        ("NSRect: {{0, 516}, {393, 336}}", Rect(x: 0, y: 516, width: 393, height: 336)),
        ("  NSRect: {{-0.5, 1e+02}, {393.5, 0}} ", Rect(x: -0.5, y: 100, width: 393.5, height: 0)),
        ("(0.0, 568.0, 320.0, 253.0)", Rect(x: 0, y: 568, width: 320, height: 253)),
        ("(x: 0.0, y: 568.0, width: 320.0, height: 253.0)", Rect(x: 0, y: 568, width: 320, height: 253)),
    ])
    func rectForms(text: String, expected: Rect) throws {
        #expect(try Rect(printed: text) == expected)
    }

    @Test(arguments: [
        ("{195, 684}", Point(x: 195, y: 684)),
        ("NSPoint: {160, 694.5}", Point(x: 160, y: 694.5)),
    ])
    func pointForms(text: String, expected: Point) throws {
        #expect(try Point(printed: text) == expected)
    }

    @Test func rectErrorsNamePosition() {
        // "{{0, 516}, {393 336}}": the comma between 393 and 336 is missing; the scanner stops at
        // '336', the 17th character on line 1.
        #expect(throws: TextParseError(message: "expected ',', found '336}}'", offset: 16, line: 1, column: 17)) {
            try Rect(printed: "{{0, 516}, {393 336}}")
        }
        #expect(throws: TextParseError.self) { try Rect(printed: "{{0, 516}, {393, 336}} trailing") }
        #expect(throws: TextParseError.self) { try Rect(printed: "{{nan, 516}, {393, 336}}") }
    }

    /// Printed numbers of up to 15 digits are converted without `Double(String)`; they must be the same Doubles.
    @Test func printedNumbersReadAsDoubleOfTheirTextDoes() throws {
        for text in ["0.25", "-0.1", "+5", ".5", "5.", "0.30000000000000004", "123456789012345.6", "1e3", "393.3333"] {
            let rect = try Rect(printed: "{{\(text), 0}, {1, 2}}")
            #expect(rect.x == Double(text), "\(text)")
        }
    }
}
