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

    /// The example scene (see EndpointTests for the numbers): after the show, the bar (solid) is at y 472, the
    /// table 472 high; the field, content y 700 in a table scrolled to 272, is drawn at window y 700 - 272 = 428
    /// and highlighted; at rest (dashed) the bar is at 774; the keyboard at y 516, 336 high.
    @Test(arguments: transports) func renderDrawsBeforeAndAfter(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/keyboard/render", body: try repositoryFile("Examples/iphone-comment-bar.json"))
            #expect(response.status == 200)
            #expect(response.headers[.contentType] == "image/svg+xml")
            let svg = try Self.rects(response.body)
            #expect(svg.root == "svg")
            func rect(_ cls: String, _ id: String? = nil) -> [String: String]? {
                svg.rects.first {
                    ($0["class"] ?? "").split(separator: " ").contains(Substring(cls))
                        && (id == nil || $0["data-id"] == id)
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
    }

    /// Render with check's `actual`: seed 002's code on an iPhone 15 (Examples/check/seed-002-iphone15.json) sets
    /// contentInset.bottom = endFrame.height = 336 where the rules give 336 - 34 = 302, and so its indicator insets
    /// and its offset (258 for 224) are 34 pt off: each difference is written on the picture with its delta and
    /// the diagnosis check gives it (safe-area-counted-twice, see CheckEndpointTests).
    @Test(arguments: transports) func renderLabelsEachDifferenceOfACheck(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post(
                "/v1/keyboard/render", body: try repositoryFile("Examples/check/seed-002-iphone15.json"))
            #expect(response.status == 200)
            _ = try Self.rects(response.body)  // valid XML
            let text = String(decoding: response.body, as: UTF8.self)
            #expect(text.contains("scroll contentInset.bottom 302 -&gt; 336 (+34): safe-area-counted-twice"))
            #expect(text.contains("scroll contentOffset.y 224 -&gt; 258 (+34): safe-area-counted-twice"))
            #expect(text.contains("check: 3 difference(s)"))
        }
    }

    /// The client's frame drawn over the expected one: the example scene with the bar at y 438 (where code that
    /// keeps the bar 34 pt higher puts it) instead of 472. The bar's parent is the root at the window's origin, so
    /// the actual frame is drawn at window y 438, 44 high, in the actual colour, and labelled with the -34.
    @Test(arguments: transports) func renderDrawsTheActualFrame(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            var example = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
            let end = try #require(example.lastIndex(of: "}"))
            example.replaceSubrange(end...end, with: #", "actual": {"views": {"bar": {"frame": {"y": 438}}}}}"#)
            let response = try client.post("/v1/keyboard/render", body: Array(example.utf8))
            #expect(response.status == 200)
            let svg = try Self.rects(response.body)
            let actual = svg.rects.first { $0["class"] == "view-actual" && $0["data-id"] == "bar" }
            #expect(actual?["y"] == "438")
            #expect(actual?["height"] == "44")
            #expect(String(decoding: response.body, as: UTF8.self).contains("bar frame.y 472 -&gt; 438 (-34)"))
        }
    }

    @Test(arguments: transports) func renderRejectsWhatAdjustRejects(_ transport: KeyboardLayoutClient.Transport) throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let response = try client.post("/v1/keyboard/render", body: #"{"notification": "willShow"}"#)
            #expect(response.status == 422)
            #expect(response.headers[.contentType] == "application/problem+json")
        }
    }
}
