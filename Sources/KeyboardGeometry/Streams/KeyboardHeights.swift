/// The keyboard heights the notification streams use (docs/devices.md, "Streams"), in points.
public enum KeyboardHeights {
    /// The QuickType (predictive) bar, which `predictive-bar-toggle` hides and shows again.
    public static let quickTypeBar = 44.0
    /// The frame height iOS reports while a hardware keyboard is attached: the whole software keyboard's (iPad).
    public static let hardwareFrame = 313.0
    /// The part of that frame on the screen: the shortcuts bar.
    public static let hardwareVisible = 55.0
    /// The heights a third-party keyboard sends on one show, one willShow each (Swype, as reported).
    public static let thirdPartyRamp = [0.0, 216, 256]

    /// The docked software keyboard with its QuickType bar, when the request carries no notification to take the
    /// height from: the device table's for the screen's size, orientation and iOS version (docs/device-table.md,
    /// with each row's source). For a screen the table does not know or gives no height for: an iPad (shorter
    /// screen side 600 pt or more) 313 in portrait, 398 in landscape; an iPhone with a home indicator (a bottom
    /// safe area) 336 and 209, as on an iPhone 15; any other iPhone 216 pt of keys plus the bar, 260 in portrait,
    /// and 162 plus the bar, 206, in landscape.
    public static func docked(screen: Rect, window: Window, osVersion: OSVersion? = nil) -> Double {
        dockedOnDevice(screen: screen, window: window, osVersion: osVersion).height
    }

    /// `docked`'s height, with the device row resolved for it (nil when the table has no height for the screen).
    public static func dockedOnDevice(screen: Rect, window: Window, osVersion: OSVersion?) -> (
        height: Double, device: ResolvedDevice?
    ) {
        let landscape = screen.width > screen.height
        if let row = DeviceTable.models(matching: screen.size).first {
            let device = row.resolved(osVersion: osVersion, landscape: landscape)
            if let h = device.keyboardHeight { return (h, device) }
        }
        if min(screen.width, screen.height) >= 600 { return (landscape ? 398 : 313, nil) }
        if window.safeAreaInsets.bottom > 0 { return (landscape ? 209 : 336, nil) }
        return (landscape ? 162 + quickTypeBar : 216 + quickTypeBar, nil)
    }
}

extension KeyboardHeights {
    /// The docked keyboard's height a notification gives: its end frame's height in interface coordinates, when
    /// the frame is not empty and spans the screen's width (a docked or hiding keyboard, not a floating one).
    public static func given(by n: ResolvedNotification, screen: Screen) -> Double? {
        let f = screen.toInterface(n.endFrame)
        guard f.height > 0, abs(f.width - screen.interfaceBounds.width) <= 0.5 else { return nil }
        return f.height
    }
}
