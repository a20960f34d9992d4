/// A folder of template files that together make one package, or one variant of its files.
///
/// Its files live in `Resources/Templates/<folder>/<role>/<file name>.template`: the role folder
/// (`source`, `testing`, `example`, `tests`) says which target of the package a file goes into,
/// and the file name may use placeholders, such as `{{name}}Feature.swift.template`.
struct TemplateSet: Sendable, Equatable {
  /// The folder under `Resources/Templates`.
  var folder: String
  /// The kind of package its files go into.
  var kind: PackageKind

  /// An interface package: a value type, a service protocol and its stub.
  static let interface = TemplateSet(folder: "interface", kind: .interface)
  /// The files every feature has: the feature's value, its fixtures and its tests.
  static let feature = TemplateSet(folder: "feature", kind: .feature)
  /// The rest of a feature that does not use the kit: an example that runs the value.
  static let featurePlain = TemplateSet(folder: "feature-plain", kind: .feature)
  /// The rest of a feature in the kit's pattern: dependencies, builder, flow, context, a test
  /// dependency solver, an example that attaches the flow and a leak-checked test.
  static let featureKit = TemplateSet(folder: "feature-kit", kind: .feature)
  /// A foundation package: an identifier type, its fixtures and tests.
  static let foundation = TemplateSet(folder: "foundation", kind: .foundation)
}
