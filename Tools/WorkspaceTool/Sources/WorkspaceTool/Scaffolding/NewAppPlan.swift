/// What `mf new app <Name> [--features A,B]` adds, worked out before anything changes: the
/// app's declaration in the root manifest, its folder, and the templates that fill it, with
/// the solver providing what each composed feature asks for.
struct NewAppPlan {
  /// The foundation packages an app uses: the kit, CommandLineKit for its program, and
  /// TerminalUI, whose line views and line navigation it hands its features.
  static let foundation = [
    "Core", "Architecture", "CommandLineKit", FeatureTemplateValues.uiPackage,
  ]

  let name: PackageName
  let composition: CompositionPlan
  let change: PackageChange

  /// A bad name, an unknown feature or one whose needs mf cannot meet is a failure that says why.
  init(named raw: String, features requested: [String], workspace: Workspace) throws {
    let name = try workspace.availableName(raw, for: [.app])
    // Found now, so a missing resource bundle stops mf before anything changes.
    let templates = try TemplateLibrary.bundled()
    let declared = workspace.graph.declarations.filter { $0.kind == .foundation }.map(\.name)
    let missing = Self.foundation.filter { !declared.contains($0) }
    guard missing.isEmpty else {
      throw ToolError.failure(
        "an app uses the foundation packages \(Self.foundation.joined(separator: ", ")); the "
          + "workspace manifest declares no \(missing.joined(separator: ", "))")
    }
    let features = try workspace.features(named: requested)
    let app = name.value
    composition = try CompositionPlan(
      composing: features.map { FeatureSource(name: $0.name, workspace: workspace) }, into: app,
      members: CompositionPlan.baseMembers.mapValues { Optional($0) }, conformances: [],
      offersViews: true, workspace: workspace,
      advice: {
        "create the app without \($0.name), give \(app)Dependencies these members, made in its "
          + "initializer, then run `mf add \($0.name) --to \(app)`"
      })
    let declaration = PackageDeclaration(
      kind: .app, name: app,
      arguments: [
        "executable": .text(PackageKind.app.targetName(.executable, for: app)),
        "features": .variables(features.map(\.variable)),
        "foundation": .variables(Self.foundation.map(PackageKind.foundation.variableName(for:))),
      ])
    self.name = name
    let composed = composition.features
    let folder = PackageKind.app.folder(for: app)
    change = PackageChange(
      command: "mf new app \(app)", declarations: workspace.graph.declarations + [declaration],
      changedPackages: [folder], createdFolders: [folder],
      files: { graph in
        try templates.render(
          AppTemplateValues(name: app, dependencies: graph.declaredDependencies, features: composed)
        )
      })
  }
}
