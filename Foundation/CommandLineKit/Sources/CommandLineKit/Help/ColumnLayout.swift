/// Lays out a list of names and descriptions in two columns, as help texts list commands,
/// arguments and options:
///
/// ```
///   -C, --root <path>   the workspace root (default: found from the current folder up)
///   -h, --help          show this help
/// ```
struct ColumnLayout {
  /// The width no line goes beyond, except for one long word.
  var width = 80
  /// Names longer than this get their description on the next line.
  var longestName = 26

  /// The lines of the list, each starting with two spaces.
  func lines(_ entries: [(name: String, description: String)]) -> [String] {
    let nameWidth = entries.map(\.name.count).filter { $0 <= longestName }.max() ?? 0
    let column = 2 + nameWidth + 2
    let indent = String(repeating: " ", count: column)
    return entries.flatMap { entry -> [String] in
      let description = TextWrapping.lines(entry.description, width: max(width - column, 30))
      let name = "  " + entry.name
      guard entry.name.count <= nameWidth else {
        return [name] + description.map { indent + $0 }
      }
      let first = name.padding(to: column) + description[0]
      return [first] + description.dropFirst().map { indent + $0 }
    }
    .map { $0.trailingSpacesRemoved }
  }
}

extension String {
  /// The string with spaces added on the right up to `length` characters.
  fileprivate func padding(to length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }

  /// The string without spaces at its end, so an empty description leaves no trailing space.
  fileprivate var trailingSpacesRemoved: String {
    String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
  }
}
