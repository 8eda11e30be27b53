import Foundation
import Testing

@testable import KeyboardLayoutAPI

/// The list of key enumerations whose tables are made at start-up (`WireKeyTables.enumerations`) is every one
/// there is: an enumeration added in Sources without being listed would have its tables made on the first request
/// that reads it again, which no answer shows; this test shows it.
@Suite struct WireKeyTablesTests {
    /// The names of the types declared in Sources as conforming to `ObjectKey` or `WireKey` (an enumeration's
    /// declaration, or an extension that adds the conformance), read from the source text: a line that declares an
    /// `enum` or `extension` whose inheritance clause names either protocol.
    static func declaredKeyEnumerations() throws -> Set<String> {
        let sources = Wire.packageRoot.appendingPathComponent("Sources")
        guard let files = FileManager.default.enumerator(atPath: sources.path) else {
            throw WireTestFailure("cannot list Sources")
        }
        // An access modifier or none, `enum` or `extension`, the type's name, then its inheritance clause.
        let declaration = /^\s*(?:\w+\s+)?(?:enum|extension)\s+([A-Za-z_][\w.]*)\s*:([^{]*)/
        var found: Set<String> = []
        for case let path as String in files where path.hasSuffix(".swift") {
            guard let data = FileManager.default.contents(atPath: sources.appendingPathComponent(path).path) else {
                throw WireTestFailure("cannot read Sources/\(path)")
            }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                guard let match = line.firstMatch(of: declaration) else { continue }
                let inherited = match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if inherited.contains("ObjectKey") || inherited.contains("WireKey") {
                    found.insert(String(match.1.split(separator: ".").last ?? match.1))
                }
            }
        }
        return found
    }

    @Test func everyKeyEnumerationIsListed() throws {
        let declared = try Self.declaredKeyEnumerations()
        let listed = Set(WireKeyTables.enumerations.map { String(describing: $0) })
        // The scan finds what it is meant to: the adjust request's top-level keys and a rect's are declared as
        // `enum RequestKey: Int, ObjectKey` and `enum RectKey: Int, ObjectKey` (WireKeys.swift).
        #expect(declared.contains("RequestKey"))
        #expect(declared.contains("RectKey"))
        #expect(declared.subtracting(listed).isEmpty, "not in WireKeyTables.enumerations")
        #expect(listed.subtracting(declared).isEmpty, "listed but not found in Sources")
        #expect(listed.count == WireKeyTables.enumerations.count, "listed twice")
    }
}
