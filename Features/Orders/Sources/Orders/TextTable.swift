/// Lays out rows of text in aligned columns separated by two spaces, without trailing spaces.
struct TextTable {
  /// How a column's cells line up.
  enum Alignment {
    case left
    case right
  }

  /// One alignment per column.
  let alignments: [Alignment]
  /// The rows, each with one cell per column; the first is usually the header.
  let rows: [[String]]

  /// The width of each column: its widest cell.
  var widths: [Int] {
    alignments.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
  }

  /// The width of a full line.
  var width: Int { widths.reduce(0, +) + 2 * max(0, alignments.count - 1) }

  /// Each row as one aligned line.
  func lines() -> [String] {
    let widths = widths
    return rows.map { row in
      let cells = row.indices.map { column in
        let pad = String(repeating: " ", count: widths[column] - row[column].count)
        return alignments[column] == .left ? row[column] + pad : pad + row[column]
      }
      return String(cells.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
    }
  }
}
