/// Breaks text into lines of at most a given width at spaces, for help texts.
enum TextWrapping {
  /// The lines of `text` within `width` characters; a word longer than the width gets a line
  /// of its own. Existing line breaks are kept.
  static func lines(_ text: String, width: Int) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
      var lines: [String] = []
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
      return lines
    }
  }
}
