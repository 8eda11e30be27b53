import ServiceJSON

/// Every enumeration of wire keys, for their tables to be made at start-up rather than on the first request that
/// reads them. Each enumeration's `wireNames` is made from `String(describing:)` of its cases, which goes through
/// the runtime's reflection (its first calls search the conformance tables): about 13 million instructions for
/// them all, which the first request paid, a few milliseconds on its answer. `KeyboardLayoutService.init` calls
/// `build()`, so a server has them before it listens.
///
/// The list is checked, not trusted: WireKeyTablesTests finds every enumeration declared as an `ObjectKey` or a
/// `WireKey` in Sources and fails when one is not here.
enum WireKeyTables {
    /// Every key enumeration, in no particular order.
    static let enumerations: [any ObjectKey.Type] = [
        // The adjust request and the scene (WireKeys.swift).
        RequestKey.self, NotificationKey.self, ScreenKey.self, WindowKey.self, ViewKey.self, ScrollKey.self,
        BehaviorKey.self, OptionsKey.self, RectKey.self, PointKey.self, SizeKey.self, InsetsKey.self,
        // The frameworks (WireReader+frameworks.swift).
        FrameworksKey.self, ReactNativeKey.self, KeyboardControllerKey.self, StickyOffsetKey.self,
        IQKeyboardManagerKey.self,
        // Simulate (SimulateRequest.swift).
        SimulateKey.self, SamplingKey.self, TimedNotificationKey.self, TransitionKey.self, SilentChangeKey.self,
        UserScrollKey.self, UserScrollTargetKey.self, ExtraContentPaddingKey.self,
        // Check (CheckRequest.swift).
        CheckKey.self, ToleranceKey.self,
        // Replay, streams, scene parse, hierarchy and render.
        ReplayKey.self, AddedEventKey.self, StreamsKey.self, SceneParseKey.self, HierarchyKey.self, RenderKey.self,
    ]

    /// Makes every enumeration's tables (its names, then the full reader's table of them): once a process, the
    /// later calls find them made.
    static func build() {
        for enumeration in enumerations {
            _ = enumeration.wireNames
            _ = enumeration.names
        }
        // The answer's fields, which check reads in `actual` by tables of literals (AnswerFields.swift).
        AnswerFields.build()
        _ = (ActualKeys.single, ActualKeys.step)
        // The behavior types' tables and key lists, and the names the readers match keys and values with.
        for type in BehaviorKey.BehaviorType.all { _ = (type.names, type.allowedKeys) }
        _ = (WireReader.objCNames, WireReader.userInfoNames, BehaviorKey.BehaviorType.typeNames)
    }
}
