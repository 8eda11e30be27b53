public import KeyboardGeometry
import ServiceJSON

// The adjust response (docs/wire.md "Endpoints"), in a fixed key order so bodies compare byte for byte. Each type
// writes itself to any `JSONOutput`: straight to bytes for the adjust route, or to a tree (`json`) for the
// tests and for simulate's steps, from the one definition here.

extension Adjustment: JSONObjectWritable {
    /// About 700 bytes of keyboard and animation, 400 a reported view, 200 a warning (the example scene's answer
    /// is 1,622 bytes: written in one buffer, never grown).
    public var estimatedBytes: Int {
        1024 + 400 * views.count + 200 * warnings.count + (explanation.map { 300 * $0.count } ?? 0)
    }

    /// adjust's answer.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        writeMembers(to: &out, event: event.rawValue)
    }

    /// The members of adjust's answer, with `event` as the first: a simulate step puts its own before them and
    /// names a transition's end for the event.
    func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output, event: String) {
        // The members check reads back are declared in AnswerFields, with the fields of the objects among them.
        out.member(AnswerFields.Member.event.key, event)
        out.key(AnswerFields.Member.keyboard.key)
        out.beginObject()
        out.members(AnswerFields.keyboardFields, of: keyboard)
        out.endObject()
        out.member(AnswerFields.Member.animation.key, animation)
        // Only for another policy than the reference: the reference's bytes are unchanged.
        if policy != .reference {
            out.member("policy", policy.rawValue)
            if let trap { out.member("trap", trap) }
            if let notApplicable { out.member("notApplicable", notApplicable) }
        }
        // A policy's, and the reference's own for a sheet's move (the scene's without one: its bytes unchanged).
        if !assumptions.isEmpty { out.member("assumptions", assumptions) }
        out.key(AnswerFields.Member.views.key)
        out.beginObject()
        for view in views {
            out.key(text: view.id)
            view.write(to: &out)
        }
        out.endObject()
        out.member("warnings", warnings)
        // Only when a quirk applied: a request that says nothing of its device gets the same bytes as before.
        if !quirks.isEmpty { out.member("quirks", quirks) }
        if let explanation { out.member("explanation", explanation) }
    }
}

extension Assumption: JSONObjectWritable {
    /// `{"pointer", "because"}`: what a value was taken to be where the input did not say.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("pointer", pointer)
        out.member("because", because)
    }
}

extension RuleStep: JSONObjectWritable {
    /// `{"rule", "view"?, "values", "text"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("rule", rule)
        if let view { out.member("view", view) }
        out.key("values")
        out.beginObject()
        for (name, value) in values {
            out.key(text: name)
            switch value {
            case .number(let d): out.number(d)
            case .bool(let b): out.bool(b)
            case .string(let s): out.string(s)
            }
        }
        out.endObject()
        out.member("text", text)
    }
}

extension AnimationReport: JSONObjectWritable {
    /// The wire form's members, in order: the fields check reads back (AnswerFields.animationFields), then the
    /// timing.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.members(AnswerFields.animationFields, of: self)
        out.member("timing", timing)
    }
}

extension AnimationTiming: JSONObjectWritable {
    /// The wire form's members, in order.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        switch self {
        case .cubicBezier(let c, let d):
            out.member("type", "cubicBezier")
            out.key("controlPoints")
            out.beginArray()
            out.number(c.x1)
            out.number(c.y1)
            out.number(c.x2)
            out.number(c.y2)
            out.endArray()
            out.member("duration", d)
        case .linear(let d):
            out.member("type", "linear")
            out.member("duration", d)
        case .spring(let s):
            out.member("type", "spring")
            out.member("mass", s.mass)
            out.member("stiffness", s.stiffness)
            out.member("damping", s.damping)
            out.member("duration", s.duration)
        }
    }
}

extension ViewAdjustment: JSONObjectWritable {
    /// The wire form's members, in order.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        // The fields' tables (AnswerFields) are the one place their order and members are written down.
        out.members(AnswerFields.viewFields, of: self)
        if let g = layoutGuide {
            out.key(AnswerFields.layoutGuide)
            out.beginObject()
            out.members(AnswerFields.layoutGuideFields, of: g)
            out.endObject()
        }
    }
}

extension LayoutWarning: JSONObjectWritable {
    /// The wire form's members, in order.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("code", code.rawValue)
        out.member("message", message)
    }

}

extension AppliedQuirk: JSONObjectWritable {
    /// `{"code", "message", "source"}`: a warning with where the quirk is documented.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("code", code.rawValue)
        out.member("message", message)
        out.member("source", code.source)
    }
}

extension Rect: JSONObjectWritable {
    /// The wire form's members, in order.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("x", x)
        out.member("y", y)
        out.member("width", width)
        out.member("height", height)
    }

}

extension Size: JSONObjectWritable {
    /// The wire form's members, in order.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("width", width)
        out.member("height", height)
    }
}

extension Point: JSONObjectWritable {
    /// The wire form's members, in order.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("x", x)
        out.member("y", y)
    }

}

extension Insets: JSONObjectWritable {
    /// Always all four edges.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("top", top)
        out.member("left", left)
        out.member("bottom", bottom)
        out.member("right", right)
    }

}
