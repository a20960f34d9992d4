import CommandLineKit

/// `mf`'s whole command line, declared once: the global options, every command in the order
/// `mf help` lists them, and the closing sections of the overview. Parsing, `help`, `--help`,
/// usage errors with suggestions and the `completions` scripts all come from it.
///
/// A new command is a declaration in a file of its own and one line in ``commands``.
enum ToolProgram {
  /// `--root PATH` or `-C PATH`, accepted by every command before or after its name.
  static let root = Option<String?>(
    "root", short: "C", parser: .directoryPath,
    summary: "the workspace (default: found from the current folder up)")
  /// `--version`, which prints mf's version instead of the overview.
  static let version = Flag("version", summary: "print mf's version")

  /// The commands, in the order the overview lists them; `help` and `completions` follow.
  static let commands: [Command<ToolAction>] = [
    NewCommand.declaration, RemoveCommand.declaration, AddCommand.declaration,
    SyncCommand.declaration, LintCommand.declaration, GraphCommand.declaration,
    XcodeCommand.declaration, FocusCommand.declaration, AffectedCommand.declaration,
    TestCommand.declaration, QuarantineCommand.declaration, ApiCheckCommand.declaration,
  ]

  /// The program: `mf` alone prints the overview, `mf --version` the version.
  static let program: CommandLineProgram<ToolAction> = CommandLineProgram(
    Command<ToolAction>(
      "mf", summary: "the workspace tool",
      discussion: """
        Scaffolds packages, generates the package manifests, checks the architecture
        rules, draws the graph and picks the packages a change touches. It reads the
        graph from the root Package.swift, found from the current folder up.
        """,
      parameters: [root, version], subcommands: commands,
      action: { call, context in
        context.output.write(call[version] ? "mf 1.0\n" : program.helpText() ?? "")
        return 0
      }),
    helpSections: [
      HelpSection(
        "EXIT CODES",
        lines: [
          "0  success (lint warnings alone still exit 0)",
          "1  failure: lint errors, drift, a failing test, bad input (an invalid name)",
          "3  mf test --repeat: only flaky tests failed (passed in some runs)",
          "2  usage error: unknown command or option, missing argument; with a hint",
        ])
    ])
}
