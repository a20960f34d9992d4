import Foundation

@testable import WorkspaceTool

/// A throwaway workspace folder for tests, removed when the test ends.
final class FixtureWorkspace {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("mf-fixture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Foundation"), withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// Writes `text` at `path` (relative to the root), creating folders.
  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The text at `path`, or nil.
  func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// Every file and folder under the root with its text, to compare before and after a
  /// command; build outputs and git's own files are left out.
  func snapshot() -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    let prefix = root.standardizedFileURL.path + "/"
    while let url = enumerator?.nextObject() as? URL {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
      if path.hasPrefix(".build") || path.contains("/.build") || path == ".git"
        || path.hasPrefix(".git/")
      {
        continue
      }
      files[path] = isFolder.boolValue ? "<folder>" : (read(path) ?? "<unreadable>")
    }
    return files
  }

  /// A workspace built from targets declared in code, without evaluating a manifest.
  func workspace(_ targets: [ManifestDump.Target]) throws -> Workspace {
    let dump = ManifestDump(
      name: "Workspace",
      platforms: [.init(platformName: "macos", version: "15.0")],
      targets: targets, swiftLanguageVersions: ["6"])
    return Workspace(root: root, graph: try WorkspaceGraph(dumps: [("", dump)]))
  }

  /// Runs git with `arguments` in the workspace and returns what it printed.
  @discardableResult
  func git(_ arguments: [String]) throws -> String {
    let result = try ProcessRunner().run("git", arguments, in: root)
    guard result.status == 0 else {
      throw ToolError.failure("git \(arguments): \(result.errorOutput)")
    }
    return result.output
  }

  /// Makes the workspace a git repository whose one commit holds everything.
  func commitEverything() throws {
    try write(".gitignore", ".build/\n")
    try git(["init", "-q"])
    try git(["add", "-A"])
    try git(["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qm", "start"])
  }

  /// `git status`, short, untracked files included: empty when nothing changed.
  func gitStatus() throws -> String {
    try git(["status", "--porcelain", "--untracked-files=all"])
  }

  /// Runs `mf` with `arguments` in the workspace and returns exit code, output and errors;
  /// `changeHook` can stop it midway, as a kill would.
  func mf(_ arguments: [String], changeHook: ChangeHook = .none)
    -> (status: Int32, output: String, errors: String)
  {
    let output = CapturedText()
    let errors = CapturedText()
    let tool = CommandLineTool(
      currentDirectory: root, output: output, errorOutput: errors,
      afterEachChange: { try changeHook.didChange() })
    let status = tool.run(arguments)
    return (status, output.text, errors.text)
  }
}

/// Shorthands for declaring fixture targets.
enum Fixture {
  /// The paths whose contents differ between two snapshots, to say what went wrong.
  static func differences(_ one: [String: String], _ other: [String: String]) -> String {
    Set(one.keys).union(other.keys).filter { one[$0] != other[$0] }.sorted()
      .joined(separator: ", ")
  }

  static func target(
    _ name: String, at path: String, _ dependencies: [String] = [], type: String = "regular",
    resources: [ManifestDump.Resource] = []
  ) -> ManifestDump.Target {
    ManifestDump.Target(
      name: name, type: type, path: path,
      dependencies: dependencies.map { ManifestDump.Dependency(name: $0) }, resources: resources)
  }

  /// The targets of a package of `kind` declared as `name` (`Catalog` for `CatalogInterface`),
  /// named and placed by the conventions, without the optional ones: the source target uses
  /// `uses`, every other target the package's libraries before it.
  static func package(_ kind: PackageKind, _ name: String, uses: [String] = [])
    -> [ManifestDump.Target]
  {
    var libraries: [String] = []
    return kind.roles.filter { !kind.optionalRoles.contains($0) }.map { role in
      let made = target(
        kind.targetName(role, for: name), at: kind.targetPath(role, for: name),
        role == .source ? uses : libraries, type: role.kind.dumpName)
      if role.kind == .library { libraries.append(made.name) }
      return made
    }
  }

  /// The targets of a foundation package `Foundation/<name>`.
  static func foundation(_ name: String, uses: [String] = []) -> [ManifestDump.Target] {
    package(.foundation, name, uses: uses)
  }

  /// The targets of an interface package `Interfaces/<name>Interface`.
  static func interface(_ name: String, uses: [String] = []) -> [ManifestDump.Target] {
    package(.interface, name, uses: uses)
  }

  /// The four targets of a feature package `Features/<name>`.
  static func feature(_ name: String, uses: [String]) -> [ManifestDump.Target] {
    package(.feature, name, uses: uses)
  }

  /// The part of a fixture manifest that mf writes, as mf writes it: Core and the catalog, with
  /// Architecture (the kit) that both use and TerminalUI, which a kit feature's UI target draws
  /// with, and an empty list of apps and CommandLineKit.
  static func region(kit: Bool = false, apps: Bool = false) -> String {
    let foundation: [String] = ["core"] + (kit || apps ? ["architecture"] : [])
    let foundationNames: [String] =
      ["Core"] + (kit || apps ? ["Architecture", "TerminalUI"] : [])
      + (apps ? ["CommandLineKit"] : [])
    let packages: [PackageDeclaration] = foundationNames.map {
      PackageDeclaration(kind: .foundation, name: $0, arguments: [:])
    }
    let interface = PackageDeclaration(
      kind: .interface, name: "Catalog",
      arguments: ["foundation": .variables(kit || apps ? foundation : [])])
    let feature = PackageDeclaration(
      kind: .feature, name: "Catalog",
      arguments: [
        "interfaces": .variables(["catalogInterface"]), "foundation": .variables(foundation),
      ])
    return ManifestRegion.render(
      packages + [interface, feature],
      layers: [.foundation, .interfaces, .features] + (apps ? [.apps] : []))
  }

  /// A small workspace manifest in the template's shape, with the helpers it relies on.
  static let manifest = """
    // swift-tools-version: 6.0

    import PackageDescription

    \(region())

    let package = Package(
      name: "Workspace",
      platforms: [.macOS(.v15)],
      targets: (foundationPackages.map(\\.targets) + interfacePackages.map(\\.targets)
        + featurePackages.map(\\.targets)).flatMap { $0 },
      swiftLanguageModes: [.v6]
    )

    struct FoundationPackage {
      let name: String
      let uses: [FoundationPackage]
      init(_ name: String, uses: [FoundationPackage] = []) {
        self.name = name
        self.uses = uses
      }
      var targets: [Target] {
        let folder = "Foundation/\\(name)"
        let deps = uses.map(\\.name)
        return [
          .target(name: name, dependencies: names(deps), path: "\\(folder)/Sources/\\(name)"),
          .target(
            name: name + "Testing", dependencies: names([name] + deps + uses.map { $0.name + "Testing" }),
            path: "\\(folder)/Sources/\\(name)Testing"),
          .testTarget(
            name: name + "Tests",
            dependencies: names([name, name + "Testing"] + deps + uses.map { $0.name + "Testing" }),
            path: "\\(folder)/Tests/\\(name)Tests"),
        ]
      }
    }

    struct InterfacePackage {
      let name: String
      let interfaces: [InterfacePackage]
      let foundation: [FoundationPackage]
      let hasTests: Bool
      init(
        _ feature: String, interfaces: [InterfacePackage] = [],
        foundation: [FoundationPackage] = [], hasTests: Bool = false
      ) {
        self.name = feature + "Interface"
        self.interfaces = interfaces
        self.foundation = foundation
        self.hasTests = hasTests
      }
      var targets: [Target] {
        let folder = "Interfaces/\\(name)"
        let deps = interfaces.map(\\.name) + foundation.map(\\.name)
        let testingDeps = deps + foundation.map { $0.name + "Testing" }
        let tests: [Target] = [
          .testTarget(
            name: name + "Tests", dependencies: names([name, name + "Testing"] + testingDeps),
            path: "\\(folder)/Tests/\\(name)Tests")
        ]
        return [
          .target(name: name, dependencies: names(deps), path: "\\(folder)/Sources/\\(name)"),
          .target(
            name: name + "Testing", dependencies: names([name] + testingDeps),
            path: "\\(folder)/Sources/\\(name)Testing"),
        ] + (hasTests ? tests : [])
      }
    }

    struct FeaturePackage {
      let name: String
      let interfaces: [InterfacePackage]
      let foundation: [FoundationPackage]
      let ui: FoundationPackage?
      let uiInterfaces: [InterfacePackage]
      init(
        _ name: String, interfaces: [InterfacePackage], foundation: [FoundationPackage] = [],
        ui: FoundationPackage? = nil, uiInterfaces: [InterfacePackage]? = nil
      ) {
        self.name = name
        self.interfaces = interfaces
        self.foundation = foundation
        self.ui = ui
        self.uiInterfaces = uiInterfaces ?? interfaces
      }
      var uiTarget: String? { ui.map { name + $0.name } }
      var targets: [Target] {
        let folder = "Features/\\(name)"
        let deps = interfaces.map(\\.name) + foundation.map(\\.name)
        let fakes = interfaces.map { $0.name + "Testing" } + foundation.map { $0.name + "Testing" }
        let exampleUI = ui.map { [name + $0.name, $0.name, $0.name + "Testing"] } ?? []
        let testsUI = ui.map { [name + $0.name, $0.name, $0.name + "Testing"] } ?? []
        let uiTargets: [Target] = ui.map { ui in
          [
            .target(
              name: name + ui.name,
              dependencies: names([name] + uiInterfaces.map(\\.name) + foundation.map(\\.name) + [ui.name]),
              path: "\\(folder)/Sources/\\(name + ui.name)")
          ]
        } ?? []
        return [
          .target(name: name, dependencies: names(deps), path: "\\(folder)/Sources/\\(name)")
        ] + uiTargets + [
          .target(
            name: name + "Testing", dependencies: names([name] + deps + fakes),
            path: "\\(folder)/Sources/\\(name)Testing"),
          .executableTarget(
            name: name + "Example",
            dependencies: names([name, name + "Testing"] + exampleUI + deps + fakes),
            path: "\\(folder)/Sources/\\(name)Example"),
          .testTarget(
            name: name + "Tests",
            dependencies: names([name, name + "Testing"] + testsUI + deps + fakes),
            path: "\\(folder)/Tests/\\(name)Tests"),
        ]
      }
    }

    func names(_ targets: [String]) -> [Target.Dependency] {
      targets.map { .target(name: $0) }
    }

    """

  /// The manifest above with the kit: an `Architecture` foundation package that the catalog
  /// feature and its interface use with `Core`, as every feature of the template does.
  static let kitManifest = manifest.replacingOccurrences(of: region(), with: region(kit: true))

  /// The kit manifest with apps: a `CommandLineKit` foundation package, the `AppPackage`
  /// helper, shaped as the template's, and an empty list of apps.
  static let appManifest =
    manifest
    .replacingOccurrences(of: region(), with: region(apps: true))
    .replacingOccurrences(
      of: "+ featurePackages.map(\\.targets)).flatMap",
      with: "+ featurePackages.map(\\.targets) + appPackages.map(\\.targets)).flatMap"
    )
    .replacingOccurrences(of: "func names(", with: appHelper + "\nfunc names(")

  /// The `AppPackage` helper of ``appManifest``: the library `<Name>App`, the executable and
  /// `<Name>Tests`, with the features' interfaces and the fakes of everything for the tests.
  private static let appHelper = """
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
        var seen: Set<String> = []
        return features.flatMap(\\.interfaces).filter { seen.insert($0.name).inserted }
      }
      var targets: [Target] {
        let folder = "Apps/\\(name)"
        let library = name + "App"
        let deps =
          features.map(\\.name) + features.compactMap(\\.uiTarget) + interfaces.map(\\.name)
          + foundation.map(\\.name)
        let fakes = (features.map(\\.name) + interfaces.map(\\.name) + foundation.map(\\.name))
          .map { $0 + "Testing" }
        return [
          .target(name: library, dependencies: names(deps), path: "\\(folder)/Sources/\\(library)"),
          .executableTarget(
            name: executable, dependencies: names([library]),
            path: "\\(folder)/Sources/\\(executable)"),
          .testTarget(
            name: name + "Tests", dependencies: names([library, executable] + deps + fakes),
            path: "\\(folder)/Tests/\\(name)Tests"),
        ]
      }
    }

    """

  /// Writes a real, evaluable workspace: the manifest above (with the kit when `kit` is true,
  /// and with apps and CommandLineKit too when `apps` is true) and a source file per target.
  static func makeEvaluableWorkspace(kit: Bool = false, apps: Bool = false) throws
    -> FixtureWorkspace
  {
    let fixture = try FixtureWorkspace()
    let kit = kit || apps
    try fixture.write("Package.swift", apps ? appManifest : kit ? kitManifest : manifest)
    var foundation = ["Core"]
    if kit { foundation += ["Architecture", "TerminalUI"] }
    if apps { foundation.append("CommandLineKit") }
    for name in foundation {
      try fixture.write(
        "Foundation/\(name)/Sources/\(name)/\(name).swift", "public struct \(name)Value {}\n")
      try fixture.write(
        "Foundation/\(name)/Sources/\(name)Testing/\(name)Testing.swift", "import \(name)\n")
      try fixture.write(
        "Foundation/\(name)/Tests/\(name)Tests/\(name)Tests.swift",
        "import \(name)\nimport \(name)Testing\n")
    }
    // The catalog uses Core and the kit; TerminalUI and CommandLineKit are for UIs and apps.
    let catalogFoundation = foundation.filter { !["CommandLineKit", "TerminalUI"].contains($0) }
    let foundationImports = catalogFoundation.map { "import \($0)\n" }
      .joined()
    try fixture.write(
      "Interfaces/CatalogInterface/Sources/CatalogInterface/Catalog.swift",
      (kit ? foundationImports : "") + "public protocol Catalog {}\n")
    try fixture.write(
      "Interfaces/CatalogInterface/Sources/CatalogInterfaceTesting/Stub.swift",
      "import CatalogInterface\n")
    let imports =
      "import CatalogInterface\nimport CatalogInterfaceTesting\n"
      + catalogFoundation.map { "import \($0)\nimport \($0)Testing\n" }
      .joined()
    try fixture.write(
      "Features/Catalog/Sources/Catalog/Catalog.swift",
      "import CatalogInterface\n" + foundationImports)
    try fixture.write(
      "Features/Catalog/Sources/CatalogTesting/Fixtures.swift", "import Catalog\n" + imports)
    try fixture.write(
      "Features/Catalog/Sources/CatalogExample/main.swift",
      "import Catalog\nimport CatalogTesting\n" + imports)
    try fixture.write(
      "Features/Catalog/Tests/CatalogTests/Tests.swift",
      "import Catalog\nimport CatalogTesting\n" + imports)
    return fixture
  }
}
