/// A short unified-style diff of two texts, enough to show what drifted.
struct LineDiff: Sendable {
  /// How many unchanged lines to show around each change.
  var context = 2

  /// The diff lines (`-` removed, `+` added, ` ` context, `@@` hunk headers), empty if equal.
  func lines(from old: String, to new: String) -> [String] {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let operations = edits(before, after)
    guard operations.contains(where: { $0.0 != " " }) else { return [] }
    var output: [String] = []
    var index = 0
    while index < operations.count {
      guard operations[index].0 != " " else {
        index += 1
        continue
      }
      var start = max(0, index - context)
      if let last = output.last, last.hasPrefix(" "), start < index { start = index }
      var end = index
      while end < operations.count {
        if operations[end].0 != " " {
          end += 1
          continue
        }
        let nextChange = operations[end...].firstIndex { $0.0 != " " } ?? operations.count
        if nextChange - end > context * 2 || nextChange == operations.count { break }
        end = nextChange
      }
      let stop = min(operations.count, end + context)
      output.append("@@ line \(operations[start].1 + 1) @@")
      output += operations[start..<stop].map { "\($0.0)\($0.2)" }
      index = stop
    }
    return output
  }

  /// A longest-common-subsequence edit script: (kind, line number in old, text).
  private func edits(_ old: [String], _ new: [String]) -> [(Character, Int, String)] {
    let rows = old.count
    let columns = new.count
    var table = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        table[row][column] =
          old[row] == new[column]
          ? table[row + 1][column + 1] + 1 : max(table[row + 1][column], table[row][column + 1])
      }
    }
    var result: [(Character, Int, String)] = []
    var row = 0
    var column = 0
    while row < rows || column < columns {
      if row < rows, column < columns, old[row] == new[column] {
        result.append((" ", row, old[row]))
        row += 1
        column += 1
      } else if row < rows, column == columns || table[row + 1][column] >= table[row][column + 1] {
        result.append(("-", row, old[row]))
        row += 1
      } else {
        result.append(("+", row, new[column]))
        column += 1
      }
    }
    return result
  }
}
