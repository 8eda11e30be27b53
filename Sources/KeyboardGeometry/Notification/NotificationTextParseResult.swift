/// What ``NotificationTextParser`` found in a text: the notification, and what it passed over.
public struct NotificationTextParseResult: Hashable, Sendable {
    /// The name and userInfo values the text holds; `event` is nil for a bare userInfo dump.
    public var notification: KeyboardNotification
    /// Text that was not a key-value pair, and unknown keys, in the order they stand in the input.
    public var skipped: [SkippedText]
    /// The notification's name as the text spells it (`UIKeyboardWillShowNotification`, `keyboardWillShow`); nil
    /// for a bare userInfo.
    public var nameAsWritten: String?

    /// A result holding `notification` and what the parser passed over, in input order.
    public init(notification: KeyboardNotification, skipped: [SkippedText] = []) {
        self.notification = notification
        self.skipped = skipped
    }
}

/// A piece of the input the parser did not use, reported to the caller as a warning.
public struct SkippedText: Hashable, Sendable {
    /// What was skipped: `text` is reported as the warning `skipped-text`, `key` as `skipped-key`, `looseKey` as
    /// `key-spelled-loosely`.
    public enum Kind: String, Sendable {
        /// `text`: prose that was not a key-value pair; `key`: a key the service does not know, skipped with its value;
        /// `looseKey`: a key written with blanks inside its name, read as the key it spells (its value was not
        /// skipped: `text` is the name as written).
        case text, key, looseKey
    }

    /// Whether it was prose or an unknown key, which decides the warning code.
    public var kind: Kind
    /// The skipped text (trimmed, cut to at most 80 characters), or the unknown key's name.
    public var text: String
    /// The line it starts on, 1-based.
    public var line: Int
    /// The column it starts at, 1-based, in characters.
    public var column: Int

    /// A skipped piece of `kind`, with its text and its 1-based line and column.
    public init(kind: Kind, text: String, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
    }
}

extension SkippedText {
    /// The warning `key-spelled-loosely` of a `looseKey`: where the name stands, as written, and the key it spells.
    package var looseKeyWarning: LayoutWarning {
        let spelled = String(text.filter { $0 != " " && $0 != "\t" })
        let key = UserInfoKey(name: spelled)?.rawValue ?? spelled
        return LayoutWarning(
            .keySpelledLoosely, "line \(line), column \(column): '\(text)' read as \(key), the key its words spell")
    }
}
