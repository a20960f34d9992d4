/// What the templates of a new feature and its interface are rendered from: `{{name}}`
/// (`Wishlist`), `{{variableName}}` (`wishlist`), `{{hyphenatedName}}` (`order-history`, the
/// board's name and the stored document's key), `{{interface}}` (`WishlistInterface`) and
/// `{{usedImports}}`, the imports of the packages named with `--uses`.
///
/// When the feature's source uses the ``kitPackages`` (`Core` and `Architecture`), the feature
/// and its interface follow the kit's pattern (``TemplateSet/interfaceKit``,
/// ``TemplateSet/featureKit``), with a UI target on ``uiPackage``; otherwise they get the plain
/// sets, which have no views.
struct FeatureTemplateValues: TemplateValues {
  /// The foundation packages whose pattern a feature follows when its source uses them all.
  static let kitPackages = ["Core", "Architecture"]
  /// The foundation package a kit feature's UI target draws with: `WishlistTerminalUI`.
  static let uiPackage = "TerminalUI"

  var name: String
  var dependencies: [String: [String]]

  private var sourceDependencies: [String] {
    dependencies[PackageKind.feature.targetName(.source, for: name)] ?? []
  }

  /// Whether `packages`, the foundation packages a feature uses, include the whole kit.
  static func usesKit(_ packages: [String]) -> Bool {
    kitPackages.allSatisfy(packages.contains)
  }

  var templateSets: [TemplateSet] {
    let usesKit = Self.usesKit(sourceDependencies)
    return [Self.interfaceSet(usesKit: usesKit), usesKit ? .featureKit : .featurePlain]
  }

  static func interfaceSet(usesKit: Bool) -> TemplateSet {
    usesKit ? .interfaceKit : .interfacePlain
  }

  var values: [String: String] {
    let interface = PackageKind.interface.packageName(for: name)
    return [
      "name": name, "variableName": PackageName.variableName(for: name),
      "hyphenatedName": PackageName.hyphenatedName(for: name), "interface": interface,
      "usedImports": TemplateLibrary.importLines(
        sourceDependencies.filter { $0 != interface && !Self.kitPackages.contains($0) }),
    ]
  }
}
