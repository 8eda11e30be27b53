import KeyboardGeometry
import Testing

/// A log's times as printed (LogTime) and keys written with blanks (UserInfoKey.spelledLoosely), below the route.
/// Each expected value is worked out from the digits and letters in the text.
struct LogTimeTests {
    /// The stamps of the notifications of `log`, in order.
    static func stamps(_ log: String) -> [LogTime] {
        NotificationLog.read(log).notifications.compactMap(\.stamp)
    }

    /// Two precisions: `.1` is 1 tenth, `.25` 25 hundredths; in hundredths 25 - 10 = 15, so 0.15 exactly.
    @Test func mixedPrecisions() {
        let s = Self.stamps("12:00:00.1 keyboardWillShow\n12:00:00.25 keyboardWillHide")
        #expect(s.count == 2)
        #expect(s[1].seconds(since: s[0]) == 0.15)
        #expect(s[0].seconds(since: s[1]) == -0.15)
    }

    /// Over midnight with the dates printed: 23:59:59.999 on the 29th to 00:00:00.001 on the 30th is 0.002 s.
    @Test func overMidnight() {
        let s = Self.stamps(
            "2015-06-29 23:59:59.999 App[1:2] UIKeyboardWillShowNotification\n"
                + "2015-06-30 00:00:00.001 App[1:2] UIKeyboardDidShowNotification")
        #expect(s.count == 2)
        #expect(s[1].seconds(since: s[0]) == 0.002)
    }

    /// Nanoseconds across eight thousand years: the count of units overflows, and the answer is still a number
    /// (9998 years and a bit, about 3.155e11 s), never a trap.
    @Test func extremeGapDoesNotTrap() {
        let s = Self.stamps(
            "0001-01-01 00:00:00.000000001 keyboardWillShow\n9999-12-31 23:59:59.999999999 keyboardWillHide")
        #expect(s.count == 2)
        let t = s[1].seconds(since: s[0])
        #expect(t.isFinite)
        #expect(t > 3.15e11 && t < 3.16e11)
    }

    /// Words that spell a key once joined, with blanks between: the ObjC name and the Swift one. Words that
    /// spell none (`UIKeyboard Size`), a name with no blank in it, and a name cut off are no key.
    @Test func keysWrittenWithBlanks() {
        func loose(_ s: String) -> UserInfoKey? {
            let bytes = Array(s.utf8)
            return UserInfoKey.spelledLoosely(bytes, at: 0, end: bytes.count)?.key
        }
        #expect(loose("UIKeyboard FrameEnd UserInfoKey = 1") == .frameEnd)
        #expect(loose("UIKeyboardAnimation Duration UserInfoKey") == .animationDuration)
        #expect(loose("keyboard Frame Begin User Info Key:") == .frameBegin)
        #expect(loose("UIKeyboard\tIsLocal  UserInfoKey") == .isLocal)
        #expect(loose("UIKeyboard Size : (375.0, 216.0)") == nil)
        #expect(loose("UIKeyboardFrameEndUserInfoKey") == nil)
        #expect(loose("UIKeyboard FrameEnd") == nil)
        // The key's last word ends where the name does: `UserInfoKeys` is another word.
        #expect(loose("UIKeyboard FrameEnd UserInfoKeys") == nil)
    }
}
