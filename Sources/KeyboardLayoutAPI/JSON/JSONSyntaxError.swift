/// Malformed JSON: what was expected and found, at a byte offset and its 1-based line and column.
public struct JSONSyntaxError: Error, Hashable, Sendable {
    /// What went wrong, e.g. `expected ',' or '}' after an object member, found 'x'`.
    public var message: String
    /// The UTF-8 byte offset in the input where the problem stands.
    public var offset: Int
    /// The 1-based line (lines end at `\n`).
    public var line: Int
    /// The 1-based column, counted in characters so that `é` or `▿` before the problem count once.
    public var column: Int

    /// Creates an error at an already known position.
    public init(message: String, offset: Int, line: Int, column: Int) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Creates an error at `offset` in `input`, working out the line and column.
    ///
    /// This runs only when parsing fails, so the reader need not track lines on its hot path.
    package init(message: String, offset: Int, in input: [UInt8]) {
        let end = min(max(offset, 0), input.count)
        var line = 1
        var lineStart = 0
        for i in 0..<end where input[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        // An editor does not show the byte order mark, so it takes no column.
        if lineStart == 0, end >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            lineStart = 3
        }
        let column =
            String(decoding: input[lineStart..<end], as: UTF8.self).count + 1
        self.init(message: message, offset: offset, line: line, column: column)
    }
}

extension JSONSyntaxError: CustomStringConvertible {
    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
