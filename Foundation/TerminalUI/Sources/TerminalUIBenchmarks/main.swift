// Prints TerminalUI's frame and key-to-screen figures beside their goals. The goals hold in a
// debug build, where the figures are slowest:
//
//   swift run --package-path Foundation/TerminalUI TerminalUIBenchmarks

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
