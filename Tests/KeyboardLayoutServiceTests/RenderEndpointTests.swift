import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// POST /v1/keyboard/render, in process and live.
@Suite struct RenderEndpointTests {
    /// The rects of an SVG by class, each as its attributes; parsing also proves the document is valid XML.
    final class RectCollector: NSObject, XMLParserDelegate {
        var rects: [[String: String]] = []
        var root: String?
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil { root = name }
            if name == "rect" { rects.append(attributes) }
        }
    }

    static func rects(_ svg: [UInt8]) throws -> RectCollector {
        let collector = RectCollector()
        let parser = XMLParser(data: Data(svg))
        parser.delegate = collector
        guard parser.parse() else { throw TestFailure("not XML: \(parser.parserError.map { "\($0)" } ?? "?")") }
        return collector
    }

    /// The design example (see EndpointTests for the numbers): after the show, the bar (solid) is at y 472, the
    /// table 472 high; the field, content y 700 in a table scrolled to 272, is drawn at window y 700 - 272 = 428
    /// and highlighted; at rest (dashed) the bar is at 774; the keyboard at y 516, 336 high.
    @Test(arguments: transports) func renderDrawsBeforeAndAfter(_ transport: KeyboardLayoutClient.Transport) throws {
        let client = try KeyboardLayoutClient(transport)
        let response = try client.post(
            "/v1/keyboard/render", body: try repositoryFile("Examples/iphone-comment-bar.json"))
        #expect(response.status == 200)
        #expect(response.headers[.contentType] == "image/svg+xml")
        let svg = try Self.rects(response.body)
        #expect(svg.root == "svg")
        func rect(_ cls: String, _ id: String? = nil) -> [String: String]? {
            svg.rects.first {
                ($0["class"] ?? "").split(separator: " ").contains(Substring(cls)) && (id == nil || $0["data-id"] == id)
            }
        }
        #expect(rect("view-after", "bar")?["y"] == "472")
        #expect(rect("view-before", "bar")?["y"] == "774")
        #expect(rect("view-after", "table")?["height"] == "472")
        #expect(rect("field", "field")?["y"] == "428")
        #expect(rect("keyboard")?["y"] == "516")
        #expect(rect("keyboard")?["height"] == "336")
        #expect(svg.rects.filter { $0["class"] == "safe-area" }.count == 2)
    }

    @Test(arguments: transports) func renderRejectsWhatAdjustRejects(_ transport: KeyboardLayoutClient.Transport) throws
    {
        let client = try KeyboardLayoutClient(transport)
        let response = try client.post("/v1/keyboard/render", body: #"{"notification": "willShow"}"#)
        #expect(response.status == 422)
        #expect(response.headers[.contentType] == "application/problem+json")
    }
}
