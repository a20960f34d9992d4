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
    exactly as it was.

    OPTIONS:
      --uses A,B   For a feature: other interfaces (Catalog or CatalogInterface) and foundation
                   packages (Core) it uses. For a foundation package: foundation packages.
                   A feature always uses its own interface and the foundation packages that
                   every existing feature uses (Core in a fresh template).

    """

  func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let parsed = try ArgumentList(arguments, command: name, flags: [], options: ["--uses"])
    try parsed.expectPositionals(atMost: 2, command: name)
    guard parsed.positionals.count == 2, ["feature", "foundation"].contains(parsed.positionals[0])
    else {
      throw ToolError.usage(
        "`mf new` needs a kind and a name",
        hint: "write `mf new feature Wishlist` or "
          + "`mf new foundation Metrics`")
    }
    let uses = (parsed.values["--uses"] ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    let root = try context.root()
    let workspace = try Workspace.load(root: root, runner: context.runner)
    let scaffolder = Scaffolder(root: root, runner: context.runner)
    let manifestText = try FileWriter().read(workspace.manifestURL) ?? ""
    var editor = RootManifestEditor(text: manifestText)
    let name = try scaffolder.validate(
      parsed.positionals[1], workspace: workspace, manifest: editor)
    let foundationVariables = editor.packageVariables(helper: "FoundationPackage")
    let interfaceVariables = editor.packageVariables(helper: "InterfacePackage")
    var usedInterfaces: [String] = []
    var usedFoundation: [String] = []
    for used in uses {
      let bare = used.hasSuffix("Interface") ? String(used.dropLast("Interface".count)) : used
      if parsed.positionals[0] == "feature", interfaceVariables[bare] != nil {
        if !usedInterfaces.contains(bare) { usedInterfaces.append(bare) }
      } else if foundationVariables[used] != nil {
        if !usedFoundation.contains(used) { usedFoundation.append(used) }
      } else if workspace.graph.package(named: "Features/\(used)") != nil {
        throw ToolError.failure(
          "\(used) is a feature; a package cannot use a feature, use its interface "
            + "\(used)Interface instead")
      } else {
        let known =
          (parsed.positionals[0] == "feature" ? interfaceVariables.keys.sorted() : [])
          + foundationVariables.keys.sorted()
        throw ToolError.failure(
          "\(used.debugDescription) in --uses is not a package that can be used here; "
            + "choose from: \(known.joined(separator: ", "))")
      }
    }

    let outcome: Scaffolder.Outcome
    if parsed.positionals[0] == "feature" {
      let common = Self.commonFoundation(of: workspace.graph)
      let order = (try? editor.elements(of: "foundationPackages")) ?? []
      usedFoundation = (common + usedFoundation.filter { !common.contains($0) }).sorted {
        (order.firstIndex(of: foundationVariables[$0] ?? "") ?? Int.max)
          < (order.firstIndex(of: foundationVariables[$1] ?? "") ?? Int.max)
      }
      let variable = name.variableName
      let interfaceDeclaration = Self.declaration(
        variable + "Interface", "InterfacePackage", ["\"\(name.value)\""])
      try editor.insert(interfaceDeclaration, before: "interfacePackages")
      try editor.append(variable + "Interface", to: "interfacePackages")
      let interfaceList =
        ([variable + "Interface"]
        + usedInterfaces.compactMap {
          interfaceVariables[$0]
        }).joined(separator: ", ")
      var arguments = ["\"\(name.value)\"", "interfaces: [\(interfaceList)]"]
      if !usedFoundation.isEmpty {
        let list = usedFoundation.compactMap { foundationVariables[$0] }.joined(separator: ", ")
        arguments.append("foundation: [\(list)]")
      }
      try editor.insert(
        Self.declaration(variable, "FeaturePackage", arguments), before: "featurePackages")
      try editor.append(variable, to: "featurePackages")
      outcome = try scaffolder.apply(
        to: workspace, folders: ["Interfaces/\(name.value)Interface", "Features/\(name.value)"],
        manifest: editor.text
      ) { graph in
        try TemplateRenderer(library: .bundled()).render(
          FeatureContext(name: name.value, dependencies: Self.dependencies(in: graph)))
      }
    } else {
      var arguments = ["\"\(name.value)\""]
      if !usedFoundation.isEmpty {
        let list = usedFoundation.compactMap { foundationVariables[$0] }.joined(separator: ", ")
        arguments.append("uses: [\(list)]")
      }
      try editor.insert(
        Self.declaration(name.variableName, "FoundationPackage", arguments),
        before: "foundationPackages")
      try editor.append(name.variableName, to: "foundationPackages")
      outcome = try scaffolder.apply(
        to: workspace, folders: ["Foundation/\(name.value)"], manifest: editor.text
      ) { graph in
        try TemplateRenderer(library: .bundled()).render(
          FoundationContext(name: name.value, dependencies: Self.dependencies(in: graph)))
      }
    }
    for path in outcome.created { context.print("created \(path)") }
    for path in outcome.updatedManifests { context.print("updated \(path)") }
    context.print("Added \(parsed.positionals[0]) \(name.value).")
    return 0
  }

  /// The foundation packages that every existing feature's source target uses, in graph order;
  /// `Core` alone when there is no feature yet. A new feature starts with the same.
  static func commonFoundation(of graph: WorkspaceGraph) -> [String] {
    let foundation = graph.packages.filter { $0.layer == .foundation }.map(\.name)
    let features = graph.packages.filter { $0.layer == .features }
    let uses = features.compactMap { feature in
      feature.targets.first { $0.name == feature.name }.map { Set($0.dependencies) }
    }
    guard let first = uses.first else { return foundation.filter { $0 == "Core" } }
    let shared = uses.dropFirst().reduce(first) { $0.intersection($1) }
    return foundation.filter(shared.contains)
  }

  /// The declared dependencies of every target, by target name.
  static func dependencies(in graph: WorkspaceGraph) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for package in graph.packages {
      for target in package.targets { result[target.name] = target.dependencies }
    }
    return result
  }

  /// `let name = Helper(args)`, wrapped like `swift format` does when it passes 100 columns.
  static func declaration(_ variable: String, _ helper: String, _ arguments: [String]) -> String {
    LineWrapping.wrappedCall("let \(variable) = \(helper)(\(arguments.joined(separator: ", ")))")
      .joined(separator: "\n")
  }

}
