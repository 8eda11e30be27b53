import KeyboardLayoutAPI
import Testing

/// JSON pointers (RFC 6901) as validation builds them: the first tokens inline while they fit in 15 bytes, the
/// rest in a shared chain.
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

    /// Where the inline head ends and the chain begins, the text runs on unbroken: "/views/3" is 8 bytes (inline),
    /// "/scrollIndicator" would make it 24 (chained); a first key with `/` is escaped, never put inline as is.
    @Test func theInlineHeadAndTheChainJoinUnbroken() {
        let views = JSONPointer() / "views" / 3
        #expect(views.description == "/views/3")
        #expect((views / "scrollIndicator" / 0).description == "/views/3/scrollIndicator/0")
        #expect((JSONPointer() / "a/b" / "c").description == "/a~1b/c")
        // 15 bytes exactly stay inline, one more goes to the chain; both read the same as text.
        let fifteen = JSONPointer() / "abcdefghijklmn"
        #expect(fifteen.description == "/abcdefghijklmn")
        #expect((fifteen / "x").description == "/abcdefghijklmn/x")
        #expect(fifteen / "x" == JSONPointer("/abcdefghijklmn/x"))
    }
}
