/// A plain-text table whose columns line up in a terminal.
struct TextTable {
  enum Alignment {
    case left, right
  }

  let header: [String]
  let rows: [[String]]
  let alignments: [Alignment]

  /// The table with a header line, two spaces between columns, no trailing spaces.
  func render() -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.indices.map { column in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        return alignments[column] == .left ? row[column] + padding : padding + row[column]
      }
      .joined(separator: "  ")
      .replacing(/\s+$/, with: "")
    }
    .joined(separator: "\n") + "\n"
  }
}
