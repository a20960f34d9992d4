/// What the templates of a new app are rendered from: `{{name}}` (`Journal`), `{{executable}}`
/// (`journal`), `{{environmentPrefix}}` (`JOURNAL`, of `JOURNAL_DATA_DIR`), and for its tests
/// `{{boardRuns}}`, a run of each board whose input mf knows, with `{{boardImports}}`. What the
/// app composes is written by ``AppComposition``, not by a template, since it changes later.
struct AppTemplateValues: TemplateValues {
  /// The types the app's code names without a module: an app of one of these names would
  /// hide the type its own code means, so no app may be named so.
  static let typesTheCodeUses: Set<String> = [
    "Bool", "Error", "Int32", "String", "Void",
    "BaseDependencies", "Board", "BoardID", "BoardStopped", "BuiltExecutable", "Command",
    "CommandLineError", "CommandLineProgram", "Console", "Data", "DocumentStorage",
    "EnvironmentFlagSource", "ExitCode", "FileHandle", "FileStorage", "FlagSource", "Flow",
    "FlowTree", "HelpSection", "InMemoryStorage", "Invocation", "LaunchError", "Launcher",
    "LeakTracker", "LineNavigation", "LogLevel", "Logger", "NavigationControllable",
    "FlagDefinition", "ModulePlugin", "ModuleRecipe",
    "Motherboard", "ProcessInfo",
    "ScriptedConsole", "SpyLogger", "StandardErrorLogger", "SystemClock", "TemporaryDirectory",
    "TerminalConsole", "URL", "UserFacingError", "WallClock",
    "AppShell", "Argument", "ScreenStack", "PseudoTerminal", "StatusLine", "SystemTerminal",
    "TerminalDevice",
    "Task",
  ]

  var name: String
  var dependencies: [String: [String]]
  var features: [CompositionPlan.Feature]

  var templateSets: [TemplateSet] { [.app] }

  var executable: String { PackageKind.app.targetName(.executable, for: name) }

  var values: [String: String] {
    let shown = features.filter { $0.showBoard != nil }
    return [
      "name": name, "executable": executable,
      "environmentPrefix": String(
        PackageName.hyphenatedName(for: name).uppercased().map { $0 == "-" ? "_" : $0 }),
      "boardRuns": shown.compactMap(\.showBoard).map { "    try await app.run(.\($0), .show)\n" }
        .joined(),
      "boardImports": TemplateLibrary.importLines(shown.map(\.interface)),
    ]
  }
}
