// A console log as people paste it into a keyboard bug report: several notifications, each over one or many
// lines, with other lines between them (docs/replay.md). The log is cut into one text per notification by the
// grammar of its lines, and each text is read by NotificationTextParser, the reader of a single notification.
//
// Each line, past its timestamp (LogTimestamp), is one of:
//   code      a keyboard name beside `addObserver`, `selector`, `NotificationCenter`, `func`, ...: source
//             code naming a notification, not a printed one (listed in `unread`)
//   mention   a keyboard name inside prose (a sentence, a numbered step, a bullet): a name without a
//             notification's printed form (a timestamp, a userInfo key and its value, `name = ...`,
//             NSConcreteNotification, a dictionary opened after it) that is not printed alone either (at most one
//             label before it and one word after it, no list marker, no letters of another script): prose about
//             a notification, not a printed one (listed in `unread`)
//   namedKey  a userInfo key named without its value (no `=` or `:` after it), in source code (`objectForKey:`
//             ...) or in prose of any script: not a printed userInfo (listed in `unread`: nothing is dropped in
//             silence)
//   handled   a keyboard name followed by `ended`/`finished`: the end of a handler's log (IQKeyboardManager's
//             `keyboardWillShow ended`), not a new notification (listed in `unread`)
//   start     a keyboard notification's name in any spelling (`UIKeyboardWillShowNotification`,
//             `keyboardWillShow`, `UIResponder.keyboardWillShowNotification`): a notification begins
//   other     another notification (`name = UITextFieldTextDidBeginEditingNotification`): ends the one open
//   key       a userInfo key followed by `=` or `:` (`UIKeyboardFrameEndUserInfoKey = ...`, its Swift name,
//             `AnyHashable("...")`: ..., any `UIKeyboard...` key); a key named in a sentence is no pair:
//             continues the open notification, or begins a bare userInfo when none is open or the key is
//             already in it (one dictionary after another)
//   tree      LLDB's `▿` / `- ` lines, lines of brackets only, and a notification's own `object = ...` line:
//             continue the open notification
//   opening   `userInfo = {`, `[`: the start of a dictionary, taken as the next bare userInfo's first line
//   blank, prose and anything else: end the open notification
// Cost: one pass over the lines, and each notification's text read once.

/// One keyboard notification read from a log, its values as printed.
public struct LoggedNotification: Hashable, Sendable {
    /// Its first line, 1-based.
    public var line: Int
    /// Its last line.
    public var lastLine: Int
    /// The name and the userInfo values printed; `event` nil for a bare userInfo.
    public var notification: KeyboardNotification
    /// The timestamp of its first line (or of the line opening its dictionary), as printed; nil when none is.
    public var stamp: LogTime?
    /// The notification's name as the log spells it (`UIKeyboardWillShowNotification`, `keyboardWillShow`); nil
    /// for a bare userInfo.
    public var nameAsWritten: String?
    /// The text inside its lines that is not a value (warnings, with lines in the log).
    public var skipped: [SkippedText]
}

/// A line that looks like a keyboard notification (a name or a userInfo key) but gave none, and why.
public struct UnreadLogLine: Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The line, cut to 160 characters.
    public var text: String
    /// Why it was not read.
    public var because: String
}

/// The keyboard notifications of a console log, in its order, and the lines that named one without giving it.
public struct NotificationLog: Hashable, Sendable {
    /// Each notification read, in the log's order.
    public var notifications: [LoggedNotification] = []
    /// Lines that look like a notification but could not be read, with why.
    public var unread: [UnreadLogLine] = []

    /// What the reader looks for, for the 422 of a text with no notification.
    public static let formsLookedFor =
        "a keyboard notification's name (UIKeyboardWillShowNotification, keyboardWillShow, "
        + "UIResponder.keyboardWillShowNotification) or a userInfo key (UIKeyboardFrameEndUserInfoKey, "
        + "keyboardFrameEndUserInfoKey), as print(notification), NSLog, po, os_log or a library's debug log print them"

    /// Reads every notification of `text`; never throws (a log with none has an empty list).
    public static func read(_ text: String) -> NotificationLog {
        var reader = LogReader(bytes: Array(text.utf8))
        reader.read()
        return reader.log
    }
}

/// The kinds of line (the grammar above).
private enum LogLineKind: Equatable {
    case code, comment, handled, mention, step, namedKey, keyInCode
    case start(KeyboardEvent)
    case other, key, tree, opening, blank, prose
}

/// One pass over the lines of a log.
private struct LogReader {
    let bytes: [UInt8]
    var log = NotificationLog()
    /// The lines of the notification being read: their ranges and numbers.
    var open: [(range: Range<Int>, number: Int)] = []
    /// The userInfo keys already in it (a repeat begins the next bare userInfo).
    var keysInOpen: Set<UserInfoKey> = []
    /// A dictionary's opening line waiting for its first key.
    var pendingOpening: (range: Range<Int>, number: Int)?
    var openStamp: LogTime?
    /// The brackets (`{`, `[`) the open notification's lines have opened and not closed: a blank line inside them
    /// continues it.
    var openDepth = 0
    /// Whether the line being read lies inside a `/* ... */` comment begun on an earlier line.
    var inBlockComment = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func read() {
        var start = 0
        var number = 1
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            line(start..<lineEnd, number: number)
            if end >= bytes.count { break }
            start = end + 1
            number += 1
        }
        close()
    }

    private mutating func line(_ range: Range<Int>, number: Int) {
        let stamp = LogTimestamp.read(bytes[range])
        let body = (stamp?.textStart ?? range.lowerBound)..<range.upperBound
        let annotation = startsComment(body)
        let inComment = inBlockComment || annotation
        updateBlockComment(body)
        let (kind, keys) = classify(
            body, inTree: !open.isEmpty, inComment: inComment, annotation: annotation, stamped: stamp != nil)
        switch kind {
        case .code:
            close()
            unread(range, number, "source code naming a keyboard notification, not a printed notification")
        case .comment:
            close()
            unread(
                range, number,
                "a comment naming a keyboard notification, not a printed notification (no timestamp, userInfo or "
                    + "notification description on the line)")
        case .handled:
            close()
            unread(range, number, "the end of a handler's log for a notification, not a notification of its own")
        case .mention:
            close()
            unread(range, number, "a sentence naming a keyboard notification, not a printed notification")
        case .step:
            close()
            unread(
                range, number, "a numbered step or a bullet naming a keyboard notification, not a printed notification")
        case .namedKey:
            close()
            unread(
                range, number,
                "a userInfo key named without its value (no '=' or ':' after it), in prose: not a printed userInfo")
        case .keyInCode:
            close()
            unread(range, number, "source code naming a userInfo key, not a printed userInfo")
        case .start:
            close()
            begin(range, number, stamp: stamp?.time)
            openDepth = bracketDepth(range)
            keysInOpen.formUnion(keys)
        case .other:
            close()
        case .key:
            if open.isEmpty || !keysInOpen.isDisjoint(with: keys) {
                let pending = pendingOpening
                close()
                if let o = pending {
                    begin(o.range, o.number, stamp: LogTimestamp.read(bytes[o.range])?.time)
                    openDepth = bracketDepth(o.range)
                    open.append((range, number))
                } else {
                    begin(range, number, stamp: stamp?.time)
                }
            } else {
                open.append((range, number))
            }
            openDepth += bracketDepth(range)
            pendingOpening = nil
            keysInOpen.formUnion(keys)
        case .tree:
            if !open.isEmpty {
                open.append((range, number))
                openDepth += bracketDepth(range)
            }
        case .opening:
            if !open.isEmpty, keysInOpen.isEmpty {
                open.append((range, number))
                openDepth += bracketDepth(range)
            } else {
                close()
                pendingOpening = (range, number)
            }
        case .blank:
            // A blank line inside a dictionary still open (NSLog keeps a blank line a userInfo printed) continues it.
            if !open.isEmpty, openDepth > 0 { return }
            close()
        case .prose:
            close()
        }
    }

    private mutating func begin(_ range: Range<Int>, _ number: Int, stamp: LogTime?) {
        open = [(range, number)]
        keysInOpen = []
        openStamp = stamp
        openDepth = 0
        pendingOpening = nil
    }

    /// The brackets `{` and `[` the line opens, less those it closes (a frame's `{{0, 0}, {1, 1}}` counts 0).
    private func bracketDepth(_ range: Range<Int>) -> Int {
        var depth = 0
        for b in bytes[range] {
            if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { depth += 1 }
            if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") { depth -= 1 }
        }
        return depth
    }

    /// Whether the line's text opens with a comment marker, `//` or `/*`.
    private func startsComment(_ r: Range<Int>) -> Bool {
        var k = r.lowerBound
        while k < r.upperBound, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        guard k + 1 < r.upperBound, bytes[k] == UInt8(ascii: "/") else { return false }
        return bytes[k + 1] == UInt8(ascii: "/") || bytes[k + 1] == UInt8(ascii: "*")
    }

    /// Follows `/*` and `*/` through the line (outside `//` comments), so that the next line knows whether it lies
    /// inside a block comment.
    private mutating func updateBlockComment(_ r: Range<Int>) {
        var k = r.lowerBound
        while k + 1 < r.upperBound {
            let a = bytes[k]
            let b = bytes[k + 1]
            if !inBlockComment, a == UInt8(ascii: "/"), b == UInt8(ascii: "/") { return }
            if !inBlockComment, a == UInt8(ascii: "/"), b == UInt8(ascii: "*") {
                inBlockComment = true
                k += 2
                continue
            }
            if inBlockComment, a == UInt8(ascii: "*"), b == UInt8(ascii: "/") {
                inBlockComment = false
                k += 2
                continue
            }
            k += 1
        }
    }

    /// Reads the open notification's lines as one notification's text.
    private mutating func close() {
        pendingOpening = nil
        guard let first = open.first, let last = open.last else { return }
        defer {
            open = []
            keysInOpen = []
            openStamp = nil
            openDepth = 0
        }
        var lines = open
        // A notification cut off in the middle, or with a value that does not read: the line at fault is left out
        // and listed, and the rest read again (at most a few times: each try drops a line).
        for _ in 0..<4 {
            var text: [UInt8] = []
            for (k, l) in lines.enumerated() {
                if k > 0 { text.append(0x0A) }
                text.append(contentsOf: bytes[l.range])
            }
            do throws(TextParseError) {
                let result = try NotificationTextParser.parse(String(decoding: text, as: UTF8.self))
                let skipped = result.skipped.map { s in
                    var s = s
                    s.line = lines[min(max(0, s.line - 1), lines.count - 1)].number
                    return s
                }
                log.notifications.append(
                    LoggedNotification(
                        line: first.number, lastLine: last.number, notification: result.notification,
                        stamp: openStamp, nameAsWritten: result.nameAsWritten, skipped: skipped))
                return
            } catch {
                let k = min(max(0, error.line - 1), lines.count - 1)
                unread(lines[k].range, lines[k].number, "not read: \(error.message)")
                lines.remove(at: k)
                if lines.isEmpty { return }
            }
        }
    }

    private mutating func unread(_ range: Range<Int>, _ number: Int, _ because: String) {
        var text = String(decoding: bytes[range], as: UTF8.self).trimmingBlanks
        if text.count > 160 { text = String(text.prefix(159)) + "…" }
        log.unread.append(UnreadLogLine(line: number, text: text, because: because))
    }

    // MARK: - The line grammar

    private static let codeWords: Set<String> = [
        "addObserver", "removeObserver", "selector", "NotificationCenter", "NSNotificationCenter", "func",
        "publisher", "observe", "notificationCenter", "forName", "postNotificationName", "post", "objc", "void",
        "IBAction", "override", "objectForKey", "valueForKey",
    ]
    private static let endWords: Set<String> = ["ended", "finished", "end", "done"]
    /// The first letters of the short words the grammar knows (code words, end words, `userInfo`, `object`, the
    /// unqualified event names `willChangeFrame` and `didChangeFrame`).
    private static let shortWordInitials: Set<UInt8> = Set("NadefnoprsuwPvI".utf8)

    /// Whether `pattern` stands inside `range` of the line.
    private func has(_ pattern: StaticString, in range: Range<Int>) -> Bool {
        let n = pattern.utf8CodeUnitCount
        guard range.count >= n else { return false }
        return pattern.withUTF8Buffer { p in
            var k = range.lowerBound
            while k + n <= range.upperBound {
                if bytes[k] == p[0] {
                    var m = 1
                    while m < n, bytes[k + m] == p[m] { m += 1 }
                    if m == n { return true }
                }
                k += 1
            }
            return false
        }
    }

    /// Whether `range` of the line ends with `suffix`.
    private func endsWith(_ suffix: StaticString, _ range: Range<Int>) -> Bool {
        let n = suffix.utf8CodeUnitCount
        guard range.count >= n else { return false }
        return suffix.withUTF8Buffer { p in
            (0..<n).allSatisfy { bytes[range.upperBound - n + $0] == p[$0] }
        }
    }

    /// Whether a key ending at `e` is followed by its value's separator (`=` or `:`, past a closing quote or
    /// bracket and blanks), as in a dictionary; a key in a sentence is not.
    private func isPair(after e: Int, in r: Range<Int>) -> Bool {
        var k = e
        while k < r.upperBound {
            if bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: ")")
                || bytes[k] == UInt8(ascii: "'")
            {
                k += 1
            } else if let n = PastedTextNoise.typographicQuoteLength(bytes, at: k, end: r.upperBound) {
                k += n
            } else {
                break
            }
        }
        return k < r.upperBound && (bytes[k] == UInt8(ascii: "=") || bytes[k] == UInt8(ascii: ":"))
    }

    /// The kind of the line's text, and the userInfo keys it names. `inComment`: the line is a comment (`//`,
    /// `/*`, or inside a block comment); `annotation`: it opens with a comment marker; `stamped`: a timestamp opens it.
    private func classify(
        _ r: Range<Int>, inTree: Bool, inComment: Bool, annotation: Bool, stamped: Bool
    ) -> (LogLineKind, Set<UserInfoKey>) {
        var k = r.lowerBound
        while k < r.upperBound, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        guard k < r.upperBound else { return (.blank, []) }
        // An Objective-C method's signature, `- (void)keyboardWillHide:(NSNotification *)note {`, commented out or
        // not (`//- (void)...`): source code.
        var m = k
        while m + 1 < r.upperBound, bytes[m] == UInt8(ascii: "/"),
            bytes[m + 1] == UInt8(ascii: "/") || bytes[m + 1] == UInt8(ascii: "*")
        {
            m += 2
            while m < r.upperBound, bytes[m] == 0x20 || bytes[m] == 0x09 || bytes[m] == UInt8(ascii: "/") { m += 1 }
        }
        let isMethodSignature = m < r.upperBound && Self.isMethodSignature(bytes, from: m, to: r.upperBound)
        // LLDB's tree lines (`▿ ...`, `- key : ...`) belong to the notification open above them.
        let isTreeLine =
            (bytes[k] == 0xE2 && k + 2 < r.upperBound && bytes[k + 1] == 0x96
                && (bytes[k + 2] == 0xBF || bytes[k + 2] == 0xBE || bytes[k + 2] == 0xB8))
            || (bytes[k] == UInt8(ascii: "-") && k + 1 < r.upperBound && bytes[k + 1] == 0x20 && !isMethodSignature)
        if inTree, isTreeLine { return (.tree, []) }
        var f = LineWords(code: isMethodSignature)
        scanWords(r, from: k, into: &f)
        return f.kind(
            inTree: inTree, inComment: inComment, annotation: annotation, stamped: stamped, isTreeLine: isTreeLine,
            listMarker: Self.startsListMarker(bytes, from: k, to: r.upperBound),
            opensDictionary: Self.endsOpeningBracket(bytes, r))
    }

    /// Reads the words of the line's text from `k` into `f`: the keyboard names, the userInfo keys, the words of
    /// code and of other notifications. Names are compared as bytes, and made Strings only where one may be a
    /// name the grammar knows.
    private func scanWords(_ r: Range<Int>, from k: Int, into f: inout LineWords) {
        var i = k
        while i < r.upperBound {
            let c = bytes[i]
            guard c.isLogIdentifierStart else {
                if c >= 0xC0, !f.otherScript, Self.isLetter(bytes, at: i, end: r.upperBound) {
                    f.otherScript = true
                }
                i += 1
                continue
            }
            var e = i
            while e < r.upperBound, bytes[e].isLogIdentifierByte { e += 1 }
            // A trailing dot is punctuation, not part of the name.
            var end = e
            while end > i + 1, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            f.words += 1
            let word = i..<end
            // Names are compared as bytes, and made Strings only where one may be a name the grammar knows: a
            // log's prose is mostly words that are none (a String and a hash each would double the reading).
            let named = has("eyboard", in: word)
            let notification = word.count > 12 && endsWith("Notification", word)
            let short = word.count <= 21 && Self.shortWordInitials.contains(bytes[i])
            if has("ddObserver", in: word) { f.code = true }
            if !named, !notification, !short {
                f.afterEvent = false
                i = e
                continue
            }
            let text = String(decoding: bytes[word], as: UTF8.self)
            if f.firstWord == nil, f.words == 1 { f.firstWord = text }
            if f.afterEvent, Self.endWords.contains(text) { f.ended = true }
            f.afterEvent = false
            if named, word.count >= 6 {
                i = readKeyboardWord(text, word, end: e, notification: notification, in: r, into: &f)
                continue
            }
            if word.count > 8, let found = KeyboardEvent(name: text) {
                if f.event == nil {
                    f.event = found
                    f.wordsBeforeEvent = f.words - 1
                }
                f.afterEvent = true
                if isArgumentLabel(before: i, in: r) { f.code = true }
            } else if Self.codeWords.contains(text) {
                f.code = true
            } else if text == "userInfo" {
                f.sawUserInfo = true
            } else if notification {
                f.otherNotification = true
                if text == "NSNotification", isPointerType(after: e, in: r) { f.code = true }
                if text.hasSuffix("ConcreteNotification") { f.described = true }
            } else if text == "Notification", isTypeAnnotation(before: i, in: r) {
                f.code = true
            }
            i = e
        }
    }

    /// A word naming the keyboard (`keyboardWillShow`, `UIKeyboardFrameEndUserInfoKey`, `UIKeyboard FrameEnd ...`),
    /// `word` of `r` (`e` is its end with trailing dots): a userInfo key with or without a value, or a
    /// notification's name and whether code or a description says it. Returns where the next word may start.
    private func readKeyboardWord(
        _ text: String, _ word: Range<Int>, end e: Int, notification: Bool, in r: Range<Int>,
        into f: inout LineWords
    ) -> Int {
        let i = word.lowerBound
        if let key = UserInfoKey(name: text) {
            if isPair(after: e, in: r) {
                f.keys.insert(key)
                f.anyKey = true
            } else {
                f.namedKey = true
            }
        } else if let found = KeyboardEvent(name: text) {
            if f.event == nil {
                f.event = found
                f.wordsBeforeEvent = f.words - 1
            }
            f.afterEvent = true
            if isArgumentLabel(before: i, in: r) { f.code = true }
            // `self?.keyboardWillShow($0)`: a method called on an object, in code.
            if i > r.lowerBound, bytes[i - 1] == UInt8(ascii: "."), e < r.upperBound,
                bytes[e] == UInt8(ascii: "(")
            {
                f.code = true
            }
            if isDescribedName(before: i, in: r) { f.described = true }
        } else if let loose = UserInfoKey.spelledLoosely(bytes, at: i, end: r.upperBound) {
            // `UIKeyboard FrameEnd UserInfoKey = ...`: the key its words spell.
            if isPair(after: loose.end, in: r) {
                f.keys.insert(loose.key)
                f.anyKey = true
                return loose.end
            }
            f.namedKey = true
        } else if text.hasPrefix("UIKeyboard"), word.count > 10, !notification, isPair(after: e, in: r) {
            f.anyKey = true
        }
        return e
    }

    /// A list's marker opening the line's text: a numbered step (`2. `, `2) `) or a bullet (`- `, `* `, `• `).
    private static func startsListMarker(_ bytes: [UInt8], from k: Int, to end: Int) -> Bool {
        var j = k
        while j < end, bytes[j] >= 0x30, bytes[j] <= 0x39 { j += 1 }
        if j > k {
            guard j + 1 < end, bytes[j] == UInt8(ascii: ".") || bytes[j] == UInt8(ascii: ")") else { return false }
            return bytes[j + 1] == 0x20 || bytes[j + 1] == 0x09
        }
        if k + 1 < end, bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "*") {
            return bytes[k + 1] == 0x20 || bytes[k + 1] == 0x09
        }
        // `•` is E2 80 A2 in UTF-8.
        return k + 3 < end && bytes[k] == 0xE2 && bytes[k + 1] == 0x80 && bytes[k + 2] == 0xA2
            && (bytes[k + 3] == 0x20 || bytes[k + 3] == 0x09)
    }

    /// Whether the UTF-8 sequence whose lead byte is at `i` encodes a letter (of any script: 値, キ, д).
    private static func isLetter(_ bytes: [UInt8], at i: Int, end: Int) -> Bool {
        let lead = bytes[i]
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard i + count <= end else { return false }
        var value = UInt32(lead) & (count == 4 ? 0x07 : count == 3 ? 0x0F : 0x1F)
        for m in 1..<count {
            let b = bytes[i + m]
            guard b & 0xC0 == 0x80 else { return false }
            value = value << 6 | UInt32(b & 0x3F)
        }
        return Unicode.Scalar(value)?.properties.isAlphabetic ?? false
    }

    /// `- (void)name...` or `+ (Type)name...`: the first bytes of an Objective-C method's signature.
    private static func isMethodSignature(_ bytes: [UInt8], from k: Int, to end: Int) -> Bool {
        guard bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "+") else { return false }
        var j = k + 1
        while j < end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        return j < end && bytes[j] == UInt8(ascii: "(")
    }

    /// Whether the line's last byte other than a blank is `{` or `[`.
    private static func endsOpeningBracket(_ bytes: [UInt8], _ r: Range<Int>) -> Bool {
        var j = r.upperBound
        while j > r.lowerBound, bytes[j - 1] == 0x20 || bytes[j - 1] == 0x09 { j -= 1 }
        return j > r.lowerBound && (bytes[j - 1] == UInt8(ascii: "{") || bytes[j - 1] == UInt8(ascii: "["))
    }

    /// The word ending just before `i` (past blanks), and where it starts.
    private func word(endingBefore i: Int, in r: Range<Int>) -> Range<Int>? {
        var e = i
        while e > r.lowerBound, bytes[e - 1] == 0x20 || bytes[e - 1] == 0x09 { e -= 1 }
        var s = e
        while s > r.lowerBound, bytes[s - 1].isLogIdentifierByte { s -= 1 }
        return s < e ? s..<e : nil
    }

    /// `name:UIKeyboardWillShowNotification` or `name: .UIKeyboardWillShow`: a name given as a method's argument
    /// (the colon right after `name`), as `addObserver` calls give it; a printed notification says `name = `.
    private func isArgumentLabel(before i: Int, in r: Range<Int>) -> Bool {
        var j = i
        if j > r.lowerBound, bytes[j - 1] == UInt8(ascii: ".") { j -= 1 }
        while j > r.lowerBound, bytes[j - 1] == 0x20 || bytes[j - 1] == 0x09 { j -= 1 }
        guard j > r.lowerBound, bytes[j - 1] == UInt8(ascii: ":") else { return false }
        let colon = j - 1
        guard colon > r.lowerBound, bytes[colon - 1].isLogIdentifierByte,
            let label = word(endingBefore: colon, in: r)
        else { return false }
        return bytes[label].elementsEqual("name".utf8)
    }

    /// `name = UIKeyboardWillShowNotification`: the name as a notification's description prints it.
    private func isDescribedName(before i: Int, in r: Range<Int>) -> Bool {
        var j = i
        while j > r.lowerBound, bytes[j - 1] == 0x20 || bytes[j - 1] == 0x09 || bytes[j - 1] == UInt8(ascii: "\"") {
            j -= 1
        }
        guard j > r.lowerBound, bytes[j - 1] == UInt8(ascii: "=") else { return false }
        guard let label = word(endingBefore: j - 1, in: r) else { return false }
        return bytes[label].elementsEqual("name".utf8)
    }

    /// `NSNotification *`: a pointer type, as Objective-C code declares a handler's argument.
    private func isPointerType(after e: Int, in r: Range<Int>) -> Bool {
        var j = e
        while j < r.upperBound, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        return j < r.upperBound && bytes[j] == UInt8(ascii: "*")
    }

    /// `note: Notification`: a Swift parameter's type (a colon and blanks before the word).
    private func isTypeAnnotation(before i: Int, in r: Range<Int>) -> Bool {
        var j = i
        while j > r.lowerBound, bytes[j - 1] == 0x20 || bytes[j - 1] == 0x09 { j -= 1 }
        guard j > r.lowerBound, bytes[j - 1] == UInt8(ascii: ":") else { return false }
        // LLDB's tree puts a blank before its colon (`▿ some : Notification`); a parameter does not.
        return j - 1 > r.lowerBound && bytes[j - 2].isLogIdentifierByte
    }
}

extension UInt8 {
    /// A byte that may begin a name in a log: a letter or `_`.
    fileprivate var isLogIdentifierStart: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == UInt8(ascii: "_")
    }

    /// A byte of a name in a log: a letter, a digit, `_` or `.` (`UIResponder.keyboardWillShowNotification`).
    fileprivate var isLogIdentifierByte: Bool {
        isLogIdentifierStart || (self >= 0x30 && self <= 0x39) || self == UInt8(ascii: ".")
    }
}

extension String {
    /// The string without blanks at either end.
    fileprivate var trimmingBlanks: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}

/// What the words of a log line's text say (`NotificationLog.classify`'s reading of them), before the line's
/// kind is decided.
private struct LineWords {
    /// The first keyboard notification named, and how many words stand before it.
    var event: KeyboardEvent?
    var wordsBeforeEvent = 0
    /// The userInfo keys named with a value after them; `anyKey`: any key named with a value.
    var keys: Set<UserInfoKey> = []
    var anyKey = false
    /// A userInfo key named with no value after it.
    var namedKey = false
    /// The line is source code (a method signature, `addObserver`, a code word, an argument label).
    var code: Bool
    /// A word that ends the handling (`keyboardWillShow finished`) follows the name.
    var ended = false
    var otherNotification = false
    /// A notification's description names it (`name = ...`, NSConcreteNotification).
    var described = false
    var words = 0
    var firstWord: String?
    /// The word before was a keyboard notification's name.
    var afterEvent = false
    var sawUserInfo = false
    /// Letters of another script (Japanese, Chinese, Cyrillic...): words that blanks do not separate.
    var otherScript = false

    /// The line's kind, and the userInfo keys it names. `inComment`: the line is a comment (`//`, `/*`, or inside
    /// a block comment); `annotation`: it opens with a comment marker; `stamped`: a timestamp opens it.
    func kind(
        inTree: Bool, inComment: Bool, annotation: Bool, stamped: Bool, isTreeLine: Bool, listMarker: Bool,
        opensDictionary: Bool
    ) -> (LogLineKind, Set<UserInfoKey>) {
        if let event {
            if code { return (.code, []) }
            // In a comment, a name is a printed notification only as a log prints one: with a timestamp, a
            // userInfo, a notification's description (`name = ...`, NSConcreteNotification) or a dictionary opened
            // after it (`keyboardDidShow: {`). Otherwise it is a note or a commented-out line of code.
            if inComment, !stamped, !anyKey, !described, !opensDictionary { return (.comment, []) }
            if ended, !anyKey { return (.handled, []) }
            if words > 10, !anyKey { return (.mention, []) }
            // Without a printed form, a name is a notification only when printed alone, as a library's log of
            // names prints it (`UIKeyboardWillChangeFrameNotification:`, `IQKeyboardManager: keyboardWillShow
            // started`): at most one label before it and one word after it. A numbered step, a bullet or words of
            // a sentence around it (`2. Register for UIKeyboardWillShowNotification in that view controller`, or a
            // sentence in a script blanks do not divide into words) is prose.
            let printed = anyKey || stamped || described || opensDictionary
            let alone = !listMarker && !otherScript && wordsBeforeEvent <= 1 && words - wordsBeforeEvent <= 2
            if !printed, !alone { return (listMarker ? .step : .mention, []) }
            return (.start(event), keys)
        }
        if anyKey { return (.key, keys) }
        if inTree, firstWord == "object" { return (.tree, []) }
        // A key named in code (`[info objectForKey:UIKeyboardFrameEndUserInfoKey]`) or in a sentence of any script,
        // with no value after it; a note between a dictionary's keys still annotates it (below).
        if namedKey, !(annotation && inTree) { return (code ? .keyInCode : .namedKey, []) }
        if otherNotification { return (.other, []) }
        // `//键盘弹出刚开始的那一刻的frame` between a dictionary's keys: a note on it, which does not end it.
        if annotation, inTree { return (.tree, []) }
        if isTreeLine { return (.prose, []) }
        // A dictionary's opening with at most a label before it (`{`, `userInfo = {`, NSLog's stamp and `{`): the
        // first line of the next bare userInfo, whose time is this line's.
        if opensDictionary, words <= 3, !code { return (.opening, []) }
        // Brackets and separators only (`}}`, `])`, `};`): the end of the dictionary above.
        if words == 0 { return (inTree ? .tree : .prose, []) }
        if sawUserInfo, words <= 3 { return (.opening, []) }
        return (.prose, [])
    }
}
