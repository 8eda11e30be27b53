import KeyboardGeometry
import Testing

@testable import KeyboardLayoutAPI

/// The adjust route and CLI write their answer straight to bytes (`Operations.adjustAnswer`); the value
/// (`Operations.adjust`, which the hand-worked tests read) comes from the same definition through a tree. The
/// two must be the same text, byte for byte, for every example and for an answer with a problem.
struct AdjustAnswerTests {
    static let adjustExamples = [
        "iphone-comment-bar.json", "iphone-hide.json", "ipad-floating-keyboard.json", "ipad-split-view-chat.json",
        "ios7-fixed-portrait-landscape.json", "seed-001-comment-bar-iphone5.json",
        "seed-002-form-inset-iphone-se.json", "seed-003-split-view-offset-ipad.json",
        "seed-004-text-view-toolbar-iphone-x.json",
    ]

    @Test(arguments: adjustExamples) func answerBytesAreTheValueWritten(_ name: String) throws {
        let body = Array(try Wire.example(name).utf8)
        let bytes = try Operations.adjustAnswer(body).get()
        let value = try Operations.adjust(body).get().json
        #expect(String(decoding: bytes, as: UTF8.self) == JSONWriter.string(value))
    }

    /// Containers that are empty and nested, as JSONWriter formats them: `{}`, `[]`, two-space indent, the
    /// trailing newline; compact without any space.
    @Test func streamFormatsAsTheWriter() {
        let pretty = JSONWriter.bytes { out in
            out.beginObject()
            out.key("a")
            out.beginArray()
            out.number(1)
            out.beginObject()
            out.endObject()
            out.beginArray()
            out.endArray()
            out.endArray()
            out.member("b", "x\"y")
            out.endObject()
        }
        #expect(
            String(decoding: pretty, as: UTF8.self)
                == "{\n  \"a\": [\n    1,\n    {},\n    []\n  ],\n  \"b\": \"x\\\"y\"\n}\n")
        let compact = JSONWriter.bytes(pretty: false) { out in
            out.beginArray()
            out.bool(true)
            out.null()
            out.endArray()
        }
        #expect(String(decoding: compact, as: UTF8.self) == "[true,null]")
    }

    @Test func aProblemIsTheSameEitherWay() {
        let body = Array(Wire.request(views: []).utf8)
        guard case .failure(let a) = Operations.adjustAnswer(body), case .failure(let b) = Operations.adjust(body)
        else {
            Issue.record("a request whose behaviors name no view must be refused")
            return
        }
        #expect(JSONWriter.write(a.json) == JSONWriter.write(b.json))
    }

    /// The geometry values simulate builds directly write the same text as their streamed form.
    @Test func geometryValuesAgree() {
        let rect = Rect(x: 0, y: 516.5, width: 393, height: -0.0)
        let point = Point(x: -3, y: 1e-7)
        let insets = Insets(top: 59, left: 0, bottom: 34, right: 0.25)
        #expect(JSONWriter.write(rect.json) == JSONWriter.bytes { rect.write(to: &$0) })
        #expect(JSONWriter.write(point.json) == JSONWriter.bytes { point.write(to: &$0) })
        #expect(JSONWriter.write(insets.json) == JSONWriter.bytes { insets.write(to: &$0) })
    }
}
