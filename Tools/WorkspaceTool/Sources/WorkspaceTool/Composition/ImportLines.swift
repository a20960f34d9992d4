/// The import lines at the top of a Swift file, which `mf add` adds to.
enum ImportLines {
  /// `text` with `import <module>` for each of `modules` it does not import yet, in its first
  /// block of import lines, sorted as `swift format` sorts them; a file without imports gets a
  /// block at its top.
  static func adding(_ modules: [String], to text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let wanted = modules.map { "import \($0)" }
    guard let first = lines.firstIndex(where: { $0.hasPrefix("import ") }) else {
      let block = Array(Set(wanted)).sorted()
      return block.isEmpty ? text : (block + [""] + lines).joined(separator: "\n")
    }
    var end = first
    while end < lines.count, lines[end].hasPrefix("import ") { end += 1 }
    let block = Array(Set(lines[first..<end] + wanted)).sorted()
    lines.replaceSubrange(first..<end, with: block)
    return lines.joined(separator: "\n")
  }
}
