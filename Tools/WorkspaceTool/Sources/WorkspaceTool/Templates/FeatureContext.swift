/// What the templates of a new feature and its interface are rendered from.
///
/// When the feature's source uses the ``kitPackages`` (`Core` and `Architecture`), the feature
/// and its interface follow the kit's pattern (``TemplateSet/interfaceKit``,
/// ``TemplateSet/featureKit``); otherwise they get the plain sets.
struct FeatureContext: TemplateContext {
  /// The placeholders of the feature templates.
  enum Placeholder: String, CaseIterable {
    /// The feature name, such as `Wishlist`.
    case name
    /// The feature name as a variable, such as `wishlist`.
    case variableName
    /// The feature name in lowercase words joined by hyphens, such as `order-history`: the
    /// board's name and the stored document's key.
    case hyphenatedName
    /// The interface package, such as `WishlistInterface`.
    case interface
    /// The import lines of the packages the feature's source uses besides its interface and the
    /// kit: those named with `mf new feature --uses`.
    case usedImports
  }

  /// The foundation packages whose pattern a feature follows when its source uses them all.
  static let kitPackages = ["Core", "Architecture"]

  var name: String
  var dependencies: [String: [String]]

  /// The dependencies of the feature's source target.
  private var sourceDependencies: [String] {
    dependencies[PackageKind.feature.targetName(.source, for: name)] ?? []
  }

  /// Whether the feature's source target uses every package of the kit pattern.
  var usesKit: Bool { Self.usesKit(sourceDependencies) }

  /// Whether `packages`, the foundation packages a feature uses, include the whole kit.
  static func usesKit(_ packages: [String]) -> Bool {
    kitPackages.allSatisfy(packages.contains)
  }

  var templateSets: [TemplateSet] {
    [Self.interfaceSet(usesKit: usesKit), usesKit ? .featureKit : .featurePlain]
  }

  /// The template set of the interface: the kit's pattern when `usesKit`.
  static func interfaceSet(usesKit: Bool) -> TemplateSet {
    usesKit ? .interfaceKit : .interfacePlain
  }

  func value(of placeholder: Placeholder) -> String {
    switch placeholder {
    case .name: name
    case .variableName: PackageName.variableName(for: name)
    case .hyphenatedName: PackageName.hyphenatedName(for: name)
    case .interface: PackageKind.interface.packageName(for: name)
    case .usedImports:
      TemplateRenderer.importLines(
        sourceDependencies.filter {
          $0 != PackageKind.interface.packageName(for: name) && !Self.kitPackages.contains($0)
        })
    }
  }
}
