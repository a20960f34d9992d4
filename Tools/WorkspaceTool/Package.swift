// swift-tools-version: 6.2
//
// mf, the workspace tool: a package of its own beside the app, outside the root graph, so the
// root `swift build` and `swift test` neither compile nor run it. Run it from the repository
// root with `Tools/mf <command>`; test it with `swift test --package-path Tools/WorkspaceTool`.
// This manifest is written by hand: `mf sync` generates the app's package manifests, not this.

import PackageDescription

let package = Package(
  name: "WorkspaceTool",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "mf", targets: ["mf"])
  ],
  dependencies: [
    .package(path: "../../Foundation/CommandLineKit"),
    // For the tests only: CoreTesting, the test support every test module shares.
    .package(path: "../../Foundation/Core"),
  ],
  targets: [
    .target(
      name: "WorkspaceTool",
      dependencies: [
        .product(name: "CommandLineKit", package: "CommandLineKit")
      ],
      path: "Sources/WorkspaceTool",
      resources: [.copy("Resources/Templates")]
    ),
    .executableTarget(
      name: "mf",
      dependencies: ["WorkspaceTool"],
      path: "Sources/mf"
    ),
    // mf with a kill switch for the crash tests (`MF_KILL_AFTER_STEP`); not a product.
    .executableTarget(
      name: "CrashTestMF",
      dependencies: ["WorkspaceTool"],
      path: "Tests/CrashTestMF"
    ),
    .testTarget(
      name: "WorkspaceToolTests",
      dependencies: [
        "WorkspaceTool",
        "mf",
        "CrashTestMF",
        .product(name: "CommandLineKit", package: "CommandLineKit"),
        .product(name: "CommandLineKitTesting", package: "CommandLineKit"),
        .product(name: "CoreTesting", package: "Core"),
      ],
      path: "Tests/WorkspaceToolTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
