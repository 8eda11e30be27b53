// UIAutomation's element trees (Instruments' UIAutomation, iOS 4 to 9): `UIATarget.localTarget().logElementTree()`
// and `UIAElement.logElementTree()` print an element a line, indented by its depth:
//   line    := indent class (" " quoted-name | " " words)* (" rect:")? frame (" " attribute)*
//   class   := "UIA" Name                            UIAApplication, UIAWindow, UIATextField, UIAKeyboard, ...
//   frame   := "{{" x ", " y "}, {" w ", " h "}}"    in screen coordinates
// Appium's old iOS driver (instruments) printed the same tree. Only the class and the frame are read.

/// Reads one element line of a UIAutomation tree.
package enum UIAutomationDescription {
    /// Where the `UIA...` class starts on line `i`, if the line is an element line with a frame.
    package static func start(in lines: DumpLines, line i: Int) -> Int? {
        let r = lines.ranges[i]
        guard let k = lines.find("UIA", in: r), k + 3 < r.upperBound else { return nil }
        let c = lines.bytes[k + 3]
        guard c >= 0x41 && c <= 0x5A else { return nil }
        if k > r.lowerBound {
            let before = lines.bytes[k - 1]
            // Inside a word (`myUIAView`) it is not a class.
            if (before >= 0x41 && before <= 0x5A) || (before >= 0x61 && before <= 0x7A) { return nil }
        }
        guard lines.find("{{", in: k..<r.upperBound) != nil else { return nil }
        return k
    }

    /// Reads the element whose class starts at `start` on line `i`.
    package static func read(_ lines: DumpLines, line i: Int, at start: Int) -> UIKitDescription.Outcome {
        let r = lines.ranges[i]
        let b = lines.bytes
        var k = start
        while k < r.upperBound, (b[k] >= 0x41 && b[k] <= 0x5A) || (b[k] >= 0x61 && b[k] <= 0x7A) { k += 1 }
        var element = DumpElement(
            line: i + 1, indent: lines.indent(before: start, lineStart: r.lowerBound),
            className: lines.string(start..<k))
        guard let f = lines.find("{{", in: k..<r.upperBound), let close = lines.find("}}", in: f..<r.upperBound),
            let rect = lines.rect(in: f..<(close + 2))
        else {
            return .skipped("a frame that is not four finite numbers with a size of 0 or more")
        }
        element.frame = rect
        // The name, when quoted: `UIATextField "Email" {{...}}`.
        if let q = lines.find("\"", in: k..<f) {
            var e = q + 1
            while e < f, b[e] != UInt8(ascii: "\"") { e += 1 }
            if e > q + 1, e < f { element.label = lines.string((q + 1)..<e) }
        }
        return .element(element)
    }
}
