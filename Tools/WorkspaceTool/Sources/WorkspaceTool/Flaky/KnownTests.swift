import Foundation

/// The tests declared in the workspace's test targets, by ``TestName``, read from the sources:
/// each `@Test` function with the types it is declared in. What `mf quarantine add` checks a
/// name against, and suggests from.
enum KnownTests {
  static func names(in graph: WorkspaceGraph, root: URL) -> Set<String> {
    var names: Set<String> = []
    for target in graph.packages.flatMap(\.targets) where target.kind == .test {
      for source in swiftSources(in: target.path, root: root) {
        for test in tests(in: source.text) { names.insert(target.name + "/" + test) }
      }
    }
    return names
  }

  /// `Suite/function` for each `@Test` function of `source`, `function` at the top level.
  static func tests(in source: String) -> [String] {
    var lexer = SwiftLexer(source)
    let tokens = lexer.tokenize()
    var types: [(name: String, depth: Int)] = []
    var depth = 0
    var pendingType: String?
    var isTest = false
    var found: [String] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch (token.kind, token.text) {
      case (.word, "struct"), (.word, "class"), (.word, "enum"), (.word, "actor"),
        (.word, "extension"):
        pendingType = qualifiedName(in: tokens, after: index)
      case (.punctuation, "{"):
        depth += 1
        if let name = pendingType { types.append((name, depth)) }
        pendingType = nil
      case (.punctuation, "}"):
        if types.last?.depth == depth { types.removeLast() }
        depth -= 1
      case (.attribute, "@Test"):
        isTest = true
      case (.word, "func") where isTest:
        isTest = false
        if index + 1 < tokens.count {
          found.append((types.map(\.name) + [tokens[index + 1].text]).joined(separator: "/"))
        }
      default: break
      }
      index += 1
    }
    return found
  }

  /// `Outer/Inner` for `Outer.Inner` after the keyword at `index`.
  private static func qualifiedName(in tokens: [SwiftToken], after index: Int) -> String? {
    var parts: [String] = []
    var next = index + 1
    while next < tokens.count, [.word, .escapedWord].contains(tokens[next].kind) {
      parts.append(tokens[next].text)
      guard next + 2 < tokens.count, tokens[next + 1].text == "." else { break }
      next += 2
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }

  /// The known name `typed` was probably meant to be: the one test whose function it names, or
  /// the closest by edit distance when that is small for its length.
  static func suggestion(for typed: String, among names: Set<String>) -> String? {
    let function = typed.split(separator: "/").last.map(String.init) ?? typed
    let sameFunction = names.filter { $0.split(separator: "/").last.map(String.init) == function }
    if sameFunction.count == 1 { return sameFunction.first }
    let scored = names.map {
      (name: $0, distance: editDistance(typed.lowercased(), $0.lowercased()))
    }
    guard let best = scored.min(by: { ($0.distance, $0.name) < ($1.distance, $1.name) }) else {
      return nil
    }
    return best.distance <= max(2, typed.count / 5) ? best.name : nil
  }

  /// The Levenshtein distance between two strings, by characters.
  private static func editDistance(_ one: String, _ other: String) -> Int {
    let other = Array(other)
    var previous = Array(0...other.count)
    for (row, character) in one.enumerated() {
      var current = [row + 1]
      for column in other.indices {
        current.append(
          min(
            previous[column + 1] + 1, current[column] + 1,
            previous[column] + (character == other[column] ? 0 : 1)))
      }
      previous = current
    }
    return previous[other.count]
  }
}
