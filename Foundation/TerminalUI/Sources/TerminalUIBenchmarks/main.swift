// Prints TerminalUI's frame, key-to-screen and input figures beside their goals. The goals
// hold in a debug build, where the figures are slowest:
//
//   swift run --package-path Foundation/TerminalUI TerminalUIBenchmarks

import Foundation
import TerminalUITesting

if CommandLine.arguments.dropFirst().first == PasteTarget.argument {
  try await PasteTarget.run()
  exit(0)
}

#if DEBUG
  let build = "debug"
#else
  let build = "release"
#endif

print("TerminalUI benchmarks (\(build) build, best of \(Measurement.rounds) rounds)")
for size in [(rows: 24, columns: 80), (rows: 60, columns: 200)] {
  let bench = ListBenchmark(rows: size.rows, columns: size.columns, items: 200)
  Measurement.report(
    "full frame, 200-row list, \(size.columns)×\(size.rows)", bench.fullFrame(),
    goal: .milliseconds(16))
  Measurement.report(
    "key to screen, 200-row list, \(size.columns)×\(size.rows)", bench.keyToScreen(),
    goal: .milliseconds(16))
}

guard PseudoTerminal.isAvailable, let executable = Bundle.main.executableURL else {
  print("input figures skipped: no pseudo-terminal here")
  exit(0)
}
let input = InputBenchmark(executable: executable)
Measurement.report(
  "100 KB paste to screen (best of 3)", try await input.pasteTakenIn(rounds: 3),
  goal: .seconds(1))
Measurement.report(
  "Ctrl-C behind 100 KB typed (worst of 3)", try await input.interruptAfterTyping(rounds: 3),
  goal: .milliseconds(500))
