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
        AnswerField("frameInWindow", .numbers(.rect), compared: false) { .numbers(AnswerNumbers($0.frameInWindow)) },
        AnswerField("beginFrameInWindow", .numbers(.rect), compared: false) {
            $0.beginFrameInWindow.map { .numbers(AnswerNumbers($0)) }
        },
        AnswerField("visible", .bool, compared: false) { .bool($0.visible) },
        AnswerField("docked", .bool, compared: false) { .bool($0.docked) },
        AnswerField("local", .bool, compared: false) { .bool($0.local) },
        AnswerField("overlap", .number(.points), compared: false) { .number($0.overlap) },
    ])

    /// The animation's fields; `timing`, which check does not read, is written after them
    /// (`AnimationReport.writeMembers`). The curve is compared in the options' bits.
    static let animationFields = AnswerTable<AnimationReport>([
        AnswerField("animated", .bool, compared: true) { .bool($0.animated) },
        AnswerField("duration", .number(.seconds), compared: true) { .number($0.duration) },
        AnswerField("curve", .number(.exact), compared: false) { .number(Double($0.curve)) },
        AnswerField("options", .number(.exact), compared: true) { .number(Double($0.options)) },
    ])

    /// A view's fields, then its `layoutGuide` (`layoutGuideFields`). `adjustedContentInset`, the keyboard safe
    /// area's report, is summarised by compare instead (`insetBeyondReference`).
    static let viewFields = AnswerTable<ViewAdjustment>(
        [
            AnswerField("frame", .numbers(.rect), compared: true) { .numbers(AnswerNumbers($0.frame)) },
            AnswerField("contentInset", .numbers(.insets), compared: true) {
                $0.contentInset.map { .numbers(AnswerNumbers($0)) }
            },
            AnswerField("verticalScrollIndicatorInsets", .numbers(.insets), compared: true) {
                $0.verticalScrollIndicatorInsets.map { .numbers(AnswerNumbers($0)) }
            },
            AnswerField("adjustedContentInset", .numbers(.insets), compared: false) {
                $0.adjustedContentInset.map { .numbers(AnswerNumbers($0)) }
            },
            AnswerField("contentOffset", .numbers(.point), compared: true) {
                $0.contentOffset.map { .numbers(AnswerNumbers($0)) }
            },
            AnswerField("bottomConstraint", .numbers(.constraint), compared: true) {
                $0.bottomConstraint.map { .numbers(AnswerNumbers($0)) }
            },
        ],
        then: [layoutGuide])

    /// A view's layout guide's fields.
    static let layoutGuideFields = AnswerTable<LayoutGuideFrame>([
        AnswerField("frame", .numbers(.rect), compared: false) { .numbers(AnswerNumbers($0.frame)) },
        AnswerField("state", .state, compared: false) { .state($0.state) },
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
        // Each field by its place (the hot path: an answer's every view goes through here).
        let fields = table.fields
        for place in fields.indices {
            guard let value = fields[place].read(report) else { continue }
            key(fields[place].key)
            switch value {
            case .numbers(let n):
                beginObject()
                for (k, key) in fields[place].form.keys.enumerated() { member(key, n[k]) }
                endObject()
            case .number(let d): number(d)
            case .bool(let b): bool(b)
            case .state(let s): string(s.rawValue)
            }
        }
    }
}
