/// The part a target plays in its package, which fixes its name, its kind and its folder.
///
/// A package named `X` has `X` (source), `XTesting` (fakes and fixtures), `XExample` (an
/// executable that runs it alone) and `XTests`; an app `X` has `XApp` (its library, the
/// source), `x` (its executable) and `XTests`. Which of them a package has, and how the kind
/// names them, depends on its ``PackageKind``.
enum TargetRole: String, CaseIterable, Sendable {
  case source
  /// A feature's terminal UI target, `XTerminalUI`: its screens and line views, which
  /// `mf new feature` writes and the feature's declaration makes with `ui: terminalUI`.
  case terminalUI
  case testing
  case example
  /// An app's program: a thin `main.swift` that calls the app's library.
  case executable
  case tests

  /// What the target name adds to the package name; an app's library and executable are named
  /// by ``PackageKind/targetName(_:inPackage:)``.
  var suffix: String {
    [.terminalUI: "TerminalUI", .testing: "Testing", .example: "Example", .tests: "Tests"][self]
      ?? ""
  }

  var kind: TargetKind {
    switch self {
    case .source, .terminalUI, .testing: .library
    case .example, .executable: .executable
    case .tests: .test
    }
  }
}
