import SystemIO

/// Writes `bytes` to standard output as they are.
func standardOutput(_ bytes: [UInt8]) {
    FileDescriptor.standardOutput.writeAll(bytes)
}

/// Writes the UTF-8 of `text` to standard output.
func standardOutput(_ text: String) {
    FileDescriptor.standardOutput.writeAll(text)
}

/// Writes the UTF-8 of `text` to standard error.
func standardError(_ text: String) {
    FileDescriptor.standardError.writeAll(text)
}

extension StringProtocol {
    /// The text without the spaces, tabs and line breaks at its ends.
    func trimmingWhitespace() -> String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// The text followed by spaces up to `width` characters (as it is when it is already that long).
    func padded(to width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
