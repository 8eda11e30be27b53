import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import Testing

/// `GET /v1/devices` (docs/device-table.md, "Keyed by iOS version"): the device table, and one device resolved
/// for a name or a size, an iOS version and an orientation; in process and live. The expected numbers are the
/// sources' own, cited above each check: flutter_device_preview's device_specs at commit 865952b (a probe app on
/// the iOS 26.5 simulators: `portraitPadding`, `landscapePadding`, `portraitKeyboardHeight`,
/// `landscapeKeyboardHeight`), react-native-keyboard-controller issue 1284 (an iPhone 17 on iOS 26.2), and for
/// iOS 18 the table's earlier values (docs/device-table.md's first table).
@Suite struct DevicesEndpointTests {
    static func device(_ client: KeyboardLayoutClient, _ query: String) throws -> JSONValue {
        let answer = try client.get("/v1/devices?" + query)
        guard answer.status == 200 else { throw TestFailure("devices answered \(answer.status): \(answer.text)") }
        guard let device = try answer.json()["device"] else { throw TestFailure("no device: \(answer.text)") }
        return device
    }

    /// The probe's values, held back from the table's code: (name, orientation, width, height, top, left, bottom,
    /// right, keyboard). iPhones: portraitPadding {top T, bottom 34}, landscapePadding {left T, bottom 20, right T};
    /// iPads: {top 32, bottom 25} in both. Landscape points are the portrait ones turned.
    static let probe26_5: [(String, String, Double, Double, Double, Double, Double, Double, Double)] = [
        // apple-iphone-17.json: 402 x 874, top 62; keyboards 335 / 208.
        ("iPhone 17", "portrait", 402, 874, 62, 0, 34, 0, 335),
        ("iPhone 17", "landscape", 874, 402, 0, 62, 20, 62, 208),
        // apple-iphone-17-pro.json: as the 17.
        ("iPhone 17 Pro", "portrait", 402, 874, 62, 0, 34, 0, 335),
        // apple-iphone-17-pro-max.json: 440 x 956, top 62; 345 / 208.
        ("iPhone 17 Pro Max", "portrait", 440, 956, 62, 0, 34, 0, 345),
        ("iPhone 17 Pro Max", "landscape", 956, 440, 0, 62, 20, 62, 208),
        // apple-iphone-air.json: 420 x 912, top 68; 345 / 208.
        ("iPhone Air", "portrait", 420, 912, 68, 0, 34, 0, 345),
        ("iPhone Air", "landscape", 912, 420, 0, 68, 20, 68, 208),
        // apple-iphone-17e.json: 390 x 844, top 47; 335 / 208.
        ("iPhone 17e", "portrait", 390, 844, 47, 0, 34, 0, 335),
        // apple-iphone-16.json: 393 x 852, top 59; 335 / 208. apple-iphone-16-plus.json: 430 x 932; 345.
        ("iPhone 16", "landscape", 852, 393, 0, 59, 20, 59, 208),
        ("iPhone 16 Plus", "portrait", 430, 932, 59, 0, 34, 0, 345),
        // apple-iphone-se-3.json: 375 x 667, top 20 in portrait, none in landscape; 260 / 206.
        ("iPhone SE (3rd gen)", "landscape", 667, 375, 0, 0, 0, 0, 206),
        // apple-ipad-pro-13-m5.json: 1032 x 1376; 403 / 498.
        ("iPad Pro 13-inch (M5)", "portrait", 1032, 1376, 32, 0, 25, 0, 403),
        ("iPad Pro 13-inch (M5)", "landscape", 1376, 1032, 32, 0, 25, 0, 498),
        // apple-ipad-pro-11-m5.json: 834 x 1210; 340 / 428.
        ("iPad Pro 11-inch (M5)", "landscape", 1210, 834, 32, 0, 25, 0, 428),
        // apple-ipad-a16.json and apple-ipad-air-11-m4.json: 820 x 1180; 337 / 422.
        ("iPad (A16)", "portrait", 820, 1180, 32, 0, 25, 0, 337),
        ("iPad Air 11-inch (M4)", "landscape", 1180, 820, 32, 0, 25, 0, 422),
        // apple-ipad-air-13-m4.json: 1024 x 1366; 403 / 498.
        ("iPad Air 13-inch (M4)", "portrait", 1024, 1366, 32, 0, 25, 0, 403),
        // apple-ipad-mini.json: the iPad mini (A17 Pro), 744 x 1133; 340 / 428.
        ("iPad mini (A17 Pro)", "landscape", 1133, 744, 32, 0, 25, 0, 428),
    ]

    /// Every held-back probe value comes back exactly on iOS 26.5, each named as asked, the safe area and the
    /// keyboard citing the probe's file on a simulator.
    @Test(arguments: transports) func theProbesValuesOnIOS26_5(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            for (name, orientation, w, h, top, left, bottom, right, keyboard) in Self.probe26_5 {
                let query =
                    "name=\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name)"
                    + "&osVersion=26.5&orientation=\(orientation)"
                let d = try Self.device(client, query)
                #expect(d.string("name") == name)
                #expect(d.string("osVersion") == "26.5")
                #expect(d.string("orientation") == orientation)
                #expect(d.number("points", "width") == w && d.number("points", "height") == h, "\(name)")
                #expect(d.number("safeAreaInsets", "top") == top, "\(name) \(orientation)")
                #expect(d.number("safeAreaInsets", "left") == left, "\(name) \(orientation)")
                #expect(d.number("safeAreaInsets", "bottom") == bottom, "\(name) \(orientation)")
                #expect(d.number("safeAreaInsets", "right") == right, "\(name) \(orientation)")
                #expect(d.number("keyboardHeight") == keyboard, "\(name) \(orientation)")
                let sources = d.at("sources")?.arrayElements ?? []
                #expect(sources.count == 2)
                for s in sources {
                    #expect(s["measuredOn"]?.stringValue == "simulator")
                    #expect(s["since"]?.stringValue == "26.5")
                    #expect(s["source"]?.stringValue?.contains("flutter_device_preview/blob/865952b") == true)
                }
                #expect(d.at("assumed")?.arrayElements?.isEmpty == true)
            }
        }
    }

    /// The same devices on iOS 18.0, where the table had them: its values before iOS 26. The 16 Pro row (402 x 874,
    /// which the iPhone 17 shares): 62 / 34 in portrait and 62 / 21 / 62 in landscape (device_frame's 16 Pro);
    /// Regram's 292 + 44 = 336 in portrait and 172 + 37 = 209 in landscape. The 13-inch M4 iPad Pro: 24 / 20
    /// (the home-indicator iPads' rule); no keyboard before iOS 26.5, so the earliest, 403, and `assumed` says so.
    @Test(arguments: transports) func iOS18KeepsTheEarlierValues(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let portrait = try Self.device(client, "name=iPhone%2017&osVersion=18.0")
            #expect(portrait.string("orientation") == "portrait")
            #expect(portrait.number("safeAreaInsets", "top") == 62)
            #expect(portrait.number("safeAreaInsets", "bottom") == 34)
            #expect(portrait.number("keyboardHeight") == 336)
            #expect(portrait.string("sources", 0, "measuredOn") == "tables")
            #expect(portrait.string("sources", 0, "since") == "18.0")
            let landscape = try Self.device(client, "name=iPhone%2016%20Pro&osVersion=18.0&orientation=landscape")
            #expect(landscape.number("safeAreaInsets", "left") == 62)
            #expect(landscape.number("safeAreaInsets", "bottom") == 21)
            #expect(landscape.number("keyboardHeight") == 209)
            // The iPhone 15 row (393 x 852): 59 / 34, Telegram's 14 Pro profile 292 + 44 = 336.
            let fifteen = try Self.device(client, "name=iphone%2015&osVersion=18.0")
            #expect(fifteen.string("name") == "iPhone 15")
            #expect(fifteen.number("safeAreaInsets", "top") == 59)
            #expect(fifteen.number("keyboardHeight") == 336)
            let iPad = try Self.device(client, "name=iPad%20Pro%2013-inch%20(M4)&osVersion=18.0")
            #expect(iPad.number("safeAreaInsets", "top") == 24)
            #expect(iPad.number("safeAreaInsets", "bottom") == 20)
            #expect(iPad.number("keyboardHeight") == 403)
            let assumed = iPad.at("assumed")?.arrayElements?.compactMap(\.stringValue) ?? []
            #expect(assumed.count == 1)
            #expect(assumed.first?.contains("iOS 18.0 is before the earliest keyboardHeight") == true)
        }
    }

    /// Between the sources: an iPhone 17 on iOS 26.2 logs willShow at 335 (issue 1284, a device), so from 26.2 the
    /// keyboard is 335 while the safe area keeps the earlier sources' 62 / 34 (the probe's 26.5 values start at
    /// 26.5); on 26.0 the keyboard is still the earlier 336. Without a version: the latest (26.5), said in
    /// `assumed`. A size instead of a name: 1180 x 820 is the 820 x 1180 iPad row in landscape, named by its first
    /// model, the probe's 422.
    @Test(arguments: transports) func versionsBetweenAndWithout(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let onDevice = try Self.device(client, "name=iPhone%2017&osVersion=26.2")
            #expect(onDevice.number("keyboardHeight") == 335)
            #expect(onDevice.string("sources", 1, "metric") == "keyboardHeight")
            #expect(onDevice.string("sources", 1, "measuredOn") == "device")
            #expect(
                onDevice.string("sources", 1, "source")?.hasSuffix("react-native-keyboard-controller/issues/1284")
                    == true)
            #expect(onDevice.string("sources", 0, "since") == "18.0")
            #expect(try Self.device(client, "name=iPhone%2017&osVersion=26.0").number("keyboardHeight") == 336)
            let latest = try Self.device(client, "name=iPhone%20Air")
            #expect(latest.at("osVersion")?.isNull == true)
            #expect(latest.number("keyboardHeight") == 345)
            #expect(latest.string("assumed", 0)?.hasPrefix("no iOS version given") == true)
            let bySize = try Self.device(client, "width=1180&height=820&osVersion=26.5")
            #expect(bySize.string("name") == "iPad Air (4th gen)")
            #expect(bySize.string("orientation") == "landscape")
            #expect(bySize.number("keyboardHeight") == 422)
            #expect(bySize.string("family") == "iPad")
            #expect(bySize.number("scale") == 2)
        }
    }

    /// The whole table: one object a row, the 402 x 874 row with three entries in `since` order (the tables from
    /// 18.0, issue 1284 from 26.2, the probe from 26.5), the iPhone Air's row with the probe's entry only.
    @Test(arguments: transports) func theTable(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let answer = try client.get("/v1/devices")
            #expect(answer.status == 200)
            let rows = try answer.json()["devices"]?.arrayElements ?? []
            let sixteenPro = rows.first { $0.string("names", 0) == "iPhone 16 Pro" }
            #expect(
                sixteenPro?.at("names")?.arrayElements?.compactMap(\.stringValue)
                    == ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"])
            #expect(
                sixteenPro?.at("metrics")?.arrayElements?.compactMap { $0["since"]?.stringValue }
                    == ["18.0", "26.2", "26.5"])
            #expect(sixteenPro?.at("metrics", 1, "safeAreaPortrait")?.isNull == true)
            #expect(sixteenPro?.number("metrics", 1, "keyboardPortrait") == 335)
            let air = rows.first { $0.string("names", 0) == "iPhone Air" }
            #expect(air?.at("metrics")?.arrayElements?.count == 1)
            #expect(air?.string("metrics", 0, "measuredOn") == "simulator")
        }
    }

    /// An unknown name is a 404 naming the closest names ("iPhone 17 Pro Mux" is one letter from "iPhone 17 Pro
    /// Max"); a size no row has, a 404 naming the closest sizes; a bad query, a 400 naming each parameter at fault.
    @Test(arguments: transports) func unknownAndBadQueries(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let unknown = try client.get("/v1/devices?name=iPhone%2017%20Pro%20Mux")
            #expect(unknown.status == 404)
            #expect(unknown.headers[.contentType] == "application/problem+json")
            #expect(try unknown.json().string("detail")?.contains("'iPhone 17 Pro Max'") == true)
            let size = try client.get("/v1/devices?width=401&height=875")
            #expect(size.status == 404)
            #expect(try size.json().string("detail")?.contains("402 x 874") == true)
            for (query, parameter) in [
                ("name=iPhone%2017&osVersion=twenty-six", "?osVersion="),
                ("name=iPhone%2017&orientation=sideways", "?orientation="),
                ("width=402", "?height="),
                ("name=iPhone%2017&width=402&height=874", "?name="),
                ("name=iPhone%2017&colour=blue", "?colour="),
                ("width=402&height=1e300", "?height="),
                ("width=874&height=402&orientation=portrait", "?orientation="),
                ("osVersion=26.5", "?name="),
            ] {
                let bad = try client.get("/v1/devices?" + query)
                #expect(bad.status == 400, "\(query)")
                #expect(bad.headers[.contentType] == "application/problem+json")
                let messages = try bad.json().at("errors")?.arrayElements?.compactMap { $0["message"]?.stringValue }
                #expect(messages?.contains { $0.hasPrefix(parameter) } == true, "\(query): \(messages ?? [])")
            }
            let post = try client.post("/v1/devices", body: "{}")
            #expect(post.status == 405)
        }
    }

    /// Streams on an iOS 26.5 scene use the 26.5 heights: a full-screen iPhone 17 (402 x 874) with no notification
    /// takes the probe's 335 and names the row and version; on iOS 26.5 an iPad Pro 13-inch (1032 x 1376) takes
    /// 403 (the table had no keyboard for it: 313 before, the family default).
    @Test(arguments: transports) func streamsUseTheVersion(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            func scene(_ w: Int, _ h: Int, _ version: String) -> String {
                #"{"screen": {"bounds": [0, 0, \#(w), \#(h)], "scale": 2, "osVersion": "\#(version)"}, "window": {"frame": [0, 0, \#(w), \#(h)]}, "views": [{"id": "root", "frame": [0, 0, \#(w), \#(h)]}], "behaviors": []}"#
            }
            let iPhone = try StreamsEndpointTests.streams(client, Array(scene(402, 874, "26.5").utf8))
            #expect(iPhone.number("keyboardHeight") == 335)
            #expect(iPhone.string("keyboardHeightFrom") == "default")
            #expect(iPhone.string("keyboardHeightDevice", "name") == "iPhone 16 Pro")
            #expect(iPhone.string("keyboardHeightDevice", "osVersion") == "26.5")
            let iPad = try StreamsEndpointTests.streams(client, Array(scene(1032, 1376, "26.5").utf8))
            #expect(iPad.number("keyboardHeight") == 403)
            // iOS 18 on the iPhone: the earlier 336.
            let before = try StreamsEndpointTests.streams(client, Array(scene(402, 874, "18.0").utf8))
            #expect(before.number("keyboardHeight") == 336)
        }
    }
}

/// A scene without `screen.osVersion` and without a notification: the answer's `keyboardHeight` is the device
/// table's latest, and each stream whose sources name a version is generated for that version, its keyboard the
/// table's at it (docs/devices.md, "The keyboard's height"). The scene: an iPhone 15, 393 x 852, a 59 / 34 pt safe area;
/// its row ("iPhone 14 Pro, 15, 15 Pro, 16", docs/device-table.md) gives from iOS 16.0 Telegram's 292 + 44 = 336
/// in portrait and 172 + 37 = 209 in landscape, and from iOS 26.5 the probe's 335 and 208 (apple-iphone-16.json).
@Suite struct StreamsAtTheirSourcesVersionTests {
    static func iPhone15(_ version: String?, notification: String = "") -> [UInt8] {
        let os = version.map { #", "osVersion": "\#($0)""# } ?? ""
        return Array(
            #"{\#(notification)"screen": {"bounds": [0, 0, 393, 852], "scale": 3\#(os)}, "window": {"frame": [0, 0, 393, 852], "safeAreaInsets": {"top": 59, "bottom": 34}}, "views": [{"id": "root", "frame": [0, 0, 393, 852]}], "behaviors": []}"#
                .utf8)
    }

    static func heights(_ answer: JSONValue, _ name: String) throws -> [Double] {
        SecondBatchStreamsTests.willShowHeights(try StreamsEndpointTests.stream(answer, name))
    }

    static func assumed(_ answer: JSONValue, _ name: String) throws -> [String] {
        (try StreamsEndpointTests.stream(answer, name).at("assumed")?.arrayElements ?? []).compactMap(\.stringValue)
    }

    /// Without a version: the answer's keyboardHeight is the latest, 335.
    /// - secure-field-double-show (PR 557 names iOS 17): the row at iOS 17 is the 16.0 entry's 336, so the first
    ///   show is 336 - 45 = 291 and the second 336: PR 331's own 291 then 336 on an iPhone 15 Pro (same screen).
    /// - duplicate-willShow (issue 276, iOS 9): 9.0 is before the row's first entry (16.0), so that one's 336,
    ///   twice (the second willShow's frames equal), and `assumed` says the earliest was taken.
    /// - cross-fade-early-didShow (issue 1242, iOS 26.1): before the 26.5 entry, so 336.
    /// - hide-reversed-half-way (PR 10006, iOS 27): the 26.5 entry, the latest, 335.
    /// - rotation (thread 5706, iOS 8.3): before the first entry, 336 in portrait, then the turned screen's
    ///   landscape keyboard at 8.3, the first entry's 209.
    /// - two-keyboard-managers names no version in its entry: the latest, 335, then 335 + 34 = 369.
    /// With osVersion 26.5 every stream takes 335: secure-field-double-show 290 then 335. With a notification
    /// ending 300 high the notification's height stands for every stream: 255 then 300.
    @Test(arguments: transports) func eachStreamAtItsSourcesVersion(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        try KeyboardLayoutClient.with(transport) { client in
            let none = try StreamsEndpointTests.streams(client, Self.iPhone15(nil))
            #expect(none.number("keyboardHeight") == 335)
            #expect(none.string("keyboardHeightFrom") == "default")
            #expect(try Self.heights(none, "secure-field-double-show") == [291, 336])
            #expect(
                try Self.assumed(none, "secure-field-double-show").contains(
                    "keyboard height: 336 pt, the device table's iPhone 14 Pro at iOS 17, the latest version its "
                        + "sources show (PR 557 names iOS 17), as the scene gives no iOS version; the answer's "
                        + "keyboardHeight, 335 pt, is the table's latest"))
            #expect(try Self.heights(none, "duplicate-willShow") == [336, 336])
            #expect(
                try Self.assumed(none, "duplicate-willShow").contains(
                    "iOS 9 is before the earliest keyboard height the device table has for iPhone 14 Pro (iOS "
                        + "16.0): that one is taken"))
            #expect(try Self.heights(none, "cross-fade-early-didShow") == [336])
            #expect(try Self.heights(none, "hide-reversed-half-way") == [335])
            #expect(try Self.heights(none, "rotation") == [336, 209])
            #expect(try Self.heights(none, "two-keyboard-managers") == [335, 369])
            #expect(try !Self.assumed(none, "two-keyboard-managers").contains { $0.hasPrefix("keyboard height:") })

            let given = try StreamsEndpointTests.streams(client, Self.iPhone15("26.5"))
            #expect(given.number("keyboardHeight") == 335)
            #expect(try Self.heights(given, "secure-field-double-show") == [290, 335])
            #expect(try !Self.assumed(given, "secure-field-double-show").contains { $0.hasPrefix("keyboard height:") })
            #expect(try Self.heights(given, "two-keyboard-managers") == [335, 369])

            let note =
                #""notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameBeginUserInfoKey": [0, 852, 393, 300], "UIKeyboardFrameEndUserInfoKey": [0, 552, 393, 300], "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}}, "#
            let noted = try StreamsEndpointTests.streams(client, Self.iPhone15(nil, notification: note))
            #expect(noted.string("keyboardHeightFrom") == "notification")
            #expect(try Self.heights(noted, "secure-field-double-show") == [255, 300])
        }
    }
}

/// The second batch of iOS 26 streams (docs/devices.md, "Streams"), on their sources' devices and versions.
@Suite struct SecondBatchStreamsTests {
    static func iPhone17(_ version: String) -> [UInt8] {
        Array(
            #"{"screen": {"bounds": [0, 0, 402, 874], "scale": 3, "osVersion": "\#(version)"}, "window": {"frame": [0, 0, 402, 874], "safeAreaInsets": {"top": 62, "bottom": 34}}, "views": [{"id": "root", "frame": [0, 0, 402, 874]}], "behaviors": []}"#
                .utf8)
    }

    static func willShowHeights(_ stream: JSONValue) -> [Double] {
        (stream.at("request", "events")?.arrayElements ?? []).compactMap { e -> Double? in
            guard e.string("notification", "name") == "UIKeyboardWillShowNotification" else { return nil }
            return e.number("notification", "userInfo", "UIKeyboardFrameEndUserInfoKey", "height")
        }
    }

    /// react-native-keyboard-controller issue 1284, on its own device and version: an iPhone 17 (402 x 874, a
    /// 34 pt bottom safe area) on iOS 26.2, no notification given: the table's keyboard on 26.2 is the issue's
    /// 335, so the first willShow ends 335 high and the later one 335 + 34 = 369, the issue's two numbers. On
    /// 26.1 it does not apply (the source shows 26.2); on 26.5 it applies, carried, and says so; on an iPad not.
    @Test(arguments: transports) func twoKeyboardManagers(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let onSource = try StreamsEndpointTests.streams(client, Self.iPhone17("26.2"))
            let stream = try StreamsEndpointTests.stream(onSource, "two-keyboard-managers")
            #expect(Self.willShowHeights(stream) == [335, 369])
            #expect(stream.string("source")?.hasSuffix("react-native-keyboard-controller/issues/1284") == true)
            let before = try StreamsEndpointTests.streams(client, Self.iPhone17("26.1"))
            let reason = before.at("notApplicable")?.arrayElements?.first {
                $0["name"]?.stringValue == "two-keyboard-managers"
            }
            #expect(reason?["reason"]?.stringValue == "iOS 26.1: the source shows iOS 26.2 (issue 1284)")
            let later = try StreamsEndpointTests.stream(
                try StreamsEndpointTests.streams(client, Self.iPhone17("26.5")), "two-keyboard-managers")
            #expect(later.string("assumed", 0) == "iOS 26.5: carried from iOS 26.2, the version the source shows")
            #expect(Self.willShowHeights(later) == [335, 369])
        }
    }

    /// manaflow-ai/cmux PR 10006's constructed sequence (a developer's unit test, not a device log) on the test's
    /// own numbers: a 402 x 874 iPhone on iOS 27.0 whose streams request carries a willShow to (0, 574, 402, 300),
    /// so the streams' keyboard is the test's 300 pt one; a 44 pt bar resting on the 34 pt home indicator
    /// (y = 874 - 34 - 44 = 796) rides the keyboard. The stream's events: willShow from (0, 874) to (0, 574) at 0;
    /// willChangeFrame (0, 574) -> (0, 874) at 1; willChangeFrame (0, 720) -> (0, 574) at 1.175 (574 + 146 = 720,
    /// the test's reversal frame); didChangeFrame (0, 574) -> (0, 874) at 1.525, the hide's, late; the keyboard on
    /// the screen at (0, 574) at 1.525. Each notification 0.35 s, curve 0 (easeInOut), as the test posts them.
    /// The reference, by the design's rules, step by step:
    ///  0 willShow: docked and visible, it counts (rule 1); bar y = min(796, 574 - 44) = 530 (rule 5); animated,
    ///    0.35 s, options (0 << 16) | 4 = 4 (rule 9).
    ///  1 willChangeFrame to y 874: none of it on the 874 pt screen, not visible: the bar rests at 796; animated.
    ///  2 willChangeFrame to (0, 574): counts again, the bar at 530; animated.
    ///  3 didChangeFrame to y 874: rule 1 judges this notification's own end frame, below the screen, and rule 9
    ///    gives a did* its end frame's layout unanimated: the bar rests at 796, the keyboard not visible. The
    ///    reference follows the late notification (cmux ignores it as stale).
    ///  4 the keyboard still on the screen at 574, nobody told: the bar keeps 796 (its bottom 840, 840 - 574 = 266
    ///    pt under the keyboard's top), the keyboard visible, the step stale.
    /// On iOS 26.5 it does not apply (the source shows iOS 27); on 28.0 it applies, carried; on an iPad not.
    @Test(arguments: transports) func hideReversedHalfWay(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let body =
                #"{"notification": {"name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": [0, 574, 402, 300]}}, "screen": {"bounds": [0, 0, 402, 874], "scale": 3, "osVersion": "27.0"}, "window": {"frame": [0, 0, 402, 874], "safeAreaInsets": {"top": 62, "bottom": 34}}, "views": [{"id": "root", "frame": [0, 0, 402, 874]}, {"id": "bar", "parent": "root", "frame": [0, 796, 402, 44]}], "behaviors": [{"type": "attachToKeyboard", "view": "bar"}]}"#
            let answer = try StreamsEndpointTests.streams(
                client, Array(body.utf8), query: "?name=hide-reversed-half-way")
            #expect(answer.number("keyboardHeight") == 300)
            let stream = try StreamsEndpointTests.stream(answer, "hide-reversed-half-way")
            #expect(stream.string("source") == "https://github.com/manaflow-ai/cmux/pull/10006")
            let evidence = stream.string("evidence") ?? ""
            #expect(evidence.contains("a developer's constructed test sequence"))
            #expect(evidence.contains("not a device log"))
            #expect(evidence.contains("(0, 720, 402, 300)") && evidence.contains("0.35"))
            let events = stream.at("request", "events")?.arrayElements ?? []
            #expect(
                events.map { $0.string("notification", "name") ?? "keyboardOnScreen" } == [
                    "UIKeyboardWillShowNotification", "UIKeyboardWillChangeFrameNotification",
                    "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification", "keyboardOnScreen",
                ])
            #expect(events.compactMap { $0.number("at") } == [0, 1, 1.175, 1.525, 1.525])
            #expect(
                events.compactMap { $0.number("notification", "userInfo", "UIKeyboardFrameEndUserInfoKey", "y") } == [
                    574, 874, 574, 874,
                ])
            #expect(events[2].number("notification", "userInfo", "UIKeyboardFrameBeginUserInfoKey", "y") == 720)
            #expect(events[1].number("notification", "userInfo", "UIKeyboardAnimationDurationUserInfoKey") == 0.35)
            #expect(events[1].number("notification", "userInfo", "UIKeyboardAnimationCurveUserInfoKey") == 0)
            #expect(events[4].number("keyboardOnScreen", "y") == 574)
            let steps = stream.at("steps")?.arrayElements ?? []
            #expect(steps.map { $0.number("views", "bar", "frame", "y") } == [530, 796, 530, 796, 796])
            #expect(steps.map { $0.at("animation", "animated")?.boolValue } == [true, true, true, false, false])
            #expect(steps.map { $0.at("keyboard", "visible")?.boolValue } == [true, false, true, false, true])
            #expect(steps.map { $0.at("stale")?.boolValue ?? false } == [false, false, false, false, true])
            #expect(steps.first?.number("animation", "options") == 4)

            let before = try StreamsEndpointTests.streams(client, Self.iPhone17("26.5"))
            let reason = before.at("notApplicable")?.arrayElements?.first {
                $0["name"]?.stringValue == "hide-reversed-half-way"
            }
            #expect(
                reason?["reason"]?.stringValue
                    == "iOS 26.5: the source shows iOS 27 (manaflow-ai/cmux PR 10006 fixes its iOS 27 keyboard)")
            let later = try StreamsEndpointTests.stream(
                try StreamsEndpointTests.streams(client, Self.iPhone17("28.0")), "hide-reversed-half-way")
            // The catalogue adds the carried line after the stream's own assumptions.
            #expect(
                later.at("assumed")?.arrayElements?.last?.stringValue?.hasPrefix(
                    "carried to iOS 28.0, past its sources: PR 10006 names iOS 27") == true)
            let iPad = try StreamsEndpointTests.streams(
                client, try repositoryFile("Examples/ipad-split-view-chat.json"))
            let iPadReason = iPad.at("notApplicable")?.arrayElements?.first {
                $0["name"]?.stringValue == "hide-reversed-half-way"
            }
            #expect(iPadReason?["reason"]?.stringValue?.hasPrefix("iPhone only") == true)
        }
    }

    /// flutter_keyboard_visibility PR 162: the iPad's floating keyboard posts didChangeFrame only. On the example
    /// iPad the stream has two didChangeFrame and nothing else; on an iPhone it is not applicable, the reason
    /// naming the source.
    @Test(arguments: transports) func floatingDidChangeFrameOnly(_ transport: KeyboardLayoutClient.Transport) throws {
        try KeyboardLayoutClient.with(transport) { client in
            let iPad = try StreamsEndpointTests.streams(
                client, try repositoryFile("Examples/ipad-split-view-chat.json"))
            let stream = try StreamsEndpointTests.stream(iPad, "floating-didChangeFrame-only")
            let names = (stream.at("request", "events")?.arrayElements ?? []).compactMap {
                $0.string("notification", "name")
            }
            #expect(names == ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidChangeFrameNotification"])
            let iPhone = try StreamsEndpointTests.streams(client, Self.iPhone17("26.5"))
            let reason = iPhone.at("notApplicable")?.arrayElements?.first {
                $0["name"]?.stringValue == "floating-didChangeFrame-only"
            }
            #expect(reason?["reason"]?.stringValue?.hasPrefix("iPad only") == true)
        }
    }
}
