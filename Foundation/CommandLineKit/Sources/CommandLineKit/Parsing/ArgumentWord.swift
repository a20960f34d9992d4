/// One word of a command line, classified before `--`: an option, a help request, the end of
/// options or a positional word.
enum ArgumentWord: Equatable {
  /// `--`: every later word is positional.
  case endOfOptions
  /// `--help` or `-h`.
  case helpRequest
  /// `--name` or `--name=value`.
  case long(name: String, value: String?)
  /// `-C`, `-Cvalue` or `-C=value`.
  case short(letter: Character, attached: String?)
  /// Anything else, including `-`, negative numbers such as `-1`, and the empty word.
  case positional(String)

  init(_ word: String) {
    guard Self.isOptionLike(word) else {
      self = .positional(word)
      return
    }
    if word == "--" {
      self = .endOfOptions
    } else if word == "--help" || word == "-h" {
      self = .helpRequest
    } else if word.hasPrefix("--") {
      let body = word.dropFirst(2)
      if let equals = body.firstIndex(of: "=") {
        self = .long(
          name: String(body[..<equals]), value: String(body[body.index(after: equals)...]))
      } else {
        self = .long(name: String(body), value: nil)
      }
    } else {
      let letter = word[word.index(after: word.startIndex)]
      let rest = word.dropFirst(2)
      let attached = rest.first == "=" ? rest.dropFirst() : rest
      self = .short(letter: letter, attached: word.count == 2 ? nil : String(attached))
    }
  }

  /// Whether `word` reads as an option (or `--`), so it cannot be the separate value of an
  /// option: a dash followed by something other than a digit or a dot.
  static func isOptionLike(_ word: String) -> Bool {
    guard word.first == "-", word.count > 1 else { return false }
    let second = word[word.index(after: word.startIndex)]
    return !(second.isNumber || second == ".")
  }
}
