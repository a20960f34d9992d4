/// What `mf new feature|foundation <Name>` adds, worked out before anything changes: the
/// declarations in the root manifest, the new package folders and the templates that fill them.
struct NewPackagePlan {
  /// The kinds of package `mf new` makes, by the word typed after `new`.
  enum Kind: String {
    /// A feature and its interface.
    case feature
    /// A foundation package.
    case foundation
  }

  /// The validated name.
  let name: PackageName
  /// The change to apply.
  let change: PackageChange

  /// Plans a new package of `kind` named `raw` that uses `uses`, in `workspace` whose root
  /// manifest reads `manifest`; a bad name or use is a failure that says why.
  init(_ kind: Kind, named raw: String, uses: [String], workspace: Workspace, manifest: String)
    throws
  {
    var editor = RootManifestEditor(text: manifest)
    let name = try NameAvailability(workspace: workspace, manifest: editor).check(raw)
    // Found now, so a missing resource bundle stops mf before anything changes.
    let renderer = TemplateRenderer(library: try .bundled())
    let declarations: [PackageDeclaration]
    let files: (WorkspaceGraph) throws -> [GeneratedFile]
    switch kind {
    case .feature:
      let used = try UsedPackages(
        uses, for: .feature, manifest: editor, graph: workspace.graph)
      // In the kit's pattern the interface declares the feature's board (Architecture) and
      // its errors (Core), so it uses the kit's packages too.
      let usesKit = FeatureContext.usesKit(used.foundationNames)
      let kit = usesKit ? used.foundation(named: FeatureContext.kitPackages) : []
      // The interface has tests when its template set has some: the kit's runs the fake
      // against the service's contract.
      let interfaceFiles = try renderer.library.files(
        of: FeatureContext.interfaceSet(usesKit: usesKit))
      let hasTests = interfaceFiles.contains { $0.role == .tests }
      let interface = PackageDeclaration(
        kind: .interface, name: name.value,
        arguments: [
          .init(label: .foundation, variables: kit), .init(label: .hasTests, flag: hasTests),
        ])
      let feature = PackageDeclaration(
        kind: .feature, name: name.value,
        arguments: [
          .init(label: .interfaces, variables: [interface.variable] + used.interfaces),
          .init(label: .foundation, variables: used.foundation),
        ])
      declarations = [interface, feature]
      files = { graph in
        try renderer.render(
          FeatureContext(name: name.value, dependencies: graph.declaredDependencies))
      }
    case .foundation:
      let used = try UsedPackages(
        uses, for: .foundation, manifest: editor, graph: workspace.graph)
      declarations = [
        PackageDeclaration(
          kind: .foundation, name: name.value,
          arguments: [.init(label: .uses, variables: used.foundation)])
      ]
      files = { graph in
        try renderer.render(
          FoundationContext(name: name.value, dependencies: graph.declaredDependencies))
      }
    }
    for declaration in declarations { try editor.add(declaration) }
    self.name = name
    change = PackageChange(
      command: "mf new \(kind.rawValue) \(name.value)", manifest: editor.text,
      createdFolders: declarations.map { $0.kind.folder(for: name.value) }, files: files)
  }
}
