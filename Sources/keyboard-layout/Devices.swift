import ArgumentParser
import KeyboardGeometry
import KeyboardLayoutAPI

extension KeyboardLayoutCommand {
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The device table, or one device resolved for an iOS version (GET /v1/devices).",
            discussion: """
                Without options, prints the table as GET /v1/devices answers it: each row's names, points, scale \
                and metrics by iOS version with their sources. With --name (or --width and --height), \
                --os-version and --orientation, prints the one device resolved for them, as GET \
                /v1/devices?name=...&osVersion=...&orientation=... does. With --markdown, prints the generated part \
                of docs/device-table.md. Exit status: 0 on success, 65 for an unknown device or a bad option.
                """)

        @Option(help: "A device's name, as the table lists it: \"iPhone Air\", \"iPad Pro 13-inch (M5)\".")
        var name: String?

        @Option(help: "The screen's width in points, with --height, instead of --name.")
        var width: String?

        @Option(help: "The screen's height in points, with --width.")
        var height: String?

        @Option(name: .customLong("os-version"), help: "The iOS version: \"26.5\". Without it, the latest values.")
        var osVersion: String?

        @Option(help: "portrait (the default for a name) or landscape.")
        var orientation: String?

        @Flag(help: "Print the generated part of docs/device-table.md instead of JSON.")
        var markdown = false

        func run() throws {
            if markdown {
                standardOutput(DeviceTable.markdown())
                return
            }
            try emit(
                Operations.devices(
                    Operations.DevicesQuery(
                        name: name, width: width, height: height, osVersion: osVersion, orientation: orientation)))
        }
    }
}
