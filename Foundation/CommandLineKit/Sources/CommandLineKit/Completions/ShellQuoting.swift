/// Puts declared names, values and summaries into shell scripts safely.
enum ShellQuoting {
  /// `text` in single quotes, any single quote in it closed, escaped and reopened; line breaks
  /// become spaces.
  static func singleQuoted(_ text: String) -> String {
    let flat = text.map { $0.isNewline ? " " : String($0) }.joined()
    return "'" + flat.replacingAll("'", with: #"'\''"#) + "'"
  }

  /// Whether `word` can stand unquoted in a word list: letters, digits and `._:/=,+@%-`.
  /// Completion lists leave out words that cannot.
  static func isPlainWord(_ word: String) -> Bool {
    !word.isEmpty
      && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._:/=,+@%-".contains($0)) }
  }

  /// The name of the completion function for `program`: `_` and the name, with every character
  /// that is not a letter or digit turned into `_`.
  static func functionName(for program: String) -> String {
    "_" + program.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : "_" }.joined()
  }
}

extension String {
  /// The string with every `target` replaced by `replacement`.
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    map { $0 == target ? replacement : String($0) }.joined()
  }
}
