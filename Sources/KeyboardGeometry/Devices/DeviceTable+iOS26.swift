/// The device table's entries measured on iOS 26 (docs/device-table.md, "Keyed by iOS version"), each from the
/// version its source names.
///
/// flutter_device_preview's `device_specs/` hold what a probe app (`.claude/skills/extract-cupertino-specs/
/// probe.swift`, committed beside them) reads on the iOS 26.5 simulator of each device (Xcode 26.6): the
/// window's `safeAreaInsets` in portrait and after a rotation to landscape right, and the height of a text
/// field's docked keyboard, the `keyboardFrameEnd` of didShow and didChangeFrame intersected with the window.
/// The safe areas came in commit 061d936 ("Derive every Apple spec from its real simulator (Xcode 26.6, iOS
/// 26.5)"), the keyboards in 865952b; the files are cited at 865952b, where both stand as in the latest commit.
/// An iPhone 17 on iOS 26.2 logs the same 335 pt keyboard (react-native-keyboard-controller issue 1284, a
/// device), so the Face ID iPhones' 335 holds from 26.2 on that row.
///
/// Where they disagree with the earlier entries, the earlier ones stand for earlier versions: the same probe run
/// before, on an older Xcode whose iOS version its commit (bfdd4e7) does not name, read iPads at 24 pt top and
/// 25 bottom and landscape iPhones at 21 bottom; the 26.5 run reads 32 and 20, and its commit says "iPads' top
/// inset is 32 (was 24), landscape iPhones' bottom inset is 20 (was 21)". Nothing dates the change between those
/// two runs, so 32 / 25 and 20 apply from 26.5, the one version measured, and before it the earlier sources'
/// 24 / 20 and 21 stay (an iOS 18 scene keeps them; the unnamed run's 25 at an iPad's bottom is noted in
/// docs/device-table.md but not taken, having no version).
enum Measured {
    /// The probe's commit: its device files then hold the iOS 26.5 safe areas and keyboards.
    static let probeCommit = "865952b78c94131699c65769d1f270841b3dc6a6"
    /// iOS 26.5, the version of the simulators the probe ran on.
    static let iOS26_5 = OSVersion(26, 5)

    /// The probe's file for one device, at `probeCommit`.
    static func probeFile(_ file: String) -> String {
        "https://github.com/aloisdeniel/flutter_device_preview/blob/\(probeCommit)/device_specs/\(file)"
    }

    /// An iPhone with a home indicator on the iOS 26.5 simulator: the sensor housing's `top` and the 34 pt
    /// indicator in portrait, `top` at either side and 20 pt below in landscape; the keyboards `portrait` and
    /// `landscape` high; the probe's `files` for the row's models.
    static func faceIDIPhone(
        top: Double, keyboard portrait: Double, _ landscape: Double, _ files: String...
    ) -> DeviceMetrics {
        DeviceMetrics(
            since: iOS26_5, source: files.map(probeFile).joined(separator: " "), measuredOn: .simulator,
            safeAreaPortrait: Insets(top: top, bottom: 34),
            safeAreaLandscape: Insets(left: top, bottom: 20, right: top),
            keyboardPortrait: portrait, keyboardLandscape: landscape)
    }

    /// An iPad with a home indicator on the iOS 26.5 simulator: 32 pt at the top and 25 at the bottom in both
    /// orientations; the keyboards `portrait` and `landscape` high.
    static func faceIDIPad(keyboard portrait: Double, _ landscape: Double, _ files: String...) -> DeviceMetrics {
        DeviceMetrics(
            since: iOS26_5, source: files.map(probeFile).joined(separator: " "), measuredOn: .simulator,
            safeAreaPortrait: Insets(top: 32, bottom: 25), safeAreaLandscape: Insets(top: 32, bottom: 25),
            keyboardPortrait: portrait, keyboardLandscape: landscape)
    }

    /// The iPhone SE (3rd gen) on the iOS 26.5 simulator: the 20 pt status bar in portrait, nothing in landscape
    /// (as before), a 260 pt keyboard in portrait and 206 in landscape.
    static let homeButtonIPhone = DeviceMetrics(
        since: iOS26_5, source: probeFile("apple-iphone-se-3.json"), measuredOn: .simulator,
        safeAreaPortrait: Insets(top: 20), safeAreaLandscape: .zero, keyboardPortrait: 260, keyboardLandscape: 206)

    /// An iPhone 17 on iOS 26.2 (react-native-keyboard-controller issue 1284, a device): willShow's end frame
    /// 335 pt high on the first show.
    static let iPhone17OnIOS26_2 = DeviceMetrics(
        since: OSVersion(26, 2), source: "https://github.com/kirillzyusko/react-native-keyboard-controller/issues/1284",
        measuredOn: .device, keyboardPortrait: 335)
}

extension DeviceModel {
    /// A row whose only values are `entry`'s: a model no earlier source gives (the iPhone Air).
    func measuredOnly(_ entry: DeviceMetrics) -> DeviceModel {
        var row = self
        row.safeAreaPortrait = entry.safeAreaPortrait ?? .zero
        row.safeAreaLandscape = entry.safeAreaLandscape ?? .zero
        row.keyboardPortrait = entry.keyboardPortrait
        row.keyboardLandscape = entry.keyboardLandscape
        row.keyboardPortraitNoQuickType = nil
        row.keyboardLandscapeNoQuickType = nil
        row.source = entry.source
        row.metrics = [entry]
        return row
    }
}
