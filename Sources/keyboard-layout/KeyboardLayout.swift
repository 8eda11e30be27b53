import ArgumentParser

@main
struct KeyboardLayout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "keyboard-layout")
}
