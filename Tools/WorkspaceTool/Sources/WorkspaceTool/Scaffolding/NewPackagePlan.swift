/// What `mf new feature|foundation <Name>` adds, worked out before anything changes: the
/// declarations in the root manifest, the new package folders and the templates that fill them.
struct NewPackagePlan {
  let name: PackageName
  let change: PackageChange

  /// A package of `kind`, `.feature` or `.foundation`; a bad name or use is a failure that
  /// says why.
  init(_ kind: PackageKind, named raw: String, uses: [String], workspace: Workspace) throws {
    let name = try workspace.availableName(raw, for: [.feature, .interface])
    // Found now, so a missing resource bundle stops mf before anything changes.
    let templates = try TemplateLibrary.bundled()
    let graph = workspace.graph
    let declarations: [PackageDeclaration]
    let files: (WorkspaceGraph) throws -> [GeneratedFile]
    if kind == .feature {
      let used = try UsedPackages(uses, for: .feature, graph: graph)
      // In the kit's pattern the interface declares the feature's board (Architecture) and
      // its errors (Core), so it uses the kit's packages too.
      let usesKit = FeatureTemplateValues.usesKit(used.foundationNames)
      // The interface has tests when its template set has some: the kit's runs the fake
      // against the service's contract.
      let interfaceFiles = try templates.files(
        of: FeatureTemplateValues.interfaceSet(usesKit: usesKit))
      let interface = PackageDeclaration(
        kind: .interface, name: name.value,
        arguments: [
          "foundation": .variables(
            usesKit ? used.foundation(named: FeatureTemplateValues.kitPackages) : []),
          "hasTests": .flag(interfaceFiles.contains { $0.role == .tests }),
        ])
      var featureArguments: [String: PackageDeclaration.Value] = [
        "interfaces": .variables([interface.variable] + used.interfaces),
        "foundation": .variables(used.foundation),
      ]
      // In the kit's pattern the feature's views live in a terminal UI target of their own.
      if usesKit {
        let ui = FeatureTemplateValues.uiPackage
        guard graph.declarations.contains(where: { $0.kind == .foundation && $0.name == ui })
        else {
          throw ToolError.failure(
            "a feature in the kit's pattern gets a UI target on \(ui), its screens and console "
              + "views; the workspace manifest declares no \(ui)")
        }
        featureArguments["ui"] = .variable(PackageKind.foundation.variableName(for: ui))
        // Its views show text, none of the interfaces' types.
        featureArguments["uiInterfaces"] = .explicitVariables([])
      }
      let feature = PackageDeclaration(
        kind: .feature, name: name.value, arguments: featureArguments)
      declarations = [interface, feature]
      files = { graph in
        try templates.render(
          FeatureTemplateValues(name: name.value, dependencies: graph.declaredDependencies))
      }
    } else {
      let used = try UsedPackages(uses, for: .foundation, graph: graph)
      declarations = [
        PackageDeclaration(
          kind: .foundation, name: name.value, arguments: ["uses": .variables(used.foundation)])
      ]
      files = { graph in
        try templates.render(
          FoundationTemplateValues(name: name.value, dependencies: graph.declaredDependencies))
      }
    }
    self.name = name
    let folders = declarations.map { $0.kind.folder(for: name.value) }
    change = PackageChange(
      command: "mf new \(kind.layer.memberName) \(name.value)",
      declarations: graph.declarations + declarations, changedPackages: Set(folders),
      createdFolders: folders, files: files)
  }
}
