import KeyboardGeometry
import ServiceJSON

// The behaviors of a scene (rules 3 to 8) and the checks that tie them to the views.

extension WireReader {
    static let behaviorTypes = ["insetScrollView", "offsetScrollView", "attachToKeyboard", "shiftView", "layoutGuide"]

    /// The behaviors that read; those with a problem are reported and left out, so that the checks of the
    /// others still run. `positions` gives each returned behavior's index in the array, for the pointers of later
    /// problems; nil when every behavior read, each at its own index. `complete` says whether all read.
    ///
    /// One array, made at its size: a list with a nil for each one that did not read, then the list without them,
    /// were two allocations more a request, and a third when the first grew.
    mutating func behaviors(_ value: JSONNode, at p: @autoclosure () -> JSONPointer)
        -> (behaviors: [Behavior], positions: [Int]?, complete: Bool)?
    {
        guard let items = elements(value) else {
            fail(p(), "must be an array of behaviors, not \(typeName(value))")
            return nil
        }
        var out: [Behavior] = []
        out.reserveCapacity(items.count)
        var positions: [Int]?
        for (i, item) in items.enumerated() {
            if let b = behavior(item, at: p() / i) {
                out.append(b)
                positions?.append(i)
            } else if positions == nil {
                // The first one left out: the ones before it were each at their own index.
                positions = Array(0..<i)
            }
        }
        return (out, positions, positions == nil)
    }

    private mutating func behavior(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Behavior? {
        guard let list = members(value) else {
            fail(p(), "a behavior must be an object with a \"type\", not \(typeName(value))")
            return nil
        }
        guard let typeValue = list.first(where: { key($0, is: "type") })?.value else {
            fail(p() / "type", "required (one of \(Self.behaviorTypes.joined(separator: ", ")))")
            return nil
        }
        // One of the literals when it is a known type (no String made of the request's text: two of the names
        // are over 15 bytes, an allocation each); the text itself otherwise, for the message below.
        let known = Self.behaviorTypes.first { document.string(typeValue, is: $0) }
        guard let type = known ?? string(typeValue, at: p() / "type") else { return nil }
        switch type {
        case "insetScrollView":
            guard
                let o = object(
                    value, at: p(),
                    allowed: ["type", "scrollView", "reveal", "margin", "alsoAvoid", "keepBottomAnchored"], what: type)
            else { return nil }
            let s = required(o, "scrollView", at: p()).flatMap { id($0, at: p() / "scrollView") }
            let reveal = optional(o, "reveal", at: p(), default: String?.none) { $0.id($1, at: $2()) }
            let margin = optional(o, "margin", at: p(), default: 0.0) { $0.number($1, at: $2()) }
            let avoid = optional(o, "alsoAvoid", at: p(), default: [String]()) { r, v, p in r.ids(v, at: p()) }
            let anchored = optional(o, "keepBottomAnchored", at: p(), default: false) { $0.bool($1, at: $2()) }
            guard let s, let reveal, let margin, let avoid, let anchored else { return nil }
            return .insetScrollView(
                .init(scrollView: s, reveal: reveal, margin: margin, alsoAvoid: avoid, keepBottomAnchored: anchored))
        case "offsetScrollView":
            guard let o = object(value, at: p(), allowed: ["type", "scrollView", "reveal", "margin"], what: type) else {
                return nil
            }
            let s = required(o, "scrollView", at: p()).flatMap { id($0, at: p() / "scrollView") }
            let reveal = required(o, "reveal", at: p()).flatMap { id($0, at: p() / "reveal") }
            let margin = optional(o, "margin", at: p(), default: 0.0) { $0.number($1, at: $2()) }
            guard let s, let reveal, let margin else { return nil }
            return .offsetScrollView(.init(scrollView: s, reveal: reveal, margin: margin))
        case "attachToKeyboard":
            guard let o = object(value, at: p(), allowed: ["type", "view", "resize"], what: type) else { return nil }
            let v = required(o, "view", at: p()).flatMap { id($0, at: p() / "view") }
            let resize = optional(o, "resize", at: p(), default: String?.none) { $0.id($1, at: $2()) }
            guard let v, let resize else { return nil }
            return .attachToKeyboard(.init(view: v, resize: resize))
        case "shiftView":
            guard let o = object(value, at: p(), allowed: ["type", "view", "reveal", "margin"], what: type) else {
                return nil
            }
            let v = required(o, "view", at: p()).flatMap { id($0, at: p() / "view") }
            let reveal = required(o, "reveal", at: p()).flatMap { id($0, at: p() / "reveal") }
            let margin = optional(o, "margin", at: p(), default: 0.0) { $0.number($1, at: $2()) }
            guard let v, let reveal, let margin else { return nil }
            return .shiftView(.init(view: v, reveal: reveal, margin: margin))
        case "layoutGuide":
            guard
                let o = object(
                    value, at: p(), allowed: ["type", "view", "followsUndockedKeyboard", "usesBottomSafeArea"],
                    what: type
                )
            else { return nil }
            let v = required(o, "view", at: p()).flatMap { id($0, at: p() / "view") }
            let follows = optional(o, "followsUndockedKeyboard", at: p(), default: false) { $0.bool($1, at: $2()) }
            let usesSafe = optional(o, "usesBottomSafeArea", at: p(), default: true) { $0.bool($1, at: $2()) }
            guard let v, let follows, let usesSafe else { return nil }
            return .layoutGuide(.init(view: v, followsUndockedKeyboard: follows, usesBottomSafeArea: usesSafe))
        default:
            fail(p() / "type", "unknown behavior type '\(type)' (one of \(Self.behaviorTypes.joined(separator: ", ")))")
            return nil
        }
    }

    private mutating func ids(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> [String]? {
        guard let items = elements(value) else {
            fail(p(), "must be an array of view ids, not \(typeName(value))")
            return nil
        }
        var out: [String] = []
        for (i, item) in items.enumerated() {
            guard let s = id(item, at: p() / i) else { return nil }
            out.append(s)
        }
        return out
    }
}
