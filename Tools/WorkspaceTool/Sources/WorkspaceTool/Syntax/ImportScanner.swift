/// One `import` declaration found in a source file.
struct ImportStatement: Sendable, Equatable {
  /// The imported module: the first component of the path (`Core` for `import struct Core.X`).
  var module: String
  /// The 1-based line of the `import` keyword.
  var line: Int
}

/// The import declarations of Swift source, ignoring comments and string literals.
func importStatements(in source: String) -> [ImportStatement] {
  let kinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]
  var lexer = SwiftLexer(source)
  let tokens = lexer.tokenize()
  return tokens.indices.compactMap { index in
    guard tokens[index].kind == .word, tokens[index].text == "import",
      index == 0 || tokens[index - 1].text != "."
    else { return nil }
    var next = index + 1
    if next < tokens.count, kinds.contains(tokens[next].text) { next += 1 }
    guard next < tokens.count, [.word, .escapedWord].contains(tokens[next].kind) else {
      return nil
    }
    return ImportStatement(module: tokens[next].text, line: tokens[index].line)
  }
}
