/// The part a target plays in its package, which fixes its name, its kind and its folder.
///
/// A package named `X` has `X` (source), `XTesting` (fakes and fixtures), `XExample` (an
/// executable that runs it alone) and `XTests`; which of them a package has depends on its
/// ``PackageKind``.
enum TargetRole: String, CaseIterable, Sendable {
  case source
  case testing
  case example
  case tests

  /// What the target name adds to the package name.
  var suffix: String {
    switch self {
    case .source: ""
    case .testing: "Testing"
    case .example: "Example"
    case .tests: "Tests"
    }
  }

  /// The kind of target that plays the role.
  var kind: TargetKind {
    switch self {
    case .source, .testing: .library
    case .example: .executable
    case .tests: .test
    }
  }
}
