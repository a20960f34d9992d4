import CommandLineKit

/// The formats `graph --format` takes: an enumeration the kit reads without a parser.
enum SampleGraphFormat: String, CaseIterable, CommandLineValue {
  case mermaid, dot, json
}

/// What the sample tool runs for a command: synchronous and `@Sendable`, as mf's commands
/// are, so the whole program is `Sendable` and can be a global constant.
typealias SampleToolAction = @Sendable (Invocation) throws -> String

/// A program declared with the kit the way `mf` would be, named `tool` (its snapshots are the
/// kit's, not mf's): a global option with a short name (`-C`), a root flag (`--version`), a
/// group whose option its subcommands share (`new --uses`), flags, an enumeration option with a
/// default, and a variadic argument.
enum SampleTool {
  static let root = Option<String?>(
    "root", short: "C", parser: .directoryPath,
    summary: "the workspace root (default: found from the current folder up)")
  static let version = Flag("version", summary: "print the version")
  static let uses = Option<[String]>(
    "uses", default: [], parser: .commaSeparated(),
    summary: "interfaces and foundation packages the new package uses")
  static let name = Argument<String>("Name", summary: "an UpperCamelCase name")
  static let check = Flag("check", summary: "change nothing; list what is out of date")
  static let format = Option<SampleGraphFormat>(
    "format", default: .mermaid, summary: "how to draw the graph")
  static let focus = Option<String?>(
    "focus", valueName: "package", summary: "only this package and its neighbours")
  static let readme = Option<String?>(
    "readme", parser: .filePath, summary: "check the graph block of this file")
  static let write = Flag("write", summary: "with --readme, rewrite the block")
  static let affected = Flag("affected", summary: "only the packages a change can reach")
  static let base = Option<String?>(
    "base", valueName: "git-rev", summary: "with --affected, the revision to compare with")
  static let packages = Argument<[String]>("package", summary: "packages to test (default: all)")

  static let program: CommandLineProgram<SampleToolAction> = CommandLineProgram(
    Command(
      "tool", summary: "a workspace tool", parameters: [root, version],
      subcommands: [
        Command(
          "new", summary: "scaffold a package", parameters: [uses],
          subcommands: [
            Command(
              "feature", summary: "a feature and its interface", parameters: [name],
              action: { call in
                "new feature \(call[name]) uses \(call[uses]) in \(call[root] ?? ".")\n"
              }),
            Command(
              "foundation", summary: "a foundation package", parameters: [name],
              action: { call in "new foundation \(call[name]) uses \(call[uses])\n" }),
          ]),
        Command(
          "sync", summary: "regenerate the package manifests", parameters: [check],
          action: { call in call[check] ? "sync --check\n" : "sync\n" }),
        Command(
          "graph", summary: "print the package graph",
          parameters: [format, focus, readme, write],
          action: { call in
            if call[write], call[readme] == nil { throw call.usageError("--write needs --readme") }
            return "graph \(call[format]) focus=\(call[focus] ?? "-") "
              + "readme=\(call[readme] ?? "-")" + (call[write] ? " write\n" : "\n")
          }),
        Command(
          "test", summary: "run the tests of packages", parameters: [affected, base, packages],
          action: { call in
            if call[packages].contains("Broken") { throw SampleFailure("Broken: 1 test failed") }
            return "test \(call[packages]) affected=\(call[affected]) base=\(call[base] ?? "-")\n"
          }),
      ],
      action: { call in call[version] ? "tool 1.0\n" : program.helpText()! }))

  /// Runs a command line the way mf's `main` would.
  static func run(_ words: [String]) -> SampleRun {
    do {
      switch try program.parse(words) {
      case .output(let text): return SampleRun(status: .success, output: text)
      case .run(let action, let invocation):
        return SampleRun(status: .success, output: try action(invocation))
      }
    } catch let error as CommandLineError {
      return SampleRun(status: .usageError, errorOutput: error.message(prefix: "tool: "))
    } catch {
      return SampleRun(status: ExitCode(for: error), errorOutput: "tool: error: \(error)")
    }
  }
}
