import ServiceJSON

// The keys of the adjust request's objects (docs/wire.md), each written once, as a case named as the key is on the
// wire. Both readers take them from here: the fast one straight from the bytes (AdjustRequest+bytes.swift), the
// full one from the document (`WireReader.object(_:at:keys:what:)`); DeclaredKeysTests compares them with
// openapi.yaml.

/// An adjust request's top-level keys (check adds its own beside them).
enum RequestKey: Int, WireKey {
    case notification, screen, window, views, behaviors, options, frameworks, explain, policy
    static let wireNames = wireNameTable()
}

/// A notification object's keys (a bare userInfo object has userInfo keys instead).
enum NotificationKey: Int, WireKey {
    case name, userInfo
    static let wireNames = wireNameTable()
}

/// The screen's keys.
enum ScreenKey: Int, WireKey {
    case bounds, scale, coordinateSpace, interfaceOrientation, osVersion
    static let wireNames = wireNameTable()
}

/// The window's keys.
enum WindowKey: Int, WireKey {
    case frame, safeAreaInsets, mode
    static let wireNames = wireNameTable()
}

/// A view's keys.
enum ViewKey: Int, WireKey {
    case id, `class`, parent, frame, scroll, safeAreaInsets, pinnedTo
    static let wireNames = wireNameTable()
}

/// A scroll view's `scroll` keys.
enum ScrollKey: Int, WireKey {
    case contentSize, contentOffset, contentInset, insetAdjustment
    static let wireNames = wireNameTable()
}

/// The keys of every behavior type (each type takes some of them: `BehaviorKey.allowed(for:)`).
enum BehaviorKey: Int, WireKey {
    case type, scrollView, view, reveal, margin, alsoAvoid, keepBottomAnchored, resize, followsUndockedKeyboard,
        usesBottomSafeArea
    static let wireNames = wireNameTable()
}

/// The options' keys.
enum OptionsKey: Int, WireKey {
    case followUndockedKeyboard, ignoreNonLocal, inTransition
    static let wireNames = wireNameTable()
}

/// A rect object's keys.
enum RectKey: Int, WireKey {
    case x, y, width, height
    static let wireNames = wireNameTable()
}

/// A point object's keys.
enum PointKey: Int, WireKey {
    case x, y
    static let wireNames = wireNameTable()
}

/// A size object's keys.
enum SizeKey: Int, WireKey {
    case width, height
    static let wireNames = wireNameTable()
}

/// An insets object's keys (each edge optional, 0 when absent).
enum InsetsKey: Int, WireKey {
    case top, left, bottom, right
    static let wireNames = wireNameTable()
}

extension JSONCursor {
    /// The next member's key as one of `Key`'s cases (`nextKey(_:in:)`), nil at the object's end. Here, beside the
    /// keys, so that it is specialized for each of them.
    @inline(__always)
    mutating func nextKey<Key: WireKey>(_ items: inout Items, _: Key.Type) throws(Unusual) -> Key? {
        guard let k = try nextKey(&items, in: Key.wireNames) else { return nil }
        return Key(rawValue: k)
    }
}

extension BehaviorKey {
    /// A behavior's `type`, and the keys each type takes.
    enum BehaviorType: Int, CaseIterable {
        case insetScrollView, offsetScrollView, attachToKeyboard, shiftView, layoutGuide

        /// The type's name on the wire.
        var name: StaticString {
            switch self {
            case .insetScrollView: "insetScrollView"
            case .offsetScrollView: "offsetScrollView"
            case .attachToKeyboard: "attachToKeyboard"
            case .shiftView: "shiftView"
            case .layoutGuide: "layoutGuide"
            }
        }

        /// The keys a behavior of this type takes, `type` first.
        var allowed: [BehaviorKey] {
            switch self {
            case .insetScrollView: [.type, .scrollView, .reveal, .margin, .alsoAvoid, .keepBottomAnchored]
            case .offsetScrollView: [.type, .scrollView, .reveal, .margin]
            case .attachToKeyboard: [.type, .view, .resize]
            case .shiftView: [.type, .view, .reveal, .margin]
            case .layoutGuide: [.type, .view, .followsUndockedKeyboard, .usesBottomSafeArea]
            }
        }

        /// `allowed` as a bit each by raw value.
        var keys: UInt32 { Self.masks[rawValue] }

        /// Each type, made once (`allCases` makes an array at each call).
        static let all = allCases

        /// Each type's `keys`, by raw value, made once (`allowed` is an array made at each call).
        private static let masks = allCases.map { type in
            type.allowed.reduce(UInt32(0)) { $0 | 1 << UInt32($1.rawValue) }
        }
    }
}
