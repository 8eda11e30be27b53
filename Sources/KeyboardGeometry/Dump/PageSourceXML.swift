// Appium's and WebDriverAgent's page source (`driver.page_source`, `GET /source`): XML, one element per
// accessibility element, nested as the tree.
//
// Grammar (XML 1.0, the subset WebDriverAgent writes in FBXPath / XCUIElement+FBUtilities):
//   document := prolog? element
//   prolog   := "<?xml" ... "?>"
//   element  := "<" name attribute* "/>" | "<" name attribute* ">" (element | text | comment)* "</" name ">"
//   attribute:= name "=" ("\"" chars "\"" | "'" chars "'")     entities &amp; &lt; &gt; &quot; &apos; &#n; &#xh;
// Element names are the type (`XCUIElementTypeTextField`); the root may be `AppiumAUT`. Read: `type` (else the
// name), `x`, `y`, `width`, `height` (screen coordinates), `name`, `label`, `focused` / `hasFocus`. An element
// without the four numbers is a container that is not a view; `visible="false"` is kept (WebDriverAgent computes it
// lazily and reports elements behind the keyboard as not visible).

/// Reads the elements of a page source.
package enum PageSourceXML {
    /// Whether `lines` look like a page source: an element named `XCUIElementType...` or `AppiumAUT`.
    package static func recognizes(_ lines: DumpLines) -> Bool {
        let all = 0..<lines.bytes.count
        return lines.find("<XCUIElementType", in: all) != nil || lines.find("<AppiumAUT", in: all) != nil
    }

    /// Every element of the document, with its depth as `indent`, and the tags that are not views.
    package static func read(_ lines: DumpLines) -> (elements: [DumpElement], skipped: [DumpSkip]) {
        let b = lines.bytes
        var elements: [DumpElement] = []
        var skipped: [DumpSkip] = []
        var depth = 0
        var line = 1
        var k = 0
        // Line numbers are counted as the scan passes line feeds.
        func advance(to end: Int) {
            while k < end {
                if b[k] == 0x0A { line += 1 }
                k += 1
            }
        }
        while k < b.count {
            guard b[k] == UInt8(ascii: "<") else {
                advance(to: k + 1)
                continue
            }
            let tagLine = line
            if k + 1 < b.count, b[k + 1] == UInt8(ascii: "?") || b[k + 1] == UInt8(ascii: "!") {
                // A prolog, a comment or a doctype: to its `>` (a comment to its `-->`).
                let isComment = k + 3 < b.count && b[k + 2] == UInt8(ascii: "-") && b[k + 3] == UInt8(ascii: "-")
                var e = k + 2
                while e < b.count {
                    if isComment {
                        if b[e] == UInt8(ascii: ">"), e >= 2, b[e - 1] == UInt8(ascii: "-"),
                            b[e - 2] == UInt8(ascii: "-")
                        {
                            break
                        }
                    } else if b[e] == UInt8(ascii: ">") {
                        break
                    }
                    e += 1
                }
                advance(to: min(e + 1, b.count))
                continue
            }
            if k + 1 < b.count, b[k + 1] == UInt8(ascii: "/") {
                depth = max(0, depth - 1)
                var e = k
                while e < b.count, b[e] != UInt8(ascii: ">") { e += 1 }
                advance(to: min(e + 1, b.count))
                continue
            }
            // A start tag: the name, then attributes to `>` or `/>`.
            var e = k + 1
            while e < b.count, !isSpace(b[e]), b[e] != UInt8(ascii: ">"), b[e] != UInt8(ascii: "/") { e += 1 }
            let name = lines.string((k + 1)..<e)
            var attributes: [(String, String)] = []
            var selfClosing = false
            var closed = false
            while e < b.count {
                if isSpace(b[e]) {
                    e += 1
                    continue
                }
                if b[e] == UInt8(ascii: ">") {
                    closed = true
                    e += 1
                    break
                }
                if b[e] == UInt8(ascii: "/"), e + 1 < b.count, b[e + 1] == UInt8(ascii: ">") {
                    selfClosing = true
                    closed = true
                    e += 2
                    break
                }
                let ns = e
                while e < b.count, !isSpace(b[e]), b[e] != UInt8(ascii: "="), b[e] != UInt8(ascii: ">"),
                    b[e] != UInt8(ascii: "/")
                {
                    e += 1
                }
                let attrName = lines.string(ns..<e)
                while e < b.count, isSpace(b[e]) { e += 1 }
                guard e < b.count, b[e] == UInt8(ascii: "=") else {
                    if e == ns { e += 1 }
                    continue
                }
                e += 1
                while e < b.count, isSpace(b[e]) { e += 1 }
                guard e < b.count, b[e] == UInt8(ascii: "\"") || b[e] == UInt8(ascii: "'") else { continue }
                let quote = b[e]
                let vs = e + 1
                e = vs
                while e < b.count, b[e] != quote { e += 1 }
                attributes.append((attrName, decodeEntities(lines.string(vs..<min(e, b.count)))))
                if e < b.count { e += 1 }
            }
            advance(to: e)
            guard closed else {
                skipped.append(DumpSkip(line: tagLine, text: name, because: "a tag that does not close"))
                break
            }
            let indent = depth
            if !selfClosing { depth += 1 }
            func attribute(_ key: String) -> String? { attributes.first { $0.0 == key }?.1 }
            let type = attribute("type") ?? name
            guard name.hasPrefix("XCUIElementType") || attribute("type") != nil else {
                if name != "AppiumAUT" {
                    skipped.append(
                        DumpSkip(line: tagLine, text: "<\(name)>", because: "not an XCUIElementType element"))
                }
                continue
            }
            let numbers = ["x", "y", "width", "height"].map { attribute($0).flatMap(Double.init) }
            guard numbers.allSatisfy({ $0 != nil }), let x = numbers[0], let y = numbers[1], let w = numbers[2],
                let h = numbers[3], x.isFinite, y.isFinite, w.isFinite, h.isFinite, w >= 0, h >= 0
            else {
                skipped.append(
                    DumpSkip(
                        line: tagLine, text: "<\(name)>",
                        because: "an element without x, y, width and height as finite numbers (sizes 0 or more)"))
                continue
            }
            var element = DumpElement(
                line: tagLine, indent: indent, className: type,
                frame: Rect(x: x + 0, y: y + 0, width: w + 0, height: h + 0))
            element.label = attribute("name") ?? attribute("label")
            element.isReportedInvisible = attribute("visible") == "false"
            element.isFocused =
                attribute("focused") == "true" || attribute("hasFocus") == "true"
                || attribute("hasKeyboardFocus") == "true"
            elements.append(element)
        }
        return (elements, skipped)
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    /// XML's five named entities and numeric references.
    private static func decodeEntities(_ s: String) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[amp...]
            guard let semi = after.firstIndex(of: ";"), after.distance(from: amp, to: semi) <= 10 else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let name = after[after.index(after: amp)..<semi]
            if let character = XMLEntity.character(named: name) {
                out.append(character)
            } else {
                var code: UInt32?
                if name.hasPrefix("#x") {
                    code = UInt32(name.dropFirst(2), radix: 16)
                } else if name.hasPrefix("#") {
                    code = UInt32(name.dropFirst(), radix: 10)
                }
                if let c = code, let scalar = Unicode.Scalar(c) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "&" + name + ";"
                }
            }
            rest = after[after.index(after: semi)...]
        }
        return out + rest
    }
}
