/// A key's default as JSON states it (openapi.yaml's `default:`): what a reader takes when the key is absent
/// (`KeyPresence.defaults`), turned into the reader's type by `WireDefaultable`.
enum WireDefault: Equatable {
    case bool(Bool)
    case number(Double)
    /// A string, or the raw value of one of a fixed set of strings (`"interface"`, a `CoordinateSpace`).
    case string(String)
    /// An array of defaults (`[]`, a behavior's `alsoAvoid`).
    case array([WireDefault])
}
