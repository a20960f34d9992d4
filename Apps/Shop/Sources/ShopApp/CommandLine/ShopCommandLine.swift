import Architecture
import CommandLineKit

/// The shop's command line, declared once: parsing, `help`, `--help`, usage errors with
/// suggestions and shell completions all come from these declarations.
@MainActor
enum ShopCommandLine {
  nonisolated static let dataDirectory = Option<String?>(
    "data-dir", valueName: "path", parser: .directoryPath,
    summary: "where your cart, account and orders are kept (default: $SHOP_DATA_DIR, else the"
      + " per-user data directory)")
  nonisolated static let flags = Option<[FlagAssignment]>(
    "flag",
    parser: ValueParser(valueName: "name=value") { text in
      do {
        return try FlagAssignment.parse(text, source: "the command line")
      } catch {
        throw InvalidValue("a flag is name=value, such as search=v2")
      }
    }, summary: "set a feature flag; wins over SHOP_FLAGS, which wins over <data-dir>/flags.json")

  /// The program run with arguments: the global options, then a command.
  static let program = CommandLineProgram(
    Command<ShopAction>(
      "shop", summary: "a command-line store",
      discussion: "With no command, shop opens full screen at a terminal (q quits); with a pipe"
        + " or a file, it reads commands from standard input, one per line.",
      parameters: [dataDirectory, flags], subcommands: commands,
      action: { _, session in await session.interact() }),
    helpSections: helpSections)

  /// The same commands without the global options, for lines typed at the prompt, where the app
  /// already runs.
  static let prompt = CommandLineProgram(
    Command<ShopAction>("shop", summary: "a command-line store", subcommands: commands),
    offersCompletions: false)

  nonisolated static var commands: [Command<ShopAction>] {
    let generated: [Command<ShopAction>] = ShopFeatureCommands.all { run in
      { call, session in try await run(call, session.shop) }
    }
    return CatalogCommands.all + AccountCommands.all
      + [CartCommands.cart, CheckoutCommand.checkout, OrdersCommand.orders] + generated
      + [DebugCommand.debug]
  }

  static var helpSections: [HelpSection] {
    [
      HelpSection(
        "FLAGS",
        lines: ShopModules.flags.map {
          "\($0.name)=\($0.allowedValues.joined(separator: "|")) (default \($0.defaultValue)):"
            + " \($0.summary)"
        }),
      HelpSection(
        "ENVIRONMENT",
        lines: [
          "SHOP_DATA_DIR   where documents are kept",
          "SHOP_FLAGS      feature flags, name=value,...",
          "SHOP_LOG_LEVEL  diagnostics on standard error: debug, info, warning or error",
          "                (default: error)",
        ]),
      HelpSection(
        "EXIT CODES",
        lines: [
          "0 success, 1 the operation failed, 2 usage error; commands read from a pipe or a",
          "file end with the code of the first one that failed",
        ]),
    ]
  }
}
