/// A folder of template files that together make one package, or one variant of its files.
///
/// Its files live in `Resources/Templates/<folder>/<role>/<file name>.template`: the role folder
/// (`source`, `testing`, `example`, `tests`, and a feature's `terminalUI`) says which target of
/// the package a file goes into, and the file name may use placeholders, such as
/// `{{name}}Feature.swift.template`.
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
  /// A feature in the kit's pattern, split as the shipped features are: a logic target (its
  /// dependency protocol, presentable context, public view state, receiver and view factory,
  /// board and stored service), a terminal UI target (`terminalUI`: a screen and console
  /// views), a test solver with recording views, an example that opens the screen at a
  /// terminal and prints at a pipe, and tests, the screen's in a virtual terminal.
  static let featureKit = TemplateSet(folder: "feature-kit", kind: .feature)
  /// An app in the pattern of `Apps/Shop`: the solver, the running app, the routes, the program
  /// and a thin executable, with tests that run it and check the composition is released.
  static let app = TemplateSet(folder: "app", kind: .app)
  /// A foundation package: an identifier type, its fixtures and tests.
  static let foundation = TemplateSet(folder: "foundation", kind: .foundation)
}
