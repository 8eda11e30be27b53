import KeyboardGeometry
import ServiceJSON
import Testing

@testable import KeyboardLayoutAPI

/// The contract test of what each key's absence means: for every request object DeclaredKeysTests compares by
/// name, the keys its enumerations declare `.required` (`ObjectKey.presence`) are openapi.yaml's `required:` list
/// of its schema, and the defaults they declare are the schema's properties' `default:`s (a property's own, or the
/// one of the schema its `$ref` names), no more and no fewer. The readers take both from the declarations
/// (`WireReader.member(_:_:at:)`, `WireReader.optional(_:_:at:_:)`), so a default changed on one side and not the
/// other fails here.
@Suite struct DeclaredPresenceTests {
    /// What an object's keys declare: the names of those required, and each declared default by name.
    struct Declared: Equatable {
        var required: Set<String> = []
        var defaults: [String: WireDefault] = [:]

        /// The declarations of `keys`, each as `presence` says (its own declaration unless told otherwise).
        init<Key: ObjectKey>(_ keys: [Key], presence: (Key) -> KeyPresence = \.presence) {
            for key in keys {
                switch presence(key) {
                case .required: required.insert(key.wireName)
                case .optional: break
                case .defaults(let d): defaults[key.wireName] = d
                }
            }
        }

        /// None.
        init() {}

        /// Every case of `Key`.
        init<Key: ObjectKey>(_: Key.Type) { self.init(Key.allCases) }

        /// The declarations of an object that takes two enumerations' keys.
        static func + (lhs: Declared, rhs: Declared) -> Declared {
            Declared(
                required: lhs.required.union(rhs.required),
                defaults: lhs.defaults.merging(rhs.defaults) { first, _ in first })
        }

        private init(required: Set<String>, defaults: [String: WireDefault]) {
            self.required = required
            self.defaults = defaults
        }
    }

    /// The declarations of the schema (or of the object at `path` under it) as openapi.yaml gives them.
    static func contract(_ schema: String, at path: [String] = []) throws -> Declared {
        let s = try ContractSchema(schema, at: path)
        var d = Declared()
        d.required = try s.required()
        d.defaults = try s.defaults()
        return d
    }

    /// Compares `declared` with the contract's, required list and defaults each.
    static func expect(
        _ declared: Declared, _ schema: String, at path: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let contract = try contract(schema, at: path)
        let name = ([schema] + path).joined(separator: "/")
        #expect(declared.required == contract.required, "\(name): required", sourceLocation: sourceLocation)
        #expect(declared.defaults == contract.defaults, "\(name): defaults", sourceLocation: sourceLocation)
    }

    @Test func requestPresenceIsTheContracts() throws {
        try Self.expect(Declared(RequestKey.self), "AdjustRequest")
        try Self.expect(Declared(SimulateKey.self), "SimulateRequest")
        try Self.expect(Declared(ReplayKey.self), "ReplayRequest")
        try Self.expect(Declared(StreamsKey.self), "StreamsRequest")
        try Self.expect(Declared(RequestKey.self) + Declared(CheckKey.self), "CheckAdjustRequest")
        try Self.expect(Declared(SimulateKey.self) + Declared(CheckKey.self), "CheckSequenceRequest")
        try Self.expect(Declared(SceneParseKey.self), "SceneParseRequest")
        try Self.expect(Declared(HierarchyKey.self), "HierarchyRequest")
        // With a hierarchy, check takes `actual` or not: without it, the verdict on the snapshot
        // (Operations.checkHierarchy reads it as an optional key).
        try Self.expect(
            Declared(HierarchyKey.self)
                + Declared(CheckKey.allCases) { $0 == .actual ? .optional : $0.presence },
            "HierarchyCheckRequest")
    }

    @Test func scenePresenceIsTheContracts() throws {
        try Self.expect(Declared(NotificationKey.self), "NotificationObject")
        try Self.expect(Declared(ScreenKey.self), "Screen")
        try Self.expect(Declared(WindowKey.self), "Window")
        try Self.expect(Declared(ViewKey.self), "View")
        try Self.expect(Declared(ScrollKey.self), "ScrollState")
        try Self.expect(Declared(OptionsKey.self), "Options")
        try Self.expect(Declared(RectKey.self), "Rect")
        try Self.expect(Declared(PointKey.self), "Point")
        try Self.expect(Declared(SizeKey.self), "Size")
        try Self.expect(Declared(InsetsKey.self), "Insets")
        // Each behavior type's keys, as the type declares them, against its schema (named as the type, capitalized).
        for type in BehaviorKey.BehaviorType.all {
            let name = type.name.description
            let schema = name.prefix(1).uppercased() + name.dropFirst()
            try Self.expect(Declared(type.allowed, presence: type.presence(of:)), schema)
        }
    }

    @Test func frameworksPresenceIsTheContracts() throws {
        try Self.expect(Declared(FrameworksKey.self), "Frameworks")
        try Self.expect(Declared(ReactNativeKey.self), "Frameworks", at: ["reactNative"])
        try Self.expect(Declared(KeyboardControllerKey.self), "Frameworks", at: ["reactNativeKeyboardController"])
        try Self.expect(Declared(StickyOffsetKey.self), "StickyOffset")
        try Self.expect(Declared(IQKeyboardManagerKey.self), "Frameworks", at: ["iqKeyboardManager"])
    }

    @Test func eventAndCheckPresenceIsTheContracts() throws {
        try Self.expect(Declared(SamplingKey.self), "Sampling")
        try Self.expect(Declared(TimedNotificationKey.self), "TimedNotification")
        try Self.expect(Declared(SilentChangeKey.self), "KeyboardOnScreen")
        try Self.expect(Declared(UserScrollKey.self), "UserScroll")
        try Self.expect(Declared(UserScrollTargetKey.self), "UserScrollTarget")
        try Self.expect(Declared(ExtraContentPaddingKey.self), "ExtraContentPadding")
        // An added event: its own key, then either of the two chat events' (each optional in the one schema).
        try Self.expect(Declared(AddedEventKey.self), "AddedEvent")
        try Self.expect(Declared(ToleranceKey.self), "Tolerance")
        // The answer's fields that check reads back (AnswerFields) are each optional, with no default: a field left
        // out is not compared. A sequence's step needs its index.
        try Self.expect(Declared(), "Actual")
        var step = Declared()
        step.required = [ActualKeys.index.description]
        try Self.expect(step, "ActualStep")
        try Self.expect(Declared(), "ActualKeyboard")
        try Self.expect(Declared(), "ActualView", at: ["layoutGuide"])
    }

    /// The reader of openapi.yaml finds what it should: a required list, a default in a flow mapping, one in a
    /// block, one through a `$ref`, a nested object's, an empty sequence's (so that the tests above cannot pass by
    /// reading nothing on both sides).
    @Test func theContractIsRead() throws {
        let screen = try Self.contract("Screen")
        #expect(screen.required == ["bounds"])
        #expect(
            screen.defaults == [
                "scale": .number(1), "coordinateSpace": .string("interface"),
                "interfaceOrientation": .string("portrait"),
            ])
        #expect(try Self.contract("Window").defaults == ["mode": .string("fullScreen")])
        #expect(try Self.contract("Rect").required == ["x", "y", "width", "height"])
        #expect(try Self.contract("Window").required == [])
        #expect(try Self.contract("InsetScrollView").defaults["alsoAvoid"] == .array([]))
        #expect(try Self.contract("Tolerance").defaults == ["points": .number(0.5), "seconds": .number(0.001)])
        #expect(
            try Self.contract("Frameworks", at: ["iqKeyboardManager"]).defaults == ["keyboardDistance": .number(10)])
        #expect(throws: WireTestFailure.self) { try Self.contract("NoSuchSchema") }
        #expect(throws: WireTestFailure.self) { try Self.contract("Screen", at: ["noSuchProperty"]) }
    }
}
