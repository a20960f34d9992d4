import CommandLineKit

/// `mf add <Feature> --to <App>`: makes an app compose an existing feature.
enum AddCommand {
  static let feature = Argument<String>("Feature", summary: "an existing feature, such as Notes")
  static let app = Option<String>(
    "to", valueName: "App", summary: "the app that composes the feature")

  static let declaration = Command<ToolAction>(
    "add", summary: "make an app compose an existing feature",
    discussion: """
      Adds the feature to the app's features in the workspace manifest and regenerates
      the package manifests and the app's <App>Features.generated.swift: the solver
      <App>Dependencies conforms to the feature's dependency protocol there, with the
      stored service of a feature made by mf new feature, and the feature's module
      plugin joins <App>Modules. The app's own sources are not edited. A feature that
      asks for anything else is refused, naming each member to give the solver by
      hand first. All or nothing, like mf new; mf remove feature --from undoes it.
      """,
    parameters: [feature, app],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let workspace = try context.loadWorkspace()
    try context.apply(
      .addition(of: call[feature], to: call[app], in: workspace), to: workspace)
    context.print("\(call[app]) composes \(call[feature]).")
    return 0
  }
}
