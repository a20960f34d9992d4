import Foundation

/// Which builds already exist on disk for a selection, and how many modules a first build
/// compiles where none does: what decides whether a way of testing starts warm or cold.
///
/// A build exists when its build folder holds compiled modules in a debug build (`.build/debug`,
/// or `.build/<triple>/debug`), the configuration `swift build` and `swift test` use; a `.build`
/// with only other files in it (a release build, mf's timings file, an empty `debug` folder a
/// cancelled build left) does not count. The root graph counts as built only with its test
/// products (`<Package>PackageTests.xctest`); without them, every target whose module is not in
/// the build folder yet is still to compile.
struct BuildState: Sendable, Equatable {
  /// A selected package that has no build of its own yet.
  struct Unbuilt: Sendable, Equatable {
    var name: String
    /// The modules its first build compiles: its own targets and every target they use.
    var modules: Int
  }

  /// What the root graph's build folder holds.
  enum Root: Sendable, Equatable {
    /// Nothing: every module of the workspace is to compile.
    case none
    /// A build without the test targets, which are to compile.
    case withoutTests
    /// A build with the test products: nothing is to compile.
    case withTests
  }

  var root: Root
  /// The modules the root graph's `swift build --build-tests` compiles from what it holds.
  var rootModules: Int
  var unbuilt: [Unbuilt]

  /// Every build in place: the state the way's rule by count was measured in.
  static let warm = BuildState(root: .withTests, rootModules: 0, unbuilt: [])

  static func inspect(
    _ selection: [WorkspacePackage], in graph: WorkspaceGraph, root: URL,
    buildSystem system: BuildSystem = .native
  ) -> BuildState {
    let built = builtModules(in: root, system)
    let inGraph = graph.packages.filter { !$0.hasOwnManifest }.flatMap(\.targets).map(\.name)
    let state: Root =
      debugBuilds(in: root, system).contains { hasTestProducts($0, system) }
      ? .withTests : built.isEmpty ? .none : .withoutTests
    return BuildState(
      root: state,
      rootModules: state == .withTests ? 0 : inGraph.filter { !built.contains($0) }.count,
      unbuilt: selection.filter {
        builtModules(in: root.appendingPathComponent($0.folder), system).isEmpty
      }
      .map { Unbuilt(name: $0.name, modules: modules(of: $0, in: graph)) })
  }

  /// The number of modules the package's own build compiles: its targets and, along their
  /// dependencies, every workspace target they use.
  static func modules(of package: WorkspacePackage, in graph: WorkspaceGraph) -> Int {
    reachableNodes(from: package.targets.map(\.name)) { name in
      (graph.target(named: name)?.dependencies ?? []).filter { graph.target(named: $0) != nil }
    }.count
  }

  /// What a build of `slice` in `folder` costs under `system` from what that folder's `.build`
  /// holds: the slice's targets whose module that build system has not made there yet.
  static func cost(
    of slice: WorkspaceSlice, in folder: URL, buildSystem system: BuildSystem
  ) -> SliceCost {
    let built = builtModules(in: folder, system)
    return SliceCost(
      targets: slice.targets.count,
      unbuiltModules: slice.targets.filter { !built.contains($0.name) }.count)
  }

  /// The modules that the debug builds of `folder/.build` under `system` hold.
  private static func builtModules(in folder: URL, _ system: BuildSystem) -> Set<String> {
    Set(
      debugBuilds(in: folder, system).flatMap { products in
        let modules = system == .native ? products.appendingPathComponent("Modules") : products
        return (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
      }.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(12)) })
  }

  /// The debug build folders of `folder/.build` that `system` writes: native's `debug` or a
  /// platform's `<triple>/debug`, swiftbuild's `out/Products/Debug-<platform>`.
  private static func debugBuilds(in folder: URL, _ system: BuildSystem) -> [URL] {
    let files = FileManager.default
    let build = folder.appendingPathComponent(".build")
    let candidates =
      switch system {
      case .native:
        ["debug"]
          + ((try? files.contentsOfDirectory(atPath: build.path)) ?? []).map { $0 + "/debug" }
      case .swiftbuild:
        ((try? files.contentsOfDirectory(atPath: build.path + "/out/Products")) ?? [])
          .filter { $0.hasPrefix("Debug") }.map { "out/Products/" + $0 }
      }
    return candidates.map { build.appendingPathComponent($0) }.filter { url in
      var isFolder: ObjCBool = false
      return files.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
  }

  /// Whether a debug build holds test products: native's `<Package>PackageTests.xctest`,
  /// swiftbuild's `<Target>-test-runner`.
  private static func hasTestProducts(_ folder: URL, _ system: BuildSystem) -> Bool {
    let suffix = system == .native ? "PackageTests.xctest" : "-test-runner"
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains {
      $0.hasSuffix(suffix)
    }
  }
}
