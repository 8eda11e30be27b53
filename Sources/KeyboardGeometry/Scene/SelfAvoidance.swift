/// How a container moves for the keyboard by itself, before any app code runs (`"avoidsKeyboard"` on the wire).
/// What it holds then needs only what the keyboard still covers.
public enum SelfAvoidance: String, CaseIterable, Hashable, Sendable {
    /// A `UISheetPresentationController` sheet, which the system moves up when the keyboard covers it: modelled as
    /// its bottom riding the keyboard's top (Apple documents no amount, so this is an assumption the answer lists).
    case sheet
    /// A SwiftUI hosting view that applies the keyboard safe area to what it hosts: its bottom safe-area edge
    /// rises to the keyboard's top, so the views it holds end there.
    case swiftUIHost
}
