/// The part a target plays in its package, which fixes its name, its kind and its folder.
///
/// A package named `X` has `X` (source), `XTesting` (fakes and fixtures), `XExample` (an
/// executable that runs it alone) and `XTests`; an app `X` has `XApp` (its library, the
/// source), `x` (its executable) and `XTests`. Which of them a package has, and how the kind
/// names them, depends on its ``PackageKind``.
enum TargetRole: String, CaseIterable, Sendable {
  case source
  case testing
  case example
  /// An app's program: a thin `main.swift` that calls the app's library.
  case executable
  case tests

  /// What the target name adds to the package name; an app's library and executable are named
  /// by ``PackageKind/targetName(_:inPackage:)``.
  var suffix: String {
    [.testing: "Testing", .example: "Example", .tests: "Tests"][self] ?? ""
  }

  var kind: TargetKind {
    switch self {
    case .source, .testing: .library
    case .example, .executable: .executable
    case .tests: .test
    }
  }
}
