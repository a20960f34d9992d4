/// What the templates of a new app are rendered from: its name, the features it composes (as
/// ``CompositionPlan`` worked them out) and the declared dependencies of its targets. What the
/// app composes is written by ``AppComposition``, not by a template, since it changes later.
struct AppContext: TemplateContext {
  /// The placeholders of the app templates.
  enum Placeholder: String, CaseIterable {
    /// The app's name, such as `Journal`.
    case name
    /// The executable's name, such as `journal`.
    case executable
    /// The start of the app's environment variables, such as `JOURNAL` (`JOURNAL_DATA_DIR`).
    case environmentPrefix
    /// The lines of a test that run each board whose input mf knows, once.
    case boardRuns
    /// The import lines of the interfaces that declare those boards.
    case boardImports
  }

  /// The types the app's code names without a module: an app of one of these names would
  /// hide the type its own code means, so no app may be named so.
  static let typesTheCodeUses: Set<String> = [
    "Bool", "Error", "Int32", "String", "Void",
    "BaseDependencies", "Board", "BoardID", "BoardStopped", "BuiltExecutable", "Command",
    "CommandLineError", "CommandLineProgram", "Console", "Data", "DocumentStorage",
    "EnvironmentFlagSource", "ExitCode", "FileHandle", "FileStorage", "FlagSource", "Flow",
    "FlowTree", "HelpSection", "InMemoryStorage", "Invocation", "LaunchError", "Launcher",
    "LeakTracker", "LogLevel", "Logger", "FlagDefinition", "ModulePlugin", "ModuleRecipe",
    "Motherboard", "ProcessInfo",
    "ScriptedConsole", "SpyLogger", "StandardErrorLogger", "SystemClock", "TemporaryDirectory",
    "TerminalConsole", "URL", "UserFacingError", "WallClock",
  ]

  var name: String
  var dependencies: [String: [String]]
  /// The composed features, in the order the app installs them.
  var features: [CompositionPlan.Feature]

  var templateSets: [TemplateSet] { [.app] }

  /// The executable's name: the app's name in lowercase.
  var executable: String { PackageKind.app.targetName(.executable, for: name) }

  func value(of placeholder: Placeholder) -> String {
    let shown = features.filter { $0.showBoard != nil }
    switch placeholder {
    case .name: return name
    case .executable: return executable
    case .environmentPrefix:
      return String(PackageName.hyphenatedName(for: name).uppercased().map { $0 == "-" ? "_" : $0 })
    case .boardRuns:
      return shown.compactMap(\.showBoard).map { "    try await app.run(.\($0), .show)\n" }
        .joined()
    case .boardImports: return TemplateRenderer.importLines(shown.map(\.interface))
    }
  }
}
