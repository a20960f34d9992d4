/// A folder of template files that together make one package, or one variant of its files.
///
/// Its files live in `Resources/Templates/<folder>/<role>/<file name>.template`: the role folder
/// (`source`, `testing`, `example`, `tests`) says which target of the package a file goes into,
/// and the file name may use placeholders, such as `{{name}}Feature.swift.template`.
struct TemplateSet: Sendable, Equatable {
  var folder: String
  var kind: PackageKind

  /// An interface package of a plain feature: a value type, a service protocol and its stub.
  static let interfacePlain = TemplateSet(folder: "interface-plain", kind: .interface)
  /// An interface package in the kit's pattern: the board's identifier and request, the
  /// feature's errors, a service protocol and its fake.
  static let interfaceKit = TemplateSet(folder: "interface-kit", kind: .interface)
  /// A feature that does not use the kit: a value that conforms to its service, fixtures, a
  /// test and an example that prints the value.
  static let featurePlain = TemplateSet(folder: "feature-plain", kind: .feature)
  /// A feature in the kit's pattern: dependencies, module plugin, board, listener, builder,
  /// flow, context, view and the stored service; a test dependency solver; an example that runs
  /// the module on a board harness; a board test, a storage test and a test that runs the
  /// example.
  static let featureKit = TemplateSet(folder: "feature-kit", kind: .feature)
  /// An app in the pattern of `Apps/Shop`: the solver, the module plugins, the running app on
  /// a motherboard under its root flow, the routes, the program on CommandLineKit and a thin
  /// executable; tests that run the executable, run each board mf knows the input of and check
  /// that the whole composition is released.
  static let app = TemplateSet(folder: "app", kind: .app)
  /// A foundation package: an identifier type, its fixtures and tests.
  static let foundation = TemplateSet(folder: "foundation", kind: .foundation)
}
