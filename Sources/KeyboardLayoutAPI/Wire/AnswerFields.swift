import KeyboardGeometry
import ServiceJSON

/// A view's fields in adjust's answer, declared once: the writer writes them in this order, check reads a view of
/// `actual` by them, and compare compares what they read from a policy's typed answer. Adding a field is one entry
/// here (and its property on `ViewAdjustment`); `layoutGuide`, an object with a state, follows them.
struct ViewField: Sendable {
    /// The members of a field's object, in the wire's order.
    enum Shape: Sendable {
        case rect, point, insets, constraint

        /// The members' keys, in order (constants: the writer reads them for every field of every view).
        var keys: [StaticString] {
            switch self {
            case .rect: Self.rectKeys
            case .point: Self.pointKeys
            case .insets: Self.insetsKeys
            case .constraint: Self.constraintKeys
            }
        }

        /// `keys` as the table check reads an actual value's members by (a member by its place in `keys`).
        var names: KeyNames {
            switch self {
            case .rect: Self.rectNames
            case .point: Self.pointNames
            case .insets: Self.insetsNames
            case .constraint: Self.constraintNames
            }
        }

        private static let rectKeys: [StaticString] = ["x", "y", "width", "height"]
        private static let pointKeys: [StaticString] = ["x", "y"]
        private static let insetsKeys: [StaticString] = ["top", "left", "bottom", "right"]
        private static let constraintKeys: [StaticString] = ["toSuperview", "toSafeArea"]
        private static let rectNames = KeyNames(rectKeys)
        private static let pointNames = KeyNames(pointKeys)
        private static let insetsNames = KeyNames(insetsKeys)
        private static let constraintNames = KeyNames(constraintKeys)
    }

    /// Up to four numbers, in the shape's order, held without an array (the writer reads them for every view).
    struct Values {
        var count: Int
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0

        init(_ a: Double, _ b: Double) { (count, self.a, self.b) = (2, a, b) }
        init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
            (count, self.a, self.b, self.c, self.d) = (4, a, b, c, d)
        }
        init(_ r: Rect) { self.init(r.x, r.y, r.width, r.height) }
        init(_ i: Insets) { self.init(i.top, i.left, i.bottom, i.right) }
        init(_ p: Point) { self.init(p.x, p.y) }

        subscript(_ k: Int) -> Double {
            switch k {
            case 0: a
            case 1: b
            case 2: c
            default: d
            }
        }
    }

    /// The field's key under the view.
    var key: StaticString
    var shape: Shape
    /// Whether compare compares it with the reference's; `adjustedContentInset`, the keyboard safe area's report,
    /// is summarised instead (`insetBeyondReference`).
    var compared: Bool
    /// The field's numbers in the typed answer; nil when the view has no such field.
    var read: @Sendable (ViewAdjustment) -> Values?

    /// Every field of a view, in the answer's order.
    static let all: [ViewField] = [
        ViewField(key: "frame", shape: .rect, compared: true) { Values($0.frame) },
        ViewField(key: "contentInset", shape: .insets, compared: true) { $0.contentInset.map(Values.init) },
        ViewField(key: "verticalScrollIndicatorInsets", shape: .insets, compared: true) {
            $0.verticalScrollIndicatorInsets.map(Values.init)
        },
        ViewField(key: "adjustedContentInset", shape: .insets, compared: false) {
            $0.adjustedContentInset.map(Values.init)
        },
        ViewField(key: "contentOffset", shape: .point, compared: true) { $0.contentOffset.map(Values.init) },
        ViewField(key: "bottomConstraint", shape: .constraint, compared: true) {
            $0.bottomConstraint.map { Values($0.toSuperview, $0.toSafeArea) }
        },
    ]

    /// The key of a view's keyboard layout guide, after the fields.
    static let layoutGuide: StaticString = "layoutGuide"

    /// The keys check accepts in a view of `actual`: every field's, and `layoutGuide`.
    static let actualKeys: [StaticString] = all.map(\.key) + [layoutGuide]

    /// `actualKeys` as the table check reads an actual view by (a field by its place in `all`).
    static let actualNames = KeyNames(actualKeys)

    /// `layoutGuide`'s place in `actualNames`: after the fields.
    static let layoutGuidePlace = all.count
}

/// The animation's fields in adjust's answer, as check reads them in `actual` and compare compares them.
struct AnimationField: Sendable {
    enum Kind: Sendable { case bool, number }
    var key: StaticString
    var kind: Kind
    var unit: ActualLeaf.Unit
    /// Whether compare compares it (the curve is carried in the options' bits).
    var compared: Bool
    /// The value in the typed answer.
    var read: @Sendable (AnimationReport) -> ActualLeaf.Value

    /// `animated`, `duration`, `curve`, `options`, in the answer's order.
    static let all: [AnimationField] = [
        AnimationField(key: "animated", kind: .bool, unit: .exact, compared: true) { .bool($0.animated) },
        AnimationField(key: "duration", kind: .number, unit: .seconds, compared: true) { .number($0.duration) },
        AnimationField(key: "curve", kind: .number, unit: .exact, compared: false) { .number(Double($0.curve)) },
        AnimationField(key: "options", kind: .number, unit: .exact, compared: true) { .number(Double($0.options)) },
    ]

    /// The fields' keys as the table check reads actual's animation by (a field by its place in `all`).
    static let names = KeyNames(all.map(\.key))
}
