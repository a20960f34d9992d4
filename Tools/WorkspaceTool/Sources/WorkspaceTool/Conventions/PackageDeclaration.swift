/// How the root manifest declares one package, in one line of the part mf writes
/// (``ManifestRegion``): `let cart = FeaturePackage("Cart", interfaces: [cartInterface])`.
///
/// mf never reads the declarations back as Swift: it derives each one from the targets the
/// evaluated manifest gives the package (``init(of:in:)``), changes the list, and writes the
/// part again whole.
struct PackageDeclaration: Sendable, Equatable {
  /// What one argument after the name passes.
  enum Value: Sendable, Equatable {
    /// Other packages, by their variables: `[core, architecture]`.
    case variables([String])
    /// A string: `"shop"`.
    case text(String)
    /// Strings: `["Resources"]`.
    case texts([String])
    /// A Boolean; `false`, each helper's default, is left out.
    case flag(Bool)
  }

  struct Argument: Sendable, Equatable {
    var label: String
    var value: Value
  }

  var kind: PackageKind
  /// The name in quotes: `Catalog`, also for the interface `CatalogInterface`.
  var name: String
  var arguments: [Argument]

  var variable: String { kind.variableName(for: name) }

  /// The variables of the packages it names, which the manifest declares before it.
  var uses: [String] {
    arguments.flatMap { argument -> [String] in
      if case .variables(let variables) = argument.value { return variables }
      return []
    }
  }

  /// The declaration as one line of Swift; `swift format` wraps it when it is too long.
  var source: String {
    let parts = arguments.compactMap { argument -> String? in
      switch argument.value {
      case .variables(let names) where names.isEmpty && argument.label != "features": nil
      case .texts(let texts) where texts.isEmpty: nil
      case .flag(false): nil
      case .variables(let names): "\(argument.label): [\(names.joined(separator: ", "))]"
      case .text(let text): "\(argument.label): \"\(text)\""
      case .texts(let texts):
        "\(argument.label): [\(texts.map { "\"\($0)\"" }.joined(separator: ", "))]"
      case .flag(true): "\(argument.label): true"
      }
    }
    return "let \(variable) = \(kind.helper)(\((["\"\(name)\""] + parts).joined(separator: ", ")))"
  }

  init(kind: PackageKind, name: String, arguments: [Argument]) {
    self.kind = kind
    self.name = name
    self.arguments = arguments
  }

  /// `FoundationPackage("Core", uses: [...], executables: [...])`.
  static func foundation(_ name: String, uses: [String], executables: [String] = []) -> Self {
    Self(
      kind: .foundation, name: name,
      arguments: [
        Argument(label: "uses", value: .variables(uses)),
        Argument(label: "executables", value: .texts(executables)),
      ])
  }

  /// `InterfacePackage("Cart", interfaces: [...], foundation: [...], hasTests: true)`.
  static func interface(
    _ name: String, interfaces: [String], foundation: [String], hasTests: Bool
  ) -> Self {
    Self(
      kind: .interface, name: name,
      arguments: [
        Argument(label: "interfaces", value: .variables(interfaces)),
        Argument(label: "foundation", value: .variables(foundation)),
        Argument(label: "hasTests", value: .flag(hasTests)),
      ])
  }

  /// `FeaturePackage("Cart", interfaces: [...], foundation: [...], resources: [...])`.
  static func feature(
    _ name: String, interfaces: [String], foundation: [String], resources: [String] = []
  ) -> Self {
    Self(
      kind: .feature, name: name,
      arguments: [
        Argument(label: "interfaces", value: .variables(interfaces)),
        Argument(label: "foundation", value: .variables(foundation)),
        Argument(label: "resources", value: .texts(resources)),
      ])
  }

  /// `AppPackage("Shop", executable: "shop", features: [...], foundation: [...])`.
  static func app(_ name: String, executable: String, features: [String], foundation: [String])
    -> Self
  {
    Self(
      kind: .app, name: name,
      arguments: [
        Argument(label: "executable", value: .text(executable)),
        Argument(label: "features", value: .variables(features)),
        Argument(label: "foundation", value: .variables(foundation)),
      ])
  }

  /// The declaration that gives `package` the targets it has in `graph`: what its source target
  /// uses, its extra executables, tests and resources, as its kind's helper takes them.
  init(of package: WorkspacePackage, in graph: WorkspaceGraph) {
    let kind = package.kind
    let name = kind.declaredName(ofPackage: package.name) ?? package.name
    let source = package.targets.first {
      $0.name == kind.targetName(.source, inPackage: package.name)
    }
    func used(_ layer: Layer) -> [String] {
      (source?.dependencies ?? []).compactMap { graph.package(ofTarget: $0) }
        .filter { $0.layer == layer && $0.folder != package.folder }.map(\.variable)
    }
    let executables = package.targets.filter { $0.kind == .executable }.map(\.name)
    switch kind.layer {
    case .foundation:
      self = .foundation(name, uses: used(.foundation), executables: executables)
    case .interfaces:
      self = .interface(
        name, interfaces: used(.interfaces), foundation: used(.foundation),
        hasTests: package.targets.contains { $0.kind == .test })
    case .features:
      self = .feature(
        name, interfaces: used(.interfaces), foundation: used(.foundation),
        resources: source?.resources.map(\.path) ?? [])
    case .apps:
      self = .app(
        name, executable: executables.first ?? name.lowercased(), features: used(.features),
        foundation: used(.foundation))
    case .tools:
      self.init(kind: kind, name: name, arguments: [])
    }
  }

  /// The value of the argument `label`; an empty list when there is none.
  subscript(label: String) -> [String] {
    get {
      guard case .variables(let variables) = arguments.first(where: { $0.label == label })?.value
      else { return [] }
      return variables
    }
    set {
      guard let index = arguments.firstIndex(where: { $0.label == label }) else { return }
      arguments[index].value = .variables(newValue)
    }
  }
}

extension WorkspacePackage {
  /// The variable that holds the package in the root manifest: `catalogInterface`.
  var variable: String {
    kind.variableName(for: kind.declaredName(ofPackage: name) ?? name)
  }
}
