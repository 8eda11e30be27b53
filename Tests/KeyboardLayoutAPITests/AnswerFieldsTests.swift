import KeyboardGeometry
import ServiceJSON
import Testing

@testable import KeyboardLayoutAPI

/// The answer's tables (`AnswerFields`) are what adjust writes and what check reads back: each field's reading
/// gives a value of its declared form (the form is what check reads `actual`'s value as), and the answer's
/// keyboard, animation, views and layout guides have exactly the tables' fields, in the tables' order (the fields
/// a view does not have left out). Over the adjust examples, which between them give every field.
struct AnswerFieldsTests {
    /// The keys of the object at `path` of the answer's tree, in order.
    static func keys(_ answer: JSONValue, _ path: [String]) -> [String] {
        var value: JSONValue? = answer
        for key in path { value = value?.objectMembers?.first { $0.key == key }?.value }
        return value?.objectMembers?.map(\.key) ?? []
    }

    /// Checks `report` against `table`: the keys written at `path`, but for `nested` (written after the fields and
    /// not read as fields: a view's layout guide, the animation's timing), are the table's fields it has, in order,
    /// each read as its form. Adds the keys it has to `seen`.
    static func check<Report>(
        _ table: AnswerTable<Report>, _ report: Report, written answer: JSONValue, at path: [String],
        nested: [String] = [], seen: inout Set<String>
    ) {
        var present: [String] = []
        for field in table.fields {
            guard let value = field.read(report) else { continue }
            #expect(value.isOf(field.form), "\(path + [field.key.description])")
            present.append(field.key.description)
        }
        seen.formUnion(present)
        #expect(keys(answer, path).filter { !nested.contains($0) } == present, "\(path)")
    }

    @Test func theAnswerIsWrittenByTheTables() throws {
        var seen: [String: Set<String>] = [:]
        for name in AdjustAnswerTests.adjustExamples {
            let a = try Operations.adjust(Array(try Wire.example(name).utf8)).get()
            let answer = a.json
            Self.check(
                AnswerFields.keyboardFields, a.keyboard, written: answer, at: ["keyboard"],
                seen: &seen["k", default: []])
            Self.check(
                AnswerFields.animationFields, a.animation, written: answer, at: ["animation"], nested: ["timing"],
                seen: &seen["a", default: []])
            for v in a.views {
                Self.check(
                    AnswerFields.viewFields, v, written: answer, at: ["views", v.id], nested: ["layoutGuide"],
                    seen: &seen["v", default: []])
                if let g = v.layoutGuide {
                    Self.check(
                        AnswerFields.layoutGuideFields, g, written: answer, at: ["views", v.id, "layoutGuide"],
                        seen: &seen["g", default: []])
                }
            }
        }
        // Every field of every table was met (so that the checks above read each of them at least once).
        #expect(seen["k"] == Set(AnswerFields.keyboardFields.fields.map(\.key.description)))
        #expect(seen["a"] == Set(AnswerFields.animationFields.fields.map(\.key.description)))
        #expect(seen["v"] == Set(AnswerFields.viewFields.fields.map(\.key.description)))
        #expect(seen["g"] == Set(AnswerFields.layoutGuideFields.fields.map(\.key.description)))
    }
}
