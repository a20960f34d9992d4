/// The packages a new package uses, read from the `--uses` list of `mf new` against the graph.
struct UsedPackages {
  /// The variables of the interfaces used, in the order given.
  private(set) var interfaces: [String] = []
  /// The names of the foundation packages used; for a feature, in the manifest's order.
  private(set) var foundationNames: [String] = []

  var foundation: [String] { foundation(named: foundationNames) }

  /// Resolves `names` (`Catalog` or `CatalogInterface` for an interface, `Core` for a
  /// foundation package) for a new package of `kind`.
  ///
  /// A feature may use interfaces and foundation packages and always gets the foundation
  /// packages that every existing feature uses; a foundation package may use only foundation
  /// packages. Naming a feature, or anything else, is a failure that lists the choices.
  init(_ names: [String], for kind: PackageKind, graph: WorkspaceGraph) throws {
    let declarations = graph.declarations
    func declared(_ kind: PackageKind) -> [String] {
      declarations.filter { $0.kind == kind }.map(\.name)
    }
    var usedInterfaces: [String] = []
    var usedFoundation: [String] = []
    for used in names {
      let bare = PackageKind.interface.declaredName(ofPackage: used) ?? used
      if kind == .feature, declared(.interface).contains(bare) {
        if !usedInterfaces.contains(bare) { usedInterfaces.append(bare) }
      } else if declared(.foundation).contains(used) {
        if !usedFoundation.contains(used) { usedFoundation.append(used) }
      } else if declared(.feature).contains(used) {
        throw ToolError.failure(
          "\(used) is a feature; a package cannot use a feature, use its interface "
            + "\(PackageKind.interface.packageName(for: used)) instead")
      } else {
        let known =
          (kind == .feature ? declared(.interface).sorted() : []) + declared(.foundation).sorted()
        throw ToolError.failure(
          "\(used.quoted) in --uses is not a package that can be used here; "
            + "choose from: \(known.joined(separator: ", "))")
      }
    }
    if kind == .feature {
      let common = Self.commonFoundation(of: graph)
      let order = declared(.foundation)
      usedFoundation = (common + usedFoundation.filter { !common.contains($0) }).sorted {
        (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max)
      }
    }
    interfaces = usedInterfaces.map(PackageKind.interface.variableName(for:))
    foundationNames = usedFoundation
  }

  /// The variables of the foundation packages among `names` that are used.
  func foundation(named names: [String]) -> [String] {
    foundationNames.filter(names.contains).map(PackageKind.foundation.variableName(for:))
  }

  /// The foundation packages that every existing feature's source target uses, in graph order;
  /// with no feature yet, the kit's packages (`Core` and `Architecture`) the workspace has, so
  /// the first feature of a workspace emptied of its features follows the kit's pattern.
  static func commonFoundation(of graph: WorkspaceGraph) -> [String] {
    let foundation = graph.packages.filter { $0.layer == .foundation }.map(\.name)
    let uses = graph.packages.filter { $0.layer == .features }.compactMap { feature in
      let source = PackageKind.feature.targetName(.source, inPackage: feature.name)
      return feature.targets.first { $0.name == source }.map { Set($0.dependencies) }
    }
    guard let first = uses.first else {
      return foundation.filter(FeatureTemplateValues.kitPackages.contains)
    }
    let shared = uses.dropFirst().reduce(first) { $0.intersection($1) }
    return foundation.filter(shared.contains)
  }
}
