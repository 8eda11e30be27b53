public import KeyboardGeometry
import ServiceJSON

extension Operations {
    /// The query of `GET /v1/devices`, each parameter as given (nil when absent).
    public struct DevicesQuery: Sendable, Hashable {
        /// `name`: one of the table's names ("iPhone Air"), case and spacing aside.
        public var name: String?
        /// `width`, `height`: the screen's size in points, in either orientation, instead of a name.
        public var width: String?
        /// See `width`.
        public var height: String?
        /// `osVersion`: "26.5"; absent, the latest values.
        public var osVersion: String?
        /// `orientation`: `portrait` (the default for a name) or `landscape`; a size gives its own.
        public var orientation: String?
        /// Parameters the endpoint does not take.
        public var unknown: [String] = []

        /// The query with these parameters.
        public init(
            name: String? = nil, width: String? = nil, height: String? = nil, osVersion: String? = nil,
            orientation: String? = nil, unknown: [String] = []
        ) {
            self.name = name
            self.width = width
            self.height = height
            self.osVersion = osVersion
            self.orientation = orientation
            self.unknown = unknown
        }

        /// Whether no parameter is given: the whole table is asked for.
        var isEmpty: Bool {
            name == nil && width == nil && height == nil && osVersion == nil && orientation == nil && unknown.isEmpty
        }
    }

    /// What `GET /v1/devices` answers: the whole table, or one device resolved.
    public enum DevicesAnswer: JSONObjectWritable, Sendable {
        /// `{"devices": [row...]}`.
        case table([DeviceModel])
        /// `{"device": {...}}`.
        case device(ResolvedDevice)

        /// The answer's one member.
        public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
            switch self {
            case .table(let rows): out.member("devices", rows)
            case .device(let device): out.member("device", device)
            }
        }
    }

    /// `GET /v1/devices`, `keyboard-layout devices`: without parameters the device table (docs/device-table.md),
    /// each row with its metrics by iOS version; with `name` (or `width` and `height`), `osVersion` and
    /// `orientation`, one device resolved for them. A name the table does not list, or a size no row has, is a
    /// 404 naming the closest; a malformed or contradictory query is a 400 naming each parameter at fault.
    public static func devices(_ query: DevicesQuery) -> Result<DevicesAnswer, Problem> {
        Result { () throws(Problem) in
            if query.isEmpty { return .table(DeviceTable.models) }
            return .device(try resolveDevice(query))
        }
    }

    private static func resolveDevice(_ q: DevicesQuery) throws(Problem) -> ResolvedDevice {
        var errors: [FieldError] = []
        func fail(_ parameter: String, _ message: String) {
            errors.append(FieldError(pointer: "", message: "?\(parameter)=: \(message)"))
        }
        for u in q.unknown {
            fail(u, "not a parameter of GET /v1/devices (name, width, height, osVersion, orientation)")
        }
        var version: OSVersion?
        if let v = q.osVersion {
            version = OSVersion(v)
            if version == nil { fail("osVersion", "must be an iOS version such as \"26.5\", not '\(v)'") }
        }
        var landscape: Bool?
        switch q.orientation {
        case nil: break
        case "portrait"?: landscape = false
        case "landscape"?: landscape = true
        case let o?: fail("orientation", "takes 'portrait' or 'landscape', not '\(o)'")
        }
        var size: Size?
        switch (q.width, q.height) {
        case (nil, nil): break
        case (let w?, let h?):
            guard let width = points(w), let height = points(h) else {
                if points(w) == nil { fail("width", "must be a number of points from 1 to 10000, not '\(w)'") }
                if points(h) == nil { fail("height", "must be a number of points from 1 to 10000, not '\(h)'") }
                break
            }
            size = Size(width: width, height: height)
            if let landscape, landscape != (width > height) {
                fail("orientation", "'\(q.orientation ?? "")' contradicts the size \(w) x \(h)")
            }
        case (nil, _): fail("width", "is needed with height")
        case (_, nil): fail("height", "is needed with width")
        }
        if q.name != nil, q.width != nil || q.height != nil {
            fail("name", "give a name or a size (width and height), not both")
        }
        if q.name == nil, q.width == nil, q.height == nil {
            fail("name", "is needed (or width and height) to resolve one device; without any parameter the table")
        }
        guard errors.isEmpty else {
            throw Problem(
                status: 400, type: "/problems/invalid-query", title: "Invalid query",
                detail:
                    "The query of GET /v1/devices has \(errors.count == 1 ? "1 problem" : "\(errors.count) problems"); "
                    + "each is listed in errors.",
                errors: errors)
        }
        if let name = q.name {
            guard let found = DeviceTable.named(name) else { throw Problem.unknownDevice(name) }
            return found.model.resolved(osVersion: version, landscape: landscape ?? false, name: found.name)
        }
        guard let size, let row = DeviceTable.models(matching: size).first else {
            throw Problem.unknownDeviceSize(size ?? Size(width: 0, height: 0))
        }
        return row.resolved(osVersion: version, landscape: size.width > size.height)
    }

    /// A size parameter's points: a finite number from 1 to 10,000.
    private static func points(_ text: String) -> Double? {
        guard let v = Double(text), v.isFinite, v >= 1, v <= 10_000 else { return nil }
        return v
    }
}

extension Problem {
    /// 404: no row of the device table lists the name; the detail names the closest ones.
    static func unknownDevice(_ name: String) -> Problem {
        let closest = DeviceTable.closestNames(to: name).map { "'\($0)'" }.joined(separator: ", ")
        return Problem(
            status: 404, type: "/problems/unknown-device", title: "Unknown device",
            detail: "The device table (docs/device-table.md) lists no device named '\(name)'; the closest names are "
                + "\(closest). GET /v1/devices lists them all.")
    }

    /// 404: no row of the device table has a screen of this size; the detail names the closest sizes.
    static func unknownDeviceSize(_ size: Size) -> Problem {
        let sizes = DeviceTable.models.map(\.portraitSize).reduce(into: [Size]()) { all, s in
            if !all.contains(s) { all.append(s) }
        }
        let (short, long) = (min(size.width, size.height), max(size.width, size.height))
        let closest = sizes.sorted { a, b in
            abs(a.width - short) + abs(a.height - long) < abs(b.width - short) + abs(b.height - long)
        }.prefix(3).map { "\($0.width.pt) x \($0.height.pt)" }.joined(separator: ", ")
        return Problem(
            status: 404, type: "/problems/unknown-device", title: "Unknown device",
            detail: "No device in the table (docs/device-table.md) has a \(size.width.pt) x "
                + "\(size.height.pt) pt screen; the closest are \(closest). GET /v1/devices lists them all.")
    }
}
