import KeyboardGeometry
import ServiceJSON

/// The fields of adjust's answer that check reads back in `actual`, each declared once, here: the writer writes
/// the keyboard, the animation, each view and its layout guide by these tables (`JSONOutput.members(_:of:)`), check
/// reads `actual` by them (the same keys, in the same order, read as each field's form), and compare compares the
/// fields marked `compared`. Adding a field is one entry here (and its property on the typed answer).
enum AnswerFields {
    /// The answer's members that check reads back, in the answer's order: `actual`'s keys, each by its place.
    enum Member: Int, CaseIterable {
        case event, keyboard, animation, views

        /// The member's key.
        var key: StaticString {
            switch self {
            case .event: "event"
            case .keyboard: "keyboard"
            case .animation: "animation"
            case .views: "views"
            }
        }
    }

    /// The members' keys, a member by its place (its raw value).
    static let actualKeys = Member.allCases.map(\.key)

    /// A view's keyboard layout guide, written after its fields.
    static var layoutGuide: StaticString { "layoutGuide" }

    /// The keyboard's fields.
    static let keyboardFields = AnswerTable<KeyboardReport>([
        AnswerField("frameInWindow", compared: false, .numbers(.rect) { AnswerNumbers($0.frameInWindow) }),
        AnswerField("beginFrameInWindow", compared: false, .numbers(.rect) { $0.beginFrameInWindow.map(AnswerNumbers.init) }),
        AnswerField("visible", compared: false, .bool { $0.visible }),
        AnswerField("docked", compared: false, .bool { $0.docked }),
        AnswerField("local", compared: false, .bool { $0.local }),
        AnswerField("overlap", compared: false, .number(.points) { $0.overlap }),
    ])

    /// The animation's fields; `timing`, which check does not read, is written after them
    /// (`AnimationReport.writeMembers`). The curve is compared in the options' bits.
    static let animationFields = AnswerTable<AnimationReport>([
        AnswerField("animated", compared: true, .bool { $0.animated }),
        AnswerField("duration", compared: true, .number(.seconds) { $0.duration }),
        AnswerField("curve", compared: false, .number(.exact) { Double($0.curve) }),
        AnswerField("options", compared: true, .number(.exact) { Double($0.options) }),
    ])

    /// A view's fields, then its `layoutGuide` (`layoutGuideFields`). `adjustedContentInset`, the keyboard safe
    /// area's report, is summarised by compare instead (`insetBeyondReference`).
    static let viewFields = AnswerTable<ViewAdjustment>(
        [
            AnswerField("frame", compared: true, .numbers(.rect) { AnswerNumbers($0.frame) }),
            AnswerField("contentInset", compared: true, .numbers(.insets) { $0.contentInset.map(AnswerNumbers.init) }),
            AnswerField(
                "verticalScrollIndicatorInsets", compared: true,
                .numbers(.insets) { $0.verticalScrollIndicatorInsets.map(AnswerNumbers.init) }),
            AnswerField(
                "adjustedContentInset", compared: false,
                .numbers(.insets) { $0.adjustedContentInset.map(AnswerNumbers.init) }),
            AnswerField("contentOffset", compared: true, .numbers(.point) { $0.contentOffset.map(AnswerNumbers.init) }),
            AnswerField(
                "bottomConstraint", compared: true, .numbers(.constraint) { $0.bottomConstraint.map(AnswerNumbers.init) }),
        ],
        then: [layoutGuide])

    /// A view's layout guide's fields.
    static let layoutGuideFields = AnswerTable<LayoutGuideFrame>([
        AnswerField("frame", compared: false, .numbers(.rect) { AnswerNumbers($0.frame) }),
        AnswerField("state", compared: false, .state { $0.state }),
    ])

    /// Makes the tables, and check's tables of their keys, at start-up (`WireKeyTables.build()`), not on the
    /// first request that reads them.
    static func build() {
        _ = (keyboardFields, animationFields, viewFields, layoutGuideFields)
        for shape in [AnswerShape.rect, .point, .insets, .constraint] { _ = shape.names }
    }
}

/// One object of the answer that check reads back: its fields, in the answer's order, and the table of the keys
/// check takes in it in `actual`.
struct AnswerTable<Report>: Sendable {
    let fields: [AnswerField<Report>]
    /// Every field's key, a field by its place in `fields`, then the keys of the objects nested after them.
    let names: KeyNames

    /// The fields, then the keys of any objects written after them (a view's layout guide), in that order.
    init(_ fields: [AnswerField<Report>], then nested: [StaticString] = []) {
        self.fields = fields
        self.names = KeyNames(fields.map(\.key) + nested)
    }
}

extension JSONOutput where Self: ~Copyable {
    /// The fields of `table` that `report` has, in the table's order, as members of the open object.
    mutating func members<Report>(_ table: AnswerTable<Report>, of report: Report) {
        for field in table.fields {
            switch field.form {
            case .numbers(let shape, let read):
                guard let n = read(report) else { continue }
                key(field.key)
                beginObject()
                for (k, key) in shape.keys.enumerated() { member(key, n[k]) }
                endObject()
            case .number(_, let read): member(field.key, read(report))
            case .bool(let read): member(field.key, read(report))
            case .state(let read): member(field.key, read(report).rawValue)
            }
        }
    }
}
