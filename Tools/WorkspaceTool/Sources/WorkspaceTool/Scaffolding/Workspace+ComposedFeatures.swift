extension Workspace {
  /// The declarations of the features named for an app to compose (`--features A,B`,
  /// `mf add A`), in order, each once; anything that is not a feature is a failure that lists
  /// the features.
  func features(named names: [String]) throws -> [PackageDeclaration] {
    let features = graph.declarations.filter { $0.kind == .feature }
    var result: [PackageDeclaration] = []
    for name in names where !result.contains(where: { $0.name == name }) {
      guard let feature = features.first(where: { $0.name == name }) else {
        let features = graph.packages.filter { $0.layer == .features }.map(\.name)
        if let bare = PackageKind.interface.declaredName(ofPackage: name), features.contains(bare) {
          throw ToolError.failure("\(name) is an interface; name its feature, \(bare)")
        }
        throw ToolError.failure(
          "no feature named \(name.quoted); "
            + (features.isEmpty
              ? "the workspace has no features yet (mf new feature <Name>)"
              : "the features are \(features.joined(separator: ", "))"))
      }
      result.append(feature)
    }
    return result
  }
}
