/// What `mf add <Feature> --to <App>` changes, worked out before anything changes: the feature
/// in the app's `features:` list in the root manifest, the feature's dependency protocol on the
/// app's solver with the services mf knows how to make, its module plugin in the app's list,
/// and the import lines those need.
///
/// The app's sources are found by their conventional names (`<App>Dependencies`,
/// `<App>Modules`, `<App>Routes`) and edited in place, the rest of each file kept as it was;
/// a feature that asks for what mf cannot make is refused, naming each member.
struct AdditionPlan {
  /// The feature's composition.
  let composition: CompositionPlan
  /// The change to apply.
  let change: PackageChange

  /// Plans composing the feature `feature` into the app `app` of `workspace`, whose root
  /// manifest reads `manifest`.
  init(feature: String, app: String, workspace: Workspace, manifest: String) throws {
    let graph = workspace.graph
    let kind = PackageKind.app
    guard let appPackage = graph.package(named: kind.folder(for: app)),
      appPackage.layer == .apps
    else { throw ToolError.failure(AppRemovalPlan.unknown(app, in: workspace)) }
    var editor = RootManifestEditor(text: manifest)
    guard let appVariable = editor.packageVariables(helper: kind.helper)[app] else {
      throw ToolError.failure(
        "the workspace manifest has no `let ... = \(kind.helper)(\"\(app)\", ...)`")
    }
    guard
      let resolved = try ComposedFeatures.resolve([feature], workspace: workspace, manifest: editor)
        .first
    else { throw ToolError.failure(ComposedFeatures.unknown(feature, in: workspace)) }
    let library = kind.targetName(.source, for: app)
    let composed = try editor.elements(ofArgument: "features", in: appVariable)
    if composed.contains(resolved.variable)
      || graph.target(named: library)?.dependencies.contains(feature) == true
    {
      throw ToolError.failure("\(app) already composes \(feature)")
    }

    let sources = SourceFiles().swiftSources(
      in: kind.targetPath(.source, for: app), root: workspace.root)
    let solverName = app + "Dependencies"
    guard
      var solver = sources.lazy.compactMap({
        SolverSource(path: $0.path, text: $0.text, className: solverName)
      }).first
    else {
      throw ToolError.failure(
        "no file of \(kind.targetPath(.source, for: app)) declares `class \(solverName)`, the "
          + "app's dependency solver, which mf add gives the feature's protocol")
    }
    let modulesName = app + "Modules"
    guard
      var modules = sources.lazy.compactMap({
        ModuleListSource(path: $0.path, text: $0.text, typeName: modulesName)
      }).first
    else {
      throw ToolError.failure(
        "no file of \(kind.targetPath(.source, for: app)) declares `\(modulesName)`, the list of "
          + "module plugins, where mf add installs the feature's")
    }
    composition = try CompositionPlan(
      composing: [FeatureSource(name: feature, workspace: workspace)], into: app,
      members: solver.members, conformances: Set(solver.conformances), workspace: workspace,
      advice: {
        "give \(solverName) these members, made in its initializer, then run "
          + "`mf add \($0.name) --to \(app)` again"
      })
    for planned in composition.features {
      solver.addImports([planned.name] + planned.services.map(\.interface))
      try solver.addConformance(planned.protocolName)
      for service in planned.services {
        try solver.addProperty(service.property)
        try solver.addToInitializer(service.assignment)
      }
      modules.addImports([planned.name])
      try modules.append(plugin: planned.moduleType)
    }
    try editor.append(resolved.variable, toArgument: "features", in: appVariable)

    // The interfaces the app's library gains with the feature are imported where boards are
    // chained, the routes (or the solver, when the app has no routes), so that every declared
    // dependency of the library is used.
    let routes = sources.first {
      SwiftSource($0.text).declaration("enum", named: app + "Routes") != nil
    }
    let before = Set(graph.target(named: library)?.dependencies ?? [])
    let edited = [solver.path: solver.text, modules.path: modules.text]
    change = PackageChange(
      command: "mf add \(feature) --to \(app)", manifest: editor.text,
      editedFiles: { after in
        let gained = (after.target(named: library)?.dependencies ?? []).filter {
          !before.contains($0) && after.package(ofTarget: $0)?.layer == .interfaces
        }
        var files = edited
        let importing = routes?.path ?? solver.path
        files[importing] = ImportLines.adding(
          gained, to: files[importing] ?? routes?.text ?? solver.text)
        return files.keys.sorted().map { GeneratedFile(path: $0, verbatim: files[$0] ?? "") }
      })
  }
}
