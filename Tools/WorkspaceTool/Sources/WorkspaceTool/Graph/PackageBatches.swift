/// Splits selected packages into batches of about equal time for a CI fan-out, one job per
/// batch, so the run waits as little as possible for its slowest job.
///
/// The packages are dealt longest first, each to the batch with the least time so far (the one
/// with fewer packages, then the first, on a tie): the longest batch exceeds the mean by at most
/// the last package dealt to it, one of the shortest. With equal times (nothing recorded yet)
/// this is dealing like cards in graph order. Inside a batch, packages keep their graph order.
struct PackageBatches: Sendable, Equatable {
  /// The most batches a GitHub Actions matrix can run: 256 jobs.
  static let maximumCount = 256

  let batches: [[WorkspacePackage]]
  /// The expected seconds of each batch; nil when the times were not known.
  let seconds: [Double]?

  /// Deals `packages` into at most `count` batches (fewer when there are fewer packages).
  init(_ packages: [WorkspacePackage], count: Int, seconds: [Double]? = nil) {
    precondition((1...Self.maximumCount).contains(count), "batch count \(count) out of range")
    precondition(seconds == nil || seconds?.count == packages.count, "one time per package")
    let times = seconds ?? Array(repeating: 1, count: packages.count)
    let longestFirst = packages.indices.sorted { (times[$1], $0) < (times[$0], $1) }
    var members = Array(repeating: [Int](), count: min(count, packages.count))
    var totals = Array(repeating: 0.0, count: members.count)
    for index in longestFirst {
      guard
        let batch = members.indices.min(by: {
          (totals[$0], members[$0].count, $0) < (totals[$1], members[$1].count, $1)
        })
      else { break }
      members[batch].append(index)
      totals[batch] += times[index]
    }
    batches = members.map { $0.sorted().map { packages[$0] } }
    self.seconds = seconds == nil ? nil : totals
  }
}
