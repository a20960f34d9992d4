import Foundation

extension BuildTimesReport {
  /// The report as JSON, seconds rounded to the hundredth, keys sorted: the build as a whole,
  /// `targets` slowest first, `links`, and the `chain` of steps, each with its seconds.
  func json() throws -> String {
    let value = JSONReport(
      buildSystem: setting.buildSystem.rawValue, clean: setting.clean, tests: setting.tests,
      scratchPath: setting.scratchPath, cores: setting.cores,
      wallSeconds: rounded(outcome.wall), cpuSeconds: rounded(outcome.cpu),
      loadAverage: .init(
        start: outcome.load.start.map(rounded), end: outcome.load.end.map(rounded)),
      compileCPUSeconds: rounded(times.compileCPU), linkSeconds: rounded(times.linkSeconds),
      targets: times.targets.map {
        .init(
          name: $0.name, package: $0.package, cpuSeconds: rounded($0.cpu),
          wallSeconds: rounded($0.wall), share: (($0.share * 10_000).rounded()) / 10_000,
          typeCheckingSeconds: rounded($0.typeChecking),
          macroExpansionSeconds: rounded($0.macroExpansion), jobs: $0.jobs)
      },
      links: times.links.map {
        .init(
          name: $0.name, kind: $0.kind.rawValue, seconds: rounded($0.seconds),
          cpuSeconds: $0.cpu.map(rounded), timedByLinker: $0.isTimedByLinker)
      },
      chain: .init(
        seconds: rounded(times.chain.seconds),
        steps: times.chain.steps.map { link in
          .init(
            kind: link.step.kind.rawValue, name: link.step.name, seconds: rounded(link.seconds),
            cpuSeconds: times.cpu(of: link.step).map(rounded))
        }))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }

  fileprivate struct JSONReport: Encodable {
    struct Load: Encodable {
      var start: Double?
      var end: Double?
    }
    struct Target: Encodable {
      var name: String
      var package: String?
      var cpuSeconds: Double
      var wallSeconds: Double
      var share: Double
      var typeCheckingSeconds: Double
      var macroExpansionSeconds: Double
      var jobs: Int
    }
    struct Link: Encodable {
      var name: String
      var kind: String
      /// The linker's wall seconds, or when it did not time itself the build system's, from
      /// the moment the link was queued.
      var seconds: Double
      var cpuSeconds: Double?
      var timedByLinker: Bool
    }
    struct Step: Encodable {
      var kind: String
      var name: String
      var seconds: Double
      var cpuSeconds: Double?
    }
    struct Chain: Encodable {
      var seconds: Double
      var steps: [Step]
    }
    var buildSystem: String
    var clean: Bool
    var tests: Bool
    var scratchPath: String
    var cores: Int
    var wallSeconds: Double
    var cpuSeconds: Double
    var loadAverage: Load
    var compileCPUSeconds: Double
    var linkSeconds: Double
    var targets: [Target]
    var links: [Link]
    var chain: Chain
  }
}
