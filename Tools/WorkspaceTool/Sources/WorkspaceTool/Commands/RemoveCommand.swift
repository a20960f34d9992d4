import Foundation

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
    let graph = workspace.graph
    guard let feature = graph.package(named: "Features/\(featureName)") else {
      throw ToolError.failure(
        "no feature named \(featureName.debugDescription); the features are "
          + graph.packages.filter { $0.layer == .features }.map(\.name).joined(separator: ", "))
    }
    let interface = graph.package(named: "Interfaces/\(featureName)Interface")
    let removed = [feature] + (interface.map { [$0] } ?? [])
    let removedFolders = Set(removed.map(\.folder))
    let removedTargets = Set(removed.flatMap { $0.targets.map(\.name) })
    var dependents: [String] = []
    for package in graph.packages where !removedFolders.contains(package.folder) {
      if package.layer == .apps {
        let scanner = ImportScanner()
        for target in package.targets {
          for file in SourceFiles().swiftFiles(in: target.path, root: root) {
            let text =
              (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for statement in scanner.imports(in: text)
            where removedTargets.contains(statement.module) {
              dependents.append("\(file):\(statement.line) imports \(statement.module)")
            }
          }
        }
        continue
      }
      for target in package.targets {
        let used = target.dependencies.filter(removedTargets.contains)
        if !used.isEmpty {
          dependents.append(
            "\(package.folder): \(target.name) uses \(used.joined(separator: ", "))")
        }
      }
    }
    guard dependents.isEmpty else {
      throw ToolError.failure(
        "\(featureName) is still in use; remove these uses first:\n  "
          + dependents.joined(separator: "\n  "))
    }

    var editor = RootManifestEditor(text: try FileWriter().read(workspace.manifestURL) ?? "")
    let variables = editor.packageVariables(helper: "FeaturePackage")
    guard let variable = variables[featureName] else {
      throw ToolError.failure(
        "the workspace manifest has no `let ... = FeaturePackage(\"\(featureName)\", ...)`")
    }
    try editor.removeDeclaration(variable)
    try editor.remove(variable, from: "featurePackages")
    if interface != nil,
      let interfaceVariable = editor.packageVariables(helper: "InterfacePackage")[featureName]
    {
      try editor.removeDeclaration(interfaceVariable)
      try editor.remove(interfaceVariable, from: "interfacePackages")
      if let line = editor.references(to: interfaceVariable).first {
        throw ToolError.failure(
          "Package.swift:\(line) still mentions \(interfaceVariable); remove that use first")
      }
    }
    if let line = editor.references(to: variable).first {
      throw ToolError.failure(
        "Package.swift:\(line) still mentions \(variable); remove that use first")
    }
    let outcome = try Scaffolder(root: root, runner: context.runner).apply(
      to: workspace, folders: [], manifest: editor.text, removing: removed.map(\.folder))
    for folder in removed { context.print("removed \(folder)") }
    for path in outcome.updatedManifests { context.print("updated \(path)") }
    context.print("Removed feature \(featureName).")
    return 0
  }
}
