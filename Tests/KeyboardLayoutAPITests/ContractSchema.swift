import Foundation

@testable import KeyboardLayoutAPI

/// One object schema of openapi.yaml as the contract tests read it (a schema of `components/schemas`, or an object
/// at a path of properties under one): its property names, its `required:` list and its properties' `default:`s.
///
/// The file is the repository's own, read by its own two-space indentation: a schema at four spaces, its members
/// (`required:`, `properties:`) at six, the properties' names at eight, each nested object's four spaces further
/// in. A property is a flow mapping on its line (`scale: {type: number, default: 1, description: ...}`) or a
/// block of members two spaces further in; its default is its own `default:`, else the `default:` of the schema
/// its `$ref` names (`coordinateSpace: {$ref: '#/components/schemas/CoordinateSpace'}`, whose `default:
/// interface`).
struct ContractSchema {
    /// The schema's name and the path to the object, for messages.
    let name: String
    /// The lines of the object's block, after its own line.
    private let block: ArraySlice<Substring>
    /// The indentation of the object's own line.
    private let depth: Int

    /// openapi.yaml's lines, read once.
    private static let file: Result<[Substring], WireTestFailure> = {
        let url = Wire.packageRoot.appendingPathComponent("openapi.yaml")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(WireTestFailure("cannot read openapi.yaml"))
        }
        let text = String(decoding: data, as: UTF8.self)
        return .success(text.split(separator: "\n", omittingEmptySubsequences: false))
    }()

    private static func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }

    /// The lines after `start` that belong to the block of the line at `depth` (up to the next non-blank line
    /// indented no further).
    private static func block(after start: Int, depth: Int, in lines: ArraySlice<Substring>) -> ArraySlice<Substring> {
        lines[(start + 1)...].prefix { !($0.contains(where: { $0 != " " }) && indent($0) <= depth) }
    }

    /// The schema `schema`, or the object at `path` under its properties.
    init(_ schema: String, at path: [String] = []) throws {
        let lines = try Self.file.get()
        guard var start = lines.firstIndex(where: { $0 == "    \(schema):" }) else {
            throw WireTestFailure("openapi.yaml has no schema \(schema)")
        }
        var depth = 4
        for property in path {
            let member = String(repeating: " ", count: depth + 4) + property + ":"
            let block = Self.block(after: start, depth: depth, in: lines[...])
            guard let found = block.firstIndex(where: { $0.hasPrefix(member) }) else {
                throw WireTestFailure("openapi.yaml's \(schema) has no property \(path.joined(separator: "/"))")
            }
            start = found
            depth += 4
        }
        name = ([schema] + path).joined(separator: "/")
        block = Self.block(after: start, depth: depth, in: lines[...])
        self.depth = depth
    }

    /// The object's own members (`type:`, `required:`, `properties:`), each with its value's text.
    private var members: [(key: String, value: Substring)] {
        block.compactMap { line in Self.indent(line) == depth + 2 ? Self.keyValue(line) : nil }
    }

    /// `key: value` of a block line, trimmed.
    private static func keyValue(_ line: Substring) -> (key: String, value: Substring)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon].drop { $0 == " " }
        return (String(key), line[line.index(after: colon)...].drop { $0 == " " })
    }

    /// Each property: its name, the text after its colon, and the lines of its block (when it is not a flow
    /// mapping).
    private var propertyLines: [(name: String, value: Substring, block: ArraySlice<Substring>)] {
        var out: [(name: String, value: Substring, block: ArraySlice<Substring>)] = []
        var inProperties = false
        for i in block.indices {
            let line = block[i]
            if Self.indent(line) == depth + 2 {
                inProperties = line.hasPrefix(String(repeating: " ", count: depth + 2) + "properties:")
            }
            if inProperties, Self.indent(line) == depth + 4, let (key, value) = Self.keyValue(line) {
                out.append((key, value, Self.block(after: i, depth: depth + 4, in: block)))
            }
        }
        return out
    }

    /// The property names: the keys one level under `properties:`.
    var properties: Set<String> { Set(propertyLines.map(\.name)) }

    /// The `required:` list (a flow sequence); empty when the object has none.
    func required() throws -> Set<String> {
        guard let list = members.first(where: { $0.key == "required" })?.value else { return [] }
        guard case .array(let items) = try Self.scalar(list) else {
            throw WireTestFailure("\(name)'s required is not a flow sequence: \(list)")
        }
        return try Set(
            items.map { item in
                guard case .string(let s) = item else { throw WireTestFailure("\(name)'s required holds \(item)") }
                return s
            })
    }

    /// Each property's default: its own `default:`, else the one of the schema its `$ref` names.
    func defaults() throws -> [String: WireDefault] {
        var out: [String: WireDefault] = [:]
        for property in propertyLines {
            let members: [String: Substring]
            if property.value.hasPrefix("{") {
                members = try Self.flowMapping(property.value, in: "\(name)/\(property.name)")
            } else {
                members = Dictionary(
                    property.block.compactMap { line in
                        Self.indent(line) == depth + 6 ? Self.keyValue(line) : nil
                    }, uniquingKeysWith: { first, _ in first })
            }
            if let text = members["default"] {
                out[property.name] = try Self.scalar(text)
            } else if let reference = members["$ref"] ?? members["allOf"], let schema = Self.schemaName(reference),
                let text = try ContractSchema(schema).members.first(where: { $0.key == "default" })?.value
            {
                out[property.name] = try Self.scalar(text)
            }
        }
        return out
    }

    /// The schema a `$ref` (or an `allOf` of one) names: `'#/components/schemas/Name'`.
    private static func schemaName(_ text: Substring) -> String? {
        let prefix = "#/components/schemas/"
        guard let range = text.range(of: prefix) else { return nil }
        let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The top-level entries of a flow mapping on one line (`{type: number, default: 1, description: '...'}`):
    /// split at the commas outside quotes and brackets, each at its first colon.
    private static func flowMapping(_ text: Substring, in what: String) throws -> [String: Substring] {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("{"), text.hasSuffix("}") else {
            throw WireTestFailure("\(what) is not a flow mapping on one line: \(text)")
        }
        var out: [String: Substring] = [:]
        for entry in try split(Substring(text.dropFirst().dropLast()), in: what) {
            guard let (key, value) = keyValue(entry) else { throw WireTestFailure("\(what) has an entry \(entry)") }
            out[key] = value
        }
        return out
    }

    /// `text` split at its commas outside quotes and brackets, each part trimmed.
    private static func split(_ text: Substring, in what: String) throws -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var quote: Character?
        var nesting = 0
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if let q = quote {
                // A single-quoted string doubles its quote; a double-quoted one escapes with a backslash.
                let next = text.index(after: i)
                let doubled = q == "'" && c == "'" && next < text.endIndex && text[next] == "'"
                if (q == "\"" && c == "\\") || doubled {
                    i = next
                } else if c == q {
                    quote = nil
                }
            } else if c == "'" || c == "\"", startsScalar(text[start..<i]) {
                // A quote opens a quoted scalar only where one starts (a plain one holds quotes: The user's).
                quote = c
            } else if c == "[" || c == "{" {
                nesting += 1
            } else if c == "]" || c == "}" {
                nesting -= 1
            } else if c == ",", nesting == 0 {
                parts.append(text[start..<i])
                start = text.index(after: i)
            }
            if i < text.endIndex { i = text.index(after: i) }
        }
        guard quote == nil, nesting == 0 else { throw WireTestFailure("\(what) is not closed: \(text)") }
        parts.append(text[start...])
        return parts.map { Substring($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
    }

    /// Whether a scalar starts after `before`, the entry's text so far: at its start, or after a key's colon or a
    /// sequence's or mapping's opening.
    private static func startsScalar(_ before: Substring) -> Bool {
        guard let last = before.last(where: { $0 != " " }) else { return true }
        return last == ":" || last == "[" || last == "{" || last == ","
    }

    /// A scalar or flow sequence as a default: true or false, a number, a flow sequence, a quoted or plain string.
    private static func scalar(_ text: Substring) throws -> WireDefault {
        let s = text.trimmingCharacters(in: .whitespaces)
        if s == "true" || s == "false" { return .bool(s == "true") }
        if let d = Double(s) { return .number(d) }
        if s.hasPrefix("[") {
            guard s.hasSuffix("]") else { throw WireTestFailure("a flow sequence not closed on its line: \(s)") }
            return .array(try split(Substring(s.dropFirst().dropLast()), in: s).map { try scalar($0) })
        }
        if s.count >= 2, s.hasPrefix("'"), s.hasSuffix("'") {
            return .string(String(s.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'"))
        }
        if s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\"") { return .string(String(s.dropFirst().dropLast())) }
        return .string(s)
    }
}
