import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures `mf lint`, `mf graph` and `mf sync --check` on the workspace and on a copy grown to
/// many generated features, and prints the figures (a benchmark, not a test: nothing asserts).
public struct WorkspaceBenchmark: Sendable {
  private let start: URL
  private let featureCount: Int
  private let repetitions: Int

  /// Creates the benchmark.
  /// - Parameters:
  ///   - start: A folder inside the workspace to measure.
  ///   - featureCount: How many features the generated workspace gets.
  ///   - repetitions: How many runs each figure is the median of.
  public init(start: URL, featureCount: Int = 100, repetitions: Int = 3) {
    self.start = start
    self.featureCount = featureCount
    self.repetitions = repetitions
  }

  /// Runs the measurements, printing each line as it is measured.
  public func run(print: (String) -> Void) throws {
    let root = try Workspace.findRoot(from: start)
    print(
      "mf benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, median of \(repetitions) runs"
    )
    print("(goal: under 0.5 s each at 100 features, with a release build of the tool)")
    try measure(root: root, label: "template", print: print)
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("mf-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try WorkspaceCopier().copy(root, to: copy)
    let began = Date()
    try grow(copy, by: featureCount)
    print(
      String(
        format: "generated %d features in %.1f s", featureCount, Date().timeIntervalSince(began)))
    try measure(root: copy, label: "\(featureCount) features", print: print)
  }

  private func measure(root: URL, label: String, print: (String) -> Void) throws {
    let workspace = try Workspace.load(root: root)
    print("\(label): \(workspace.graph.packages.count) packages")
    print("  (load average \(Self.loadAverage()); wall time grows with load, CPU time does not)")
    for command in [["lint"], ["graph"], ["sync", "--check"]] {
      var times: [Double] = []
      var cpuTimes: [Double] = []
      var status: Int32 = 0
      for _ in 0..<repetitions {
        let began = Date()
        let cpuBefore = Self.cpuSeconds()
        status = CommandLineTool(
          currentDirectory: root, output: CapturedText(), errorOutput: CapturedText()
        ).run(command)
        times.append(Date().timeIntervalSince(began))
        cpuTimes.append(Self.cpuSeconds() - cpuBefore)
      }
      let name = "mf " + command.joined(separator: " ")
      let padded = name + String(repeating: " ", count: max(0, 16 - name.count))
      print(
        padded
          + String(
            format: "%6.2f s wall, %5.2f s CPU (tool, manifest from the cache), exit %d",
            times.sorted()[times.count / 2], cpuTimes.sorted()[cpuTimes.count / 2], status))
    }
  }

  /// The one-minute load average, as text.
  private static func loadAverage() -> String {
    MachineLoad.oneMinuteAverage().map { String(format: "%.1f", $0) } ?? "unknown"
  }

  /// User and system CPU seconds used so far by this process and its finished children.
  private static func cpuSeconds() -> Double {
    MachineLoad.ownCPUSeconds() + MachineLoad.childrenCPUSeconds()
  }

  /// Adds `count` features, each using its own interface and the first existing interface, in
  /// one manifest edit and one sync: the shape `mf new feature` produces, made in bulk.
  func grow(_ root: URL, by count: Int) throws {
    guard count > 0 else { return }
    let writer = FileWriter(root: root)
    let manifestURL = root.appendingPathComponent("Package.swift")
    var editor = RootManifestEditor(text: try writer.read(manifestURL) ?? "")
    let interfaces = editor.packageVariables(helper: PackageKind.interface.helper)
    let foundation = editor.packageVariables(helper: PackageKind.foundation.helper)
    let shared = interfaces.keys.sorted().first.flatMap { interfaces[$0] }
    let names = (1...count).map { "Generated\($0)" }
    for name in names {
      let interface = PackageDeclaration(kind: .interface, name: name)
      try editor.add(interface)
      try editor.add(
        PackageDeclaration(
          kind: .feature, name: name,
          arguments: [
            .init(
              label: .interfaces, variables: [interface.variable] + (shared.map { [$0] } ?? [])),
            .init(label: .foundation, variables: foundation["Core"].map { [$0] } ?? []),
          ]))
    }
    try writer.write(editor.text, to: manifestURL)
    let workspace = try Workspace.load(root: root)
    let renderer = TemplateRenderer(library: try .bundled())
    for name in names {
      let context = FeatureContext(name: name, dependencies: workspace.graph.declaredDependencies)
      for file in try renderer.render(context) {
        try writer.write(file.contents, to: root.appendingPathComponent(file.path))
      }
    }
    try Synchronizer(workspace: workspace).write()
  }
}
