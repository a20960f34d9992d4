/// The longest chain of build steps that waited on each other: each step needs the one before
/// it, so however many cores the machine has, the build takes at least the chain's seconds.
/// What is left of the build (its CPU seconds beyond the chain) is what the cores can share.
struct BuildChain: Sendable, Equatable {
  /// A step of the build: compiling a module, or linking a product.
  struct Step: Sendable, Hashable, Codable {
    enum Kind: String, Sendable, Codable {
      case compile
      case link
    }

    var kind: Kind
    var name: String
  }

  /// The steps, first to last, each with its seconds.
  var steps: [(step: Step, seconds: Double)]

  /// The chain's length: the sum of its steps' seconds.
  var seconds: Double { steps.reduce(0) { $0 + $1.seconds } }

  /// The longest path through the steps, where each step takes its `seconds` and starts only
  /// once every step it `needs` has ended. Steps that are needed but were not run in this build
  /// (already built) are ignored. On a tie, the step whose name sorts first wins, so the chain
  /// is the same from run to run.
  init(seconds: [Step: Double], needs: (Step) -> [Step]) {
    var finish: [Step: Double] = [:]
    var previous: [Step: Step] = [:]
    var visiting: Set<Step> = []
    func finishTime(of step: Step) -> Double {
      if let known = finish[step] { return known }
      // A cycle cannot happen in a graph SwiftPM builds; guard against one all the same.
      guard visiting.insert(step).inserted else { return 0 }
      var latest = 0.0
      for needed in needs(step).sorted(by: { $0.name < $1.name }) where seconds[needed] != nil {
        let time = finishTime(of: needed)
        if time > latest {
          latest = time
          previous[step] = needed
        }
      }
      visiting.remove(step)
      let time = latest + (seconds[step] ?? 0)
      finish[step] = time
      return time
    }
    let ordered = seconds.keys.sorted { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
    var last: Step?
    for step in ordered where finishTime(of: step) > last.map({ finish[$0] ?? 0 }) ?? -1 {
      last = step
    }
    var chain: [(step: Step, seconds: Double)] = []
    while let step = last {
      chain.insert((step, seconds[step] ?? 0), at: 0)
      last = previous[step]
    }
    steps = chain
  }

  static func == (lhs: BuildChain, rhs: BuildChain) -> Bool {
    lhs.steps.map(\.step) == rhs.steps.map(\.step)
      && lhs.steps.map(\.seconds) == rhs.steps.map(\.seconds)
  }
}
