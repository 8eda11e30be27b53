/// A phone or a tablet.
public enum DeviceFamily: String, Sendable, Hashable {
    /// An iPhone (or an iPod touch of the same screen).
    case iPhone
    /// An iPad.
    case iPad
}

/// One row of the device table (docs/device-table.md): a screen size in points and what UIKit gives.
public struct DeviceModel: Sendable, Hashable {
    /// The models of the row, the family's word once and then short forms: "iPhone 14 Pro, 15, 15 Pro, 16".
    public var name: String
    /// Phone or tablet.
    public var family: DeviceFamily
    /// The screen's bounds in portrait, in points (`UIScreen.bounds`, not the panel's pixels over the scale).
    public var portraitSize: Size
    /// UIKit's scale (`UIScreen.scale`): 2 or 3.
    public var scale: Double
    /// The window's safe area in portrait, with no bars (iOS 11 and later).
    public var safeAreaPortrait: Insets
    /// The window's safe area in landscape, with no bars (iOS 11 and later).
    public var safeAreaLandscape: Insets
    /// Docked keyboard with the QuickType bar in portrait: a notification's end frame height, home indicator area in.
    public var keyboardPortrait: Double?
    /// Docked keyboard without the QuickType bar in portrait, as above; nil where no source gives it.
    public var keyboardPortraitNoQuickType: Double?
    /// Docked keyboard with the QuickType bar in landscape, as above; nil where no source gives it.
    public var keyboardLandscape: Double?
    /// Docked keyboard without the QuickType bar in landscape, as above; nil where no source gives it.
    public var keyboardLandscapeNoQuickType: Double?
    /// The iOS (iPadOS) version the row's first model shipped with: "17.0".
    public var firstOSVersion: String
    /// Where the row's values come from: URLs separated by spaces.
    public var source: String
    /// The row's metrics by iOS version, in `since` order: first the values above (the sources' tables, from
    /// `firstOSVersion` on), then what later sources measured on later versions (`resolved(osVersion:landscape:)`).
    public var metrics: [DeviceMetrics] = []

    /// Every model of the row, each name in full: "iPhone 16 Pro, 17" gives "iPhone 16 Pro", "iPhone 17".
    public var names: [String] { DeviceTable.displayNames(of: name) }

    /// The row's first model: "iPhone 16 Pro".
    public var firstName: String { names.first ?? name }

    /// The row with `entries` measured on later iOS versions added, kept in `since` order.
    func adding(_ entries: DeviceMetrics...) -> DeviceModel {
        var row = self
        row.metrics = (metrics + entries).enumerated().sorted { a, b in
            a.element.since != b.element.since ? a.element.since < b.element.since : a.offset < b.offset
        }.map(\.element)
        return row
    }
}

/// The screens of every iPhone and iPad that runs iOS 11 or later, one row per point size, scale and safe area.
public enum DeviceTable {
    /// The rows, iPhones first; where rows share a size, the one listed first is the one a bare size picks.
    public static let models: [DeviceModel] = iPhones + iPads

    /// The rows whose portrait size is `size` or its landscape turn (within 0.5 pt).
    public static func models(matching size: Size) -> [DeviceModel] {
        models.filter { row in
            let p = row.portraitSize
            let upright = abs(size.width - p.width) <= 0.5 && abs(size.height - p.height) <= 0.5
            let turned = abs(size.width - p.height) <= 0.5 && abs(size.height - p.width) <= 0.5
            return upright || turned
        }
    }

    /// The row whose name lists `name` ("iPhone 15" matches "iPhone 15, 15 Pro, 16"; case-insensitive), if any.
    public static func model(named name: String) -> DeviceModel? {
        let wanted = normalized(name)
        guard !wanted.isEmpty else { return nil }
        // A whole listed name must match: "iPhone 15 Pro" is not "iPhone 15 Pro Max", "iPhone 15" not "iPhone 15 Plus".
        return models.first { row in expandedNames(of: row.name).contains(wanted) }
    }

    /// The names a row lists, each in full and normalized: "iPhone 14 Pro, 15" gives "iphone 14 pro", "iphone 15".
    static func expandedNames(of rowName: String) -> [String] {
        let parts = rowName.split(separator: ",").map { normalized(String($0)) }.filter { !$0.isEmpty }
        guard let first = parts.first else { return [] }
        let familyWord = first.split(separator: " ").first.map(String.init) ?? first
        return parts.map { part in
            let full = ["iphone", "ipad", "ipod"].contains { part == $0 || part.hasPrefix($0 + " ") }
            return full ? part : familyWord + " " + part
        }
    }

    /// The names a row lists, each in full as the row spells it: "iPad Air (4th gen), Air 11-inch (M4)" gives
    /// "iPad Air (4th gen)", "iPad Air 11-inch (M4)".
    static func displayNames(of rowName: String) -> [String] {
        let parts = rowName.split(separator: ",").map { $0.split(separator: " ").joined(separator: " ") }
            .filter { !$0.isEmpty }
        guard let first = parts.first else { return [] }
        let familyWord = first.split(separator: " ").first.map(String.init) ?? first
        return parts.map { part in
            let lower = part.lowercased()
            let full = ["iphone", "ipad", "ipod"].contains { lower == $0 || lower.hasPrefix($0 + " ") }
            return full ? part : familyWord + " " + part
        }
    }

    /// Lowercased, with runs of spaces (and tabs, newlines) made one space and none at either end.
    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }
}

/// The sources the rows cite, one URL each.
enum Cite {
    /// Every source with its short name, as docs/device-table.md lists them.
    static let references: [(name: String, url: String)] = [
        ("hig", hig),
        ("hig2019", hig2019),
        ("iPhone4Points", iPhone4Points),
        ("deviceKit", deviceKit),
        ("snapshotTesting", snapshotTesting),
        ("swiftUISimulator", swiftUISimulator),
        ("deviceFrame", deviceFrame),
        ("masonry546", masonry546),
        ("safeAreaContext215", safeAreaContext215),
        ("qiitaX", qiitaX),
        ("useYourLoafX", useYourLoafX),
        ("statusBarHeights", statusBarHeights),
        ("cslCool", cslCool),
        ("csdnIPad", csdnIPad),
        ("telegram", telegram),
        ("regram", regram),
        ("zoul", zoul),
        ("wire", wire),
        ("wikiIOS4", wikiIOS4),
        ("wikiIPhone5", wikiIPhone5),
        ("wikiIPhone6", wikiIPhone6),
        ("wikiIPhoneX", wikiIPhoneX),
        ("wikiIPhoneXR", wikiIPhoneXR),
        ("wikiIPhoneXS", wikiIPhoneXS),
        ("wikiIPhone12", wikiIPhone12),
        ("wikiIPhone14", wikiIPhone14),
        ("dnaIOS16", dnaIOS16),
        ("faxtyIOS18", faxtyIOS18),
        ("gadgetDBIPadPro", gadgetDBIPadPro),
        ("wikiIPad3", wikiIPad3),
        ("wikiIPadOS13", wikiIPadOS13),
        ("wikiIPadPro3", wikiIPadPro3),
    ]

    // Screen sizes.
    static let hig =
        "https://developer.apple.com/design/human-interface-guidelines/layout#iOS-iPadOS-device-screen-dimensions"
    static let hig2019 =
        "https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity-and-layout/"
    static let iPhone4Points = "http://chetansway.blogspot.com/2014/"
    static let deviceKit = "https://github.com/devicekit/DeviceKit/blob/HEAD/Source/Device.generated.swift"
    // Safe areas.
    static let snapshotTesting =
        "https://github.com/pointfreeco/swift-snapshot-testing/blob/HEAD/Sources/SnapshotTesting/Common/View.swift"
    static let swiftUISimulator =
        "https://github.com/YusukeHosonuma/SwiftUI-Simulator/blob/HEAD/Sources/SwiftUISimulator/Core/DeviceInfo.swift"
    static let deviceFrame =
        "https://github.com/aloisdeniel/flutter_device_preview/tree/HEAD/device_frame/lib/src/devices/ios"
    static let masonry546 = "https://github.com/SnapKit/Masonry/issues/546"
    static let safeAreaContext215 = "https://github.com/appandflow/react-native-safe-area-context/issues/215"
    static let qiitaX = "https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8"
    static let useYourLoafX = "https://useyourloaf.com/blog/supporting-iphone-x/"
    static let statusBarHeights = "https://github.com/rn-parts/rn-statusbar-height"
    static let cslCool = "http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation"
    static let csdnIPad = "https://blog.csdn.net/jia12216/article/details/109466661"
    // Keyboard heights (Telegram's keys-only height plus its QuickType bar; the fork adds the 16 Pro sizes).
    static let telegram =
        "https://github.com/TelegramMessenger/Telegram-iOS/blob/"
        + "20a1163704f352207390510db5b09d41c047dd59/submodules/Display/Source/DeviceMetrics.swift"
    static let regram =
        "https://github.com/RegramDev/Regram-ios/blob/"
        + "27b5bc05e8296d8fd8d98042c25cdcf4e56e2f86/submodules/Display/Source/DeviceMetrics.swift"
    static let zoul = "https://github.com/zoul/ios-keyboards"
    static let wire =
        "https://github.com/wireapp/wire-ios/blob/061f41180f2c2ec107d4632b0383a988199800ed/"
        + "Wire-iOS/Sources/UserInterface/Helpers/KeyboardHeight.swift"
    // First iOS versions.
    static let wikiIOS4 = "https://en.wikipedia.org/wiki/IOS_4"
    static let wikiIPhone5 = "https://is.wikipedia.org/wiki/IPhone_5"
    static let wikiIPhone6 = "https://en.wikipedia.org/wiki/IPhone_6"
    static let wikiIPhoneX = "https://en.wikipedia.org/wiki/IPhone_X"
    static let wikiIPhoneXS = "https://en.wikipedia.org/wiki/IPhone_XS"
    static let wikiIPhone12 = "https://en.wikipedia.org/wiki/IPhone_12"
    static let wikiIPhoneXR = "https://web-production-4e80b.up.railway.app/page/IPhone_XR"
    static let wikiIPhone14 = "https://simple.wikipedia.org/wiki/IPhone_14"
    static let dnaIOS16 =
        "https://www.dnaindia.com/technology/"
        + "video-dna-spark-apple-ios-16-rolls-out-know-all-the-features-about-it-2984727"
    static let faxtyIOS18 = "https://faxty.com/apple-iphone-16-pro-max-os"
    static let gadgetDBIPadPro = "https://apple.gadgetdb.win/ipad/ipad-pro"
    static let wikiIPadPro3 = "https://en.wikipedia.org/wiki/IPad_Pro_(3rd_generation)"
    static let wikiIPad3 = "https://en.wikipedia.org/wiki/IPad_(3rd_generation)"
    static let wikiIPadOS13 = "https://en.wikipedia.org/wiki/IPadOS_13"
}

/// A row's safe areas with no bars (iOS 11 and later), in portrait and in landscape.
private struct SafeAreas {
    var portrait: Insets
    var landscape: Insets

    /// An iPhone with a home button: the 20 pt status bar in portrait (iOS 12 and later), none in landscape.
    static let homeButtonIPhone = SafeAreas(portrait: Insets(top: 20), landscape: .zero)
    /// An iPad with a home button: the 20 pt status bar, in both orientations.
    static let homeButtonIPad = SafeAreas(portrait: Insets(top: 20), landscape: Insets(top: 20))
    /// An iPad with a home indicator: the 24 pt status bar and the 20 pt indicator, in both orientations.
    static let homeIndicatorIPad = SafeAreas(
        portrait: Insets(top: 24, bottom: 20), landscape: Insets(top: 24, bottom: 20))

    /// An iPhone with a home indicator: the sensor housing's `top` above and the 34 pt indicator below in
    /// portrait; in landscape the housing's `top` at either side and the 21 pt indicator below.
    static func homeIndicatorIPhone(top: Double) -> SafeAreas {
        SafeAreas(portrait: Insets(top: top, bottom: 34), landscape: Insets(left: top, bottom: 21, right: top))
    }
}

/// A docked keyboard's heights as the sources give them: the keys alone, and the QuickType bar above them, in
/// portrait and in landscape (Telegram's "216 + 37": 216 pt of keys, a 37 pt bar).
private struct DockedKeys {
    var portrait: Double
    var landscape: Double
    var portraitBar: Double
    var landscapeBar: Double

    /// Keys of `portrait` and `landscape` points, under bars of `portraitBar` and `landscapeBar` points.
    init(_ portrait: Double, _ landscape: Double, bars portraitBar: Double, _ landscapeBar: Double) {
        self.portrait = portrait
        self.landscape = landscape
        self.portraitBar = portraitBar
        self.landscapeBar = landscapeBar
    }

    /// A 320 pt wide iPhone's (Telegram: 216 + 37; 162 + 37).
    static let narrowIPhone = DockedKeys(216, 162, bars: 37, 37)
    /// A home-indicator iPhone under 414 pt wide (Telegram's X and 14 Pro profiles, Regram's 16 Pro: 292 + 44;
    /// 172 + 37).
    static let fullScreenIPhone = DockedKeys(292, 172, bars: 44, 37)
    /// A home-indicator iPhone 414 pt wide or more (Telegram's XR and Max profiles, Regram's 16 Pro Max: 302 + 44;
    /// 172 + 37).
    static let wideFullScreenIPhone = DockedKeys(302, 172, bars: 44, 37)
    /// A home-button iPad of 9.7 to 10.5 inches (Telegram: 263 + 50; 348 + 50).
    static let smallHomeButtonIPad = DockedKeys(263, 348, bars: 50, 50)
}

extension DeviceModel {
    /// An iPhone row, its screen `width` x `height` points in portrait: see `row`.
    fileprivate static func iPhone(
        _ name: String, points width: Double, _ height: Double, scale: Double, _ safeArea: SafeAreas,
        keys: DockedKeys?, ios: String, _ sources: String...
    ) -> DeviceModel {
        row(name, .iPhone, Size(width: width, height: height), scale, safeArea, keys, ios, sources)
    }

    /// An iPad row, its screen `width` x `height` points in portrait: see `row`.
    fileprivate static func iPad(
        _ name: String, points width: Double, _ height: Double, scale: Double, _ safeArea: SafeAreas,
        keys: DockedKeys?, ios: String, _ sources: String...
    ) -> DeviceModel {
        row(name, .iPad, Size(width: width, height: height), scale, safeArea, keys, ios, sources)
    }

    /// A row of a portrait `size` in points, its safe areas, its keyboard's keys and bars (each height with the
    /// bar is the keys' plus the bar's; nil where no source gives them), the first iOS, and the sources cited,
    /// one space between.
    private static func row(
        _ name: String, _ family: DeviceFamily, _ size: Size, _ scale: Double, _ safeArea: SafeAreas,
        _ keys: DockedKeys?, _ ios: String, _ sources: [String]
    ) -> DeviceModel {
        let keyboardPortrait = keys.map { $0.portrait + $0.portraitBar }
        let keyboardLandscape = keys.map { $0.landscape + $0.landscapeBar }
        let source = sources.joined(separator: " ")
        // The sources' tables give no iOS version; their values are the row's from its first iOS on.
        let earliest = DeviceMetrics(
            since: OSVersion(ios) ?? OSVersion(0, 0), source: source, measuredOn: .tables,
            safeAreaPortrait: safeArea.portrait, safeAreaLandscape: safeArea.landscape,
            keyboardPortrait: keyboardPortrait, keyboardLandscape: keyboardLandscape)
        return DeviceModel(
            name: name, family: family, portraitSize: size, scale: scale, safeAreaPortrait: safeArea.portrait,
            safeAreaLandscape: safeArea.landscape, keyboardPortrait: keyboardPortrait,
            keyboardPortraitNoQuickType: keys?.portrait, keyboardLandscape: keyboardLandscape,
            keyboardLandscapeNoQuickType: keys?.landscape, firstOSVersion: ios, source: source, metrics: [earliest])
    }
}

extension DeviceTable {
    /// The iPhone rows, oldest first.
    static let iPhones: [DeviceModel] = [
        // 320x480 @2x: chetansway (points and scale). Safe area: no 320x480 phone runs iOS 11; SwiftUI-Simulator's
        // 320x480 entry uses the home-button values. Keyboard: Telegram (216 + 37 bar; 162 + 37).
        .iPhone(
            "iPhone 4, 4s", points: 320, 480, scale: 2, .homeButtonIPhone, keys: .narrowIPhone,
            ios: "4.0",
            Cite.iPhone4Points, Cite.swiftUISimulator, Cite.telegram, Cite.wikiIOS4),
        // 320x568 @2x: HIG. Safe area: SnapshotTesting iPhoneSe, Masonry #546 (top 20 since iOS 12, 0 on iOS 11).
        // Keyboard: Telegram (216 + 37; 162 + 37); 253 also in Wire's KeyboardHeight; 216/162 in zoul/ios-keyboards.
        .iPhone(
            "iPhone 5, 5c, 5s, SE (1st gen), iPod touch (5th gen), iPod touch (6th gen), iPod touch (7th gen)",
            points: 320, 568, scale: 2, .homeButtonIPhone, keys: .narrowIPhone, ios: "6.0",
            Cite.hig, Cite.snapshotTesting, Cite.masonry546, Cite.telegram, Cite.wikiIPhone5),
        // 375x667 @2x: HIG. Safe area: SnapshotTesting iPhone8, SwiftUI-Simulator iPhoneSE. Keyboard: Telegram
        // (216 + 44; 163 + 37); zoul gives 162 in landscape, Wire 258 in portrait (an older iOS).
        .iPhone(
            "iPhone 6, 6s, 7, 8, SE (2nd gen), SE (3rd gen)", points: 375, 667, scale: 2, .homeButtonIPhone,
            keys: DockedKeys(216, 163, bars: 44, 37), ios: "8.0",
            Cite.hig, Cite.snapshotTesting, Cite.telegram, Cite.zoul, Cite.wikiIPhone6
        ).adding(Measured.homeButtonIPhone),
        // 414x736 @3x (drawn at 1242x2208, shown on 1080x1920): HIG. Safe area: SnapshotTesting iPhone8Plus.
        // Keyboard: Telegram (226 + 45; 163 + 37); 271 also in Wire; 226 portrait, 162 landscape in zoul.
        .iPhone(
            "iPhone 6 Plus, 6s Plus, 7 Plus, 8 Plus", points: 414, 736, scale: 3, .homeButtonIPhone,
            keys: DockedKeys(226, 163, bars: 45, 37), ios: "8.0",
            Cite.hig, Cite.snapshotTesting, Cite.telegram, Cite.wire, Cite.wikiIPhone6),
        // 375x812 @3x: HIG. Safe area: useyourloaf, qiita (375x734 and 724x354 safe); SnapshotTesting says 24 at
        // the bottom in landscape, every other source 21. Keyboard: Telegram (292 + 44; 172 + 37); iOS 11-era
        // tables give 291 without the bar and 333 or 335 with it. First iOS: Wikipedia says iOS 11.
        .iPhone(
            "iPhone X, XS, 11 Pro", points: 375, 812, scale: 3, .homeIndicatorIPhone(top: 44),
            keys: .fullScreenIPhone, ios: "11.0",
            Cite.hig, Cite.useYourLoafX, Cite.qiitaX, Cite.telegram, Cite.wikiIPhoneX),
        // 414x896 @2x: HIG. Safe area: react-native-safe-area-context #215 (an XR, iOS 14+: 48/34, landscape
        // 48/21/48); on iOS 12 the top was 44 (SnapshotTesting iPhoneXr, qiita 414x818). Keyboard: Telegram
        // (302 + 44; 172 + 37); 301 without the bar in iOS 12-era tables.
        .iPhone(
            "iPhone XR, 11", points: 414, 896, scale: 2, .homeIndicatorIPhone(top: 48),
            keys: .wideFullScreenIPhone, ios: "12.0",
            Cite.hig, Cite.safeAreaContext215, Cite.snapshotTesting, Cite.telegram, Cite.wikiIPhoneXR),
        // 414x896 @3x: HIG. Safe area: device_frame and SwiftUI-Simulator (11 Pro Max), qiita (XS Max 414x818,
        // 808x393). Keyboard: Telegram (302 + 44; 172 + 37).
        .iPhone(
            "iPhone XS Max, 11 Pro Max", points: 414, 896, scale: 3, .homeIndicatorIPhone(top: 44),
            keys: .wideFullScreenIPhone, ios: "12.0",
            Cite.hig2019, Cite.deviceFrame, Cite.qiitaX, Cite.telegram, Cite.wikiIPhoneXS),
        // 375x812 @3x, drawn at 1125x2436 and shown on 1080x2340 (the current HIG lists 360x780; UIKit, the
        // 2019 HIG, SnapshotTesting and Telegram's later profile give 375x812). Safe area: SnapshotTesting
        // iPhone13Mini, SwiftUI-Simulator iPhone12Mini. Keyboard: Telegram (292 + 44; 172 + 37).
        .iPhone(
            "iPhone 12 mini, 13 mini", points: 375, 812, scale: 3, .homeIndicatorIPhone(top: 50),
            keys: .fullScreenIPhone, ios: "14.2",
            Cite.snapshotTesting, Cite.swiftUISimulator, Cite.regram, Cite.telegram, Cite.wikiIPhone12),
        // 390x844 @3x: HIG (16e included). Safe area: SnapshotTesting iPhone12/iPhone13, SwiftUI-Simulator; 14 by
        // rn-statusbar-height (47); 16e only by Regram's profile map (iPhone17,5 -> the iPhone 13 profile).
        // Keyboard: Telegram (292 + 44; 172 + 37); Regram maps the 14 and the 16e to the same profile.
        .iPhone(
            "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e, 17e", points: 390, 844, scale: 3,
            .homeIndicatorIPhone(top: 47), keys: .fullScreenIPhone, ios: "14.1",
            Cite.hig, Cite.snapshotTesting, Cite.statusBarHeights, Cite.telegram, Cite.regram, Cite.wikiIPhone12
        ).adding(Measured.faceIDIPhone(top: 47, keyboard: 335, 208, "apple-iphone-17e.json")),
        // 428x926 @3x: HIG. Safe area: SnapshotTesting iPhone12ProMax/13ProMax, SwiftUI-Simulator (device_frame's
        // 12 Pro Max says 44). Keyboard: Telegram (302 + 44; 172 + 37). First iOS: the 12 Pro Max shipped with
        // the 12 mini (14.2 sourced for the mini only).
        .iPhone(
            "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", points: 428, 926, scale: 3, .homeIndicatorIPhone(top: 47),
            keys: .wideFullScreenIPhone, ios: "14.2",
            Cite.hig, Cite.snapshotTesting, Cite.swiftUISimulator, Cite.telegram, Cite.wikiIPhone12),
        // 393x852 @3x: HIG. Safe area: device_frame (15 Pro, 16), csl.cool (59/34, landscape 59/21/59).
        // Keyboard: Telegram's 14 Pro profile (292 + 44; 172 + 37), which Regram maps the 15, 15 Pro and 16 to.
        .iPhone(
            "iPhone 14 Pro, 15, 15 Pro, 16", points: 393, 852, scale: 3, .homeIndicatorIPhone(top: 59),
            keys: .fullScreenIPhone, ios: "16.0",
            Cite.hig, Cite.deviceFrame, Cite.cslCool, Cite.telegram, Cite.regram, Cite.wikiIPhone14, Cite.dnaIOS16
        ).adding(Measured.faceIDIPhone(top: 59, keyboard: 335, 208, "apple-iphone-16.json")),
        // 430x932 @3x: HIG. Safe area: device_frame (15 Pro Max, 16 Plus). Keyboard: Telegram's 14 Pro Max
        // profile (302 + 44; 172 + 37), which Regram maps the 15 Plus, 15 Pro Max and 16 Plus to.
        .iPhone(
            "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", points: 430, 932, scale: 3,
            .homeIndicatorIPhone(top: 59), keys: .wideFullScreenIPhone, ios: "16.0",
            Cite.hig, Cite.deviceFrame, Cite.telegram, Cite.regram, Cite.wikiIPhone14, Cite.dnaIOS16
        ).adding(Measured.faceIDIPhone(top: 59, keyboard: 345, 208, "apple-iphone-16-plus.json")),
        // 402x874 @3x: HIG (the iPhone 17 and 17 Pro share it: the iOS 26.5 probe measures them as the 16 Pro).
        // Safe area: device_frame (16 Pro). Keyboard: Regram, a Telegram fork (292 + 44; 172 + 37). From iOS 26.2
        // the iPhone 17's logged 335, from 26.5 the probe's values (DeviceTable+iOS26.swift).
        .iPhone(
            "iPhone 16 Pro, 17, 17 Pro", points: 402, 874, scale: 3, .homeIndicatorIPhone(top: 62),
            keys: .fullScreenIPhone, ios: "18.0",
            Cite.hig, Cite.deviceFrame, Cite.regram, Cite.faxtyIOS18
        ).adding(
            Measured.iPhone17OnIOS26_2,
            Measured.faceIDIPhone(
                top: 62, keyboard: 335, 208, "apple-iphone-16-pro.json", "apple-iphone-17.json",
                "apple-iphone-17-pro.json")),
        // 440x956 @3x: HIG (the iPhone 17 Pro Max shares it; the iOS 26.5 probe measures it as the 16 Pro Max).
        // Safe area: device_frame (16 Pro Max). Keyboard: Regram (302 + 44; 172 + 37); rainbow-me/rainbow guesses
        // 318 without the bar.
        .iPhone(
            "iPhone 16 Pro Max, 17 Pro Max", points: 440, 956, scale: 3, .homeIndicatorIPhone(top: 62),
            keys: .wideFullScreenIPhone, ios: "18.0",
            Cite.hig, Cite.deviceFrame, Cite.regram, Cite.faxtyIOS18
        ).adding(
            Measured.faceIDIPhone(
                top: 62, keyboard: 345, 208, "apple-iphone-16-pro-max.json", "apple-iphone-17-pro-max.json")),
        // 420x912 @3x: the iPhone Air, which shipped with iOS 26 (first iOS not confirmed to the point release).
        // No source before the iOS 26.5 probe: its values are the row's only ones (68 pt island band, 345 / 208).
        .iPhone(
            "iPhone Air", points: 420, 912, scale: 3, .homeIndicatorIPhone(top: 68), keys: nil, ios: "26.0"
        ).measuredOnly(Measured.faceIDIPhone(top: 68, keyboard: 345, 208, "apple-iphone-air.json")),
    ]

    /// The iPad rows; of two rows with one size, the current one first.
    static let iPads: [DeviceModel] = [
        // 768x1024 @2x: HIG (9.7-inch iPad, Air, Pro; 7.9-inch mini). Safe area: SnapshotTesting iPadMini/iPad9_7,
        // SwiftUI-Simulator, CSDN (landscape top 20). Keyboard: Telegram (263 + 50; 348 + 50). First iOS: the
        // iPad (3rd gen) shipped with iOS 5 (Wikipedia); 5.1 not verified. The @1x iPad, iPad 2 and first mini
        // (same points) never ran iOS 11 and are left out.
        .iPad(
            "iPad (3rd gen), iPad (4th gen), iPad (5th gen), iPad (6th gen), Air, Air 2, mini 2, mini 3, mini 4, "
                + "mini 5, Pro 9.7-inch", points: 768, 1024, scale: 2, .homeButtonIPad,
            keys: .smallHomeButtonIPad, ios: "5.1",
            Cite.hig, Cite.snapshotTesting, Cite.csdnIPad, Cite.telegram, Cite.wikiIPad3),
        // 810x1080 @2x: HIG. Safe area: SnapshotTesting iPad10_2, SwiftUI-Simulator iPad_9th, CSDN. Keyboard:
        // Telegram iPad102Inch (263 + 50; 348 + 50).
        .iPad(
            "iPad (7th gen), iPad (8th gen), iPad (9th gen)", points: 810, 1080, scale: 2, .homeButtonIPad,
            keys: .smallHomeButtonIPad, ios: "13.1",
            Cite.hig, Cite.snapshotTesting, Cite.csdnIPad, Cite.telegram, Cite.wikiIPadOS13),
        // 834x1112 @2x: HIG (the 2019 HIG prints 834x1194 for the 10.5-inch Pro, a slip: its pixels and every
        // other source give 1112). Safe area: SnapshotTesting iPadPro10_5, SwiftUI-Simulator, CSDN. Keyboard:
        // Telegram iPadPro10Inch (263 + 50; 348 + 50). First iOS: not found in a stored source.
        .iPad(
            "iPad Pro 10.5-inch, Air (3rd gen)", points: 834, 1112, scale: 2, .homeButtonIPad,
            keys: .smallHomeButtonIPad, ios: "10.3.2",
            Cite.hig, Cite.snapshotTesting, Cite.csdnIPad, Cite.telegram),
        // 820x1180 @2x: HIG (Air 10.9-inch and 11-inch, iPad 11-inch; the 10.9-inch iPad (10th gen) has the
        // same panel per DeviceKit). Safe area: SwiftUI-Simulator iPadAir_4th, CSDN's rule (24 and 20 on iPads
        // without a home button); device_frame says 20/0. Keyboard: no source. First iOS: 14.1 not verified.
        .iPad(
            "iPad Air (4th gen), Air (5th gen), Air 11-inch (M2), Air 11-inch (M3), Air 11-inch (M4), "
                + "iPad (10th gen), iPad (A16), iPad 11-inch (A16)", points: 820, 1180, scale: 2, .homeIndicatorIPad,
            keys: nil, ios: "14.1",
            Cite.hig, Cite.swiftUISimulator, Cite.csdnIPad, Cite.deviceKit
        ).adding(
            Measured.faceIDIPad(
                keyboard: 337, 422, "apple-ipad-10.json", "apple-ipad-a16.json", "apple-ipad-air-11-m2.json",
                "apple-ipad-air-11-m4.json")),
        // 834x1194 @2x: HIG. Safe area: SnapshotTesting iPadPro11, SwiftUI-Simulator iPadPro_11. Keyboard:
        // Telegram iPadPro11Inch (283 + 50; 368 + 50).
        .iPad(
            "iPad Pro 11-inch (1st gen), Pro 11-inch (2nd gen), Pro 11-inch (3rd gen), Pro 11-inch (4th gen)",
            points: 834, 1194, scale: 2, .homeIndicatorIPad, keys: DockedKeys(283, 368, bars: 50, 50), ios: "12.1",
            Cite.hig, Cite.snapshotTesting, Cite.swiftUISimulator, Cite.telegram, Cite.wikiIPadPro3),
        // 1024x1366 @2x with a home indicator: HIG. Safe area: SwiftUI-Simulator iPadPro_12_9, device_frame
        // (12.9-inch gen 4). Keyboard: Telegram iPadPro3rdGen (348 + 50; 441 + 50). Listed before the
        // home-button row of the same size: the models iPadOS still supports.
        .iPad(
            "iPad Pro 12.9-inch (3rd gen), Pro 12.9-inch (4th gen), Pro 12.9-inch (5th gen), "
                + "Pro 12.9-inch (6th gen), Air 13-inch (M2), Air 13-inch (M3), Air 13-inch (M4)", points: 1024, 1366,
            scale: 2, .homeIndicatorIPad, keys: DockedKeys(348, 441, bars: 50, 50), ios: "12.1",
            Cite.hig, Cite.swiftUISimulator, Cite.deviceFrame, Cite.telegram, Cite.wikiIPadPro3
        ).adding(Measured.faceIDIPad(keyboard: 403, 498, "apple-ipad-air-13-m2.json", "apple-ipad-air-13-m4.json")),
        // 1024x1366 @2x with a home button: HIG. Safe area: SnapshotTesting iPadPro12_9, device_frame (gen 2),
        // CSDN. Keyboard: Telegram iPadPro (328 + 50; 421 + 50). First iOS: 9.1 not verified (iOS 9 is).
        .iPad(
            "iPad Pro 12.9-inch (1st gen), Pro 12.9-inch (2nd gen)", points: 1024, 1366, scale: 2, .homeButtonIPad,
            keys: DockedKeys(328, 421, bars: 50, 50), ios: "9.1",
            Cite.hig, Cite.snapshotTesting, Cite.csdnIPad, Cite.telegram, Cite.gadgetDBIPadPro),
        // 744x1133 @2x: HIG (8.3-inch mini). Safe area: SwiftUI-Simulator iPadMini_6th. Keyboard: Telegram
        // iPadMini6thGen (328 + 50; 368 + 50), one source only. First iOS: 15.0 not verified.
        .iPad(
            "iPad mini (6th gen), mini (A17 Pro)", points: 744, 1133, scale: 2, .homeIndicatorIPad,
            keys: DockedKeys(328, 368, bars: 50, 50), ios: "15.0",
            Cite.hig, Cite.swiftUISimulator, Cite.telegram
        ).adding(Measured.faceIDIPad(keyboard: 340, 428, "apple-ipad-mini.json")),
        // 834x1210 @2x: HIG (11-inch 5th and 6th gen). Safe area: device_frame (11-inch M4) in portrait; its
        // landscape (24 left and right, none at the top) contradicts every other iPad source, which keep 24/20.
        // Keyboard: no source. First iOS: 17.5 not verified.
        .iPad(
            "iPad Pro 11-inch (M4), Pro 11-inch (M5)", points: 834, 1210, scale: 2, .homeIndicatorIPad, keys: nil,
            ios: "17.5",
            Cite.hig, Cite.deviceFrame, Cite.swiftUISimulator
        ).adding(Measured.faceIDIPad(keyboard: 340, 428, "apple-ipad-pro-11-m4.json", "apple-ipad-pro-11-m5.json")),
        // 1032x1376 @2x: HIG (13-inch). Safe area: device_frame (13-inch M4) in portrait; landscape as the row
        // above. Keyboard: no source. First iOS: 17.5 not verified.
        .iPad(
            "iPad Pro 13-inch (M4), Pro 13-inch (M5)", points: 1032, 1376, scale: 2, .homeIndicatorIPad, keys: nil,
            ios: "17.5",
            Cite.hig, Cite.deviceFrame, Cite.swiftUISimulator
        ).adding(Measured.faceIDIPad(keyboard: 403, 498, "apple-ipad-pro-13-m4.json", "apple-ipad-pro-13-m5.json")),
    ]
}

extension DeviceFamily {
    /// The family of a screen of `size` points (either orientation): the device table's row for it, else an iPad
    /// when the shorter side is 600 pt or more (docs/device-table.md).
    public static func of(screen size: Size) -> DeviceFamily {
        if let row = DeviceTable.models(matching: size).first { return row.family }
        return min(size.width, size.height) >= 600 ? .iPad : .iPhone
    }
}
