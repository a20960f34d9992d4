import Foundation

/// `mf new feature|foundation <Name>`: scaffolds packages and adds them to the workspace.
struct NewCommand: Command {
  let name = "new"
  let summary = "Scaffold a feature (with its interface) or a foundation package"
  let help = """
    USAGE: mf new feature <Name> [--uses A,B]
           mf new foundation <Name> [--uses A,B]

    `new feature` creates Interfaces/<Name>Interface (the interface and its fakes target) and
    Features/<Name> (source, Testing, Example and Tests targets), each with compiling code, a
    passing test and an example that prints; adds both to the workspace manifest; and
    regenerates the package manifests. `new foundation` creates Foundation/<Name> with its
    source, Testing and Tests targets.

    <Name> is an UpperCamelCase Swift identifier of at most 40 characters, not used by any
    package or target. The change is all or nothing: on any failure the repository is left
    exactly as it was, and if mf is killed midway, the next mf command rolls it back.

    OPTIONS:
      --uses A,B   For a feature: other interfaces (Catalog or CatalogInterface) and foundation
                   packages (Core) it uses. For a foundation package: foundation packages.
                   A feature always uses its own interface and the foundation packages that
                   every existing feature uses (Core in a fresh template).

    """

  func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let parsed = try ArgumentList(arguments, command: name, flags: [], options: ["--uses"])
    try parsed.expectPositionals(atMost: 2, command: name)
    guard parsed.positionals.count == 2,
      let kind = NewPackagePlan.Kind(rawValue: parsed.positionals[0])
    else {
      throw ToolError.usage(
        "`mf new` needs a kind and a name",
        hint: "write `mf new feature Wishlist` or `mf new foundation Metrics`")
    }
    let uses = (parsed.values["--uses"] ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    let root = try context.root()
    let workspace = try Workspace.load(root: root, runner: context.runner)
    let manifest = try FileWriter(root: root).read(workspace.manifestURL) ?? ""
    let plan = try NewPackagePlan(
      kind, named: parsed.positionals[1], uses: uses, workspace: workspace, manifest: manifest)
    let outcome = try Scaffolder(root: root, runner: context.runner, steps: context.steps)
      .apply(plan.change, to: workspace)
    for path in outcome.created { context.print("created \(path)") }
    for path in outcome.updatedManifests { context.print("updated \(path)") }
    context.print("Added \(kind.rawValue) \(plan.name.value).")
    return 0
  }
}
