import KeyboardLayoutAPI
import Testing

/// docs/errors-and-limits.md: views per scene, 256 by default and configurable.
struct LimitsTests {
    /// A request with `count` views: the root and `count - 1` leaves in it; no behaviors.
    static func request(views count: Int) -> String {
        var views = [Wire.root]
        for i in 1..<count {
            views.append(#"{"id": "v\#(i)", "parent": "root", "frame": [0, \#(i), 10, 1]}"#)
        }
        return Wire.request(views: views, behaviors: [])
    }

    @Test func twoHundredFiftySixViewsAreAccepted() throws {
        _ = try Wire.adjusted(Self.request(views: 256))
    }

    @Test func twoHundredFiftySevenViewsAreRefused() throws {
        let problem = try Wire.problem(Self.request(views: 257))
        #expect(problem.status == 422)
        #expect(problem.pointers == ["/views"])
        let message = try #require(problem.message(at: "/views"))
        #expect(message.contains("257"))
        #expect(message.contains("256"))
    }

    @Test func theLimitIsConfigurable() throws {
        // The example scene has 4 views; a limit of 3 refuses it, one of 4 takes it.
        let problem = try Wire.problem(Wire.request(), limits: Limits(maxViews: 3))
        #expect(problem.pointers == ["/views"])
        guard case .success = Wire.adjust(Wire.request(), limits: Limits(maxViews: 4)) else {
            Issue.record("4 views under a limit of 4 must adjust")
            return
        }
    }
}
