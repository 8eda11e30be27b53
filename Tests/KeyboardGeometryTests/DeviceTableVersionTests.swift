import KeyboardGeometry
import Testing

/// The device table keyed by iOS version (docs/device-table.md, "Keyed by iOS version"): metric by metric, the
/// latest entry at or before the version; before the earliest, the earliest with an `assumed` line; without a
/// version, the latest. Numbers from the sources, cited at each check.
struct DeviceTableVersionTests {
    /// Every marketing name of 2024-26 finds its row, by its screen in points (Apple's HIG sizes; the probe's
    /// `portraitSize` in flutter_device_preview's device_specs for the iOS 26.5 simulators).
    @Test(arguments: [
        ("iPhone 16", 393.0, 852.0), ("iPhone 16 Plus", 430, 932), ("iPhone 16 Pro", 402, 874),
        ("iPhone 16 Pro Max", 440, 956), ("iPhone 16e", 390, 844), ("iPhone 17", 402, 874),
        ("iPhone 17 Pro", 402, 874), ("iPhone 17 Pro Max", 440, 956), ("iPhone Air", 420, 912),
        ("iPhone 17e", 390, 844), ("iPad (A16)", 820, 1180), ("iPad Air 11-inch (M2)", 820, 1180),
        ("iPad Air 11-inch (M4)", 820, 1180), ("iPad Air 13-inch (M2)", 1024, 1366),
        ("iPad Air 13-inch (M4)", 1024, 1366), ("iPad Pro 11-inch (M4)", 834, 1210),
        ("iPad Pro 11-inch (M5)", 834, 1210), ("iPad Pro 13-inch (M4)", 1032, 1376),
        ("iPad Pro 13-inch (M5)", 1032, 1376), ("iPad mini (A17 Pro)", 744, 1133),
    ])
    func everyCurrentNameHasItsRow(_ name: String, _ width: Double, _ height: Double) throws {
        let found = try #require(DeviceTable.named(name))
        #expect(found.name == name)
        #expect(found.model.portraitSize == Size(width: width, height: height))
    }

    /// The 402 x 874 row (iPhone 16 Pro, 17, 17 Pro): the tables' 336 from iOS 18.0 (Regram: 292 + 44), issue
    /// 1284's 335 from 26.2 (a device), the probe's 335 from 26.5; the safe area's landscape bottom 21 until the
    /// probe's 20 at 26.5.
    @Test func metricByMetric() throws {
        let row = try #require(DeviceTable.named("iPhone 17")).model
        let on18 = row.resolved(osVersion: OSVersion(18, 0), landscape: false)
        #expect(on18.keyboardHeight == 336)
        #expect(on18.safeAreaInsets == Insets(top: 62, bottom: 34))
        #expect(on18.assumed.isEmpty)
        let on26_2 = row.resolved(osVersion: OSVersion(26, 2), landscape: false)
        #expect(on26_2.keyboardHeight == 335)
        #expect(on26_2.sources.map(\.measuredOn) == [.tables, .device])
        let landscape26_4 = row.resolved(osVersion: OSVersion(26, 4), landscape: true)
        #expect(landscape26_4.safeAreaInsets == Insets(left: 62, bottom: 21, right: 62))
        #expect(landscape26_4.keyboardHeight == 209)
        let landscape26_5 = row.resolved(osVersion: OSVersion(26, 5, 1), landscape: true)
        #expect(landscape26_5.safeAreaInsets == Insets(left: 62, bottom: 20, right: 62))
        #expect(landscape26_5.keyboardHeight == 208)
        #expect(landscape26_5.points == Size(width: 874, height: 402))
    }

    /// Before the earliest entry: the iPhone Air's only entry is the probe's (iOS 26.5), so iOS 26.0 takes it and
    /// says so, once for each metric; without a version the latest, said once.
    @Test func beforeTheEarliestAndWithoutAVersion() throws {
        let air = try #require(DeviceTable.named("iPhone Air")).model
        let early = air.resolved(osVersion: OSVersion(26, 0), landscape: false)
        #expect(early.keyboardHeight == 345)
        #expect(early.safeAreaInsets == Insets(top: 68, bottom: 34))
        #expect(early.assumed.count == 2)
        let latest = air.resolved(osVersion: nil, landscape: false)
        #expect(latest.assumed.count == 1)
        #expect(latest.osVersion == nil)
    }

    /// A scene that gives no version takes each row's latest values, as the design's lookup does ("without a
    /// version, the latest"), and says so in `assumed`. The iPhone 15 row (393 x 852): its latest entry is the iOS
    /// 26.5 probe's (apple-iphone-16.json): 335 in portrait and 208 in landscape, where Telegram's 14 Pro profile
    /// gave 292 + 44 = 336 and 172 + 37 = 209 (which iOS 18.0 still gets); 59 / 34 in portrait either way. The
    /// 820 x 1180 iPad: its earliest entry has no keyboard, its latest the probe's 337 (apple-ipad-a16.json), which
    /// the streams' default then takes in place of the family's 313.
    @Test func aSceneWithoutAVersion() throws {
        let fifteen = try #require(DeviceTable.named("iPhone 15")).model
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        let phone = Window(frame: screen, safeAreaInsets: Insets(top: 59, bottom: 34))
        let docked = KeyboardHeights.dockedOnDevice(screen: screen, window: phone, osVersion: nil)
        #expect(docked.height == 335)
        #expect(docked.device?.safeAreaInsets == Insets(top: 59, bottom: 34))
        #expect(docked.device?.assumed.first?.contains("no iOS version given: the latest values") == true)
        let turned = Rect(x: 0, y: 0, width: 852, height: 393)
        #expect(KeyboardHeights.docked(screen: turned, window: Window(frame: turned), osVersion: nil) == 208)
        #expect(KeyboardHeights.docked(screen: screen, window: phone, osVersion: OSVersion(18, 0)) == 336)
        let landscape = fifteen.resolved(osVersion: nil, landscape: true)
        #expect(landscape.safeAreaInsets == Insets(left: 59, bottom: 20, right: 59))
        let window = Window(frame: Rect(x: 0, y: 0, width: 820, height: 1180))
        #expect(KeyboardHeights.docked(screen: Rect(x: 0, y: 0, width: 820, height: 1180), window: window) == 337)
    }

    /// Every row's earliest entry is the row's values as the table gave them before it was keyed by version.
    @Test func theEarliestEntryIsTheRowsOldValues() {
        for row in DeviceTable.models {
            let first = row.metrics.first
            #expect(first?.safeAreaPortrait == row.safeAreaPortrait, "\(row.name)")
            #expect(first?.safeAreaLandscape == row.safeAreaLandscape, "\(row.name)")
            #expect(first?.keyboardPortrait == row.keyboardPortrait, "\(row.name)")
            #expect(first?.keyboardLandscape == row.keyboardLandscape, "\(row.name)")
            #expect(row.metrics.map(\.since) == row.metrics.map(\.since).sorted(), "\(row.name)")
        }
    }
}
