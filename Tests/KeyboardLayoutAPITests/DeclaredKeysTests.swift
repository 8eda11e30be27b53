import Foundation
import ServiceJSON
import Testing

@testable import KeyboardLayoutAPI

/// The contract test of the wire's declarations: each request object's keys, as its reader declares them (the
/// cases of the one enumeration its key check and its look-ups use, or the table made of them when an object takes
/// two sets or some of a set's keys), are the keys openapi.yaml gives its schema, no more and no fewer; and so are
/// the answer's fields (`AnswerFields`: its keyboard, animation, views and layout guides), which check reads in
/// `actual`. A key added to one side and not the other fails here, before a client generated from the contract
/// meets it.
@Suite struct DeclaredKeysTests {
    /// The property names of `schema` in openapi.yaml, or of the object at `path` under its properties (a
    /// property's own properties, and so on), as `ContractSchema` reads the file.
    static func properties(of schema: String, at path: [String] = []) throws -> Set<String> {
        try ContractSchema(schema, at: path).properties
    }

    /// Every case's wire name.
    static func names<Key: WireKey>(_: Key.Type) -> Set<String> { Set(Key.allCases.map(\.wireName)) }

    /// Every name of a table made of cases (an object that takes two sets of keys, or some of one).
    static func names(_ table: KeyNames) -> Set<String> { Set((0..<table.count).map(table.name)) }

    /// Every literal's text.
    static func names(_ keys: [StaticString]) -> Set<String> { Set(keys.map(\.description)) }

    @Test func requestKeysAreTheContracts() throws {
        #expect(Self.names(RequestKey.self) == (try Self.properties(of: "AdjustRequest")))
        #expect(Self.names(SimulateKey.self) == (try Self.properties(of: "SimulateRequest")))
        #expect(Self.names(ReplayKey.self) == (try Self.properties(of: "ReplayRequest")))
        #expect(Self.names(StreamsKey.self) == (try Self.properties(of: "StreamsRequest")))
        #expect(Self.names(CheckKey.single) == (try Self.properties(of: "CheckAdjustRequest")))
        #expect(Self.names(CheckKey.sequence) == (try Self.properties(of: "CheckSequenceRequest")))
        #expect(Self.names(SceneParseKey.self) == (try Self.properties(of: "SceneParseRequest")))
        #expect(Self.names(HierarchyKey.self) == (try Self.properties(of: "HierarchyRequest")))
        #expect(Self.names(HierarchyKey.withCheck) == (try Self.properties(of: "HierarchyCheckRequest")))
    }

    @Test func sceneKeysAreTheContracts() throws {
        #expect(Self.names(NotificationKey.self) == (try Self.properties(of: "NotificationObject")))
        #expect(Self.names(ScreenKey.self) == (try Self.properties(of: "Screen")))
        #expect(Self.names(WindowKey.self) == (try Self.properties(of: "Window")))
        #expect(Self.names(ViewKey.self) == (try Self.properties(of: "View")))
        #expect(Self.names(ScrollKey.self) == (try Self.properties(of: "ScrollState")))
        #expect(Self.names(OptionsKey.self) == (try Self.properties(of: "Options")))
        #expect(Self.names(RectKey.self) == (try Self.properties(of: "Rect")))
        #expect(Self.names(PointKey.self) == (try Self.properties(of: "Point")))
        #expect(Self.names(SizeKey.self) == (try Self.properties(of: "Size")))
        #expect(Self.names(InsetsKey.self) == (try Self.properties(of: "Insets")))
        // Each behavior type's schema is named as the type, capitalized.
        for type in BehaviorKey.BehaviorType.all {
            let name = type.name.description
            let schema = name.prefix(1).uppercased() + name.dropFirst()
            #expect(Self.names(type.names) == (try Self.properties(of: schema)), "\(schema)")
        }
    }

    @Test func frameworksKeysAreTheContracts() throws {
        #expect(Self.names(FrameworksKey.self) == (try Self.properties(of: "Frameworks")))
        #expect(Self.names(ReactNativeKey.self) == (try Self.properties(of: "Frameworks", at: ["reactNative"])))
        #expect(
            Self.names(KeyboardControllerKey.self)
                == (try Self.properties(of: "Frameworks", at: ["reactNativeKeyboardController"])))
        // `offset` is a number (the KeyboardChatScrollView's) or a StickyOffset (the KeyboardStickyView's).
        #expect(Self.names(StickyOffsetKey.self) == (try Self.properties(of: "StickyOffset")))
        #expect(
            Self.names(IQKeyboardManagerKey.self) == (try Self.properties(of: "Frameworks", at: ["iqKeyboardManager"])))
    }

    @Test func eventAndCheckKeysAreTheContracts() throws {
        #expect(Self.names(SamplingKey.self) == (try Self.properties(of: "Sampling")))
        #expect(Self.names(TimedNotificationKey.self) == (try Self.properties(of: "TimedNotification")))
        #expect(Self.names(SilentChangeKey.self) == (try Self.properties(of: "KeyboardOnScreen")))
        #expect(Self.names(UserScrollKey.self) == (try Self.properties(of: "UserScroll")))
        #expect(Self.names(UserScrollTargetKey.self) == (try Self.properties(of: "UserScrollTarget")))
        #expect(Self.names(ExtraContentPaddingKey.self) == (try Self.properties(of: "ExtraContentPadding")))
        // An added event: its own key, then either of the two chat events' (without at).
        #expect(
            Self.names(AddedEventKey.self).union(["userScroll", "extraContentPadding"])
                == (try Self.properties(of: "AddedEvent")))
        #expect(Self.names(ToleranceKey.self) == (try Self.properties(of: "Tolerance")))
    }

    /// The answer's tables (`AnswerFields`), by which adjust writes its answer and check reads `actual`.
    @Test func answerFieldsAreTheContracts() throws {
        #expect(Self.names(ActualKeys.single) == (try Self.properties(of: "Actual")))
        #expect(Self.names(ActualKeys.step) == (try Self.properties(of: "ActualStep")))
        #expect(Self.names(AnswerFields.keyboardFields.names) == (try Self.properties(of: "ActualKeyboard")))
        #expect(Self.names(AnswerFields.animationFields.names) == (try Self.properties(of: "ActualAnimation")))
        #expect(Self.names(AnswerFields.viewFields.names) == (try Self.properties(of: "ActualView")))
        #expect(
            Self.names(AnswerFields.layoutGuideFields.names)
                == (try Self.properties(of: "ActualView", at: ["layoutGuide"])))
        #expect(Self.names(AnswerShape.rect.keys) == (try Self.properties(of: "Rect")))
        #expect(Self.names(AnswerShape.point.keys) == (try Self.properties(of: "Point")))
        #expect(Self.names(AnswerShape.insets.keys) == (try Self.properties(of: "Insets")))
        #expect(Self.names(AnswerShape.constraint.keys) == (try Self.properties(of: "BottomConstraint")))
    }

    /// The reader of openapi.yaml finds what it should: a schema it knows, member by member, and a nested object's
    /// (so that the tests above cannot pass by reading nothing on both sides).
    @Test func theContractIsRead() throws {
        #expect(
            try Self.properties(of: "ActualAnimation") == ["animated", "duration", "curve", "options"])
        #expect(
            try Self.properties(of: "Frameworks", at: ["reactNativeKeyboardController"]).isSuperset(of: [
                "component", "offset", "bottomOffset",
            ]))
        #expect(throws: WireTestFailure.self) { try Self.properties(of: "NoSuchSchema") }
        #expect(throws: WireTestFailure.self) { try Self.properties(of: "Frameworks", at: ["noSuchProperty"]) }
    }
}
