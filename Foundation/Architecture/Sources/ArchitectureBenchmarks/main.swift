// Prints timing figures for the Architecture kit. Run in release:
// swift run -c release --package-path Foundation/Architecture ArchitectureBenchmarks

print("Architecture benchmarks (best of \(Measurement.rounds) rounds)")
FlowBenchmark().run()
ChannelBenchmark().run()
MotherboardBenchmark().run()
