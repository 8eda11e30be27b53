public import KeyboardGeometry

/// Malformed JSON: what was expected and found, at a byte offset and its 1-based line and column. The same
/// positioned error as every other reader's (`TextParseError`), so a 400 and a 422 on pasted text say where in
/// one way.
public typealias JSONSyntaxError = TextParseError
