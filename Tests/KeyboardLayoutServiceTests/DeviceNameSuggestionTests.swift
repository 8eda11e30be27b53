import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// The 422 for a `device` the device table does not know suggests names to use instead; each suggested name must
/// be one the table accepts, or the suggestion sends the reader from one 422 to the same 422. In process and live.
@Suite struct DeviceNameSuggestionTests {
    /// A window and a field, no keyboard: a portrait screen, so a named device gives its portrait bounds.
    static let dump = """
        <UIWindow: 0x1a; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2c>>
           | <UITextField: 0x6a; frame = (16 700; 361 44); layer = <CALayer: 0x6b>>
        """

    /// The names the message suggests, and the portrait screen of each one's row in docs/device-table.md (read
    /// there by hand): "iPhone 14 Pro, 15, 15 Pro, 16" is 393 x 852; "iPad Pro 11-inch (1st gen), ... (4th gen)"
    /// is 834 x 1194. A suggestion changed without this table fails below.
    static let suggested: [String: (width: Double, height: Double)] = [
        "iPhone 15": (393, 852),
        "iPad Pro 11-inch (4th gen)": (834, 1194),
    ]

    static func body(device: String) -> [UInt8] {
        JSONWriter.write(.object([("text", .string(dump)), ("device", .string(device))]))
    }

    /// The quoted names after "such as" in the unknown device's message ('iPhone 99' itself comes before it).
    static func suggestions(in message: String) -> [String] {
        guard let range = message.range(of: "such as") else { return [] }
        return message[range.upperBound...].split(separator: "'", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test(arguments: transports) func everySuggestedNameIsAccepted(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let unknown = try client.post("/v1/scene/parse", body: Self.body(device: "iPhone 99"))
            #expect(unknown.status == 422)
            #expect(try unknown.problemPointers() == ["/device"])
            let message = try unknown.json().string("errors", 0, "message") ?? ""
            let names = Self.suggestions(in: message)
            #expect(Set(names) == Set(Self.suggested.keys), "the message: \(message)")
            for name in names {
                let answer = try client.post("/v1/scene/parse", body: Self.body(device: name))
                #expect(answer.status == 200, "'\(name)': \(answer.text)")
                guard answer.status == 200, let screen = Self.suggested[name] else { continue }
                let json = try answer.json()
                #expect(json.number("request", "screen", "bounds", "width") == screen.width, "'\(name)'")
                #expect(json.number("request", "screen", "bounds", "height") == screen.height, "'\(name)'")
            }
        }
    }

    /// The same suggestion where the hint rides in check's and replay's bodies: the message is one, so the names
    /// are accepted there too (check with a `hierarchy` answers 200 whatever its verdict).
    @Test(arguments: transports) func suggestedNamesInCheck(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            for name in Self.suggested.keys {
                let body = JSONWriter.write(.object([("hierarchy", .string(Self.dump)), ("device", .string(name))]))
                let answer = try client.post("/v1/keyboard/check", body: body)
                #expect(answer.status == 200, "'\(name)': \(answer.text)")
            }
        }
    }
}
