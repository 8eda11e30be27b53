import KeyboardGeometry
import ServiceJSON

/// One field of an object in adjust's answer that check reads back in `actual`: its key, and its form with how to
/// read it from the typed answer. The tables of them (`AnswerFields`) are the one place each field is written
/// down: the writer writes an object by its table (`JSONOutput.members(_:of:)`), check reads `actual`'s object by
/// it (`WireReader.fields`), and compare compares by it (`leaves(of:)`).
struct AnswerField<Report>: Sendable {
    /// How the field is written, read back and compared, with its value in the typed answer.
    enum Form: Sendable {
        /// An object of numbers in points (in `actual`, a rect or point may also take geometry's other forms); nil
        /// where the object has no such field.
        case numbers(AnswerShape, @Sendable (Report) -> AnswerNumbers?)
        /// A number, compared within the tolerance of its unit.
        case number(ActualLeaf.Unit, @Sendable (Report) -> Double)
        /// A boolean, compared exactly.
        case bool(@Sendable (Report) -> Bool)
        /// A layout guide's state: one of `LayoutGuideFrame.State`'s raw values, compared exactly.
        case state(@Sendable (Report) -> LayoutGuideFrame.State)
    }

    /// The field's key in its object.
    let key: StaticString
    /// Whether compare compares it with the reference's.
    let compared: Bool
    let form: Form

    init(_ key: StaticString, compared: Bool, _ form: Form) {
        (self.key, self.compared, self.form) = (key, compared, form)
    }

    /// The field's leaves in `report` as check compares them: each member of an object of numbers (its key, its
    /// number), or the value itself (no key); nil when the object has no such field.
    func leaves(of report: Report) -> [(member: StaticString?, value: ActualLeaf.Value, unit: ActualLeaf.Unit)]? {
        switch form {
        case .numbers(let shape, let read):
            guard let n = read(report) else { return nil }
            return shape.keys.enumerated().map { k, key in (key, .number(n[k]), .points) }
        case .number(let unit, let read): return [(nil, .number(read(report)), unit)]
        case .bool(let read): return [(nil, .bool(read(report)), .exact)]
        case .state(let read): return [(nil, .string(read(report).rawValue), .exact)]
        }
    }
}

/// The members of a field's object of numbers, in the wire's order.
enum AnswerShape: Sendable {
    case rect, point, insets, constraint

    /// The members' keys, in order (constants: the writer reads them for every such field it writes).
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

/// Up to four numbers, in their shape's order, held without an array (the writer reads them for every field).
struct AnswerNumbers {
    var count: Int
    var a = 0.0, b = 0.0, c = 0.0, d = 0.0

    init(_ a: Double, _ b: Double) { (count, self.a, self.b) = (2, a, b) }
    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        (count, self.a, self.b, self.c, self.d) = (4, a, b, c, d)
    }
    init(_ r: Rect) { self.init(r.x, r.y, r.width, r.height) }
    init(_ i: Insets) { self.init(i.top, i.left, i.bottom, i.right) }
    init(_ p: Point) { self.init(p.x, p.y) }
    init(_ c: BottomConstraint) { self.init(c.toSuperview, c.toSafeArea) }

    subscript(_ k: Int) -> Double {
        switch k {
        case 0: a
        case 1: b
        case 2: c
        default: d
        }
    }
}
