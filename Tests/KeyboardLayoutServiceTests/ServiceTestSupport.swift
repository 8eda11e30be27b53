import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// Every HTTP test that can run both ways takes its transport as an argument.
let transports = KeyboardLayoutClient.Transport.allCases

/// The package's root, from this file's path (Tests/KeyboardLayoutServiceTests/<file>).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A file of the repository, such as `Examples/iphone-comment-bar.json`.
func repositoryFile(_ path: String) throws -> [UInt8] {
    let url = packageRoot.appendingPathComponent(path)
    guard let data = FileManager.default.contents(atPath: url.path) else {
        throw TestFailure("cannot read \(url.path)")
    }
    return Array(data)
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Response {
    /// The body as JSON; a test failure when it is not.
    func json() throws -> JSONValue {
        try JSONReader.parse(body)
    }

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The `pointer`s of a problem body's `errors`.
    func problemPointers() throws -> [String] {
        try json()["errors"]?.arrayElements?.compactMap { $0["pointer"]?.stringValue } ?? []
    }
}

extension JSONValue {
    /// The value at a path of object keys and array indexes: `json.at("views", "bar", "frame", "y")`.
    func at(_ path: Any...) -> JSONValue? { walk(path) }

    /// The number at a path.
    func number(_ path: Any...) -> Double? { walk(path)?.doubleValue }

    func string(_ path: Any...) -> String? { walk(path)?.stringValue }

    private func walk(_ path: [Any]) -> JSONValue? {
        var value: JSONValue? = self
        for step in path {
            if let key = step as? String {
                value = value?[key]
            } else if let index = step as? Int {
                value = value?[index]
            } else {
                return nil
            }
        }
        return value
    }
}

enum FileManagerList {
    /// The names of the files in Examples/ that end with `suffix`, sorted.
    static func examples(suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(suffix) }.sorted()
    }
}
