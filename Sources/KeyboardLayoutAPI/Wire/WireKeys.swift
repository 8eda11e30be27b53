import KeyboardGeometry
import ServiceJSON

// The keys of the adjust request's objects (docs/wire.md), each written once, as a case named as the key is on the
// wire. The one reader of each object (WireInput) checks an object's keys and looks its members up by each
// enumeration's table of names, `names`, from the bytes or from the document alike; DeclaredKeysTests compares them
// with openapi.yaml. The other requests' keys are declared beside their readers.

/// An adjust request's top-level keys (check and render add theirs after them). The scene's reader looks the scene's
/// keys up by these cases in every request that holds a scene.
enum RequestKey: Int, ObjectKey {
    case notification, screen, window, views, behaviors, options, frameworks, explain, policy
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence {
        switch self {
        case .notification, .screen, .window, .views, .behaviors: .required
        case .options, .frameworks: .optional
        case .explain: .defaults(.bool(false))
        case .policy: .defaults(.string(Policy.reference.rawValue))
        }
    }
    /// The scene's keys, in the order they are read.
    static let sceneKeys: [RequestKey] = [.screen, .window, .views, .behaviors, .options, .frameworks]
}

/// A notification object's keys (a bare userInfo object has userInfo keys instead).
enum NotificationKey: Int, ObjectKey {
    case name, userInfo
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: both are needed (a name, and the userInfo with the end frame), and their
    /// absence is reported by the notification's resolution, at the name and at the end frame.
    var presence: KeyPresence { .required }
}

/// The screen's keys.
enum ScreenKey: Int, ObjectKey {
    case bounds, scale, coordinateSpace, interfaceOrientation, osVersion
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence {
        switch self {
        case .bounds: .required
        case .scale: .defaults(.number(1))
        case .coordinateSpace: .defaults(.string(CoordinateSpace.interface.rawValue))
        case .interfaceOrientation: .defaults(.string(InterfaceOrientation.portrait.rawValue))
        case .osVersion: .optional
        }
    }
}

/// The window's keys.
enum WindowKey: Int, ObjectKey {
    case frame, safeAreaInsets, mode
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: a frame the screen's (interface) bounds, insets zero.
    var presence: KeyPresence {
        switch self {
        case .frame, .safeAreaInsets: .optional
        case .mode: .defaults(.string(WindowMode.fullScreen.rawValue))
        }
    }
}

/// A view's keys.
enum ViewKey: Int, ObjectKey {
    case id, `class`, parent, frame, scroll, safeAreaInsets, pinnedTo, overlay, avoidsKeyboard
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence {
        switch self {
        case .id, .frame: .required
        case .class, .parent, .scroll, .safeAreaInsets, .pinnedTo, .avoidsKeyboard: .optional
        case .overlay: .defaults(.bool(false))
        }
    }
    /// The order a view's reader reads a document's keys in, so its problems are reported in that order: `scroll`
    /// last, after the frame that gives its content size's default.
    static let readingOrder = [id, parent, frame, safeAreaInsets, pinnedTo, `class`, overlay, avoidsKeyboard, scroll]
        .map(\.rawValue)
}

/// A scroll view's `scroll` keys.
enum ScrollKey: Int, ObjectKey {
    case contentSize, contentOffset, contentInset, insetAdjustment
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: a content size the frame's, an offset and insets zero.
    var presence: KeyPresence {
        switch self {
        case .contentSize, .contentOffset, .contentInset: .optional
        case .insetAdjustment: .defaults(.string(InsetAdjustment.automatic.rawValue))
        }
    }
}

/// The keys of every behavior type (each type takes some of them: `BehaviorType.allowed`, read by its `names`).
enum BehaviorKey: Int, ObjectKey {
    case type, scrollView, view, reveal, margin, alsoAvoid, keepBottomAnchored, resize, followsUndockedKeyboard,
        usesBottomSafeArea, lift, inverted
    static let wireNames = wireNameTable()
    /// The table of every case, which no one object takes: each type reads by its own (`BehaviorType.names`).
    static let names = KeyNames(Self.self)
    /// What each key's absence means in the types that take it; `reveal` is required by offsetScrollView and
    /// shiftView (`BehaviorType.presence(of:)`).
    var presence: KeyPresence {
        switch self {
        case .type, .scrollView, .view: .required
        case .reveal, .resize, .lift: .optional
        case .margin: .defaults(.number(0))
        case .alsoAvoid: .defaults(.array([]))
        case .keepBottomAnchored, .followsUndockedKeyboard, .inverted: .defaults(.bool(false))
        case .usesBottomSafeArea: .defaults(.bool(true))
        }
    }
}

/// The options' keys.
enum OptionsKey: Int, ObjectKey {
    case followUndockedKeyboard, ignoreNonLocal, inTransition
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence { .defaults(.bool(false)) }
}

/// A rect object's keys.
enum RectKey: Int, ObjectKey {
    case x, y, width, height
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence { .required }
}

/// A point object's keys.
enum PointKey: Int, ObjectKey {
    case x, y
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence { .required }
}

/// A size object's keys.
enum SizeKey: Int, ObjectKey {
    case width, height
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence { .required }
}

/// An insets object's keys (each edge optional, 0 when absent).
enum InsetsKey: Int, ObjectKey {
    case top, left, bottom, right
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence { .defaults(.number(0)) }
}

/// The keys of one wire object (or of a part of one) as the full reader reads them: a `WireKey` enumeration with
/// the table of its names, every case in order (`static let names = KeyNames(Self.self)`, told of any other
/// enumeration whose keys the object shares), made once. The reader compares keys with a table's flat bytes, where
/// comparing them with `wireNames` would count each name's array up and down.
protocol ObjectKey: WireKey {
    /// Every case's name, in order.
    static var names: KeyNames { get }
    /// What the key's absence means (required, none, or a default), written once here for the readers and the
    /// contract test.
    var presence: KeyPresence { get }
}

// The full reader's look-ups by case, here too for the same reason.

extension KnownMembers {
    /// The value of `key`, nil when the object has none: found by raw value when the object's table knows `Key`,
    /// else by name.
    @inline(__always)
    subscript<Key: ObjectKey>(key: Key) -> JSONNode? {
        value(ofCase: key.rawValue, of: ObjectIdentifier(Key.self), in: Key.names)
    }
}

extension JSONMembers {
    /// Whether some member is named as `key` is on the wire.
    func contains<Key: ObjectKey>(_ key: Key) -> Bool { contains(key.rawValue, in: Key.names) }
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
            case .insetScrollView:
                [.type, .scrollView, .reveal, .margin, .alsoAvoid, .keepBottomAnchored, .lift, .inverted]
            case .offsetScrollView: [.type, .scrollView, .reveal, .margin]
            case .attachToKeyboard: [.type, .view, .resize]
            case .shiftView: [.type, .view, .reveal, .margin]
            case .layoutGuide: [.type, .view, .followsUndockedKeyboard, .usesBottomSafeArea]
            }
        }

        /// What `key`'s absence means in a behavior of this type: as `BehaviorKey.presence` declares it, but
        /// `reveal`, which offsetScrollView and shiftView require.
        func presence(of key: BehaviorKey) -> KeyPresence {
            switch (self, key) {
            case (.offsetScrollView, .reveal), (.shiftView, .reveal): .required
            default: key.presence
            }
        }

        /// The table of `allowed`, for the full reader.
        var names: KeyNames { Self.tables[rawValue] }

        /// `allowed`, made once: a key's place in `names` is its index here.
        var allowedKeys: [BehaviorKey] { Self.allowedLists[rawValue] }

        /// Each type's `allowed`, by raw value, made once.
        private static let allowedLists = allCases.map(\.allowed)

        /// Each type, made once (`allCases` makes an array at each call).
        static let all = allCases

        /// Each type's `names`, by raw value, made once.
        private static let tables = allowedLists.map { KeyNames($0) }
    }
}
