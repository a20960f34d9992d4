/// What a target is for, which decides what it may depend on and where it lives.
enum TargetKind: String, Sendable {
  case library
  case executable
  case test

  /// The folder of a package that holds targets of this kind: `Tests` for tests, else `Sources`.
  var folder: String { self == .test ? "Tests" : "Sources" }

  /// The kind of a target whose `type` in `swift package dump-package` is `name`.
  init?(dumpName name: String) {
    switch name {
    case "regular": self = .library
    case "executable": self = .executable
    case "test": self = .test
    default: return nil
    }
  }

  /// The target's `type` in `swift package dump-package`.
  var dumpName: String {
    switch self {
    case .library: "regular"
    case .executable: "executable"
    case .test: "test"
    }
  }
}
