import KeyboardGeometry

// The adjust response (DESIGN.md "Endpoints"), in a fixed key order so bodies compare byte for byte.

extension Adjustment {
    var json: JSONValue {
        var kb: [(String, JSONValue)] = [("frameInWindow", keyboard.frameInWindow.json)]
        if let begin = keyboard.beginFrameInWindow { kb.append(("beginFrameInWindow", begin.json)) }
        kb += [
            ("visible", .bool(keyboard.visible)), ("docked", .bool(keyboard.docked)), ("local", .bool(keyboard.local)),
            ("overlap", .number(keyboard.overlap)),
        ]
        return .object([
            ("event", .string(event.rawValue)),
            ("keyboard", .object(kb)),
            ("animation", animation.json),
            ("views", .object(views.map { ($0.id, $0.json) })),
            ("warnings", .array(warnings.map(\.json))),
        ])
    }
}

extension AnimationReport {
    var json: JSONValue {
        .object([
            ("animated", .bool(animated)), ("duration", .number(duration)), ("curve", .number(Double(curve))),
            ("options", .number(Double(options))), ("timing", timing.json),
        ])
    }
}

extension AnimationTiming {
    var json: JSONValue {
        switch self {
        case .cubicBezier(let c, let d):
            .object([
                ("type", .string("cubicBezier")),
                ("controlPoints", .array([c.x1, c.y1, c.x2, c.y2].map { JSONValue.number($0) })),
                ("duration", .number(d)),
            ])
        case .linear(let d):
            .object([("type", .string("linear")), ("duration", .number(d))])
        case .spring(let s):
            .object([
                ("type", .string("spring")), ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)),
                ("damping", .number(s.damping)), ("duration", .number(s.duration)),
            ])
        }
    }
}

extension ViewAdjustment {
    var json: JSONValue {
        var m: [(String, JSONValue)] = [("frame", frame.json)]
        if let contentInset { m.append(("contentInset", contentInset.json)) }
        if let verticalScrollIndicatorInsets { m.append(("verticalScrollIndicatorInsets", verticalScrollIndicatorInsets.json)) }
        if let adjustedContentInset { m.append(("adjustedContentInset", adjustedContentInset.json)) }
        if let contentOffset { m.append(("contentOffset", contentOffset.json)) }
        if let b = bottomConstraint {
            m.append(("bottomConstraint", .object([("toSuperview", .number(b.toSuperview)), ("toSafeArea", .number(b.toSafeArea))])))
        }
        if let g = layoutGuide {
            m.append(("layoutGuide", .object([("frame", g.frame.json), ("state", .string(g.state.rawValue))])))
        }
        return .object(m)
    }
}

extension LayoutWarning {
    var json: JSONValue { .object([("code", .string(code.rawValue)), ("message", .string(message))]) }
}

extension Rect {
    var json: JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }
}

extension Point {
    var json: JSONValue { .object([("x", .number(x)), ("y", .number(y))]) }
}

extension Insets {
    /// Always all four edges.
    var json: JSONValue {
        .object([("top", .number(top)), ("left", .number(left)), ("bottom", .number(bottom)), ("right", .number(right))])
    }
}
