/// Fits text into columns by display width: truncation with an ellipsis, word wrapping, and
/// padding, so what a screen draws never runs past its area.
///
/// ```swift
/// TextLayout.truncate("Stoneware Mug", toWidth: 8)   // "Stonewa…"
/// TextLayout.wrap("A mug for tea and coffee", toWidth: 10)
/// // ["A mug for", "tea and", "coffee"]
/// ```
public enum TextLayout {
  /// Where padding puts the text.
  public enum Alignment: Sendable {
    /// At the left, padded on the right.
    case leading
    /// At the right, padded on the left.
    case trailing
  }

  /// The text cut to `width` columns, ending in `ellipsis` when anything was cut.
  /// - Parameters:
  ///   - text: The text, on one line (see ``singleLine(_:)``).
  ///   - width: The columns available.
  ///   - ellipsis: What marks the cut; left out when the width cannot hold it.
  /// - Returns: The text itself when it fits, else its start and the ellipsis.
  public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…")
    -> String
  {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    let ellipsisWidth = DisplayWidth.of(ellipsis)
    let room = ellipsisWidth < width ? width - ellipsisWidth : width
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if used + characterWidth > room { break }
      result.append(character)
      used += characterWidth
    }
    return ellipsisWidth < width ? result + ellipsis : result
  }

  /// The text broken into lines of at most `width` columns: at spaces where it can, inside a
  /// word longer than a line where it must, and at every newline. (A wide character at a
  /// width of 1 still takes a line of its own, which a canvas then leaves blank.)
  /// - Parameters:
  ///   - text: The text; `\n` starts a new line.
  ///   - width: The columns of a line, at least 1.
  /// - Returns: The lines, at least one (an empty text gives one empty line).
  public static func wrap(_ text: String, toWidth width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in singleLine(String(paragraph)).split(separator: " ") {
        let wordWidth = DisplayWidth.of(word)
        if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 { lines.append(line) }
        (line, lineWidth) = ("", 0)
        for character in word {
          let characterWidth = DisplayWidth.of(character)
          if lineWidth + characterWidth > width, lineWidth > 0 {
            lines.append(line)
            (line, lineWidth) = ("", 0)
          }
          line.append(character)
          lineWidth += characterWidth
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// The text in exactly `width` columns: truncated when longer, padded with spaces when
  /// shorter.
  /// - Parameters:
  ///   - text: The text, on one line.
  ///   - width: The columns.
  ///   - alignment: Which side the text keeps.
  /// - Returns: A text of `width` columns.
  public static func pad(_ text: String, toWidth width: Int, alignment: Alignment = .leading)
    -> String
  {
    let fitted = truncate(text, toWidth: width)
    let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(fitted)))
    return alignment == .leading ? fitted + padding : padding + fitted
  }

  /// The text on one line: newlines and tabs become spaces, other control characters are
  /// left out, so nothing in it can move the terminal's cursor.
  /// - Parameter text: Any text, such as a name read from a file.
  /// - Returns: Printable characters only.
  public static func singleLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 }) else {
      return text
    }
    var result = ""
    for character in text {
      if character.isNewline || character == "\t" {
        result.append(" ")
      } else if DisplayWidth.of(character) > 0 || !isControl(character) {
        result.append(character)
      }
    }
    return result
  }

  /// Whether a character is a control character, which must never reach the terminal.
  static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
