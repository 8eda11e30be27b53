import KeyboardGeometry
import ServiceJSON

/// A small SVG writer: elements with escaped attributes and text, numbers without float noise.
struct SVGDocument {
    private(set) var body = ""

    mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
        body += "<\(name)"
        for (k, v) in attributes { body += " \(k)=\"\(XMLEntity.escape(v))\"" }
        if let text {
            body += ">\(XMLEntity.escape(text))</\(name)>\n"
        } else {
            body += "/>\n"
        }
    }

    mutating func rect(_ r: (x: Double, y: Double, width: Double, height: Double), _ attributes: [(String, String)]) {
        element(
            "rect",
            [
                ("x", Self.number(r.x)), ("y", Self.number(r.y)), ("width", Self.number(r.width)),
                ("height", Self.number(r.height)),
            ]
                + attributes)
    }

    mutating func text(_ s: String, x: Double, y: Double, _ attributes: [(String, String)] = []) {
        element("text", [("x", Self.number(x)), ("y", Self.number(y))] + attributes, text: s)
    }

    mutating func raw(_ markup: String) { body += markup }

    /// A coordinate with at most two decimals, without trailing zeros.
    static func number(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        // Requests keep every number within ±1e6 (WireBounds), but a drawing must never trap on what it is given.
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return String(r)
    }
}
