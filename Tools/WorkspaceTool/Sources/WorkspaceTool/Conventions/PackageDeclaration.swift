/// How the root manifest declares one package, in one line of the part mf writes
/// (``ManifestRegion``): a static member of its kind's helper type,
/// `static let cart = FeaturePackage("Cart", interfaces: [.cart, .catalog])`.
///
/// Static members, not globals: the manifest is a script, and every global of a script is
/// initialised in order in one `main()`, whose compile time grows faster than the number of
/// packages (minutes at 1,000 features); static members compile one by one.
///
/// mf never reads the declarations back as Swift: it derives each one from the targets the
/// evaluated manifest gives the package (``init(of:in:)``), changes the list, and writes the
/// part again whole. Arguments name packages by ``variable``, unique across the layers
/// (`catalogInterface`), and are written as members of the type the argument takes
/// (`.catalog` of `InterfacePackage`).
struct PackageDeclaration: Sendable, Equatable {
  /// What one argument after the name passes.
  enum Value: Sendable, Equatable {
    /// Other packages, by their variables: `[core, architecture]`, written `[.core, .architecture]`.
    case variables([String])
    /// One package, by its variable: `terminalUI`, written `.terminalUI`.
    case variable(String)
    /// Other packages, by their variables, written even when there are none: `[]` says "none"
    /// where leaving the argument out means a default (a UI target's interfaces).
    case explicitVariables([String])
    /// A string: `"shop"`.
    case text(String)
    /// Strings: `["Resources"]`.
    case texts([String])
    /// A Boolean; `false`, each helper's default, is left out.
    case flag(Bool)
  }

  var kind: PackageKind
  /// The name in quotes: `Catalog`, also for the interface `CatalogInterface`.
  var name: String
  /// The arguments after the name, by label, written in the order of the kind's
  /// ``PackageKind/arguments``.
  var arguments: [String: Value]

  /// mf's name for the package, unique across the layers: `catalogInterface`.
  var variable: String { kind.variableName(for: name) }

  /// The static member of the helper type that holds the package: `catalog`, for the feature
  /// `FeaturePackage.catalog` and the interface `InterfacePackage.catalog` alike.
  var member: String { kind.memberName(for: name) }

  /// The layer of the packages each argument that names packages takes.
  private static let argumentLayers: [String: Layer] = [
    "uses": .foundation, "foundation": .foundation, "ui": .foundation,
    "interfaces": .interfaces, "uiInterfaces": .interfaces, "features": .features,
  ]

  /// `variable`, a package that the argument `label` names, as the member it is written as:
  /// `catalogInterface` in `interfaces:` is `.catalog`.
  private static func reference(_ variable: String, in label: String) -> String {
    let kind = PackageKind.of(argumentLayers[label] ?? .tools)
    let member =
      variable.hasSuffix(kind.nameSuffix) && variable.count > kind.nameSuffix.count
      ? String(variable.dropLast(kind.nameSuffix.count)) : variable
    return "." + member
  }

  /// The variables of the packages it names, which the manifest declares before it.
  var uses: [String] { kind.arguments.flatMap { self[$0] } }

  /// The declaration as one line of Swift, a member of ``PackageKind/helper`` to write inside
  /// `extension FeaturePackage { ... }`; `swift format` wraps it when it is too long.
  var source: String {
    let parts = kind.arguments.compactMap { label -> String? in
      switch arguments[label] {
      case nil, .flag(false): nil
      case .variables(let names) where names.isEmpty && label != "features": nil
      case .texts(let texts) where texts.isEmpty: nil
      case .variables(let names), .explicitVariables(let names):
        "\(label): [\(names.map { Self.reference($0, in: label) }.joined(separator: ", "))]"
      case .variable(let name): "\(label): \(Self.reference(name, in: label))"
      case .text(let text): "\(label): \"\(text)\""
      case .texts(let texts): "\(label): [\(texts.map { "\"\($0)\"" }.joined(separator: ", "))]"
      case .flag(true): "\(label): true"
      }
    }
    let list = (["\"\(name)\""] + parts).joined(separator: ", ")
    return "static let \(member) = \(kind.helper)(\(list))"
  }

  /// The packages the argument `label` names; none when it names none.
  subscript(label: String) -> [String] {
    get {
      switch arguments[label] {
      case .variables(let variables), .explicitVariables(let variables): variables
      case .variable(let variable): [variable]
      default: []
      }
    }
    set { arguments[label] = .variables(newValue) }
  }
}

extension PackageDeclaration {
  /// The declaration that gives `package` the targets it has in `graph`: what its source target
  /// uses, its extra executables, tests and resources, as its kind's helper takes them.
  init(of package: WorkspacePackage, in graph: WorkspaceGraph) {
    let kind = package.kind
    let source = package.targets.first {
      $0.name == kind.targetName(.source, inPackage: package.name)
    }
    // Each package once: an app uses a feature's logic target and its UI target.
    func used(_ layer: Layer) -> Value {
      var seen: Set<String> = []
      return .variables(
        (source?.dependencies ?? []).compactMap { graph.package(ofTarget: $0) }
          .filter { $0.layer == layer && $0.folder != package.folder }.map(\.variable)
          .filter { seen.insert($0).inserted })
    }
    let executables = package.targets.filter { $0.kind == .executable }.map(\.name)
    let name = kind.declaredName(ofPackage: package.name) ?? package.name
    let arguments: [String: Value] =
      switch kind.layer {
      case .foundation: ["uses": used(.foundation), "executables": .texts(executables)]
      case .interfaces:
        [
          "interfaces": used(.interfaces), "foundation": used(.foundation),
          "hasTests": .flag(package.targets.contains { $0.kind == .test }),
        ]
      case .features:
        [
          "interfaces": used(.interfaces), "foundation": used(.foundation),
          "resources": .texts(source?.resources.map(\.path) ?? []),
        ].merging(Self.userInterface(of: package, in: graph)) { $1 }
      case .apps:
        [
          "executable": .text(executables.first ?? name.lowercased()),
          "features": used(.features), "foundation": used(.foundation),
        ]
      case .tools: [:]
      }
    self.init(kind: kind, name: name, arguments: arguments)
  }

  /// A feature's `ui:` and `uiInterfaces:`, read from its UI target: the target named the
  /// feature and a foundation package it uses (`CartTerminalUI` uses `TerminalUI`), and the
  /// interfaces that target uses, left out when they are all the feature's, the default.
  private static func userInterface(
    of package: WorkspacePackage, in graph: WorkspaceGraph
  ) -> [String: Value] {
    for target in package.targets where target.name.hasPrefix(package.name) {
      let used = target.dependencies.compactMap { graph.package(ofTarget: $0) }
      guard
        let ui = used.first(where: {
          $0.layer == .foundation && target.name == package.name + $0.name
        })
      else { continue }
      let source = package.targets.first { $0.name == package.name }
      let featureInterfaces = (source?.dependencies ?? []).compactMap {
        graph.package(ofTarget: $0)
      }.filter { $0.layer == .interfaces }.map(\.variable)
      let interfaces = used.filter { $0.layer == .interfaces }.map(\.variable)
      var arguments: [String: Value] = ["ui": .variable(ui.variable)]
      if interfaces != featureInterfaces {
        arguments["uiInterfaces"] = .explicitVariables(interfaces)
      }
      return arguments
    }
    return [:]
  }
}

extension WorkspacePackage {
  /// mf's name for the package, unique across the layers (`catalogInterface`); the root
  /// manifest holds it in a static member of its kind's helper type
  /// (``PackageDeclaration/member``).
  var variable: String {
    kind.variableName(for: kind.declaredName(ofPackage: name) ?? name)
  }

  /// The static member of its kind's helper type that holds the package in the root manifest:
  /// `catalog` for `InterfacePackage.catalog`, the package `CatalogInterface`.
  var member: String { kind.memberName(for: kind.declaredName(ofPackage: name) ?? name) }
}
