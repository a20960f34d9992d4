/// What the templates of a new feature and its interface are rendered from.
///
/// When the feature's source uses the `Core` and `Architecture` foundation packages, it follows
/// their pattern (``TemplateSet/featureKit``); otherwise it gets the plain example.
struct FeatureContext: TemplateContext {
  /// The placeholders of the feature templates.
  enum Placeholder: String, CaseIterable {
    /// The feature name, such as `Wishlist`.
    case name
    /// The feature name as a variable, such as `wishlist`.
    case variableName
    /// The interface package, such as `WishlistInterface`.
    case interface
  }

  var name: String
  var dependencies: [String: [String]]

  /// Whether the feature's source target uses both foundation packages of the kit pattern.
  var usesKit: Bool {
    let used = Set(dependencies[PackageKind.feature.targetName(.source, for: name)] ?? [])
    return used.contains("Core") && used.contains("Architecture")
  }

  var templateSets: [TemplateSet] {
    [.interface, .feature, usesKit ? .featureKit : .featurePlain]
  }

  func value(of placeholder: Placeholder) -> String {
    switch placeholder {
    case .name: name
    case .variableName: PackageName.variableName(for: name)
    case .interface: PackageKind.interface.packageName(for: name)
    }
  }
}
