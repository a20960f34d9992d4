/// `shop help [command]`: the list of commands, or the usage of one.
struct HelpCommand: ShopCommand {
  let commands: @MainActor () -> [any ShopCommand]
  let name = "help"
  let arguments = "[command]"
  let summary = "show the commands, or how to use one"

  func run(_ arguments: [String]) async throws -> String {
    let all = commands()
    if let wanted = arguments.first {
      guard arguments.count == 1, let command = all.first(where: { $0.name == wanted }) else {
        throw usageError("no command named \"\(arguments.joined(separator: " "))\"")
      }
      return "usage: \(command.usage)\n\n\(command.summary)\n"
    }
    let width = all.map(\.usage.count).max() ?? 0
    let flagLines = AppConfiguration.flagRegistry.definitions.map {
      "  \($0.name)=\($0.allowedValues.joined(separator: "|")) (default \($0.defaultValue)): \($0.summary)"
    }
    let lines = all.map {
      "  \($0.usage.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)"
    }
    return """
      usage: shop <command> [arguments]
      With no command, shop reads commands from standard input, one per line.

      Commands:
      \(lines.joined(separator: "\n"))

      Options (before or after the command):
        --data-dir PATH    where your cart, account and orders are kept
                           (default: $SHOP_DATA_DIR, else the per-user data directory)
        --flag name=value  set a feature flag; also SHOP_FLAGS="name=value,..." or
                           <data-dir>/flags.json; --flag wins over SHOP_FLAGS over the file

      Environment:
        SHOP_LOG_LEVEL     diagnostics on standard error: debug, info, warning or error
                           (default: error)

      Flags:
      \(flagLines.joined(separator: "\n"))

      Exit codes: 0 success, 1 the operation failed, 2 usage error.

      """
  }
}
