/// `mf remove feature <Name>`: the reverse of `mf new feature`.
struct RemoveCommand: Command {
  let name = "remove"
  let summary = "Remove a feature and its interface (refused while anything uses them)"
  let help = """
    USAGE: mf remove feature <Name>

    Deletes Features/<Name> and Interfaces/<Name>Interface, removes them from the workspace
    manifest and regenerates the package manifests. Refuses, listing the dependents, while any
    other package declares a dependency on the feature or its interface, or an app's source
    imports them. All or nothing, like `mf new`.

    """

  func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let parsed = try ArgumentList(arguments, command: name, flags: [], options: [])
    try parsed.expectPositionals(atMost: 2, command: name)
    guard parsed.positionals.count == 2, parsed.positionals[0] == "feature" else {
      throw ToolError.usage(
        "`mf remove` needs the word feature and a name", hint: "write `mf remove feature Wishlist`")
    }
    let featureName = parsed.positionals[1]
    let root = try context.root()
    let workspace = try Workspace.load(root: root, runner: context.runner)
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
