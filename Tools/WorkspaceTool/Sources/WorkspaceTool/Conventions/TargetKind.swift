/// What a target is for, which decides what it may depend on and where it lives.
enum TargetKind: String, Sendable {
  case library
  case executable
  case test

  /// The folder of a package that holds targets of this kind: `Tests` for tests, else `Sources`.
  var folder: String { self == .test ? "Tests" : "Sources" }
}
