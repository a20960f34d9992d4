import CommandLineKit

/// `mf remove feature|app <Name>`: the reverse of `mf new feature` and `mf new app`.
enum RemoveCommand {
  static let name = Argument<String>("Name", summary: "the feature, as it was created")
  static let appName = Argument<String>("Name", summary: "the app, as it was created")
  /// `--from <App>`: take the feature out of that app only, the reverse of `mf add`.
  static let app = Option<String?>(
    "from", valueName: "App", summary: "take it out of this app only, undoing mf add")

  static let declaration = Command<ToolAction>(
    "remove", summary: "remove a feature (and its interface) or an app, unless in use",
    subcommands: [
      Command(
        "feature", summary: "remove Features/<Name> and Interfaces/<Name>Interface",
        discussion: """
          Deletes both folders, removes them from the workspace manifest and regenerates
          the package manifests. Refuses, listing the dependents, while any other package
          declares a dependency on the feature or its interface, or an app's source
          imports them. All or nothing, like mf new.

          With --from <App>, deletes nothing: takes the feature out of the app's features,
          which undoes mf add (the solver's conformance, the services mf made and the
          plugin leave <App>Features.generated.swift). Refuses while a file of the app
          written by hand imports the feature.
          """,
        parameters: [name, app],
        action: { call, context in try run(call, context) }),
      Command(
        "app", summary: "remove Apps/<Name>",
        discussion: """
          Deletes the app's folder, removes it from the workspace manifest and regenerates
          the package manifests. The features it composed stay; mf remove feature can
          take them out next. Refuses, listing them, while another package depends on the
          app. All or nothing, like mf new.
          """,
        parameters: [appName],
        action: { call, context in try runApp(call, context) }),
    ])

  private static func runApp(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let workspace = try context.loadWorkspace()
    try context.apply(.removal(ofApp: call[appName], in: workspace), to: workspace)
    context.print("Removed app \(call[appName]).")
    return 0
  }

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let feature = call[name]
    let workspace = try context.loadWorkspace()
    if let app = call[app] {
      try context.apply(.removal(of: feature, from: app, in: workspace), to: workspace)
      context.print("\(app) no longer composes \(feature).")
    } else {
      try context.apply(.removal(ofFeature: feature, in: workspace), to: workspace)
      context.print("Removed feature \(feature).")
    }
    return 0
  }
}
