/// Splits a line typed at a program's own prompt into words, the way a shell does for simple
/// cases, so the words can go to ``CommandLineProgram/parse(_:)``.
///
/// Spaces separate words; single or double quotes keep spaces inside a word; a backslash
/// keeps the next character as it is, except inside single quotes.
///
/// ```swift
/// try ShellWords.split(#"checkout --address "1 Loop Road""#)
/// // ["checkout", "--address", "1 Loop Road"]
/// ```
public enum ShellWords {
  /// The words of `line`; none for a blank line.
  /// - Throws: ``CommandLineError`` of kind ``CommandLineError/Kind/malformedLine`` for an
  ///   unterminated quote or a backslash at the end of the line.
  public static func split(_ line: String) throws(CommandLineError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" && quote != "'" {
        escaped = true
        inWord = true
      } else if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if let open = quote {
      throw CommandLineError(
        "unterminated \(open) quote", hint: "close the quote", kind: .malformedLine)
    }
    if escaped {
      throw CommandLineError(
        "a backslash ends the line", hint: "remove it or quote it", kind: .malformedLine)
    }
    if inWord { words.append(current) }
    return words
  }
}
