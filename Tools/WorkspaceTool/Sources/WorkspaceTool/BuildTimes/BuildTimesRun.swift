import Foundation

/// One timed `swift build` of the workspace, in a scratch folder of its own,
/// `.build-times/<build system>` (ignored by git, like every `.build-*` folder), so that a
/// clean build never touches the `.build` the developer works with.
///
/// The compiler writes its own timing for every frontend job into
/// `.build-times/<build system>/compiler-stats` (`-stats-output-dir`, with per-request timers
/// for macro expansion); the build system keeps the time of every task, links among them, in
/// its database. The folder's path is the same on every run, because it is part of every
/// compile command: another path would make the next build recompile everything.
struct BuildTimesRun {
  /// The folder of every scratch folder, from the workspace root.
  static let parentPath = ".build-times"

  var root: URL
  var buildSystem: BuildSystem
  /// Whether the scratch folder is removed first, so that everything is compiled.
  var clean: Bool
  /// Whether the test targets are built too (`--build-tests`).
  var tests: Bool
  var runner: ProcessRunner

  /// What the build did and how long it took as a whole.
  struct Outcome {
    var jobs: [FrontendJob]
    var links: [LinkStep]
    /// Wall seconds of the whole `swift build`.
    var wall: Double
    /// CPU seconds (user and system) of `swift build` and every process it ran.
    var cpu: Double
    /// The one-minute load average when the build started and when it ended.
    var load: (start: Double?, end: Double?)
  }

  /// The scratch folder, `.build-times/<build system>` in the workspace.
  var scratch: URL {
    root.appendingPathComponent(Self.parentPath).appendingPathComponent(buildSystem.rawValue)
  }

  /// Where the compiler writes its statistics.
  var statsFolder: URL { scratch.appendingPathComponent("compiler-stats") }

  /// Whether the links print their own timing: under the native build system, which shows a
  /// link's output, on Linux, where Swift links with gold.
  var timesLinks: Bool {
    #if os(Linux)
      buildSystem == .native && FileManager.default.fileExists(atPath: "/usr/bin/ld.gold")
    #else
      false
    #endif
  }

  /// The `swift build` arguments.
  var arguments: [String] {
    var arguments = [
      "build", "--build-system", buildSystem.rawValue, "--scratch-path", scratch.path,
    ]
    if tests { arguments.append("--build-tests") }
    if timesLinks { arguments += LinkerStatistics.buildFlags }
    for flag in ["-stats-output-dir", statsFolder.path, "-Xfrontend", "-fine-grained-timers"] {
      arguments += ["-Xswiftc", flag]
    }
    return arguments
  }

  /// Runs the build and reads what the compiler and the build system recorded.
  /// - Throws: ``ToolError/failure(_:)`` when the build fails, with the end of its output.
  func run() throws -> Outcome {
    let files = FileManager.default
    if clean, files.fileExists(atPath: scratch.path) {
      try remove(scratch)
    }
    if files.fileExists(atPath: statsFolder.path) {
      try remove(statsFolder)
    }
    do {
      try files.createDirectory(at: statsFolder, withIntermediateDirectories: true)
    } catch {
      throw ToolError.failure(
        "could not make the folder \(Self.parentPath): \(error.localizedDescription)")
    }
    let load = MachineLoad.oneMinuteAverage()
    let cpuBefore = MachineLoad.childrenCPUSeconds()
    let began = Date()
    let build = try runner.run("swift", arguments, in: root)
    let wall = Date().timeIntervalSince(began)
    let cpu = MachineLoad.childrenCPUSeconds() - cpuBefore
    guard build.status == 0 else {
      let output = build.output + "\n" + build.errorOutput
      let errors = output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
      let log = errors.isEmpty ? PackageTestOutcome.tail(of: output) : Array(errors.prefix(20))
      throw ToolError.failure(
        "the build failed (swift \(arguments.prefix(5).joined(separator: " ")) …):\n"
          + log.map { "    " + $0 }.joined(separator: "\n"))
    }
    let database = BuildDatabase.location(in: scratch, buildSystem: buildSystem)
    let tasks =
      files.fileExists(atPath: database.path)
      ? try BuildDatabase.tasksOfLastBuild(at: database) : []
    let architecture = hostArchitecture()
    let linker = LinkerStatistics(buildOutput: build.output)
    return Outcome(
      jobs: try FrontendJob.all(in: statsFolder),
      links: tasks.compactMap { LinkStep($0, architecture: architecture)?.timed(by: linker) },
      wall: wall, cpu: cpu,
      load: (load, MachineLoad.oneMinuteAverage()))
  }

  /// Removes a folder of the scratch folder, which is all a run ever removes.
  private func remove(_ folder: URL) throws {
    let parent = root.appendingPathComponent(Self.parentPath).standardizedFileURL.path + "/"
    precondition(folder.standardizedFileURL.path.hasPrefix(parent))
    do {
      try FileManager.default.removeItem(at: folder)
    } catch {
      throw ToolError.failure(
        "could not remove \(folder.path.dropFirst(root.path.count + 1)): "
          + error.localizedDescription)
    }
  }

  /// The first part of the target triple the native build system names its folders and
  /// commands after (`x86_64-unknown-linux-gnu`): where `debug` in the scratch folder points.
  private func hostArchitecture() -> String {
    let link = scratch.appendingPathComponent("debug").path
    let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) ?? ""
    let triple = destination.split(separator: "/").first.map(String.init) ?? ""
    return triple.split(separator: "-").first.map(String.init) ?? ""
  }
}
