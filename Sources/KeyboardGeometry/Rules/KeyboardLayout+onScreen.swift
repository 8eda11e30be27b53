extension KeyboardLayout {
    /// The keyboard the user sees after a silent change (docs/devices.md, "Silent changes"), placed as the rules
    /// place a notification's end frame (rules 1 and 2), though no notification came: `frame` in screen coordinates,
    /// nil when no keyboard is left on the screen (an empty frame at the screen's bottom). The answer's views are
    /// not the layout; callers read its `keyboard` (and its warnings about the frame).
    public static func placement(ofKeyboardOnScreen frame: Rect?, in scene: Scene) throws(SceneError) -> Adjustment {
        let b = scene.screen.interfaceBounds
        let onScreen = frame ?? scene.screen.fromInterface(Rect(x: b.minX, y: b.maxY, width: b.width, height: 0))
        let seen = ResolvedNotification(
            event: .didChangeFrame, beginFrame: nil, endFrame: onScreen, duration: 0, curve: 0, isLocal: true)
        return try adjust(seen, in: scene, explain: false, policy: .reference)
    }
}
