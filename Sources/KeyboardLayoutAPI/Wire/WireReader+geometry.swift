import KeyboardGeometry
import ServiceJSON

// Geometry on the wire (docs/wire.md "Geometry"): objects, arrays, and the strings iOS prints.

extension WireInput {
    /// A rect: `{"x","y","width","height"}`, `[x, y, w, h]`, `"{{x, y}, {w, h}}"` or `"NSRect: {{...}}"`;
    /// finite, with a size >= 0.
    mutating func rect(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Rect? {
        let r: Rect?
        let form = form(value)
        switch form {
        case .object:
            typealias Key = RectKey
            guard let o = object(value, at: p(), keys: Key.names, what: "a rect") else { return nil }
            let x = required(o, Key.x, at: p()).flatMap { number($0, at: p() / Key.x) }
            let y = required(o, Key.y, at: p()).flatMap { number($0, at: p() / Key.y) }
            let w = required(o, Key.width, at: p()).flatMap { number($0, at: p() / Key.width) }
            let h = required(o, Key.height, at: p()).flatMap { number($0, at: p() / Key.height) }
            guard let x, let y, let w, let h else { return nil }
            r = Rect(x: x, y: y, width: w, height: h)
        case .array:
            guard let items = elements(value),
                let n = numbers(items, count: 4, at: p(), what: "a rect [x, y, width, height]")
            else { return nil }
            r = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        case .string:
            let range = textRange(value) ?? 0..<0
            do {
                r = try Rect(printed: text, in: range)
            } catch {
                let s = String(decoding: text[range], as: UTF8.self)
                fail(
                    p(),
                    "'\(s)' is not a rect such as \"{{0, 516}, {393, 336}}\": \(error.message) at column \(error.column)"
                )
                return nil
            }
        default:
            fail(
                p(),
                "a rect must be an object, an array of 4 numbers or a string such as \"{{0, 516}, {393, 336}}\", not \(typeName(value))"
            )
            return nil
        }
        guard let rect = r else { return nil }
        // The numeric forms were bounded number by number; a printed rect is bounded here.
        if form == .string, !WireBounds.contains(rect) {
            let beyond = [rect.x, rect.y, rect.width, rect.height].first { !WireBounds.contains($0) } ?? rect.x
            fail(p(), WireBounds.message(beyond))
            return nil
        }
        var ok = true
        if rect.width < 0 {
            fail(p().appendingIfObject(form, RectKey.width), "width must be >= 0, not \(rect.width.pt)")
            ok = false
        }
        if rect.height < 0 {
            fail(p().appendingIfObject(form, RectKey.height), "height must be >= 0, not \(rect.height.pt)")
            ok = false
        }
        return ok ? rect : nil
    }

    /// A point: `{"x","y"}`, `[x, y]`, `"{195, 684}"` or `"NSPoint: {195, 684}"`.
    mutating func point(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Point? {
        switch form(value) {
        case .object:
            typealias Key = PointKey
            guard let o = object(value, at: p(), keys: Key.names, what: "a point") else { return nil }
            let x = required(o, Key.x, at: p()).flatMap { number($0, at: p() / Key.x) }
            let y = required(o, Key.y, at: p()).flatMap { number($0, at: p() / Key.y) }
            guard let x, let y else { return nil }
            return Point(x: x, y: y)
        case .array:
            guard let items = elements(value), let n = numbers(items, count: 2, at: p(), what: "a point [x, y]")
            else { return nil }
            return Point(x: n[0], y: n[1])
        case .string:
            let range = textRange(value) ?? 0..<0
            do {
                let point = try Point(printed: text, in: range)
                guard WireBounds.contains(point) else {
                    fail(p(), WireBounds.message(WireBounds.contains(point.x) ? point.y : point.x))
                    return nil
                }
                return point
            } catch {
                let s = String(decoding: text[range], as: UTF8.self)
                fail(p(), "'\(s)' is not a point such as \"{195, 684}\": \(error.message) at column \(error.column)")
                return nil
            }
        default:
            fail(
                p(),
                "a point must be an object, an array of 2 numbers or a string such as \"{195, 684}\", not \(typeName(value))"
            )
            return nil
        }
    }

    /// A size `{"width","height"}` or `[w, h]`, both >= 0.
    mutating func size(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Size? {
        switch form(value) {
        case .object:
            typealias Key = SizeKey
            guard let o = object(value, at: p(), keys: Key.names, what: "a size") else { return nil }
            let w = required(o, Key.width, at: p()).flatMap { nonNegative($0, at: p() / Key.width) }
            let h = required(o, Key.height, at: p()).flatMap { nonNegative($0, at: p() / Key.height) }
            guard let w, let h else { return nil }
            return Size(width: w, height: h)
        case .array:
            guard let items = elements(value), let n = numbers(items, count: 2, at: p(), what: "a size [width, height]")
            else { return nil }
            guard n[0] >= 0, n[1] >= 0 else {
                fail(p(), "width and height must be >= 0")
                return nil
            }
            return Size(width: n[0], height: n[1])
        default:
            fail(p(), "a size must be an object {\"width\", \"height\"}, not \(typeName(value))")
            return nil
        }
    }

    /// Insets `{"top","left","bottom","right"}`, a missing edge 0.
    mutating func insets(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Insets? {
        guard let o = object(value, at: p(), keys: InsetsKey.names, what: "insets") else { return nil }
        // Each edge read (and each problem reported) before any is given up on.
        let top = edge(o, .top, at: p())
        let left = edge(o, .left, at: p())
        let bottom = edge(o, .bottom, at: p())
        let right = edge(o, .right, at: p())
        guard let top, let left, let bottom, let right else { return nil }
        return Insets(top: top, left: left, bottom: bottom, right: right)
    }

    /// One edge of insets: 0 when absent.
    private mutating func edge(_ o: borrowing KnownMembers, _ key: InsetsKey, at p: @autoclosure () -> JSONPointer)
        -> Double?
    {
        guard let v = o[key] else { return 0 }
        return number(v, at: p() / key)
    }

    private mutating func numbers(_ items: Elements, count: Int, at p: @autoclosure () -> JSONPointer, what: String)
        -> [Double]?
    {
        guard items.count == count else {
            fail(p(), "\(what) needs \(count) numbers, not \(items.count)")
            return nil
        }
        var out: [Double] = []
        for (i, item) in items.enumerated() {
            guard let d = number(item, at: p() / i) else { return nil }
            out.append(d)
        }
        return out
    }
}

extension JSONPointer {
    /// The pointer to one field of a rect: its key in the object form, its index in the array form
    /// (`[x, y, width, height]`, the keys' order), the value itself in the string form.
    func appendingIfObject(_ form: JSONDocument.Node.Kind, _ key: RectKey) -> JSONPointer {
        switch form {
        case .object: return self / key
        case .array: return self / key.rawValue
        default: return self
        }
    }
}
