/// A file that a template produces: its path from the workspace root and its text.
struct GeneratedFile: Sendable, Equatable {
  var path: String
  var contents: String

  /// Creates a file; leading blank lines (from an empty import list) are dropped, and comment
  /// lines that a long feature name pushed past the line length are wrapped.
  init(path: String, contents: String) {
    self.path = path
    self.contents = Self.wrappingComments(String(contents.drop { $0 == "\n" }))
  }

  /// Breaks each `//` or `///` comment line longer than `lineLength` at spaces, repeating its
  /// prefix, because `swift format` wraps code but never comments.
  static func wrappingComments(
    _ text: String, lineLength: Int = PackageManifestRenderer.lineLength
  ) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      let indent = line.prefix { $0 == " " }
      let rest = line.dropFirst(indent.count)
      guard line.count > lineLength, rest.hasPrefix("//") else { return [String(line)] }
      let marker = rest.prefix { $0 == "/" }
      let prefix = "\(indent)\(marker) "
      var lines: [String] = []
      var current = prefix
      for word in rest.dropFirst(marker.count).split(separator: " ") {
        if current != prefix, current.count + 1 + word.count > lineLength {
          lines.append(current)
          current = prefix
        }
        current += (current == prefix ? "" : " ") + word
      }
      return lines + [current]
    }.joined(separator: "\n")
  }
}

/// The import lines for `modules`, sorted the way `swift format` wants them.
func importLines(_ modules: [String]) -> String {
  Array(Set(modules)).sorted().map { "import \($0)\n" }.joined()
}
