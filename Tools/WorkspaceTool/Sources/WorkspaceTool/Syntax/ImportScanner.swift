/// One `import` declaration found in a source file.
struct ImportStatement: Sendable, Equatable {
  /// The imported module: the first component of the path.
  var module: String
  /// The full imported path, such as `Core.Logger` for `import struct Core.Logger`.
  var path: String
  /// The 1-based line of the `import` keyword.
  var line: Int
  /// The attributes written before it, such as `@testable`.
  var attributes: [String]
  /// The declaration kind of a scoped import (`struct`, `func`, ...), if any.
  var kind: String?
  /// Whether it sits inside an `#if` block.
  var isConditional: Bool
}

/// Finds the import declarations of Swift source, ignoring comments and string literals.
struct ImportScanner: Sendable {
  private static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// The imports of `source`, in order.
  func imports(in source: String) -> [ImportStatement] {
    var lexer = SwiftLexer(source)
    let tokens = lexer.tokenize()
    var result: [ImportStatement] = []
    var conditionDepth = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      defer { index += 1 }
      if token.kind == .directive {
        if token.text == "#if" { conditionDepth += 1 }
        if token.text == "#endif" { conditionDepth = max(0, conditionDepth - 1) }
        continue
      }
      guard token.kind == .word, token.text == "import" else { continue }
      if index > 0, tokens[index - 1].kind == .punctuation, tokens[index - 1].text == "." {
        continue
      }
      var cursor = index + 1
      var kind: String?
      if cursor < tokens.count, tokens[cursor].kind == .word,
        Self.importKinds.contains(tokens[cursor].text)
      {
        kind = tokens[cursor].text
        cursor += 1
      }
      var components: [String] = []
      while cursor < tokens.count, [.word, .escapedWord].contains(tokens[cursor].kind) {
        components.append(tokens[cursor].text)
        let next = cursor + 1
        guard next + 1 < tokens.count, tokens[next].kind == .punctuation, tokens[next].text == ".",
          tokens[next].line == tokens[cursor].line
        else { break }
        cursor = next + 1
      }
      guard let module = components.first else { continue }
      result.append(
        ImportStatement(
          module: module, path: components.joined(separator: "."), line: token.line,
          attributes: attributes(before: index, in: tokens), kind: kind,
          isConditional: conditionDepth > 0))
    }
    return result
  }

  /// The attributes that precede the token at `index`, skipping modifiers and attribute arguments.
  private func attributes(before index: Int, in tokens: [SwiftToken]) -> [String] {
    let modifiers: Set<String> = ["public", "internal", "package", "private", "fileprivate"]
    var found: [String] = []
    var cursor = index - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.kind == .attribute {
        found.insert(token.text, at: 0)
        cursor -= 1
      } else if token.kind == .word, modifiers.contains(token.text) {
        cursor -= 1
      } else if token.kind == .punctuation, token.text == ")" {
        var depth = 0
        while cursor >= 0 {
          if tokens[cursor].text == ")" && tokens[cursor].kind == .punctuation { depth += 1 }
          if tokens[cursor].text == "(" && tokens[cursor].kind == .punctuation { depth -= 1 }
          cursor -= 1
          if depth == 0 { break }
        }
      } else {
        break
      }
    }
    return found
  }
}
