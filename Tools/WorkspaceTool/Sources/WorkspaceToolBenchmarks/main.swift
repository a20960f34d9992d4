import Foundation
import WorkspaceTool

// Prints how long mf lint, graph and sync --check take on this workspace and on a copy grown to
// 100 generated features. Run from the repository: `swift run -c release WorkspaceToolBenchmarks`.

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100
let benchmark = WorkspaceBenchmark(
  start: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), featureCount: count)
do {
  try benchmark.run { print($0) }
} catch {
  FileHandle.standardError.write(Data("benchmark failed: \(error.localizedDescription)\n".utf8))
  exit(1)
}
