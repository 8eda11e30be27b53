/// How a source measured the values it gives.
public enum MeasuredOn: String, Sendable, Hashable, CaseIterable {
    /// A probe app run on Apple's iOS Simulator for that device and iOS version.
    case simulator
    /// A log or a measurement on a physical device.
    case device
    /// A table another project keeps (a snapshot-testing library's device list, a messenger's keyboard heights):
    /// the values as that project gives them, without the iOS version they were measured on.
    case tables
}

/// What one source says a device row's screen gives from one iOS version on: the window's safe areas with no bars
/// and the docked keyboard's heights (QuickType bar and home indicator area in), each nil where the source does
/// not give it. A lookup takes, metric by metric, the latest entry at or before the version asked
/// (`DeviceModel.resolved`).
public struct DeviceMetrics: Sendable, Hashable {
    /// The first iOS version these values hold for: the version the source measured on, or for `tables` the
    /// row's first iOS.
    public var since: OSVersion
    /// Where the values come from: a file at a commit, an issue, or URLs separated by spaces.
    public var source: String
    /// Whether a simulator, a device or other projects' tables gave them.
    public var measuredOn: MeasuredOn
    /// The window's safe area in portrait, with no bars.
    public var safeAreaPortrait: Insets?
    /// The window's safe area in landscape, with no bars.
    public var safeAreaLandscape: Insets?
    /// The docked keyboard's end frame height in portrait, QuickType bar and home indicator area in.
    public var keyboardPortrait: Double?
    /// The docked keyboard's end frame height in landscape, as above.
    public var keyboardLandscape: Double?

    /// Values from `since` on, as `source` measured them on `measuredOn`.
    public init(
        since: OSVersion, source: String, measuredOn: MeasuredOn, safeAreaPortrait: Insets? = nil,
        safeAreaLandscape: Insets? = nil, keyboardPortrait: Double? = nil, keyboardLandscape: Double? = nil
    ) {
        self.since = since
        self.source = source
        self.measuredOn = measuredOn
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.keyboardPortrait = keyboardPortrait
        self.keyboardLandscape = keyboardLandscape
    }
}

extension OSVersion: Comparable {
    /// Major, then minor, then patch: 26.2 < 26.5 < 26.5.1.
    public static func < (a: OSVersion, b: OSVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}

extension OSVersion {
    /// The version `major.minor.patch`.
    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }
}
