// The text iOS logs for a keyboard notification reaches us as people paste it: `po notification`, NSLog,
// Swift's `print(userInfo)`, LLDB's `▿` trees, inside log prefixes, comments, markdown and notes. The parser
// is lenient about that wrapping and strict about the values: it finds the notification name and the known
// `UIKeyboard...` keys wherever they stand, reads each key's value strictly, and lists what it passed over.

/// Reads the text iOS logs for a keyboard notification, as people paste it.
public enum NotificationTextParser {
    /// Parses the whole text; a present but malformed value, a key given twice with different values,
    /// an unknown notification name given as `name = ...`, or text with no notification content at all throws.
    public static func parse(_ text: String) throws(TextParseError) -> NotificationTextParseResult {
        var reader = NotificationTextReader(text)
        return try reader.read()
    }
}

/// A name in the text: an identifier such as `UIResponder.keyboardWillShowNotification`, bare or quoted.
private struct Token {
    var name: String
    /// Where the name starts and ends (inside the quotes of a quoted name).
    var start: Int
    var end: Int
    /// Where reading goes on after the token (after a closing quote).
    var next: Int
}

/// One pass over the text, from the first byte to the last; every step consumes at least one byte.
private struct NotificationTextReader {
    /// The text as given, for positions in errors and warnings.
    let text: String
    let original: [UInt8]
    /// The text with its wrapping blanked (``PastedTextNoise``); offsets mean the same bytes as in `original`.
    let bytes: [UInt8]
    var index = 0
    var notification = KeyboardNotification()
    /// The notification's name as the text spells it, once found.
    var nameAsWritten: String?
    /// What was skipped, with byte offsets; turned into lines and columns once, at the end.
    var skipped: [(kind: SkippedText.Kind, text: String, offset: Int)] = []
    /// The unrecognised text on the current line, not yet reported.
    var run: Range<Int>?

    init(_ text: String) {
        self.text = text
        self.original = Array(text.utf8)
        self.bytes = PastedTextNoise.blanked(original)
    }

    mutating func read() throws(TextParseError) -> NotificationTextParseResult {
        while index < bytes.count { try step() }
        closeRun()
        guard notification != KeyboardNotification() else {
            throw error(
                "no keyboard notification found: expected a notification name such as UIKeyboardWillShowNotification"
                    + " or a userInfo key such as UIKeyboardFrameEndUserInfoKey",
                at: 0
            )
        }
        var result = NotificationTextParseResult(notification: notification, skipped: positioned())
        result.nameAsWritten = nameAsWritten
        return result
    }

    // MARK: - Steps

    private mutating func step() throws(TextParseError) {
        let c = bytes[index]
        if c == PastedByte.newline {
            // A note ends with its line; the next line's text is another one.
            closeRun()
            index += 1
        } else if c.isBlank {
            index += 1
        } else if c == PastedByte.quote {
            if let token = quotedIdentifier(at: index) {
                try word(token)
            } else {
                extendOpenRun(to: index + 1)
                index += 1
            }
        } else if c.isIdentifierStart {
            try word(identifier(at: index))
        } else if c.isDigit || (isSign(c) && byte(at: index + 1)?.isDigit == true) {
            numberWord()
        } else if Self.punctuation.contains(c) {
            extendOpenRun(to: index + 1)
            index += 1
        } else {
            // Any other character, ASCII or not, is text (a note in any language).
            let end = min(bytes.count, index + utf8Length(c))
            extendRun(index..<end)
            index = end
        }
    }

    /// The brackets and separators of a dump.
    private static let punctuation = ByteSet("{}[]()<>;,=:")

    private mutating func word(_ token: Token) throws(TextParseError) {
        let name = token.name
        // Every key's name says (k)eyboard; testing that first keeps long prose fast.
        if name.containsBytes(of: "eyboard"), let key = UserInfoKey(name: name) {
            if let separator = separator(after: token) {
                closeRun()
                try readValue(of: key, from: separator.valueStart)
            } else {
                // A key mentioned in prose (`see UIKeyboardFrameEndUserInfoKey`) is not a pair.
                extendRun(token.start..<token.end)
                index = token.next
            }
            return
        }
        // `UIKeyboard FrameEnd UserInfoKey = ...`: a key written with blanks inside its name reads as the key its
        // words spell, and says so (`key-spelled-loosely`).
        if name.containsBytes(of: "eyboard"),
            let loose = UserInfoKey.spelledLoosely(bytes, at: token.start, end: bytes.count),
            let separator = separator(
                after: Token(name: loose.key.rawValue, start: token.start, end: loose.end, next: loose.end))
        {
            closeRun()
            let written = String(decoding: original[token.start..<loose.end], as: UTF8.self)
            skipped.append((kind: .looseKey, text: written, offset: token.start))
            try readValue(of: loose.key, from: separator.valueStart)
            return
        }
        // `name = X` is how NSNotification and Swift's Notification describe themselves; `name: X` only counts
        // where no prose precedes it on the line, so that a note's "name:" is not taken for one.
        if name == "name", let separator = separator(after: token),
            separator.symbol == PastedByte.equals || run == nil
        {
            closeRun()
            try readName(from: separator.valueStart)
            return
        }
        // Every event name says Show, Hide or ChangeFrame; testing that first keeps long prose fast.
        if name.containsBytes(of: "Show") || name.containsBytes(of: "Hide") || name.containsBytes(of: "ChangeFrame"),
            let event = KeyboardEvent(name: name)
        {
            closeRun()
            try setEvent(event, at: token.start)
            if nameAsWritten == nil { nameAsWritten = name }
            index = token.next
            return
        }
        if Self.structuralWords.contains(name) {
            closeRun()
            index = token.next
            return
        }
        if name == "object", run == nil, let separator = separator(after: token) {
            // `object = nil`: the notification's sender, never part of the keyboard's geometry.
            index = skipValue(from: separator.valueStart)
            return
        }
        if Self.treeWords.contains(name) {
            if run != nil { extendRun(token.start..<token.end) }
            index = token.next
            return
        }
        let looksLikeKey = name.containsBytes(of: "UIKeyboard") || name.hasSuffix("UserInfoKey")
        if let separator = separator(after: token),
            looksLikeKey || (run == nil && startsValue(at: separator.valueStart))
        {
            closeRun()
            skipped.append((kind: .key, text: name, offset: token.start))
            index = skipValue(from: separator.valueStart)
            return
        }
        extendRun(token.start..<token.end)
        index = token.next
    }

    /// Words of the dumps' own structure: `NSConcreteNotification 0x… {`, `Optional([AnyHashable(…`,
    /// `userInfo = {`, LLDB's `Optional<Dictionary<AnyHashable, Any>>` and `_rawValue`.
    private static let structuralWords: Set<String> = [
        "NSConcreteNotification", "NSNotification", "__NSCFNotification", "Optional", "AnyHashable", "Dictionary",
        "NSDictionary", "NSMutableDictionary", "__NSDictionaryI", "__NSDictionaryM", "__NSSingleEntryDictionaryI",
        "NSNotificationName", "userInfo", "notification", "_rawValue", "rawValue",
    ]

    /// Words of LLDB's tree (`some : 7 elements`, `key :`, `- value :`) and of `object = nil`; also plain
    /// English, so they are noise only where no prose is under way on the line.
    private static let treeWords: Set<String> = [
        "some", "key", "value", "elements", "element", "nil", "Any", "AnyObject", "object", "name", "Notification",
    ]

    /// A number, a hex address (`0x600000c5c0f0`) or a word starting with a digit.
    private mutating func numberWord() {
        let start = index
        var k = index + 1
        while k < bytes.count {
            let b = bytes[k]
            let exponentSign = isSign(b) && (bytes[k - 1] == UInt8(ascii: "e") || bytes[k - 1] == UInt8(ascii: "E"))
            guard b.isIdentifierByte || b == UInt8(ascii: ".") || exponentSign else { break }
            k += 1
        }
        let word = String(decoding: bytes[start..<k], as: UTF8.self)
        // Stray numbers are structure (`▿ 0 : 2 elements`, a process id); inside a note they are part of it.
        if run != nil || Double(word) == nil {
            extendRun(start..<k)
        }
        index = k
    }

    // MARK: - Pairs

    /// Finds the `=` or `:` after a key; returns where its value starts, and the separator.
    private func separator(after token: Token) -> (valueStart: Int, symbol: UInt8)? {
        // `AnyHashable("K"): v`: the closing parenthesis stands between key and colon.
        let k = skipWhitespace(from: token.next, alsoSkipping: UInt8(ascii: ")"))
        guard let c = byte(at: k) else { return nil }
        if c == PastedByte.equals || (c == PastedByte.colon && byte(at: k + 1) != PastedByte.colon) {
            return (k + 1, c)
        }
        // LLDB's tree prints a pair as `▿ key : AnyHashable("K")`, `- value : "K"` (the key again), then
        // `- value : V` one level up.
        guard var valueStart = treeValue(at: k) else { return nil }
        let repeatStart = skipBlanks(from: valueStart)
        if let repeated = name(at: repeatStart), repeated.name == token.name {
            guard let second = treeValue(at: skipWhitespace(from: repeated.next)) else { return nil }
            valueStart = second
        }
        return (valueStart, PastedByte.colon)
    }

    /// After `value :` in LLDB's tree.
    private func treeValue(at start: Int) -> Int? {
        guard let c = byte(at: start), c.isIdentifierStart else { return nil }
        let token = identifier(at: start)
        guard token.name == "value" else { return nil }
        let k = skipBlanks(from: token.next)
        return byte(at: k) == PastedByte.colon ? k + 1 : nil
    }

    /// Reads a known key's value strictly: quoted or bare, and nothing glued to it.
    private mutating func readValue(of key: UserInfoKey, from start: Int) throws(TextParseError) {
        var scanner = TextScanner(bytes: bytes, index: start)
        scanner.skipSpaces()
        let valueOffset = scanner.index
        let quoted = scanner.consume(PastedByte.quote)
        // Swift prints a looked-up value as `Optional(0.25)`.
        let optional = !quoted && scanner.consume("Optional(")
        let value: UserInfoValue
        do throws(TextParseError) {
            value = try scanner.userInfoValue(for: key)
        } catch {
            // The scanner counted columns in the blanked text, where `▿` became three spaces.
            throw self.error(error.message, at: error.offset)
        }
        if optional {
            do throws(TextParseError) {
                try scanner.expect(UInt8(ascii: ")"), "')' closing Optional(")
            } catch {
                throw self.error("\(key.rawValue): \(error.message)", at: error.offset)
            }
        }
        if quoted {
            scanner.skipSpaces()
            guard scanner.consume(PastedByte.quote) else {
                let found = scanner.describeNext()
                let missingQuote = scanner.peek.map { Self.valueEnds.contains($0) } ?? true
                let problem =
                    missingQuote
                    ? "expected '\"' closing the value, found \(found)" : "unexpected \(found) after the value"
                throw error("\(key.rawValue): \(problem)", at: scanner.index)
            }
        } else {
            // A bare value ends at a blank, a separator or a bracket: `0.2x5` or `7 5` is one malformed value,
            // not a value and something else.
            let after = skipBlanks(from: scanner.index)
            if let c = byte(at: after),
                (after == scanner.index && !Self.valueEnds.contains(c)) || c.isDigit || c == UInt8(ascii: "{")
            {
                var rest = scanner
                rest.index = after
                throw error("\(key.rawValue): unexpected \(rest.describeNext()) after the value", at: after)
            }
        }
        try store(key, value, at: valueOffset)
        index = scanner.index
    }

    /// What may follow a value directly.
    private static let valueEnds = ByteSet(";,}])>\n \t\r")

    private mutating func store(_ key: UserInfoKey, _ value: UserInfoValue, at offset: Int) throws(TextParseError) {
        var updated = notification
        updated.set(key, value)
        // LLDB's tree and Swift's one-line description may both hold the same pair; only a conflict is wrong.
        if notification.has(key), updated != notification {
            throw error("\(key.rawValue): given twice with different values", at: offset)
        }
        notification = updated
    }

    /// Reads the notification's name after `name =`; an unknown one is an error, as the wire's name is.
    private mutating func readName(from start: Int) throws(TextParseError) {
        var k = skipBlanks(from: start)
        let quoted = byte(at: k) == PastedByte.quote
        if quoted { k += 1 }
        // Swift's shorthand `.UIKeyboardWillShow`.
        if byte(at: k) == UInt8(ascii: ".") { k += 1 }
        guard let c = byte(at: k), c.isIdentifierStart else {
            throw error(
                "expected a keyboard notification name after 'name', found \(describe(at: k)); accepted names: "
                    + KeyboardEvent.acceptedNamesDescription,
                at: k
            )
        }
        let token = identifier(at: k)
        var next = token.next
        if quoted, byte(at: next) == PastedByte.quote { next += 1 }
        // LLDB's tree prints the property's type there: `▿ name : NSNotificationName`.
        if Self.nameTypes.contains(token.name) {
            index = next
            return
        }
        guard let event = KeyboardEvent(name: token.name) else {
            throw error(
                "unknown notification name '\(token.name)'; accepted names: \(KeyboardEvent.acceptedNamesDescription)",
                at: token.start
            )
        }
        try setEvent(event, at: token.start)
        if nameAsWritten == nil { nameAsWritten = token.name }
        index = next
    }

    private static let nameTypes: Set<String> = [
        "NSNotificationName", "__C.NSNotificationName", "Notification.Name", "NSNotification.Name",
        "Foundation.Notification.Name",
    ]

    private mutating func setEvent(_ event: KeyboardEvent, at offset: Int) throws(TextParseError) {
        if let current = notification.event, current != event {
            throw error(
                "the notification is named both \(current.notificationName) and \(event.notificationName)", at: offset)
        }
        notification.event = event
    }

    /// Passes over an unknown key's value: quoted, `NSRect: {...}`, a bracketed group, or a word.
    private func skipValue(from start: Int) -> Int {
        var k = skipBlanks(from: start)
        guard let c = byte(at: k), c != PastedByte.newline else { return k }
        if c == PastedByte.quote {
            k += 1
            while let b = byte(at: k), b != PastedByte.quote, b != PastedByte.newline { k += 1 }
            return byte(at: k) == PastedByte.quote ? k + 1 : k
        }
        if c.isIdentifierStart {
            let prefix = identifier(at: k)
            if byte(at: prefix.next) == PastedByte.colon { k = skipBlanks(from: prefix.next + 1) }
        }
        if let b = byte(at: k), Self.openers.contains(b) {
            // Within the line: an unclosed bracket must not swallow the keys after it.
            var depth = 0
            while let b = byte(at: k), b != PastedByte.newline {
                k += 1
                if Self.openers.contains(b) { depth += 1 }
                if Self.closers.contains(b) {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            return k
        }
        while let b = byte(at: k), !b.isBlank, b != PastedByte.newline, !Self.valueEnds.contains(b) { k += 1 }
        return max(k, start)
    }

    private static let openers = ByteSet("{[(<")
    private static let closers = ByteSet("}])>")

    /// Whether a value (as opposed to prose) starts here, for keys that do not look like userInfo keys.
    private func startsValue(at start: Int) -> Bool {
        let k = skipBlanks(from: start)
        guard let c = byte(at: k) else { return false }
        if c == PastedByte.quote || c.isDigit || Self.openers.contains(c) { return true }
        if isSign(c) || c == UInt8(ascii: ".") { return byte(at: k + 1)?.isDigit == true }
        guard c.isIdentifierStart else { return false }
        let token = identifier(at: k)
        if ["YES", "NO", "true", "false", "nil"].contains(token.name) { return true }
        // `NSRect: {{...}}`, `NSPoint: {...}`, `CGRect`.
        return (token.name.hasPrefix("NS") || token.name.hasPrefix("CG")) && byte(at: token.next) == PastedByte.colon
    }

    // MARK: - Tokens

    private func identifier(at start: Int) -> Token {
        var k = start
        while true {
            while let b = byte(at: k), b.isIdentifierByte { k += 1 }
            // A dot joins `UIResponder.keyboardWillShowNotification`; a dot ending a sentence does not.
            guard byte(at: k) == UInt8(ascii: "."), byte(at: k + 1)?.isIdentifierStart == true else { break }
            k += 1
        }
        return Token(name: String(decoding: bytes[start..<k], as: UTF8.self), start: start, end: k, next: k)
    }

    /// `"UIKeyboardFrameEndUserInfoKey"`: a quoted string that is a whole identifier.
    private func quotedIdentifier(at quote: Int) -> Token? {
        guard byte(at: quote) == PastedByte.quote, byte(at: quote + 1)?.isIdentifierStart == true else { return nil }
        var token = identifier(at: quote + 1)
        guard byte(at: token.end) == PastedByte.quote else { return nil }
        token.next = token.end + 1
        return token
    }

    /// A bare or quoted identifier.
    private func name(at start: Int) -> Token? {
        if let quoted = quotedIdentifier(at: start) { return quoted }
        guard let c = byte(at: start), c.isIdentifierStart else { return nil }
        return identifier(at: start)
    }

    private func byte(at k: Int) -> UInt8? { k >= 0 && k < bytes.count ? bytes[k] : nil }

    private func isSign(_ c: UInt8) -> Bool { c == UInt8(ascii: "-") || c == UInt8(ascii: "+") }

    private func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// Skips spaces, tabs and line breaks, and `extra` (a closing parenthesis between a key and its colon).
    private func skipWhitespace(from start: Int, alsoSkipping extra: UInt8? = nil) -> Int {
        var k = start
        while let b = byte(at: k), b.isBlank || b == PastedByte.newline || b == extra { k += 1 }
        return k
    }

    /// Skips spaces and tabs, staying on the line.
    private func skipBlanks(from start: Int) -> Int {
        var k = start
        while let b = byte(at: k), b.isBlank { k += 1 }
        return k
    }

    private func describe(at k: Int) -> String {
        TextScanner(bytes: bytes, index: k).describeNext()
    }

    private func error(_ message: String, at offset: Int) -> TextParseError {
        TextParseError(message: message, offset: offset, in: original)
    }

    // MARK: - Skipped text

    /// Adds `range` to the current note, starting one if none is under way.
    private mutating func extendRun(_ range: Range<Int>) {
        if let current = run {
            run = current.lowerBound..<max(current.upperBound, range.upperBound)
        } else {
            // A note may open with a bracket, `(approx)`: take the brackets glued to its first word.
            var start = range.lowerBound
            while start > 0, bytes[start - 1] == UInt8(ascii: "(") || bytes[start - 1] == UInt8(ascii: "[") {
                start -= 1
            }
            run = start..<range.upperBound
        }
    }

    /// Punctuation belongs to a note it stands inside, but does not start one.
    private mutating func extendOpenRun(to end: Int) {
        if let current = run { run = current.lowerBound..<end }
    }

    /// Reports the current note, without the separators trailing it, unless it holds no letter.
    private mutating func closeRun() {
        guard let current = run else { return }
        run = nil
        var lower = current.lowerBound
        var upper = current.upperBound
        // Brackets without their partner in the note are the dump's (`la durée}}`); balanced ones are the note's.
        var unmatched: [UInt8: Int] = [:]
        for b in bytes[lower..<upper] {
            if Self.isCloser(b) { unmatched[b, default: 0] += 1 }
            if let closer = Self.closer(of: b) { unmatched[closer, default: 0] -= 1 }
        }
        while upper > lower {
            let b = bytes[upper - 1]
            if b.isBlank || Self.trailingSeparators.contains(b) {
                upper -= 1
            } else if let count = unmatched[b], count > 0 {
                unmatched[b] = count - 1
                upper -= 1
            } else {
                break
            }
        }
        while lower < upper, let closer = Self.closer(of: bytes[lower]), let count = unmatched[closer], count < 0 {
            unmatched[closer] = count + 1
            lower += 1
        }
        guard bytes[lower..<upper].contains(where: { $0.isASCIILetter || $0 >= 0xC0 }) else { return }
        // Reported as written: a note's inline code keeps its backticks.
        let note = String(decoding: original[lower..<upper], as: UTF8.self)
        skipped.append((kind: .text, text: String(note.prefix(80)), offset: lower))
    }

    /// Whether `b` closes a bracket (a switch, not a dictionary: it is asked for every byte of skipped prose).
    private static func isCloser(_ b: UInt8) -> Bool { closers.contains(b) }

    /// The closing bracket that matches opening bracket `b`.
    private static func closer(of b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "<"): UInt8(ascii: ">")
        default: nil
        }
    }
    private static let trailingSeparators = ByteSet(";,:=\"")

    /// Turns the skipped items' byte offsets into lines and columns, counting characters as TextParseError does.
    private func positioned() -> [SkippedText] {
        var result: [SkippedText] = []
        // Stable by offset, so the sweep below meets them in order.
        var pending = skipped.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element)[...]
        var offset = 0
        var line = 1
        var column = 1
        for character in text {
            let length = character.utf8.count
            while let first = pending.first, first.offset < offset + length {
                result.append(SkippedText(kind: first.kind, text: first.text, line: line, column: column))
                pending = pending.dropFirst()
            }
            if pending.isEmpty { break }
            offset += length
            if character.utf8.contains(PastedByte.newline) {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        for item in pending {
            result.append(SkippedText(kind: item.kind, text: item.text, line: line, column: column))
        }
        return result
    }
}
