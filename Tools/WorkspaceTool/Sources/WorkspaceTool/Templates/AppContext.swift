/// What the templates of a new app are rendered from: its name, the features it composes (as
/// ``CompositionPlan`` worked them out) and the declared dependencies of its targets.
struct AppContext: TemplateContext {
  /// The placeholders of the app templates.
  enum Placeholder: String, CaseIterable {
    /// The app's name, such as `Journal`.
    case name
    /// The executable's name, such as `journal`.
    case executable
    /// The start of the app's environment variables, such as `JOURNAL` (`JOURNAL_DATA_DIR`).
    case environmentPrefix
    /// The protocols the solver conforms to: every feature's dependency protocol, or
    /// `BaseDependencies` when the app composes none yet.
    case conformances
    /// The import lines of the composed features.
    case featureImports
    /// The import lines of the interfaces that declare the services the solver makes.
    case serviceImports
    /// The import lines of every interface the app's library uses, for the routes.
    case interfaceImports
    /// The solver's stored services, one `let` line each.
    case serviceProperties
    /// The lines of the solver's initializer that make the services.
    case serviceInitializers
    /// The module plugins, one line each.
    case moduleLines
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
    "LeakTracker", "LogLevel", "Logger", "ModulePlugin", "Motherboard", "ProcessInfo",
    "ScriptedConsole", "SpyLogger", "StandardErrorLogger", "SystemClock", "TemporaryDirectory",
    "TerminalConsole", "URL", "UserFacingError", "WallClock",
  ]

  var name: String
  var dependencies: [String: [String]]
  /// The composed features, in the order the app installs them.
  var features: [CompositionPlan.Feature]
  /// Every interface the app's library uses, directly or through a feature.
  var interfaces: [String]

  var templateSets: [TemplateSet] { [.app] }

  /// The executable's name: the app's name in lowercase.
  var executable: String { PackageKind.app.targetName(.executable, for: name) }

  func value(of placeholder: Placeholder) -> String {
    let services = features.flatMap(\.services)
    let shown = features.filter { $0.showBoard != nil }
    switch placeholder {
    case .name: return name
    case .executable: return executable
    case .environmentPrefix:
      return String(PackageName.hyphenatedName(for: name).uppercased().map { $0 == "-" ? "_" : $0 })
    case .conformances:
      return features.isEmpty
        ? "BaseDependencies" : features.map(\.protocolName).joined(separator: ", ")
    case .featureImports: return TemplateRenderer.importLines(features.map(\.name))
    case .serviceImports: return TemplateRenderer.importLines(services.map(\.interface))
    case .interfaceImports: return TemplateRenderer.importLines(interfaces)
    case .serviceProperties: return services.map { "  \($0.property)\n" }.joined()
    case .serviceInitializers: return services.map { "    \($0.assignment)\n" }.joined()
    case .moduleLines:
      return features.map { "    .module { \($0.moduleType)(dependencies: $0) },\n" }.joined()
    case .boardRuns:
      return shown.compactMap(\.showBoard).map { "    try await app.run(.\($0), .show)\n" }
        .joined()
    case .boardImports: return TemplateRenderer.importLines(shown.map(\.interface))
    }
  }
}
