// swift-tools-version: 6.2
//
// The workspace manifest: every package of the app in one graph.
//
// `swift build` and `swift test` here build and test everything with one shared build. This file
// is the single source of truth for the dependency graph: the manifest inside each package folder
// is generated from it (`Tools/mf sync`) so that each package can also be built on its own.
//
// Read it top to bottom as the architecture: foundation, interfaces, features, apps. The tools
// in Tools/ (mf) are packages of their own, outside this graph.
//
// mf writes the packages' declarations, one per package, between the lines
// `// mf:begin packages` and `// mf:end packages` (`Tools/mf new`, `remove` and `add` change
// them); the rest of this file is yours and mf keeps it as it is. Each package is a static
// member of its layer's helper type (`FeaturePackage.cart`), named `.cart` wherever that type is
// expected: static members compile one by one, where globals would all be set up in the
// script's one `main()`, whose compile time grows faster than the number of packages. The helper
// types at the bottom expand one declaration into that package's targets, and their parameter
// types enforce the layering: a feature can only name interface and foundation packages, never
// another feature.

import PackageDescription

// mf:begin packages
// Written by mf (Tools/mf new, remove and add): one declaration per package, layer by layer,
// and each layer's list. mf writes these lines again whole, so a comment or a layout of your
// own between the markers is not kept; keep yours above or below them.

// Foundation layer: Foundation/<Name>, may use only other foundation packages

extension FoundationPackage {
  static let core = FoundationPackage("Core")
  static let architecture = FoundationPackage(
    "Architecture", executables: ["ArchitectureBenchmarks"])
  static let commandLineKit = FoundationPackage("CommandLineKit")
  static let terminalUI = FoundationPackage(
    "TerminalUI", uses: [.architecture], executables: ["TerminalUIDemo", "TerminalUIBenchmarks"])
}

let foundationPackages: [FoundationPackage] = [.core, .architecture, .commandLineKit, .terminalUI]

// Interface layer: Interfaces/<Name>Interface, value types and protocols, with fakes

extension InterfacePackage {
  static let catalog = InterfacePackage(
    "Catalog", foundation: [.core, .architecture], hasTests: true)
  static let account = InterfacePackage(
    "Account", foundation: [.core, .architecture], hasTests: true)
  static let cart = InterfacePackage(
    "Cart", interfaces: [.catalog], foundation: [.core, .architecture], hasTests: true)
  static let payments = InterfacePackage(
    "Payments", interfaces: [.catalog, .account], foundation: [.core, .architecture], hasTests: true
  )
  static let orders = InterfacePackage(
    "Orders", interfaces: [.catalog, .cart, .payments], foundation: [.core, .architecture],
    hasTests: true)
  static let checkout = InterfacePackage(
    "Checkout", interfaces: [.payments, .orders], foundation: [.core, .architecture])
}

let interfacePackages: [InterfacePackage] = [
  .catalog, .account, .cart, .payments, .orders, .checkout,
]

// Product features: Features/<Name>, may use only interfaces and foundation

extension FeaturePackage {
  static let catalog = FeaturePackage(
    "Catalog", interfaces: [.catalog], foundation: [.core, .architecture], resources: ["Resources"],
    ui: .terminalUI)
  static let account = FeaturePackage(
    "Account", interfaces: [.account], foundation: [.core, .architecture], ui: .terminalUI,
    uiInterfaces: [])
  static let cart = FeaturePackage(
    "Cart", interfaces: [.cart, .catalog], foundation: [.core, .architecture], ui: .terminalUI)
  static let payments = FeaturePackage(
    "Payments", interfaces: [.payments, .account, .catalog], foundation: [.core, .architecture],
    ui: .terminalUI, uiInterfaces: [.payments])
  static let orders = FeaturePackage(
    "Orders", interfaces: [.orders, .account, .payments], foundation: [.core, .architecture],
    ui: .terminalUI, uiInterfaces: [])
  static let checkout = FeaturePackage(
    "Checkout", interfaces: [.checkout, .cart, .payments, .orders, .account],
    foundation: [.core, .architecture], ui: .terminalUI, uiInterfaces: [])
}

let featurePackages: [FeaturePackage] = [.catalog, .account, .cart, .payments, .orders, .checkout]

// Apps: Apps/<Name>, compose features and choose every concrete type

extension AppPackage {
  static let shop = AppPackage(
    "Shop", executable: "shop",
    features: [.catalog, .account, .cart, .payments, .orders, .checkout],
    foundation: [.core, .architecture, .commandLineKit, .terminalUI])
}

let appPackages: [AppPackage] = [.shop]

// mf:end packages

// MARK: - The package

let package = Package(
  name: "Workspace",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [],
  targets: (foundationPackages.map(\.targets) + interfacePackages.map(\.targets)
    + featurePackages.map(\.targets) + appPackages.map(\.targets)).flatMap { $0 },
  swiftLanguageModes: [.v6]
)

// MARK: - Expansion helpers
//
// Each package type knows its folder and its targets. Target names follow one convention:
// `X` (source), `XTesting` (mocks and fixtures), `XExample` (executable), `XTests` (tests).
// A target's dependencies are written out in full, because the build checks that every import
// is a declared dependency (`--explicit-target-dependency-import-check error`).

/// A package of the foundation layer: `Foundation/<name>` with `X`, `XTesting` and `XTests`.
struct FoundationPackage {
  let name: String
  let uses: [FoundationPackage]
  /// Extra executable targets, such as benchmarks, that live in `Sources/<name>`. Like a
  /// feature's example, each may use the package's Testing target (its fixtures, its test
  /// devices).
  let executables: [String]

  init(_ name: String, uses: [FoundationPackage] = [], executables: [String] = []) {
    self.name = name
    self.uses = uses
    self.executables = executables
  }

  var testing: String { name + "Testing" }

  var targets: [Target] {
    let folder = "Foundation/\(name)"
    let deps = uses.map(\.name)
    let testingDeps = uses.map(\.testing)
    // Every test module takes the shared test support (the slow tier, the doc-example check)
    // from CoreTesting, even when the package itself uses nothing of Core.
    let testSupport = name == "Core" || uses.contains { $0.name == "Core" } ? [] : ["CoreTesting"]
    return [
      .target(name: name, dependencies: names(deps), path: "\(folder)/Sources/\(name)"),
      .target(
        name: testing, dependencies: names([name] + deps + testingDeps),
        path: "\(folder)/Sources/\(testing)"),
      .testTarget(
        name: name + "Tests",
        dependencies: names([name, testing] + deps + testingDeps + testSupport),
        path: "\(folder)/Tests/\(name)Tests"),
    ]
      + executables.map {
        .executableTarget(
          name: $0, dependencies: names([name, testing] + deps),
          path: "\(folder)/Sources/\($0)")
      }
  }
}

/// A package of the interface layer: `Interfaces/<name>Interface` with the interface, its fakes
/// and the contracts of its protocols, and optionally tests that hold the fakes to them.
///
/// An interface may use foundation packages and the value types of other interfaces. Its Testing
/// target also gets the foundation packages' Testing targets (`CoreTesting` has `ContractRule`).
struct InterfacePackage {
  let name: String
  let interfaces: [InterfacePackage]
  let foundation: [FoundationPackage]
  /// Whether the package has `Tests/<name>Tests`, where its fakes are run against the contracts
  /// of their protocols, so the interface package tests alone.
  let hasTests: Bool

  init(
    _ feature: String, interfaces: [InterfacePackage] = [], foundation: [FoundationPackage] = [],
    hasTests: Bool = false
  ) {
    self.name = feature + "Interface"
    self.interfaces = interfaces
    self.foundation = foundation
    self.hasTests = hasTests
  }

  var testing: String { name + "Testing" }

  /// This interface and every interface it uses, directly or not.
  var withUsedInterfaces: [InterfacePackage] {
    [self] + interfaces.flatMap(\.withUsedInterfaces)
  }

  /// The interfaces in their order, each once.
  static func unique(_ interfaces: [InterfacePackage]) -> [InterfacePackage] {
    var seen: Set<String> = []
    return interfaces.filter { seen.insert($0.name).inserted }
  }

  var targets: [Target] {
    let folder = "Interfaces/\(name)"
    let deps = interfaces.map(\.name) + foundation.map(\.name)
    let testingDeps = deps + foundation.map(\.testing)
    return [
      .target(name: name, dependencies: names(deps), path: "\(folder)/Sources/\(name)"),
      .target(
        name: testing, dependencies: names([name] + testingDeps),
        path: "\(folder)/Sources/\(testing)"),
    ]
      + (hasTests
        ? [
          .testTarget(
            name: name + "Tests", dependencies: names([name, testing] + testingDeps),
            path: "\(folder)/Tests/\(name)Tests")
        ] : [])
  }
}

/// A product feature: `Features/<name>` with its logic, Testing, Example and Tests targets, and
/// its UI target when it has screens.
///
/// Its parameters accept interface and foundation packages only, so a feature cannot depend on
/// another feature: features talk through interfaces, and the app composes them.
struct FeaturePackage {
  let name: String
  let interfaces: [InterfacePackage]
  let foundation: [FoundationPackage]
  /// Resource folders inside `Sources/<name>`, processed and reachable through `Bundle.module`.
  let resources: [String]
  /// The UI foundation of the feature's UI target, `<name><ui>` (`CartTerminalUI` on
  /// `TerminalUI`): the views that implement the logic target's view protocols. None for a
  /// feature whose views still live in its logic target.
  let ui: FoundationPackage?
  /// The interfaces whose types the UI target shows; by default all the feature's.
  let uiInterfaces: [InterfacePackage]

  init(
    _ name: String, interfaces: [InterfacePackage], foundation: [FoundationPackage] = [],
    resources: [String] = [], ui: FoundationPackage? = nil, uiInterfaces: [InterfacePackage]? = nil
  ) {
    self.name = name
    self.interfaces = interfaces
    self.foundation = foundation
    self.resources = resources
    self.ui = ui
    self.uiInterfaces = uiInterfaces ?? interfaces
  }

  /// The UI target's name, if the feature has one.
  var uiTarget: String? { ui.map { name + $0.name } }

  var targets: [Target] {
    let folder = "Features/\(name)"
    let deps = interfaces.map(\.name) + foundation.map(\.name)
    // Fixtures and examples build values of every interface the feature can see, so the
    // Testing, Example and Tests targets also get the interfaces its interfaces use, and the
    // fakes of all of them.
    let visible = InterfacePackage.unique(interfaces.flatMap(\.withUsedInterfaces))
    let testDeps =
      visible.map(\.name) + foundation.map(\.name) + visible.map(\.testing)
      + foundation.map(\.testing)
    let testing = name + "Testing"
    // The example shows the feature's screens and prints its line-mode views on a scripted
    // console; the tests drive them in a virtual terminal.
    let exampleUI = ui.map { [name + $0.name, $0.name, $0.testing] } ?? []
    let testsUI = ui.map { [name + $0.name, $0.name, $0.testing] } ?? []
    let uiTargets: [Target] =
      ui.map { ui in
        [
          .target(
            name: name + ui.name,
            dependencies: names(
              [name] + uiInterfaces.map(\.name) + foundation.map(\.name) + [ui.name]),
            path: "\(folder)/Sources/\(name + ui.name)")
        ]
      } ?? []
    return [
      .target(
        name: name, dependencies: names(deps), path: "\(folder)/Sources/\(name)",
        resources: resources.map { .process($0) })
    ] + uiTargets + [
      .target(
        name: testing, dependencies: names([name] + testDeps),
        path: "\(folder)/Sources/\(testing)"),
      .executableTarget(
        name: name + "Example", dependencies: names([name, testing] + exampleUI + testDeps),
        path: "\(folder)/Sources/\(name)Example"),
      .testTarget(
        name: name + "Tests", dependencies: names([name, testing] + testsUI + testDeps),
        path: "\(folder)/Tests/\(name)Tests"),
    ]
  }
}

/// An application: `Apps/<name>` with a library that composes the features, a thin executable
/// and tests. The app is the one place that may use every layer.
///
/// It names the features it composes; a new feature joins an app when the app starts using it,
/// so changing a feature no app uses rebuilds and retests no app. The app also gets the
/// interfaces those features use, and their UI targets, whose views it hands the features.
struct AppPackage {
  let name: String
  let executable: String
  let features: [FeaturePackage]
  let foundation: [FoundationPackage]

  init(
    _ name: String, executable: String, features: [FeaturePackage],
    foundation: [FoundationPackage]
  ) {
    self.name = name
    self.executable = executable
    self.features = features
    self.foundation = foundation
  }

  var interfaces: [InterfacePackage] {
    InterfacePackage.unique(features.flatMap { $0.interfaces.flatMap(\.withUsedInterfaces) })
  }

  var targets: [Target] {
    let folder = "Apps/\(name)"
    let library = name + "App"
    let deps =
      features.map(\.name) + features.compactMap(\.uiTarget) + interfaces.map(\.name)
      + foundation.map(\.name)
    let fakes =
      features.map { $0.name + "Testing" } + interfaces.map(\.testing) + foundation.map(\.testing)
    return [
      .target(name: library, dependencies: names(deps), path: "\(folder)/Sources/\(library)"),
      .executableTarget(
        name: executable, dependencies: names([library]), path: "\(folder)/Sources/\(executable)"),
      .testTarget(
        name: name + "Tests", dependencies: names([library, executable] + deps + fakes),
        path: "\(folder)/Tests/\(name)Tests"),
    ]
  }
}

/// Turns target names into dependencies on targets of this package.
func names(_ targets: [String]) -> [Target.Dependency] {
  targets.map { .target(name: $0) }
}
