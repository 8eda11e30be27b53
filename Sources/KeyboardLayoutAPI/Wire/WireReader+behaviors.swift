import KeyboardGeometry
import ServiceJSON

// The behaviors of a scene (rules 3 to 8) and the checks that tie them to the views.

extension BehaviorKey.BehaviorType {
    /// Each behavior type's name, by raw value, as a String made once (a behavior's `what`: two of the names are
    /// over 15 bytes, an allocation each time one is made).
    static let typeNames = all.map(\.name.description)

    /// The behavior types' names, in order, for messages.
    static let typeList = typeNames.joined(separator: ", ")
}

extension WireInput {
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
        typealias Key = BehaviorKey
        guard let list = members(value) else {
            fail(p(), "a behavior must be an object with a \"type\", not \(typeName(value))")
            return nil
        }
        guard let typeValue = list.first(where: { key($0, is: Key.type) })?.value else {
            fail(p() / Key.type, "required (one of \(Key.BehaviorType.typeList))")
            return nil
        }
        // Matched in place against the types' names (no String made of the request's text: two of the names are
        // over 15 bytes, an allocation each); otherwise the text, compared as a String (as it always was).
        let type: Key.BehaviorType
        if let known = Key.BehaviorType.all.first(where: { string(typeValue, is: $0.name) }) {
            type = known
        } else {
            guard let text = string(typeValue, at: p() / Key.type) else { return nil }
            guard let named = Key.BehaviorType.all.first(where: { $0.name.description == text }) else {
                fail(p() / Key.type, "unknown behavior type '\(text)' (one of \(Key.BehaviorType.typeList))")
                return nil
            }
            type = named
        }
        // Then its members, one at a time, as its type takes them (in its order from the document).
        guard var o = open(value, at: p(), keys: type.names, what: Key.BehaviorType.typeNames[type.rawValue]) else {
            return nil
        }
        var scrollView: String?, view: String?, reveal: String??, margin: Double?, avoid: [String]?
        var anchored: Bool?, lift: Behavior.InsetScrollView.Lift??, inverted: Bool?, resize: String??
        var follows: Bool?, usesSafe: Bool?
        var anchoredGiven = false, liftGiven = false
        let keys = type.allowedKeys
        while let (place, v) = next(&o) {
            let key = keys[place]
            switch key {
            case .type: break
            case .scrollView: scrollView = member(v, key, at: p()).flatMap { id($0, at: p() / key) }
            case .view: view = member(v, key, at: p()).flatMap { id($0, at: p() / key) }
            case .reveal:
                // Required by offsetScrollView and shiftView, optional in insetScrollView (`presence(of:)`).
                if case .required = type.presence(of: key) {
                    reveal = required(v, key, at: p()).flatMap { id($0, at: p() / key) }.map { Optional($0) }
                } else {
                    reveal = optional(v, key, at: p(), default: String?.none) { $0.id($1, at: $2()) }
                }
            case .margin: margin = optional(v, key, at: p()) { $0.number($1, at: $2()) }
            case .alsoAvoid: avoid = optional(v, key, at: p()) { r, v, p -> [String]? in r.ids(v, at: p()) }
            case .keepBottomAnchored:
                anchored = optional(v, key, at: p()) { $0.bool($1, at: $2()) }
                anchoredGiven = v != nil
            case .lift:
                lift = optional(v, key, at: p(), default: Behavior.InsetScrollView.Lift?.none) {
                    $0.choice($1, at: $2(), as: Behavior.InsetScrollView.Lift.self)
                }
                liftGiven = v != nil
            case .inverted: inverted = optional(v, key, at: p()) { $0.bool($1, at: $2()) }
            case .resize: resize = optional(v, key, at: p(), default: String?.none) { $0.id($1, at: $2()) }
            case .followsUndockedKeyboard: follows = optional(v, key, at: p()) { $0.bool($1, at: $2()) }
            case .usesBottomSafeArea: usesSafe = optional(v, key, at: p()) { $0.bool($1, at: $2()) }
            }
        }
        switch type {
        case .insetScrollView:
            // The alias and the name it stands for, given together, may disagree: one of them, not both.
            if anchoredGiven, liftGiven {
                fail(p() / Key.keepBottomAnchored, "is the alias of lift \"always\": give lift alone")
                return nil
            }
            guard let scrollView, let reveal, let margin, let avoid, let anchored, let lift, let inverted else {
                return nil
            }
            return .insetScrollView(
                .init(
                    scrollView: scrollView, reveal: reveal, margin: margin, alsoAvoid: avoid,
                    keepBottomAnchored: anchored, lift: lift, inverted: inverted))
        case .offsetScrollView:
            guard let scrollView, let reveal = reveal ?? nil, let margin else { return nil }
            return .offsetScrollView(.init(scrollView: scrollView, reveal: reveal, margin: margin))
        case .attachToKeyboard:
            guard let view, let resize else { return nil }
            return .attachToKeyboard(.init(view: view, resize: resize))
        case .shiftView:
            guard let view, let reveal = reveal ?? nil, let margin else { return nil }
            return .shiftView(.init(view: view, reveal: reveal, margin: margin))
        case .layoutGuide:
            guard let view, let follows, let usesSafe else { return nil }
            return .layoutGuide(.init(view: view, followsUndockedKeyboard: follows, usesBottomSafeArea: usesSafe))
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
