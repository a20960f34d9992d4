/// The features named for an app to compose (`--features A,B`, `mf add A`), checked against the
/// workspace: each is a feature, named once, with its manifest variable.
enum ComposedFeatures {
  /// A feature to compose and the variable the root manifest holds it in.
  struct Feature: Equatable {
    var name: String
    var variable: String
  }

  /// The features `names` names, in order, each once; anything that is not a feature is a
  /// failure that lists the features.
  static func resolve(_ names: [String], workspace: Workspace) throws -> [Feature] {
    let features = workspace.graph.declarations.filter { $0.kind == .feature }
    var result: [Feature] = []
    for name in names where !result.contains(where: { $0.name == name }) {
      guard let feature = features.first(where: { $0.name == name }) else {
        throw ToolError.failure(unknown(name, in: workspace))
      }
      result.append(Feature(name: name, variable: feature.variable))
    }
    return result
  }

  static func unknown(_ name: String, in workspace: Workspace) -> String {
    let features = workspace.graph.packages.filter { $0.layer == .features }.map(\.name)
    let choices =
      features.isEmpty
      ? "the workspace has no features yet (mf new feature <Name>)"
      : "the features are \(features.joined(separator: ", "))"
    if let bare = PackageKind.interface.declaredName(ofPackage: name), features.contains(bare) {
      return "\(name) is an interface; name its feature, \(bare)"
    }
    return "no feature named \(name.quoted); \(choices)"
  }
}
