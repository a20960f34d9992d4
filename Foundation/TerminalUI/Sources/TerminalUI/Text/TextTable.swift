/// Lays out rows of text in aligned columns separated by two spaces, without trailing spaces,
/// for command-line output.
public struct TextTable: Sendable {
  /// How a column's cells line up.
  public enum Alignment: Sendable {
    /// Text starts at the column's left edge.
    case left
    /// Text ends at the column's right edge, as numbers and prices do.
    case right
  }

  /// One alignment per column.
  public let alignments: [Alignment]
  /// The rows, each with one cell per column; the first is usually the header.
  public let rows: [[String]]

  /// Creates a table.
  /// - Parameters:
  ///   - alignments: One alignment per column.
  ///   - rows: The rows, each with one cell per column; the first is usually the header.
  public init(alignments: [Alignment], rows: [[String]]) {
    self.alignments = alignments
    self.rows = rows
  }

  /// The width of each column: its widest cell.
  public var widths: [Int] {
    alignments.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
  }

  /// The width of a full line.
  public var width: Int { widths.reduce(0, +) + 2 * max(0, alignments.count - 1) }

  /// Each row as one aligned line.
  public func lines() -> [String] {
    let widths = widths
    return rows.map { row in
      let cells = row.indices.map { column in
        let pad = String(repeating: " ", count: widths[column] - row[column].count)
        return alignments[column] == .left ? row[column] + pad : pad + row[column]
      }
      return String(cells.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The whole table, one line per row, each ending in a newline.
  public func render() -> String {
    lines().map { $0 + "\n" }.joined()
  }
}
