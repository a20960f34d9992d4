/// One kind of package: its layer, how it and its targets are named and laid out, and the words
/// the root manifest declares it with. The one statement of the workspace's conventions: `mf
/// lint` checks them, `mf new` and `mf remove` follow them, the templates place files by them.
struct PackageKind: Sendable, Equatable {
  let layer: Layer
  /// What the package name adds to the name it is declared with: the package
  /// `CatalogInterface` is declared as `InterfacePackage("Catalog")`.
  let nameSuffix: String
  /// What the name of the package's source target adds to the package name: `App` for an app,
  /// whose library `ShopApp` composes the features and whose executable is `shop`.
  let sourceSuffix: String
  /// The helper type of the root manifest that declares such a package: `FeaturePackage`.
  let helper: String
  /// The variable of the root manifest that lists every package of the kind: `featurePackages`.
  let list: String
  /// The targets a package of the kind has, in order, which `mf new` creates (an optional one
  /// when its template set has files for it); empty when mf does not derive them from the name.
  let roles: [TargetRole]
  /// The roles a package may go without: an interface's tests, which hold its fakes to the
  /// contracts of their protocols, exist when its declaration says `hasTests: true`.
  var optionalRoles: [TargetRole] = []
  /// Whether `mf lint` reports a missing role target (foundation packages may differ).
  let checksRoles: Bool
  /// The labels of the arguments its helper takes after the name, in order.
  let arguments: [String]

  /// `Foundation/X`: `X`, `XTesting`, `XTests`, and any extra executables.
  static let foundation = PackageKind(
    layer: .foundation, nameSuffix: "", sourceSuffix: "", helper: "FoundationPackage",
    list: "foundationPackages", roles: [.source, .testing, .tests], checksRoles: false,
    arguments: ["uses", "executables"])
  /// `Interfaces/XInterface`: `XInterface`, its fakes and contracts, `XInterfaceTesting`, and
  /// optionally `XInterfaceTests`, which runs the fakes against the contracts.
  static let interface = PackageKind(
    layer: .interfaces, nameSuffix: "Interface", sourceSuffix: "", helper: "InterfacePackage",
    list: "interfacePackages", roles: [.source, .testing, .tests], optionalRoles: [.tests],
    checksRoles: true, arguments: ["interfaces", "foundation", "hasTests"])
  /// `Features/X`: `X`, `XTesting`, `XExample` and `XTests`, and `X<UI>` (`CartTerminalUI`)
  /// when it declares `ui:`, the UI foundation package its screens are built on.
  static let feature = PackageKind(
    layer: .features, nameSuffix: "", sourceSuffix: "", helper: "FeaturePackage",
    list: "featurePackages", roles: [.source, .testing, .example, .tests], checksRoles: true,
    arguments: ["interfaces", "foundation", "resources", "ui", "uiInterfaces"])
  /// `Apps/X`: the library `XApp` (the composition root), the executable `x` (the name is
  /// given in the manifest; `mf new app` gives the app's name in lowercase) and `XTests`.
  static let app = PackageKind(
    layer: .apps, nameSuffix: "", sourceSuffix: "App", helper: "AppPackage", list: "appPackages",
    roles: [.source, .executable, .tests], checksRoles: true,
    arguments: ["executable", "features", "foundation"])
  /// `Tools/X`: a library, an executable and tests, named in the manifest.
  static let tool = PackageKind(
    layer: .tools, nameSuffix: "", sourceSuffix: "", helper: "ToolPackage", list: "toolPackages",
    roles: [], checksRoles: false, arguments: [])

  /// The roles a template set of the kind may fill: its ``roles``, and a feature's terminal UI
  /// target, which its declaration makes with `ui: terminalUI`.
  var templateRoles: [TargetRole] { self == .feature ? roles + [.terminalUI] : roles }

  static let all: [PackageKind] = [.foundation, .interface, .feature, .app, .tool]

  /// The kind of the packages of `layer`, one per layer.
  static func of(_ layer: Layer) -> PackageKind {
    all.first { $0.layer == layer } ?? .tool
  }

  /// The package that the declared `name` gives: `Catalog` gives `CatalogInterface` for an
  /// interface.
  func packageName(for name: String) -> String { name + nameSuffix }

  func folder(for name: String) -> String { "\(layer.folder)/\(packageName(for: name))" }

  func targetName(_ role: TargetRole, for name: String) -> String {
    targetName(role, inPackage: packageName(for: name))
  }

  /// The name of the target that plays `role` in the package named `package`: `ShopApp` and
  /// `shop` for the source and the executable of the app `Shop`.
  func targetName(_ role: TargetRole, inPackage package: String) -> String {
    switch role {
    case .source: package + sourceSuffix
    case .executable: package.lowercased()
    case .terminalUI, .testing, .example, .tests: package + role.suffix
    }
  }

  /// The folder of the target that plays `role`: `Features/Catalog/Tests/CatalogTests`.
  func targetPath(_ role: TargetRole, for name: String) -> String {
    "\(folder(for: name))/\(role.kind.folder)/\(targetName(role, for: name))"
  }

  /// mf's name for the package declared as `name`, unique across the layers: `catalogInterface`
  /// for the interface `Catalog`.
  func variableName(for name: String) -> String {
    memberName(for: name) + nameSuffix
  }

  /// The static member of ``helper`` that holds the package declared as `name` in the root
  /// manifest: `catalog` for both the feature and the interface `Catalog`, which live on
  /// different types (`FeaturePackage.catalog`, `InterfacePackage.catalog`).
  func memberName(for name: String) -> String { PackageName.variableName(for: name) }

  /// The name a package is declared with, or nil when its name lacks the kind's suffix.
  func declaredName(ofPackage package: String) -> String? {
    guard package.hasSuffix(nameSuffix), package.count > nameSuffix.count else { return nil }
    return String(package.dropLast(nameSuffix.count))
  }
}
