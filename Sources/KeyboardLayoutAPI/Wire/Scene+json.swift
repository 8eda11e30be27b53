public import KeyboardGeometry
import ServiceJSON

// The scene's parts written in the form the wire reads them (docs/wire.md "The scene"), for the requests the
// service writes itself: scene/parse's adjust request, and a stream's simulate request with its rotation's turned
// screen, window and views. Each writes straight to the answer's bytes, as the answers do; no tree is built.

extension Screen: JSONObjectWritable {
    /// `{"bounds", "scale", "coordinateSpace", "interfaceOrientation", "osVersion"?}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("bounds", bounds)
        out.member("scale", scale)
        out.member("coordinateSpace", coordinateSpace.rawValue)
        out.member("interfaceOrientation", interfaceOrientation.rawValue)
        if let osVersion { out.member("osVersion", osVersion.description) }
    }
}

extension Window: JSONObjectWritable {
    /// `{"frame", "safeAreaInsets", "mode"?}`: the mode only when it is not full screen, the wire's default.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("frame", frame)
        out.member("safeAreaInsets", safeAreaInsets)
        if mode != .fullScreen { out.member("mode", mode.rawValue) }
    }
}

extension SceneView: JSONObjectWritable {
    /// `{"id", "class"?, "parent"?, "frame", "scroll"?, "safeAreaInsets"?, "pinnedTo"?, "overlay"?,
    /// "avoidsKeyboard"?}`: the last two only when set.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("id", id)
        if let className { out.member("class", className) }
        if let parent { out.member("parent", parent) }
        out.member("frame", frame)
        if let scroll {
            out.key("scroll")
            out.beginObject()
            out.member("contentSize", scroll.contentSize)
            out.member("contentOffset", scroll.contentOffset)
            out.member("contentInset", scroll.contentInset)
            out.member("insetAdjustment", scroll.insetAdjustment.rawValue)
            out.endObject()
        }
        if let safeAreaInsets { out.member("safeAreaInsets", safeAreaInsets) }
        switch pinnedTo {
        case nil: break
        case .nearest: out.member("pinnedTo", "guide")
        case .view(let id): out.member("pinnedTo", "guide:" + id)
        }
        if overlay { out.member("overlay", true) }
        if let avoidsKeyboard { out.member("avoidsKeyboard", avoidsKeyboard.rawValue) }
    }
}

extension Behavior: JSONObjectWritable {
    /// `{"type", ...}` with the behavior's own keys, in the order docs/wire.md lists them.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        switch self {
        case .insetScrollView(let b):
            Self.writeReveal(to: &out, "insetScrollView", "scrollView", b.scrollView, reveal: b.reveal, b.margin)
            if let lift = b.lift { out.member("lift", lift.rawValue) }
            if b.inverted { out.member("inverted", true) }
        case .offsetScrollView(let b):
            Self.writeReveal(to: &out, "offsetScrollView", "scrollView", b.scrollView, reveal: b.reveal, b.margin)
        case .shiftView(let b):
            Self.writeReveal(to: &out, "shiftView", "view", b.view, reveal: b.reveal, b.margin)
        case .attachToKeyboard(let b):
            out.member("type", "attachToKeyboard")
            out.member("view", b.view)
            if let r = b.resize { out.member("resize", r) }
        case .layoutGuide(let b):
            out.member("type", "layoutGuide")
            out.member("view", b.view)
            out.member("followsUndockedKeyboard", b.followsUndockedKeyboard)
            out.member("usesBottomSafeArea", b.usesBottomSafeArea)
        }
    }

    /// The members of the three behaviors that bring a field above the keyboard (rules 3, 4 and 6): the type, the
    /// view that changes (under `key`), the field (absent when an inset reveals none) and the margin.
    private static func writeReveal<Output: JSONOutput & ~Copyable>(
        to out: inout Output, _ type: String, _ key: StaticString, _ id: String, reveal: String?, _ margin: Double
    ) {
        out.member("type", type)
        out.member(key, id)
        if let reveal { out.member("reveal", reveal) }
        out.member("margin", margin)
    }
}
