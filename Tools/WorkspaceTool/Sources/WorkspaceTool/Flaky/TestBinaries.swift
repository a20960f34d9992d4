import Foundation

/// The test binaries a debug build holds for some test targets, and the filters that keep each
/// to them: native links every test target of a package into one `<Package>PackageTests.xctest`
/// (filtered to the targets by `--filter ^<Target>\.`), swiftbuild makes one
/// `<Target>-test-runner` per test target. Linux's layout; empty where it is not found.
struct TestBinaries: Sendable, Equatable {
  struct Run: Sendable, Equatable {
    var executable: URL
    var filters: [String]
  }

  var runs: [Run]

  init(folder: URL, buildSystem: BuildSystem, testTargets: [String]) {
    let files = FileManager.default
    let names = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
    func isExecutable(_ name: String) -> Bool {
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      return files.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        && files.isExecutableFile(atPath: path)
    }
    switch buildSystem {
    case .native:
      let bundles = names.filter { $0.hasSuffix("PackageTests.xctest") && isExecutable($0) }
      runs =
        bundles.count == 1
        ? [
          Run(
            executable: folder.appendingPathComponent(bundles[0]),
            filters: testTargets.map { "^\($0)\\." })
        ] : []
    case .swiftbuild:
      let runners = testTargets.map { "\($0)-test-runner" }
      runs =
        runners.allSatisfy(isExecutable)
        ? runners.map { Run(executable: folder.appendingPathComponent($0), filters: []) } : []
    }
  }
}
