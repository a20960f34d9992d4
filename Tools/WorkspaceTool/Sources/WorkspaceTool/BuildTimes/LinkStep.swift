import Foundation

/// One link the build ran, as the build database timed it.
struct LinkStep: Sendable, Equatable {
  /// What a link produces.
  enum Kind: String, Sendable, Codable {
    /// An executable target's program (`shop`, `mf`).
    case executable
    /// The test bundle of every test target (the native build system's `…PackageTests`).
    case testBundle = "test bundle"
    /// A test target's shared library, or its runner (swiftbuild's `…Tests.so` and
    /// `…Tests-test-runner`).
    case testLibrary = "test library"
    /// A target's objects linked into one (swiftbuild's `Core.o`).
    case object
    /// A shared or static library product.
    case library
  }

  /// The product's name: an executable's, `WorkspacePackageTests`, `CoreTests-test-runner`.
  var name: String
  var kind: Kind
  var start: Double
  /// Wall seconds: the linker's own when it timed itself, else the build system's record from
  /// when the link was queued to its end, which is at least the link's time.
  var seconds: Double
  /// CPU seconds (user and system), when the linker timed itself.
  var cpu: Double?

  /// Whether `seconds` is the linker's own timing rather than an upper bound.
  var isTimedByLinker: Bool { cpu != nil }

  init(name: String, kind: Kind, start: Double, seconds: Double, cpu: Double? = nil) {
    self.name = name
    self.kind = kind
    self.start = start
    self.seconds = seconds
    self.cpu = cpu
  }

  /// The link with the linker's own timing, when `statistics` has it.
  func timed(by statistics: LinkerStatistics) -> LinkStep {
    guard let timing = statistics.byProduct[name] else { return self }
    return LinkStep(name: name, kind: kind, start: start, seconds: timing.wall, cpu: timing.cpu)
  }

  /// The link a task of the build database is, if it is one.
  ///
  /// The native build system names its link commands `C.<product>-<triple>-<config>.<kind>`
  /// (`exe`, `test`, `dylib`, `a`); swiftbuild names them `…:Ld <path of the product> <variant>`.
  /// - Parameter architecture: The first part of the target triple (`x86_64`, `arm64`), which
  ///   ends a native command's product name; when empty, the name ends at its first `-`.
  init?(_ task: BuildDatabase.Task, architecture: String) {
    start = task.start
    seconds = task.seconds
    cpu = nil
    if let range = task.key.range(of: ":Ld ") {
      let rest = task.key[range.upperBound...]
      let path = rest.split(separator: " ").first.map(String.init) ?? String(rest)
      name = (path as NSString).lastPathComponent
      kind = Self.kind(ofProduct: name)
      return
    }
    let command = task.key.dropFirst()
    guard command.hasPrefix("C."), let dot = command.lastIndex(of: ".") else { return nil }
    switch command[command.index(after: dot)...] {
    case "exe": kind = .executable
    case "test": kind = .testBundle
    case "dylib", "a", "so": kind = .library
    default: return nil
    }
    let product = command[command.index(command.startIndex, offsetBy: 2)..<dot]
    let end =
      (architecture.isEmpty
        ? product.firstIndex(of: "-") : product.range(of: "-" + architecture)?.lowerBound)
      ?? product.endIndex
    name = String(product[..<end])
  }

  /// What a product swiftbuild links is, from its file name.
  private static func kind(ofProduct file: String) -> Kind {
    if file.hasSuffix(".o") { return .object }
    if file.hasSuffix(".so") || file.hasSuffix("-test-runner") { return .testLibrary }
    if file.hasSuffix(".dylib") || file.hasSuffix(".a") { return .library }
    return .executable
  }
}
