/// A file that a template produces: its path from the workspace root and its text.
struct GeneratedFile: Sendable, Equatable {
  var path: String
  var contents: String

  /// A rendered template, with its leading imports sorted (``sortingLeadingImports(_:)``) and
  /// its long comment lines wrapped (``wrappingComments(_:)``).
  init(path: String, contents: String) {
    self.path = path
    self.contents = Self.wrappingComments(Self.sortingLeadingImports(contents))
  }

  /// A file whose text is kept exactly as given, such as an existing source mf edited.
  init(path: String, verbatim contents: String) {
    self.path = path
    self.contents = contents
  }

  /// The text with the import lines and blank lines it starts with replaced by those imports,
  /// each once, sorted as `swift format` orders them, and one blank line: a template may list
  /// imports in any order, with `{{imports}}`, and an empty list leaves no blank line.
  static func sortingLeadingImports(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let head = lines.prefix { $0.isEmpty || $0.hasPrefix("import ") }
    let imports = Set(head.filter { !$0.isEmpty }).sorted()
    let body = lines.dropFirst(head.count).joined(separator: "\n")
    guard !imports.isEmpty else { return body }
    return imports.joined(separator: "\n") + "\n\n" + body
  }

  /// The text with each `//` or `///` comment line longer than 100 columns broken at spaces,
  /// its prefix repeated: a long name can push a template's comment past the line length of
  /// `.swift-format`, and `swift format` wraps code but never comments.
  static func wrappingComments(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      let indent = line.prefix { $0 == " " }
      let rest = line.dropFirst(indent.count)
      guard line.count > 100, rest.hasPrefix("//") else { return [String(line)] }
      let prefix = "\(indent)\(rest.prefix { $0 == "/" }) "
      var lines: [String] = []
      var current = prefix
      for word in rest.drop(while: { $0 == "/" }).split(separator: " ") {
        if current != prefix, current.count + 1 + word.count > 100 {
          lines.append(current)
          current = prefix
        }
        current += (current == prefix ? "" : " ") + word
      }
      return lines + [current]
    }.joined(separator: "\n")
  }
}
