import Foundation
import ServiceJSON
import Testing

@testable import KeyboardLayoutAPI

/// The contract test of the wire's declarations: each request object's keys, as its reader declares them (the one
/// list its `allowed:` check and its look-ups use), are the keys openapi.yaml gives its schema, no more and no
/// fewer; and so are an answer's view fields (`ViewField.all`) and animation fields, which check reads in `actual`.
/// A key added to one side and not the other fails here, before a client generated from the contract meets it.
@Suite struct DeclaredKeysTests {
    /// The property names of `schema` in openapi.yaml: the keys one level under its `properties:`. The file is the
    /// repository's own, written with two-space indentation: a schema at four spaces, its members at six, the
    /// properties' names at eight.
    static func properties(of schema: String) throws -> Set<String> {
        let url = Wire.packageRoot.appendingPathComponent("openapi.yaml")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw WireTestFailure("cannot read openapi.yaml")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == "    \(schema):" }) else {
            throw WireTestFailure("openapi.yaml has no schema \(schema)")
        }
        var keys: Set<String> = []
        var inProperties = false
        for line in lines[(start + 1)...] {
            let indent = line.prefix { $0 == " " }.count
            if line.contains(where: { $0 != " " }), indent <= 4 { break }
            if indent == 6 { inProperties = line.hasPrefix("      properties:") }
            if inProperties, indent == 8, let colon = line.firstIndex(of: ":") {
                keys.insert(String(line[line.index(line.startIndex, offsetBy: 8)..<colon]))
            }
        }
        return keys
    }

    static func names(_ keys: [StaticString]) -> Set<String> { Set(keys.map(\.description)) }

    @Test func requestKeysAreTheContracts() throws {
        #expect(Self.names(AdjustRequest.keys) == (try Self.properties(of: "AdjustRequest")))
        #expect(Self.names(SimulateRequest.keys) == (try Self.properties(of: "SimulateRequest")))
        #expect(Self.names(ReplayRequest.keys) == (try Self.properties(of: "ReplayRequest")))
        #expect(Self.names(StreamsRequest.keys) == (try Self.properties(of: "StreamsRequest")))
        #expect(
            Self.names(AdjustRequest.keys + CheckRequest.keys) == (try Self.properties(of: "CheckAdjustRequest")))
        #expect(Self.names(WireReader.frameworksKeys) == (try Self.properties(of: "Frameworks")))
    }

    static func names<Key: WireKey>(_: Key.Type) -> Set<String> {
        Set(Key.allCases.map(\.wireName))
    }

    /// The keys the fast reader takes (WireKeys.swift), object by object, are openapi.yaml's properties, and the
    /// top level's are the full reader's list.
    @Test func fastReaderKeysAreTheContracts() throws {
        #expect(Self.names(RequestKey.self) == Self.names(AdjustRequest.keys))
        #expect(Self.names(RequestKey.self) == (try Self.properties(of: "AdjustRequest")))
        #expect(Self.names(NotificationKey.self) == (try Self.properties(of: "NotificationObject")))
        #expect(Self.names(ScreenKey.self) == (try Self.properties(of: "Screen")))
        #expect(Self.names(WindowKey.self) == (try Self.properties(of: "Window")))
        #expect(Self.names(ViewKey.self) == (try Self.properties(of: "View")))
        #expect(Self.names(ScrollKey.self) == (try Self.properties(of: "ScrollState")))
        #expect(Self.names(OptionsKey.self) == (try Self.properties(of: "Options")))
        #expect(Self.names(PointKey.self) == (try Self.properties(of: "Point")))
        #expect(Self.names(SizeKey.self) == (try Self.properties(of: "Size")))
        #expect(Self.names(InsetsKey.self) == (try Self.properties(of: "Insets")))
        #expect(Self.names(RectKey.self) == (try Self.properties(of: "Rect")))
        let behaviors: [(BehaviorKey.BehaviorType, String)] = [
            (.insetScrollView, "InsetScrollView"), (.offsetScrollView, "OffsetScrollView"),
            (.attachToKeyboard, "AttachToKeyboard"), (.shiftView, "ShiftView"), (.layoutGuide, "LayoutGuide"),
        ]
        for (type, schema) in behaviors {
            #expect(Set(type.allowed.map(\.wireName)) == (try Self.properties(of: schema)), "\(schema)")
            #expect(type.name.description == schema.prefix(1).lowercased() + schema.dropFirst())
        }
    }

    @Test func answerFieldsAreTheContracts() throws {
        #expect(Self.names(ViewField.actualKeys) == (try Self.properties(of: "ActualView")))
        #expect(Self.names(AnimationField.all.map(\.key)) == (try Self.properties(of: "ActualAnimation")))
    }

    /// The reader of openapi.yaml finds what it should: a schema it knows, member by member (so that the tests
    /// above cannot pass by reading nothing on both sides).
    @Test func theContractIsRead() throws {
        #expect(
            try Self.properties(of: "ActualAnimation") == ["animated", "duration", "curve", "options"])
        #expect(throws: WireTestFailure.self) { try Self.properties(of: "NoSuchSchema") }
    }
}
