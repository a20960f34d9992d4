/// Splits a line typed at the prompt into words, the way a shell would for simple cases:
/// spaces separate words, single or double quotes keep spaces inside a word, and a backslash
/// keeps the next character as it is.
enum CommandLineWords {
  /// The words of `line`.
  /// - Throws: ``CommandError/usage(_:hint:)`` for an unterminated quote or a trailing backslash.
  static func split(_ line: String) throws -> [String] {
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
      throw CommandError.usage("unterminated \(open) quote", hint: "close the quote")
    }
    if escaped {
      throw CommandError.usage("a backslash ends the line", hint: "remove it or quote it")
    }
    if inWord { words.append(current) }
    return words
  }
}
