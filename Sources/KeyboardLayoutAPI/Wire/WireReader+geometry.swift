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
            guard var o = open(value, at: p(), keys: Key.names, what: "a rect") else { return nil }
            var x: Double?, y: Double?, w: Double?, h: Double?
            while let (place, v) = next(&o), let key = Key(rawValue: place) {
                let n = member(v, key, at: p()).flatMap { number($0, at: p() / key) }
                switch key {
                case .x: x = n
                case .y: y = n
                case .width: w = n
                case .height: h = n
                }
            }
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
            guard var o = open(value, at: p(), keys: Key.names, what: "a point") else { return nil }
            var x: Double?, y: Double?
            while let (place, v) = next(&o), let key = Key(rawValue: place) {
                let n = member(v, key, at: p()).flatMap { number($0, at: p() / key) }
                switch key {
                case .x: x = n
                case .y: y = n
                }
            }
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
            guard var o = open(value, at: p(), keys: Key.names, what: "a size") else { return nil }
            var w: Double?, h: Double?
            while let (place, v) = next(&o), let key = Key(rawValue: place) {
                let n = member(v, key, at: p()).flatMap { nonNegative($0, at: p() / key) }
                switch key {
                case .width: w = n
                case .height: h = n
                }
            }
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
        typealias Key = InsetsKey
        guard var o = open(value, at: p(), keys: Key.names, what: "insets") else { return nil }
        // Each edge read (and each problem reported) before any is given up on.
        var top: Double?, left: Double?, bottom: Double?, right: Double?
        while let (place, v) = next(&o), let key = Key(rawValue: place) {
            let edge = optional(v, key, at: p()) { $0.number($1, at: $2()) }
            switch key {
            case .top: top = edge
            case .left: left = edge
            case .bottom: bottom = edge
            case .right: right = edge
            }
        }
        guard let top, let left, let bottom, let right else { return nil }
        return Insets(top: top, left: left, bottom: bottom, right: right)
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
