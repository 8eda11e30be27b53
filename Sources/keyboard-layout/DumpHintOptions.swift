import ArgumentParser
import KeyboardLayoutAPI

/// What a user may say about a dump besides its text, for the commands that read one (`scene`, `check
/// --hierarchy`, `replay --hierarchy`): the hints of scene/parse's JSON form, declared once.
struct DumpHintOptions: ParsableArguments {
    @Option(help: "The device, as named in the device table (docs/device-table.md): 'iPhone 15'.")
    var device: String?

    @Option(help: "The iOS version the dump came from: '17.4'.")
    var osVersion: String?

    @Option(help: "The id of the focused view, when the dump does not mark it.")
    var focus: String?

    @Option(help: "'docked': the device table's docked keyboard when the dump shows none.")
    var keyboard: String?

    /// Whether any hint is given.
    var isEmpty: Bool { device == nil && osVersion == nil && focus == nil && keyboard == nil }

    /// The hints as JSON members, in scene/parse's names; `keyboard` only when `includingKeyboard` (scene takes it
    /// as its `?keyboard=` query instead).
    func members(includingKeyboard: Bool = true) -> [(String, JSONValue)] {
        var out: [(String, JSONValue)] = []
        if let device { out.append(("device", .string(device))) }
        if let osVersion { out.append(("osVersion", .string(osVersion))) }
        if let focus { out.append(("focus", .string(focus))) }
        if includingKeyboard, let keyboard { out.append(("keyboard", .string(keyboard))) }
        return out
    }
}
