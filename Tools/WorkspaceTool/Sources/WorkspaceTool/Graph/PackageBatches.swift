/// Splits selected packages into batches for a CI fan-out, one job per batch.
///
/// The packages are dealt like cards, in graph order, so every batch gets a share of each
/// layer (foundation and interface packages build fast, features and apps test longer) and
/// batch sizes differ by at most one.
struct PackageBatches: Sendable, Equatable {
  /// The most batches a GitHub Actions matrix can run: 256 jobs.
  static let maximumCount = 256

  /// The batches, none empty, at most the count asked for.
  let batches: [[WorkspacePackage]]

  /// Deals `packages` into at most `count` batches (fewer when there are fewer packages).
  /// - Precondition: `count` is between 1 and ``maximumCount``.
  init(_ packages: [WorkspacePackage], count: Int) {
    precondition((1...Self.maximumCount).contains(count), "batch count \(count) out of range")
    var batches = Array(repeating: [WorkspacePackage](), count: min(count, packages.count))
    for (index, package) in packages.enumerated() {
      batches[index % batches.count].append(package)
    }
    self.batches = batches
  }
}
