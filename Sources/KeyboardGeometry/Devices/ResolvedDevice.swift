/// One device row resolved for an iOS version and an orientation (`GET /v1/devices?name=...`): the values a scene
/// of that device gets, each metric from the latest entry of the row at or before the version
/// (docs/device-table.md, "Keyed by iOS version").
public struct ResolvedDevice: Sendable, Hashable {
    /// Where one resolved value comes from.
    public struct Source: Sendable, Hashable {
        /// `safeAreaInsets` or `keyboardHeight`.
        public var metric: String
        /// The entry's first iOS version.
        public var since: OSVersion
        /// The entry's source.
        public var source: String
        /// How the source measured it.
        public var measuredOn: MeasuredOn
    }

    /// The row.
    public var model: DeviceModel
    /// The name asked for, as the row spells it; the row's first name when a size was asked.
    public var name: String
    /// The iOS version asked for; nil when none was (the latest values are taken).
    public var osVersion: OSVersion?
    /// Landscape (else portrait).
    public var landscape: Bool
    /// The screen in the orientation, in points.
    public var points: Size
    /// The window's safe area with no bars, in the orientation.
    public var safeAreaInsets: Insets
    /// The docked keyboard's height in the orientation; nil where no source gives one.
    public var keyboardHeight: Double?
    /// The entry each value was taken from.
    public var sources: [Source]
    /// What the lookup assumed: a version before the row's earliest entry, no version given.
    public var assumed: [String]

    /// "iPhone 17 (iOS 26.5, portrait)": the row and version an answer used, for its `...From` text.
    public var label: String {
        "\(name) (\(osVersion.map { "iOS \($0)" } ?? "the latest iOS the table knows"), "
            + "\(landscape ? "landscape" : "portrait"))"
    }
}

extension DeviceModel {
    /// The row for `osVersion` (nil: the latest) in `landscape` or portrait, named `name` (else its first name).
    /// Each metric comes from the latest entry at or before the version that gives it; before the earliest such
    /// entry, the earliest, and `assumed` says so.
    public func resolved(osVersion: OSVersion?, landscape: Bool, name: String? = nil) -> ResolvedDevice {
        var assumed: [String] = []
        var sources: [ResolvedDevice.Source] = []
        if osVersion == nil {
            assumed.append(
                "no iOS version given: the latest values of the device table's \(firstName) row are taken")
        }
        func pick<T>(_ metric: String, _ value: KeyPath<DeviceMetrics, T?>) -> T? {
            guard let found = Self.latest(metrics, value, at: osVersion) else { return nil }
            let (v, entry, early) = found
            sources.append(
                ResolvedDevice.Source(
                    metric: metric, since: entry.since, source: entry.source, measuredOn: entry.measuredOn))
            if early, let osVersion {
                assumed.append(
                    "iOS \(osVersion) is before the earliest \(metric) the table has for \(firstName) "
                        + "(iOS \(entry.since)): that one is taken")
            }
            return v
        }
        let safeArea: KeyPath<DeviceMetrics, Insets?> =
            landscape ? \DeviceMetrics.safeAreaLandscape : \DeviceMetrics.safeAreaPortrait
        let keyboardHeight: KeyPath<DeviceMetrics, Double?> =
            landscape ? \DeviceMetrics.keyboardLandscape : \DeviceMetrics.keyboardPortrait
        let safe = pick("safeAreaInsets", safeArea) ?? .zero
        let keyboard = pick("keyboardHeight", keyboardHeight)
        let p = portraitSize
        return ResolvedDevice(
            model: self, name: name ?? firstName, osVersion: osVersion, landscape: landscape,
            points: landscape ? Size(width: p.height, height: p.width) : p, safeAreaInsets: safe,
            keyboardHeight: keyboard, sources: sources, assumed: assumed)
    }

    /// The value of the latest entry at or before `version` that gives it (the last one when `version` is nil),
    /// else the earliest that gives it, `early` then true; nil when no entry gives it. `entries` are in `since`
    /// order.
    static func latest<T>(_ entries: [DeviceMetrics], _ value: KeyPath<DeviceMetrics, T?>, at version: OSVersion?)
        -> (T, DeviceMetrics, Bool)?
    {
        let giving = entries.compactMap { e in e[keyPath: value].map { ($0, e) } }
        guard let first = giving.first else { return nil }
        guard let version else { return giving.last.map { ($0.0, $0.1, false) } }
        if let atOrBefore = giving.last(where: { $0.1.since <= version }) {
            return (atOrBefore.0, atOrBefore.1, false)
        }
        return (first.0, first.1, true)
    }
}

extension DeviceTable {
    /// The name as the row spells it ("iphone  17" gives "iPhone 17"), with its row; nil for a name no row lists.
    public static func named(_ name: String) -> (name: String, model: DeviceModel)? {
        let wanted = normalized(name)
        guard !wanted.isEmpty else { return nil }
        for row in models {
            if let full = row.names.first(where: { normalized($0) == wanted }) { return (full, row) }
        }
        return nil
    }

    /// Up to `count` names of the table closest to `name` (fewest single-character edits, case and spacing
    /// aside), for an answer that says which names exist.
    public static func closestNames(to name: String, count: Int = 3) -> [String] {
        let wanted = Array(normalized(name).utf8.prefix(64))
        let all = models.flatMap(\.names)
        let scored = all.enumerated().map { i, n in (editDistance(wanted, Array(normalized(n).utf8)), i, n) }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(count).map(\.2)
    }

    /// Levenshtein distance between two byte strings.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
