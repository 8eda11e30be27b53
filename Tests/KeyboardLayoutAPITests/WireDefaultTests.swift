import KeyboardGeometry
import ServiceJSON
import Testing

@testable import KeyboardLayoutAPI

/// A key's declared absence as the type its reader reads it into (`WireDefaultable`): every string default is the
/// raw value of its reader's type (a misspelt one would give the reader no default), and a declaration of another
/// type gives none.
@Suite struct WireDefaultTests {
    /// Each declared string default, as its reader's type; the values are those docs/wire.md and openapi.yaml
    /// state.
    @Test func stringDefaultsAreTheirTypesCases() {
        #expect(ScreenKey.coordinateSpace.defaultValue(as: CoordinateSpace.self) == .interface)
        #expect(ScreenKey.interfaceOrientation.defaultValue(as: InterfaceOrientation.self) == .portrait)
        #expect(WindowKey.mode.defaultValue(as: WindowMode.self) == .fullScreen)
        #expect(ScrollKey.insetAdjustment.defaultValue(as: InsetAdjustment.self) == .automatic)
        #expect(SimulateKey.handling.defaultValue(as: Handling.self) == .correct)
        for policy in [
            RequestKey.policy.defaultValue(as: Policy.self), SimulateKey.policy.defaultValue(),
            ReplayKey.policy.defaultValue(),
        ] {
            #expect(policy == .reference)
        }
        #expect(ReactNativeKey.behavior.defaultValue(as: ReactNativeAvoidingView.AvoidingBehavior.self) == .padding)
        #expect(
            KeyboardControllerKey.component.defaultValue(as: ReactNativeKeyboardController.Component.self)
                == .keyboardAvoidingView)
        #expect(
            KeyboardControllerKey.behavior.defaultValue(as: ReactNativeKeyboardController.AvoidingBehavior.self)
                == .padding)
    }

    /// Every declared default of every enumeration is a scalar or an array of them that some reader's type holds.
    @Test func everyDefaultConverts() {
        var seen = 0
        for enumeration in WireKeyTables.enumerations {
            for presence in Self.presences(enumeration) {
                guard case .defaults(let d) = presence else { continue }
                seen += 1
                switch d {
                case .bool: #expect(Bool(absence: presence) != nil)
                case .number: #expect(Double(absence: presence) != nil)
                case .string: #expect(String(absence: presence) != nil)
                case .array: #expect([String](absence: presence) != nil)
                }
            }
        }
        // Worked out from the declarations: adjust's explain and policy; simulate's handling, explain and policy;
        // replay's policy; the screen's 3; the window's mode; overlay; insetAdjustment; the behaviors' margin,
        // alsoAvoid, keepBottomAnchored, followsUndockedKeyboard, usesBottomSafeArea and inverted (6); the
        // options' 3; the insets' 4; reactNative's 2; the controller's 7; the sticky offset's 2;
        // keyboardDistance; the tolerance's 2: 2+3+1+3+1+1+1+6+3+4+2+7+2+1+2 = 39.
        #expect(seen == 39)
    }

    private static func presences<Key: ObjectKey>(_: Key.Type) -> [KeyPresence] { Key.allCases.map(\.presence) }

    /// An optional key's absence is none; a required one's is no value; a default of another type is none.
    @Test func absenceAsEachType() {
        #expect(SimulateKey.sampling.defaultValue(as: Double?.self) == .some(nil))
        #expect(ScreenKey.scale.defaultValue(as: Double?.self) == .some(1))
        #expect(ScreenKey.scale.defaultValue(as: Double.self) == 1)
        #expect(ScreenKey.bounds.defaultValue(as: Double?.self) == nil)
        #expect(ScreenKey.scale.defaultValue(as: Bool.self) == nil)
        #expect(BehaviorKey.alsoAvoid.defaultValue(as: [String].self) == [])
        #expect(ToleranceKey.seconds.defaultValue(as: Double.self) == 0.001)
        #expect(BehaviorKey.BehaviorType.shiftView.presence(of: .reveal) == .required)
        #expect(BehaviorKey.BehaviorType.insetScrollView.presence(of: .reveal) == .optional)
    }

    /// The reader's optional member with a declared default: the default when absent, the value when given, and a
    /// problem at the key when the declaration is of another type than the reader's.
    @Test func readerTakesTheDeclaration() throws {
        let document = try WireReader.document(Array(#"{"scale": 2}"#.utf8))
        var r = WireReader(document)
        guard let o = r.object(document.root, at: JSONPointer(), keys: ScreenKey.names, what: "the screen") else {
            Issue.record("the screen did not read")
            return
        }
        #expect(r.optional(o, ScreenKey.scale, at: JSONPointer()) { $0.number($1, at: $2()) } == 2)
        #expect(
            r.optional(o, ScreenKey.interfaceOrientation, at: JSONPointer()) {
                $0.choice($1, at: $2(), as: InterfaceOrientation.self)
            } == .portrait)
        // An optional key read into a type that could hold a default is read as an optional of it (`String??`).
        #expect(
            r.optional(o, ScreenKey.osVersion, at: JSONPointer()) { $0.string($1, at: $2()) as String?? } == .some(nil))
        #expect(r.member(o, ScreenKey.osVersion, at: JSONPointer()) == nil)
        #expect(r.errors.isEmpty)
        #expect(r.member(o, ScreenKey.bounds, at: JSONPointer()) == nil)
        #expect(r.errors.map(\.pointer) == ["/bounds"])
        #expect(r.errors.map(\.message) == ["required"])
        #expect(r.optional(o, ScreenKey.scale, at: JSONPointer()) { $0.bool($1, at: $2()) } == nil)
        #expect(r.errors.map(\.pointer) == ["/bounds", "/scale"])
    }
}
