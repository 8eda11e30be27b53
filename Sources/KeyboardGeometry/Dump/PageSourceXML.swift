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
// Excerpts are cut anywhere, and pasted one after the other. XML lets no `<` stand inside a tag, between its
// attributes or in a value (`AttValue ::= '"' ([^<&"] | Reference)* '"'`), so a `<` inside a tag means the tag was
// cut there: it is skipped, opens nothing, and the tag that starts at the `<` is read. A tag the text ends inside is
// skipped the same way.

/// Reads the elements of a page source.
package enum PageSourceXML {
    /// Whether `lines` look like a page source: an element named `XCUIElementType...` or `AppiumAUT`.
    package static func recognizes(_ lines: DumpLines) -> Bool {
        let all = 0..<lines.bytes.count
        return lines.find("<XCUIElementType", in: all) != nil || lines.find("<AppiumAUT", in: all) != nil
    }

    /// Every element of the document, with its depth as `indent`, and the tags that are not views. The stages:
    /// the tokens (`Tokens`: markup, end tags, start tags with their attributes), the nesting (the depth a start
    /// tag opens and an end tag closes), and each start tag read as an element or skipped (`element`).
    package static func read(_ lines: DumpLines) -> (elements: [DumpElement], skipped: [DumpSkip]) {
        var tokens = Tokens(lines)
        var elements: [DumpElement] = []
        var skipped: [DumpSkip] = []
        var depth = 0
        while let (token, tagLine) = tokens.next() {
            switch token {
            case .markup:
                continue
            case .endTag:
                depth = max(0, depth - 1)
            case .startTag(let tag):
                guard tag.closed else {
                    // Cut short: an excerpt that ends inside the tag, or pasted beside another excerpt. It opens
                    // nothing; what follows is read for itself.
                    skipped.append(
                        DumpSkip(
                            line: tagLine, text: "<\(tag.name)",
                            because: "a tag cut short (the text ends or another tag starts inside it): not read"))
                    continue
                }
                let indent = depth
                if !tag.selfClosing { depth += 1 }
                switch element(tag, line: tagLine, indent: indent) {
                case .element(let element): elements.append(element)
                case .skipped(let skip): skipped.append(skip)
                case .ignored: continue
                }
            }
        }
        return (elements, skipped)
    }

    /// A start tag: its name, its attributes in order (values with entities decoded), and how it ends.
    struct StartTag {
        /// The element name (`XCUIElementTypeTextField`, `AppiumAUT`).
        let name: String
        /// The attributes as written, in order.
        let attributes: [(String, String)]
        /// `/>`: the element holds nothing.
        let selfClosing: Bool
        /// Whether the tag ends (`>` or `/>`): not when the text ends inside it, nor when a `<` stands in it, which
        /// XML allows neither between attributes nor in a value (`AttValue`), so the tag was cut there.
        let closed: Bool

        /// The first attribute named `key`.
        func attribute(_ key: String) -> String? { attributes.first { $0.0 == key }?.1 }
    }

    /// What the document holds, in order.
    enum Token {
        /// A prolog, a comment or a doctype.
        case markup
        /// `</name>`.
        case endTag
        /// `<name attributes>` or `<name attributes/>`.
        case startTag(StartTag)
    }

    /// The tokens of a document, each with the line it starts on; text between tags is passed over.
    struct Tokens {
        let lines: DumpLines
        let b: [UInt8]
        /// The position of the scan.
        var k = 0
        /// The line at `k`: counted as the scan passes line feeds.
        var line = 1

        init(_ lines: DumpLines) {
            self.lines = lines
            self.b = lines.bytes
        }

        /// Moves the scan to `end`, counting the line feeds passed.
        mutating func advance(to end: Int) {
            while k < end {
                if b[k] == 0x0A { line += 1 }
                k += 1
            }
        }

        /// The next token and its line; nil at the end of the document.
        mutating func next() -> (Token, line: Int)? {
            while k < b.count, b[k] != UInt8(ascii: "<") { advance(to: k + 1) }
            guard k < b.count else { return nil }
            let tagLine = line
            if k + 1 < b.count, b[k + 1] == UInt8(ascii: "?") || b[k + 1] == UInt8(ascii: "!") {
                advance(to: min(markupEnd() + 1, b.count))
                return (.markup, tagLine)
            }
            if k + 1 < b.count, b[k + 1] == UInt8(ascii: "/") {
                // To its `>`; cut short by a `<` (it still ends its element).
                var e = k + 2
                while e < b.count, b[e] != UInt8(ascii: ">"), b[e] != UInt8(ascii: "<") { e += 1 }
                advance(to: e < b.count && b[e] == UInt8(ascii: ">") ? e + 1 : e)
                return (.endTag, tagLine)
            }
            return (.startTag(startTag()), tagLine)
        }

        /// A prolog, a comment or a doctype: the index of its `>` (a comment's of its `-->`), or the document's end.
        private func markupEnd() -> Int {
            let isComment = k + 3 < b.count && b[k + 2] == UInt8(ascii: "-") && b[k + 3] == UInt8(ascii: "-")
            var e = k + 2
            while e < b.count {
                if isComment {
                    if b[e] == UInt8(ascii: ">"), e >= 2, b[e - 1] == UInt8(ascii: "-"), b[e - 2] == UInt8(ascii: "-") {
                        break
                    }
                } else if b[e] == UInt8(ascii: ">") {
                    break
                }
                e += 1
            }
            return e
        }

        /// A start tag: the name, then attributes to `>` or `/>`; the scan moves past it, or to a `<` that cuts it.
        private mutating func startTag() -> StartTag {
            var e = k + 1
            while e < b.count, !isSpace(b[e]), b[e] != UInt8(ascii: ">"), b[e] != UInt8(ascii: "/"),
                b[e] != UInt8(ascii: "<")
            {
                e += 1
            }
            let name = lines.string((k + 1)..<e)
            var attributes: [(String, String)] = []
            var selfClosing = false
            var closed = false
            while e < b.count {
                if isSpace(b[e]) {
                    e += 1
                    continue
                }
                if b[e] == UInt8(ascii: "<") { break }
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
                if let attribute = attribute(at: &e) { attributes.append(attribute) }
            }
            advance(to: e)
            return StartTag(name: name, attributes: attributes, selfClosing: selfClosing, closed: closed)
        }

        /// An attribute from `e`: `name = "value"` or `'value'`, the value's entities decoded; nil (with `e` moved
        /// on) for a name without `=` or a value without quotes.
        private func attribute(at e: inout Int) -> (String, String)? {
            let ns = e
            while e < b.count, !isSpace(b[e]), b[e] != UInt8(ascii: "="), b[e] != UInt8(ascii: ">"),
                b[e] != UInt8(ascii: "/"), b[e] != UInt8(ascii: "<")
            {
                e += 1
            }
            let attrName = lines.string(ns..<e)
            while e < b.count, isSpace(b[e]) { e += 1 }
            guard e < b.count, b[e] == UInt8(ascii: "=") else {
                if e == ns { e += 1 }
                return nil
            }
            e += 1
            while e < b.count, isSpace(b[e]) { e += 1 }
            guard e < b.count, b[e] == UInt8(ascii: "\"") || b[e] == UInt8(ascii: "'") else { return nil }
            let quote = b[e]
            let vs = e + 1
            e = vs
            while e < b.count, b[e] != quote, b[e] != UInt8(ascii: "<") { e += 1 }
            // A value cut by a `<` is no value: the tag ends there, cut.
            guard e < b.count, b[e] == quote else { return nil }
            let value = decodeEntities(lines.string(vs..<e))
            e += 1
            return (attrName, value)
        }
    }

    /// A start tag read: a view's element, a tag skipped with the reason, or a tag passed over in silence.
    enum ElementRead {
        /// An element with a frame.
        case element(DumpElement)
        /// A tag that is not a view, listed.
        case skipped(DumpSkip)
        /// The `AppiumAUT` root.
        case ignored
    }

    /// The element a start tag makes: its type (`type`, else the name) and frame (`x`, `y`, `width`, `height`),
    /// its label, whether it is reported invisible and whether it has the focus.
    static func element(_ tag: StartTag, line tagLine: Int, indent: Int) -> ElementRead {
        let name = tag.name
        let type = tag.attribute("type") ?? name
        guard name.hasPrefix("XCUIElementType") || tag.attribute("type") != nil else {
            if name != "AppiumAUT" {
                return .skipped(DumpSkip(line: tagLine, text: "<\(name)>", because: "not an XCUIElementType element"))
            }
            return .ignored
        }
        let numbers = ["x", "y", "width", "height"].map { tag.attribute($0).flatMap(Double.init) }
        guard numbers.allSatisfy({ $0 != nil }), let x = numbers[0], let y = numbers[1], let w = numbers[2],
            let h = numbers[3], x.isFinite, y.isFinite, w.isFinite, h.isFinite, w >= 0, h >= 0
        else {
            return .skipped(
                DumpSkip(
                    line: tagLine, text: "<\(name)>",
                    because: "an element without x, y, width and height as finite numbers (sizes 0 or more)"))
        }
        var element = DumpElement(
            line: tagLine, indent: indent, className: type,
            frame: Rect(x: x + 0, y: y + 0, width: w + 0, height: h + 0))
        element.label = tag.attribute("name") ?? tag.attribute("label")
        element.isReportedInvisible = tag.attribute("visible") == "false"
        element.isFocused =
            tag.attribute("focused") == "true" || tag.attribute("hasFocus") == "true"
            || tag.attribute("hasKeyboardFocus") == "true"
        return .element(element)
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
