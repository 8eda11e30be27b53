/// How the keyboard frames of a notification are expressed.
public enum CoordinateSpace: String, CaseIterable, Hashable, Sendable {
    /// iOS 8 and later: screen coordinates follow the interface orientation.
    case interface
    /// iOS 7 and earlier: frames are in the device's portrait space whatever the orientation.
    case fixedPortrait
}

/// The interface orientation (UIKit's `UIInterfaceOrientation`).
public enum InterfaceOrientation: String, CaseIterable, Hashable, Sendable {
    /// `landscapeRight` has the home button on the right, `landscapeLeft` on the left, as in `UIInterfaceOrientation`.
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the interface is turned sideways, so fixed-portrait frames swap width and height.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The screen the keyboard is reported on.
public struct Screen: Hashable, Sendable {
    /// As `UIScreen.bounds`: interface-oriented for `interface`, the portrait size for `fixedPortrait`.
    public var bounds: Rect
    /// Pixels per point, as `UIScreen.scale`; informational, no rule uses it.
    public var scale: Double
    /// Whether the frames follow the interface orientation (iOS 8 and later) or stay in portrait (iOS 7).
    public var coordinateSpace: CoordinateSpace
    /// How the interface is turned; used to turn fixed-portrait frames into interface coordinates.
    public var interfaceOrientation: InterfaceOrientation
    /// The iOS version the notification came from (`screen.osVersion`), when the request says; some versions'
    /// frames carry quirks (`DeviceQuirks`).
    public var osVersion: OSVersion?

    /// A screen with `bounds`, at scale 1, in interface coordinates and portrait unless given.
    public init(
        bounds: Rect, scale: Double = 1, coordinateSpace: CoordinateSpace = .interface,
        interfaceOrientation: InterfaceOrientation = .portrait, osVersion: OSVersion? = nil
    ) {
        self.bounds = bounds
        self.scale = scale
        self.coordinateSpace = coordinateSpace
        self.interfaceOrientation = interfaceOrientation
        self.osVersion = osVersion
    }

    /// The screen's bounds in interface coordinates: the portrait bounds turned to H x W in landscape
    /// when the frames are fixed-portrait.
    public var interfaceBounds: Rect {
        guard coordinateSpace == .fixedPortrait, interfaceOrientation.isLandscape else { return bounds }
        return Rect(x: bounds.y, y: bounds.x, width: bounds.height, height: bounds.width)
    }

    /// Turns a keyboard frame given in this screen's coordinate space into interface coordinates.
    ///
    /// For fixed-portrait frames (W x H the portrait size), as docs/rules.md "iOS 7 fixed-portrait frames" gives it:
    /// landscapeRight x' = y, y' = W - (x + w); landscapeLeft x' = H - (y + h), y' = x (w and h swap in both);
    /// portraitUpsideDown x' = W - (x + w), y' = H - (y + h).
    public func toInterface(_ frame: Rect) -> Rect { turn(frame, undoing: false) }

    /// Turns a frame in interface coordinates into this screen's coordinate space: `toInterface` undone, for
    /// frames made in interface terms (the notification streams) that a fixed-portrait scene must receive in
    /// portrait terms.
    public func fromInterface(_ frame: Rect) -> Rect { turn(frame, undoing: true) }

    /// A fixed-portrait frame turned into interface coordinates, or back when `undoing`; any other frame as it is.
    /// Upside down is its own inverse; each landscape's inverse is the other landscape's turn within the turned
    /// bounds (H x W), its subtractions kept in their own order so that fractional frames keep their last bit.
    private func turn(_ frame: Rect, undoing: Bool) -> Rect {
        guard coordinateSpace == .fixedPortrait else { return frame }
        let w = bounds.width
        let h = bounds.height
        switch (interfaceOrientation, undoing) {
        case (.portrait, _):
            return frame
        case (.landscapeRight, false):
            return Rect(x: frame.y, y: w - (frame.x + frame.width), width: frame.height, height: frame.width)
        case (.landscapeRight, true):
            return Rect(x: w - frame.y - frame.height, y: frame.x, width: frame.height, height: frame.width)
        case (.landscapeLeft, false):
            return Rect(x: h - (frame.y + frame.height), y: frame.x, width: frame.height, height: frame.width)
        case (.landscapeLeft, true):
            return Rect(x: frame.y, y: h - frame.x - frame.width, width: frame.height, height: frame.width)
        case (.portraitUpsideDown, _):
            return Rect(
                x: w - (frame.x + frame.width), y: h - (frame.y + frame.height), width: frame.width,
                height: frame.height)
        }
    }
}

/// An iOS version such as 12.4 (`"12.4"` on the wire): major, minor and patch.
public struct OSVersion: Hashable, Sendable, CustomStringConvertible {
    /// The major version: 12 for iOS 12.4.
    public var major: Int
    /// The minor version: 4 for iOS 12.4.
    public var minor: Int
    /// The patch version, 0 when not given.
    public var patch: Int

    /// Reads `"12"`, `"12.4"` or `"12.4.1"`: one to three numbers of at most four digits each; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...4).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(part)
            else { return nil }
            numbers.append(n)
        }
        major = numbers[0]
        minor = numbers.count > 1 ? numbers[1] : 0
        patch = numbers.count > 2 ? numbers[2] : 0
    }

    /// `major.minor.patch`, the patch left out when 0.
    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}
