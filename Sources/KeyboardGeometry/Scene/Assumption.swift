/// A guess an answer rests on, where what was read (a dump) or what is modelled (a framework's documentation) is
/// silent: the JSON pointer it concerns and why. The scene parser's `assumptions` and a framework policy's share it.
public struct Assumption: Hashable, Sendable {
    /// A JSON pointer into the answer or the request (`/window/safeAreaInsets`, `/views/table/contentOffset/y`).
    public var pointer: String
    /// Why, with the numbers and the source it rests on.
    public var because: String

    /// An assumption at `pointer`.
    public init(pointer: String, because: String) {
        self.pointer = pointer
        self.because = because
    }
}
