/// A file that a template produces: its path from the workspace root and its text.
struct GeneratedFile: Sendable, Equatable {
  var path: String
  var contents: String

  /// Creates a file; leading blank lines (from an empty import list) are dropped, and comment
  /// lines that a long feature name pushed past the line length are wrapped.
  init(path: String, contents: String) {
    self.path = path
    self.contents = LineWrapping.wrappingComments(String(contents.drop { $0 == "\n" }))
  }
}
