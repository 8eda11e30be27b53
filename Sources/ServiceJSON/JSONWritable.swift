/// A value with one definition of its wire shape: `write(to:)` drives the bytes an answer is sent as
/// (`JSONWriter.bytes`), the tree tests walk (`json`), and the leaves a check compares (`JSONLeafProbe`), so the
/// three cannot disagree.
public protocol JSONWritable {
    /// Writes the value, members in their wire order, to `out`.
    func write<Output: JSONOutput & ~Copyable>(to out: inout Output)

    /// About how many bytes the pretty text takes, reserved before writing (1 KiB unless a type knows better).
    var estimatedBytes: Int { get }
}

extension JSONWritable {
    /// 1 KiB, which most answers fit in.
    @inlinable
    public var estimatedBytes: Int { 1024 }

    /// The value as a tree, for tests and tools that walk an answer; the service itself writes bytes.
    @inlinable
    public var json: JSONValue { JSONTreeBuilder.build { write(to: &$0) } }

    /// The JSON text, formatted as every answer is (`pretty`: two-space indents, a final newline).
    @inlinable
    public func bytes(pretty: Bool = true) -> [UInt8] {
        JSONWriter.bytes(pretty: pretty, capacity: estimatedBytes) { write(to: &$0) }
    }
}

extension JSONValue: JSONWritable {}

extension JSONOutput where Self: ~Copyable {
    /// A member whose value writes itself.
    @inlinable
    public mutating func member(_ key: StaticString, _ value: some JSONWritable) {
        self.key(key)
        value.write(to: &self)
    }

    /// A member whose value writes itself, or `null` when there is none.
    @inlinable
    public mutating func member(_ key: StaticString, orNull value: (some JSONWritable)?) {
        self.key(key)
        if let value { value.write(to: &self) } else { null() }
    }

    /// A member with an array of values that write themselves.
    @inlinable
    public mutating func member(_ key: StaticString, _ values: [some JSONWritable]) {
        self.key(key)
        beginArray()
        for value in values { value.write(to: &self) }
        endArray()
    }
}

/// A JSON leaf as a typed value: what a check compares and reports.
public enum JSONLeaf: Sendable, Equatable, JSONWritable {
    /// A number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A string.
    case string(String)
    /// `null`.
    case null
    /// An object or array where a leaf was looked for (a check reports it as a difference).
    case container

    /// The number, nil for any other kind.
    public var number: Double? {
        if case .number(let d) = self { return d }
        return nil
    }

    /// Writes the leaf (a container as `null`: no path a check reads ends at one).
    @inlinable
    public func write<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        switch self {
        case .number(let d): out.number(d)
        case .bool(let b): out.bool(b)
        case .string(let s): out.string(s)
        case .null, .container: out.null()
        }
    }
}

/// Follows a value as it is written and keeps the leaves at the paths asked for, so a checker reads a typed
/// answer through the same writer that sends it, without building its tree.
///
/// A path is the object keys from the top (`["views", "table", "frame", "y"]`); an array on the way matches no
/// path. `found[i]` is the leaf at `paths[i]`, nil when the value has no such member.
public struct JSONLeafProbe: JSONOutput {
    /// The paths looked for.
    public let paths: [[String]]
    /// The leaf found at each path, in `paths`' order.
    public private(set) var found: [JSONLeaf?]
    /// The keys of the open containers (an array's element gets "[]", which no key equals).
    private var path: [String] = []
    /// Whether each open container is an object.
    private var openObjects: [Bool] = []
    /// The key given for the next value, until it comes.
    private var pending: String?

    /// A probe for `paths`.
    public init(paths: [[String]]) {
        self.paths = paths
        found = Array(repeating: nil, count: paths.count)
    }

    /// The leaves `value` has at `paths`.
    public static func leaves(of value: some JSONWritable, at paths: [[String]]) -> [JSONLeaf?] {
        var probe = JSONLeafProbe(paths: paths)
        value.write(to: &probe)
        return probe.found
    }

    private mutating func take(_ leaf: JSONLeaf) {
        let key = pending ?? (openObjects.last == false ? "[]" : "")
        pending = nil
        guard !path.isEmpty || !key.isEmpty else { return }
        for (i, wanted) in paths.enumerated()
        where wanted.count == path.count + 1 && wanted.last == key && wanted.starts(with: path) {
            found[i] = leaf
        }
    }

    private mutating func open(isObject: Bool) {
        let key = pending ?? (openObjects.last == false ? "[]" : "")
        pending = nil
        if !openObjects.isEmpty {
            // A container where a leaf is looked for.
            for (i, wanted) in paths.enumerated()
            where wanted.count == path.count + 1 && wanted.last == key && wanted.starts(with: path) {
                found[i] = .container
            }
            path.append(key)
        }
        openObjects.append(isObject)
    }

    private mutating func close() {
        openObjects.removeLast()
        if !openObjects.isEmpty { path.removeLast() }
    }

    /// Opens an object.
    public mutating func beginObject() { open(isObject: true) }
    /// Holds `key` for the next value.
    public mutating func key(_ key: StaticString) { pending = key.description }
    /// Holds `key` for the next value.
    public mutating func key(text key: String) { pending = key }
    /// Closes the innermost object.
    public mutating func endObject() { close() }
    /// Opens an array.
    public mutating func beginArray() { open(isObject: false) }
    /// Closes the innermost array.
    public mutating func endArray() { close() }
    /// A number leaf.
    public mutating func number(_ value: Double) { take(.number(value)) }
    /// A string leaf.
    public mutating func string(_ value: String) { take(.string(value)) }
    /// A boolean leaf.
    public mutating func bool(_ value: Bool) { take(.bool(value)) }
    /// A null leaf.
    public mutating func null() { take(.null) }
}
