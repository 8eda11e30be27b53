import KeyboardGeometry

extension KeyboardNotification {
    /// parse's typed payload: every key present, `null` for what the input lacks.
    func json(warnings: [LayoutWarning]) -> JSONValue {
        func opt<T>(_ v: T?, _ f: (T) -> JSONValue) -> JSONValue { v.map(f) ?? .null }
        return .object([
            ("event", opt(event) { .string($0.rawValue) }),
            ("beginFrame", opt(beginFrame, \.json)),
            ("endFrame", opt(endFrame, \.json)),
            ("duration", opt(duration) { .number($0) }),
            ("curve", opt(curve) { .number(Double($0)) }),
            ("isLocal", opt(isLocal) { .bool($0) }),
            ("bounds", opt(bounds, \.json)),
            ("centerBegin", opt(centerBegin, \.json)),
            ("centerEnd", opt(centerEnd, \.json)),
            ("warnings", .array(warnings.map(\.json))),
        ])
    }
}
