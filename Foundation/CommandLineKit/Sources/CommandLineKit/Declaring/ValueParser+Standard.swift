extension ValueParser {
  /// A value chosen from fixed words, each standing for a value; a near miss gets a suggestion.
  ///
  /// Usage lines show the words, `<mermaid|dot|json>`, and completions offer them.
  /// - Parameter choices: Each word with its value, in the order the help lists them.
  public static func oneOf(_ choices: [(word: String, value: Value)]) -> ValueParser<Value>
  where Value: Equatable & Sendable {
    let words = choices.map(\.word)
    let values = choices.map(\.value)
    return ValueParser(
      valueName: words.joined(separator: "|"), allowedValues: words,
      describe: { value in values.firstIndex(of: value).map { words[$0] } ?? "\(value)" },
      parse: { text in
        guard let index = words.firstIndex(of: text) else {
          throw InvalidValue.notOneOf(words, text: text)
        }
        return values[index]
      })
  }
}

extension ValueParser where Value == String {
  /// A path to a file, completed with file names; an empty path is refused.
  public static var filePath: ValueParser<String> {
    ValueParser(valueName: "path", completion: .files) { try nonEmptyPath($0) }
  }

  /// A path to a folder, completed with folder names; an empty path is refused.
  public static var directoryPath: ValueParser<String> {
    ValueParser(valueName: "path", completion: .directories) { try nonEmptyPath($0) }
  }

  private static func nonEmptyPath(_ text: String) throws -> String {
    guard !text.isEmpty else { throw InvalidValue("the path is empty") }
    return text
  }
}

extension ValueParser where Value == [String] {
  /// A list in one word, `A,B`: items are trimmed and empty ones dropped, so `A, B,` is
  /// `["A", "B"]`.
  /// - Parameter valueName: What the list is called in usage lines.
  public static func commaSeparated(valueName: String = "A,B") -> ValueParser<[String]> {
    ValueParser(
      valueName: valueName, describe: { $0.joined(separator: ",") },
      parse: { text in
        text.split(separator: ",").map { item in
          String(item.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        .filter { !$0.isEmpty }
      })
  }
}
