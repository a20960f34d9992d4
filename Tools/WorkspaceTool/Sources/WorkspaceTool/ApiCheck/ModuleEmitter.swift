import Foundation

/// Emits the modules of an ``ApiModulePlan`` with `swiftc -emit-module`: the module interfaces
/// only, with the bodies of all functions skipped, inlinable ones too, since no API depends on
/// them; nothing is generated or linked, so a comparison needs no build of either side. A
/// module both sides share is emitted once; the compared ones get a symbol graph of their
/// public declarations, for locations.
///
/// Every module is compiled with one package name (`workspace`), as the root manifest's targets
/// are, so `package` declarations resolve across modules.
struct ModuleEmitter: Sendable {
  var toolchain: SwiftToolchain
  var runner: ProcessRunner
  var folder: URL
  /// The compiler's cache of imported C modules (Foundation's), kept between runs.
  var moduleCache: URL
  var roots: [ApiModulePlan.Side: URL]
  var languageMode: String
  var baseName: String
  /// The environment of the compiler and the digester: this process's, with a temporary folder
  /// inside the run's.
  var environment: [String: String]

  /// The folder that receives the modules emitted from `side`, or those both share.
  func modules(_ side: ApiModulePlan.Side?) -> URL {
    folder.appendingPathComponent("modules/\(side?.rawValue ?? "shared")")
  }

  /// The folders a module of `side` imports from: its side's, then the shared one.
  func searchPaths(_ side: ApiModulePlan.Side) -> [URL] {
    [modules(side), modules(nil)]
  }

  func symbolGraphs(_ target: String, _ side: ApiModulePlan.Side) -> URL {
    folder.appendingPathComponent("symbols/\(side.rawValue)/\(target)")
  }

  func emit(_ job: ApiModulePlan.Job) throws {
    let side = job.side ?? .current
    guard let root = roots[side] else { return }
    var files = try job.target.swiftFiles(under: root).map(\.path)
    if !job.target.resources.isEmpty { files.append(try resourceAccessor(for: job).path) }
    let output = modules(job.side)
    var arguments =
      [
        "-emit-module", "-module-name", job.target.name, "-parse-as-library",
        "-package-name", "workspace", "-Xfrontend", "-experimental-skip-all-function-bodies",
        "-suppress-warnings", "-module-cache-path", moduleCache.path,
        "-emit-module-path", output.appendingPathComponent(job.target.name + ".swiftmodule").path,
      ]
      + (job.side.map { searchPaths($0) } ?? [modules(nil)]).flatMap { ["-I", $0.path] }
      + toolchain.sharedFlags + toolchain.compilerFlags
      + (try job.target.settingFlags(languageMode: languageMode))
    if job.isCompared, let compared = job.side {
      arguments += [
        "-emit-symbol-graph", "-emit-symbol-graph-dir",
        symbolGraphs(job.target.name, compared).path,
        "-symbol-graph-minimum-access-level", "public",
      ]
    }
    let result = try runner.run(
      toolchain.compiler, arguments + files, in: root, environment: environment)
    guard result.status == 0 else {
      let place = side == .base ? "at \(baseName)" : "in the working tree"
      var messages = (result.errorOutput + result.output)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      messages = messages.replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
      throw ToolError.failure(
        "\(job.target.name) does not compile \(place), so its API cannot be compared:\n"
          + messages)
    }
  }

  /// A stand-in for the `Bundle.module` accessor SwiftPM generates for a target with
  /// resources: internal, so it adds nothing to the API, but the target's code compiles.
  private func resourceAccessor(for job: ApiModulePlan.Job) throws -> URL {
    let file = folder.appendingPathComponent(
      "accessors/\(job.side?.rawValue ?? "shared")/\(job.target.name).swift")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      "import Foundation\n\nextension Foundation.Bundle {\n  static var module: Bundle { .main }\n}\n"
        .utf8
    ).write(to: file)
    return file
  }
}
