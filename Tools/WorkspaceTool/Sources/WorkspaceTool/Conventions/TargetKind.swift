/// What a target is, which decides where it lives.
enum TargetKind: String, Sendable {
  case library
  case executable
  case test

  /// The folder of a package that holds targets of this kind: `Tests` for tests, else `Sources`.
  var folder: String { self == .test ? "Tests" : "Sources" }

  /// The kind of a target whose `type` in `swift package dump-package` is `name`.
  init?(dumpName name: String) {
    self.init(rawValue: name == "regular" ? "library" : name)
  }

  var dumpName: String { self == .library ? "regular" : rawValue }
}
