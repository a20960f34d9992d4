import CommandLineKit

/// `mf remove feature|app <Name>`: the reverse of `mf new feature` and `mf new app`.
enum RemoveCommand {
  /// The feature to remove.
  static let name = Argument<String>("Name", summary: "the feature, as it was created")
  /// The app to remove.
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
    let app = call[appName]
    let root = try context.root()
    let workspace = try context.workspace(at: root)
    let manifest = try FileWriter(root: root).read(workspace.manifestURL) ?? ""
    let plan = try AppRemovalPlan(app: app, workspace: workspace, manifest: manifest)
    let outcome = try Scaffolder(root: root, runner: context.runner, steps: context.steps)
      .apply(plan.change, to: workspace)
    context.print("removed \(plan.removed.folder)")
    for path in outcome.updatedManifests { context.print("updated \(path)") }
    context.print("Removed app \(app).")
    return 0
  }

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let featureName = call[name]
    let root = try context.root()
    let workspace = try context.workspace(at: root)
    if let app = call[app] {
      let plan = try RemovalFromAppPlan(feature: featureName, app: app, workspace: workspace)
      let outcome = try Scaffolder(root: root, runner: context.runner, steps: context.steps)
        .apply(plan.change, to: workspace)
      for path in outcome.updatedManifests { context.print("updated \(path)") }
      context.print("\(app) no longer composes \(featureName).")
      return 0
    }
    let manifest = try FileWriter(root: root).read(workspace.manifestURL) ?? ""
    let plan = try RemovalPlan(feature: featureName, workspace: workspace, manifest: manifest)
    let outcome = try Scaffolder(root: root, runner: context.runner, steps: context.steps)
      .apply(plan.change, to: workspace)
    for package in plan.removed { context.print("removed \(package.folder)") }
    for path in outcome.updatedManifests { context.print("updated \(path)") }
    context.print("Removed feature \(featureName).")
    return 0
  }
}
