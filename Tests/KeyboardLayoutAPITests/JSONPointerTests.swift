import KeyboardLayoutAPI
import Testing

/// JSON pointers (RFC 6901) as validation builds them: four tokens inline, the rest in a shared chain.
struct JSONPointerTests {
    @Test func shallowAndDeepPointersReadAsRFC6901() {
        let root = JSONPointer()
        #expect(root.description == "")
        #expect((root / "views").description == "/views")
        // Seven tokens: three move into the chain.
        let deep = root / "events" / 2 / "views" / 1 / "scroll" / "contentOffset" / "x"
        #expect(deep.description == "/events/2/views/1/scroll/contentOffset/x")
    }

    /// Two pointers made from the same deep parent share its chain and do not disturb each other.
    @Test func siblingsOfADeepParentStayApart() {
        let parent = JSONPointer() / "a" / "b" / "c" / "d" / "e"
        let x = parent / "x"
        let y = parent / "y"
        #expect(x.description == "/a/b/c/d/e/x")
        #expect(y.description == "/a/b/c/d/e/y")
        #expect(parent.description == "/a/b/c/d/e")
    }

    /// `~` is written `~0` and `/` is written `~1` (RFC 6901, section 3); a literal root is kept as given.
    @Test func keysAreEscaped() {
        let p = JSONPointer("/behaviors") / 0 / "a/b" / "m~n"
        #expect(p.description == "/behaviors/0/a~1b/m~0n")
        #expect(p == JSONPointer("/behaviors/0/a~1b/m~0n"))
    }
}
