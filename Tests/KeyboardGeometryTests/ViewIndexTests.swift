import KeyboardGeometry
import Testing

/// `ViewIndex` finds the first view with an id, by a scan up to `scanLimit` views and by a hash table past it;
/// both must give the same answers, and the rules' view tree reports a repeated id in both.
struct ViewIndexTests {
    static func views(_ ids: [String]) -> [SceneView] {
        ids.map { SceneView(id: $0, frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
    }

    @Test func scanGivesTheFirstPlaceOfEachID() {
        // ["a", "b", "a"]: "a" first stands at 0 (its repeat at 2 is not what a look-up names), "b" at 1.
        let index = ViewIndex(Self.views(["a", "b", "a"]))
        #expect(index["a"] == 0)
        #expect(index["b"] == 1)
        #expect(index["c"] == nil)
    }

    @Test func tableGivesTheSameAnswersAsTheScan() {
        // 20 views "v0" ... "v19" (past the 16 a scan covers), then "v3" again at 20: "v3" first stands at 3,
        // "v19" at 19.
        let ids = (0..<20).map { "v\($0)" } + ["v3"]
        #expect(ids.count > ViewIndex.scanLimit)
        let index = ViewIndex(Self.views(ids))
        #expect(index["v3"] == 3)
        #expect(index["v19"] == 19)
        #expect(index["v0"] == 0)
        #expect(index["x"] == nil)
    }

    @Test(arguments: [3, 20])
    func repeatedIDIsReportedByTheRules(count: Int) throws {
        // `count` views under the window plus one more named "v1": the rules refuse the scene with the id that
        // comes twice, whether the ids are scanned (3) or hashed (20).
        let base = Fixtures.fullScreenTextView(Size(width: 393, height: 852), safe: Insets(top: 59, bottom: 34))
        var scene = base
        scene.views += Self.views((0..<count).map { "v\($0)" } + ["v1"])
        #expect(throws: SceneError.duplicateID("v1")) {
            try KeyboardLayout.adjust(Fixtures.show(Rect(x: 0, y: 516, width: 393, height: 336)), in: scene)
        }
    }
}
