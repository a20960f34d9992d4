/// Finds the declared name a mistyped word was probably meant to be, for "did you mean ...?".
enum NearMiss {
  /// The candidate closest to `word`, or `nil` when none is close enough.
  ///
  /// Close enough means, ignoring case and leading dashes: at most one edit (insertion,
  /// deletion, substitution or swap of neighbours) from a candidate of 3 to 5 characters, at
  /// most two from a longer one; or a prefix of at least 3 characters of exactly one
  /// candidate. Ties go to the candidate declared first.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let typed = core(of: word)
    guard !typed.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let target = core(of: candidate)
      let allowed = target.count >= 6 ? 2 : target.count >= 3 ? 1 : 0
      let distance = editDistance(typed, target, limit: allowed)
      if distance <= allowed, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    if let best { return best.candidate }
    guard typed.count >= 3 else { return nil }
    let extended = candidates.filter { core(of: $0).starts(with: typed) }
    return extended.count == 1 ? extended[0] : nil
  }

  private static func core(of word: String) -> [Character] {
    Array(word.drop { $0 == "-" }.lowercased())
  }

  /// The optimal string alignment distance, or `limit + 1` as soon as it must exceed `limit`.
  static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
