/// A file that a template produces: its path from the workspace root and its text.
struct GeneratedFile: Sendable, Equatable {
  var path: String
  var contents: String

  /// Creates a file; its leading import lines are sorted, each once, and followed by one blank
  /// line (so a template may list imports in any order, mixed with `{{imports}}`, and an empty
  /// import list leaves no blank lines), and comment lines that a long feature name pushed past
  /// the line length are wrapped.
  init(path: String, contents: String) {
    self.path = path
    self.contents = LineWrapping.wrappingComments(Self.sortingLeadingImports(contents))
  }

  /// A file whose text is kept exactly as given, such as an existing source mf edited.
  init(path: String, verbatim contents: String) {
    self.path = path
    self.contents = contents
  }

  /// The text with the import lines and blank lines it starts with replaced by those imports,
  /// de-duplicated and sorted the way `swift format` orders them, and one blank line.
  static func sortingLeadingImports(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let head = lines.prefix { $0.isEmpty || $0.hasPrefix("import ") }
    let imports = Set(head.filter { !$0.isEmpty }).sorted()
    let body = lines.dropFirst(head.count).joined(separator: "\n")
    guard !imports.isEmpty else { return body }
    return imports.joined(separator: "\n") + "\n\n" + body
  }
}
