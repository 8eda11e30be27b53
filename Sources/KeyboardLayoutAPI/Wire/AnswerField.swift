import KeyboardGeometry
import ServiceJSON

/// One field of an object in adjust's answer that check reads back in `actual`: its key, its form, and how to read
/// it from the typed answer. The tables of them (`AnswerFields`) are the one place each field is written down: the
/// writer writes an object by its table (`JSONOutput.members(_:of:)`), check reads `actual`'s object by it
/// (`WireReader.fields`), and compare compares by it (`leaves(of:)`).
///
/// Everything here is a plain value, and the reading gives one: the writer copies no reference a field.
struct AnswerField<Report>: Sendable {
    /// The field's key in its object.
    let key: StaticString
    /// How it is written, read back and compared; `read` gives a value of this form (AnswerFieldsTests).
    let form: AnswerForm
    /// Whether compare compares it with the reference's.
    let compared: Bool
    /// The field's value in the typed answer; nil when the object has no such field.
    let read: @Sendable (Report) -> AnswerValue?

    init(
        _ key: StaticString, _ form: AnswerForm, compared: Bool, _ read: @escaping @Sendable (Report) -> AnswerValue?
    ) {
        (self.key, self.form, self.compared, self.read) = (key, form, compared, read)
    }

    /// The field's leaves in `report` as check compares them: each member of an object of numbers (its key, its
    /// number), or the value itself (no key); nil when the object has no such field.
    func leaves(of report: Report) -> [(member: StaticString?, value: ActualLeaf.Value, unit: ActualLeaf.Unit)]? {
        guard let value = read(report) else { return nil }
        switch value {
        case .numbers(let n): return form.keys.enumerated().map { k, key in (key, .number(n[k]), form.unit) }
        case .number(let d): return [(nil, .number(d), form.unit)]
        case .bool(let b): return [(nil, .bool(b), form.unit)]
        case .state(let s): return [(nil, .string(s.rawValue), form.unit)]
        }
    }
}

/// How a field is written, and read back and compared by check.
enum AnswerForm: Sendable, Equatable {
    /// An object of numbers in points (in `actual`, a rect or point may also take geometry's other forms).
    case numbers(AnswerShape)
    /// A number, compared within the tolerance of its unit.
    case number(ActualLeaf.Unit)
    /// A boolean, compared exactly.
    case bool
    /// A layout guide's state: one of `LayoutGuideFrame.State`'s raw values, compared exactly.
    case state

    /// The members' keys of an object of numbers, in order; none for the other forms.
    var keys: [StaticString] {
        if case .numbers(let shape) = self { shape.keys } else { [] }
    }

    /// How a leaf compares: an object's numbers in points, a number in its unit, the rest exactly.
    var unit: ActualLeaf.Unit {
        switch self {
        case .numbers: .points
        case .number(let unit): unit
        case .bool, .state: .exact
        }
    }
}

/// A field's value in the typed answer, in its form (a plain value: no reference to count).
enum AnswerValue {
    case numbers(AnswerNumbers)
    case number(Double)
    case bool(Bool)
    case state(LayoutGuideFrame.State)

    /// Whether the value is of `form`'s kind.
    func isOf(_ form: AnswerForm) -> Bool {
        switch (self, form) {
        case (.numbers(let n), .numbers(let shape)): n.count == shape.keys.count
        case (.number, .number), (.bool, .bool), (.state, .state): true
        default: false
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
