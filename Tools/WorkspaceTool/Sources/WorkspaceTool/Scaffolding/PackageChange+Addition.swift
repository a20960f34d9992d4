extension PackageChange {
  /// What `mf add <Feature> --to <App>` changes, worked out before anything changes: the feature
  /// joins the app's `features:` in the root manifest, and so the app's generated composition
  /// (``AppComposition``) gives the solver the feature's protocol, the services mf knows how to
  /// make and the feature's plugin. The app's own sources are not touched; a feature that asks for
  /// what mf cannot make is refused, naming each member to give the solver by hand first.
  static func addition(of feature: String, to app: String, in workspace: Workspace) throws
    -> PackageChange
  {
    let appPackage = try workspace.app(named: app)
    let resolved = try workspace.features(named: [feature])[0]
    var declaration = PackageDeclaration(of: appPackage, in: workspace.graph)
    if declaration["features"].contains(resolved.variable) {
      throw ToolError.failure("\(app) already composes \(feature)")
    }
    let solverName = app + "Dependencies"
    guard let solver = SolverSource.find(app: app, in: workspace) else {
      throw ToolError.failure(
        "no file of \(PackageKind.app.targetPath(.source, for: app)) declares "
          + "`class \(solverName)`, the app's dependency solver, which mf add gives the "
          + "feature's protocol")
    }
    let again = "then run `mf add \(feature) --to \(app)` again"
    let current = AppComposition(of: appPackage, in: workspace)
    let composed = current.features.map(\.protocolName)
    // mf hands a feature its line views through the `<App>Views` it writes, which the
    // solver holds as `views`; an app that writes its views by hand declares them itself.
    let viewsType = app + "Views"
    let composition = try CompositionPlan(
      composing: [FeatureSource(name: feature, workspace: workspace)], into: app,
      members: solver.members, conformances: Set(solver.conformances + composed),
      offersViews: current.writesViews && solver.members["views"] == .some(viewsType),
      workspace: workspace,
      advice: { _ in "give \(solverName) these members, made in its initializer, \(again)" })
    if composition.features.contains(where: { !$0.services.isEmpty }),
      solver.members["services"] == nil
    {
      throw ToolError.failure(
        "\(app) cannot compose \(feature): \(solverName) has no `services`, which holds the "
          + "services mf makes; give it `let services: \(app)Services`, made in its initializer "
          + "as `services = \(app)Services(storage: storage)`, \(again)")
    }
    declaration["features"].append(resolved.variable)
    return PackageChange(
      command: "mf add \(feature) --to \(app)", redeclaring: declaration, in: workspace.graph)
  }
}
