import Foundation

/// Edits the text of the workspace manifest the way a careful person would: one declaration
/// added or removed, one element added to or removed from a package list, nothing else touched.
///
/// It reads the manifest with ``SwiftLexer``, so brackets, commas and names inside comments and
/// string literals never mislead it, and it only looks at top-level declarations, never inside
/// the helper types at the bottom of the manifest.
struct RootManifestEditor: Sendable {
  /// The current text.
  private(set) var text: String
  private var bytes: [UInt8]
  private var tokens: [SwiftToken]

  /// A top-level `let` declaration, by token indices.
  private struct Declaration {
    var name: String
    /// The `let` keyword.
    var start: Int
    /// The declared name.
    var nameToken: Int
    /// The first and last tokens after `=`.
    var value: ClosedRange<Int>
  }

  /// A package helper called with the package's name first, such as `FeaturePackage("Cart"`.
  struct PackageCall: Sendable, Equatable {
    /// The helper, such as `FeaturePackage`.
    var helper: String
    /// The name in quotes.
    var name: String
    /// The 1-based line of the name.
    var line: Int
    /// The variable the call is assigned to, when it is the whole value of a top-level `let`.
    var variable: String?
  }

  /// Starts from the manifest text.
  init(text: String) {
    self.text = text
    bytes = Array(text.utf8)
    var lexer = SwiftLexer(text)
    tokens = lexer.tokenize()
  }

  // MARK: - Reading

  /// Whether a top-level `let <name>` is declared.
  func declares(_ name: String) -> Bool { declaration(name) != nil }

  /// Every call of a package helper at the top level, in order.
  func packageCalls() -> [PackageCall] {
    var variables: [Int: String] = [:]
    for declaration in declarations() { variables[declaration.value.lowerBound] = declaration.name }
    var calls: [PackageCall] = []
    var depth = 0
    for (index, token) in tokens.enumerated() {
      depth += braceChange(token)
      guard depth == 0, token.kind == .word, token.text.hasSuffix("Package"),
        index + 2 < tokens.count, tokens[index + 1].text == "(",
        let name = stringValue(tokens[index + 2])
      else { continue }
      calls.append(
        PackageCall(
          helper: token.text, name: name, line: tokens[index + 2].line, variable: variables[index]))
    }
    return calls
  }

  /// The variable names of the packages declared with `helper` (`InterfacePackage`, ...),
  /// keyed by the name in quotes, such as `"Catalog": "catalogInterface"`.
  func packageVariables(helper: String) -> [String: String] {
    var result: [String: String] = [:]
    for call in packageCalls() where call.helper == helper {
      if let variable = call.variable { result[call.name] = variable }
    }
    return result
  }

  /// The elements of `let <listName> = [...]`, in order, as written.
  func elements(of listName: String) throws -> [String] {
    let (_, open, close) = try listBrackets(listName)
    return elements(between: open, and: close)
  }

  /// The elements of the list passed as `label:` to the call that `let <variable> = ...`
  /// declares, such as the `features:` of `let shop = AppPackage("Shop", features: [...])`.
  func elements(ofArgument label: String, in variable: String) throws -> [String] {
    let (open, close) = try argumentBrackets(label, in: variable)
    return elements(between: open, and: close)
  }

  /// The elements between the brackets at the token indices `open` and `close`.
  private func elements(between open: Int, and close: Int) -> [String] {
    var elements: [String] = []
    var first: Int?
    var depth = 0
    for index in (open + 1)..<close {
      let token = tokens[index]
      if depth == 0, token.text == ",", token.kind == .punctuation {
        if let start = first { elements.append(source(start...(index - 1))) }
        first = nil
        continue
      }
      depth += bracketChange(token)
      if first == nil { first = index }
    }
    if let start = first { elements.append(source(start...(close - 1))) }
    return elements
  }

  /// The 1-based lines, other than its declaration, that mention the variable `name`.
  func references(to name: String) -> [Int] {
    let declared = declaration(name)?.nameToken
    return tokens.indices.filter { index in
      index != declared && [.word, .escapedWord].contains(tokens[index].kind)
        && tokens[index].text == name
    }.map { tokens[$0].line }
  }

  // MARK: - Editing

  /// Inserts `declaration` (one or more lines) followed by a blank line just before the line
  /// `let <listName> = ...`.
  mutating func insert(_ declaration: String, before listName: String) throws {
    guard let list = self.declaration(listName) else {
      throw ToolError.failure(
        "the workspace manifest has no `let \(listName) = [...]`; mf needs it to add a package")
    }
    let at = lineStart(tokens[list.start].range.lowerBound)
    replace(at..<at, with: declaration + "\n\n")
  }

  /// Adds a package's declaration before its kind's list, and its variable to that list.
  mutating func add(_ package: PackageDeclaration) throws {
    try insert(package.text, before: package.kind.list)
    try append(package.variable, to: package.kind.list)
  }

  /// Rewrites `let <listName> = [...]` with `elements`, on one line when it fits in 100
  /// columns, otherwise one element per line. An empty list of packages gets its type
  /// (`let appPackages: [AppPackage] = []`), which Swift cannot infer from `[]`.
  mutating func setElements(_ elements: [String], of listName: String) throws {
    let (declaration, open, close) = try listBrackets(listName)
    let start = lineStart(tokens[declaration].range.lowerBound)
    var head = String(decoding: bytes[start..<tokens[open].range.lowerBound], as: UTF8.self)
    if elements.isEmpty, let kind = PackageKind.all.first(where: { $0.list == listName }),
      let list = self.declaration(listName), tokens[list.nameToken + 1].text == "="
    {
      let name = tokens[list.nameToken].range
      head =
        String(decoding: bytes[start..<name.upperBound], as: UTF8.self)
        + ": [\(kind.helper)] = "
    }
    let single = head + "[" + elements.joined(separator: ", ") + "]"
    let wasMultiline = tokens[open].line != tokens[close].line
    let replacement =
      single.count <= LineWrapping.lineLength && (!wasMultiline || elements.count <= 1)
      ? single : head + "[\n" + elements.map { "  \($0),\n" }.joined() + "]"
    replace(start..<tokens[close].range.upperBound, with: replacement)
  }

  /// Appends `element` to the list passed as `label:` to the call that `let <variable> = ...`
  /// declares. The declaration keeps its layout while its lines fit in 100 columns; otherwise
  /// it is wrapped again as `swift format` wraps a call (a declaration with a comment inside is
  /// left to the formatter).
  mutating func append(_ element: String, toArgument label: String, in variable: String) throws {
    let (open, close) = try argumentBrackets(label, in: variable)
    let elements = self.elements(between: open, and: close) + [element]
    replace(
      tokens[open].range.lowerBound..<tokens[close].range.upperBound,
      with: "[" + elements.joined(separator: ", ") + "]")
    guard let declaration = declaration(variable) else { return }
    let start = lineStart(tokens[declaration.start].range.lowerBound)
    let end = tokens[declaration.value.upperBound].range.upperBound
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    let lines = text.split(separator: "\n")
    guard lines.contains(where: { $0.count > LineWrapping.lineLength }), !text.contains("//")
    else { return }
    let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: "[ ", with: "[")
      .replacingOccurrences(of: ", )", with: ")").replacingOccurrences(of: ", ]", with: "]")
      .replacingOccurrences(of: " )", with: ")").replacingOccurrences(of: " ]", with: "]")
    replace(start..<end, with: LineWrapping.wrappedCall(joined).joined(separator: "\n"))
  }

  /// Appends `element` to `let <listName> = [...]`.
  mutating func append(_ element: String, to listName: String) throws {
    try setElements(try elements(of: listName) + [element], of: listName)
  }

  /// Removes `element` from `let <listName> = [...]`; a missing element is left alone.
  mutating func remove(_ element: String, from listName: String) throws {
    try setElements(try elements(of: listName).filter { $0 != element }, of: listName)
  }

  /// Removes the declaration `let <name> = ...` (all its lines) and the blank line after it.
  mutating func removeDeclaration(_ name: String) throws {
    guard let declaration = declaration(name) else {
      throw ToolError.failure("the workspace manifest does not declare `\(name)`")
    }
    let start = lineStart(tokens[declaration.start].range.lowerBound)
    var end = lineEnd(tokens[declaration.value.upperBound].range.upperBound)
    let next = lineEnd(end)
    if bytes[end..<next].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) {
      end = next
    }
    replace(start..<end, with: "")
  }

  // MARK: - Tokens

  /// The top-level `let` declarations, in order.
  private func declarations() -> [Declaration] {
    var result: [Declaration] = []
    var depth = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      depth += braceChange(token)
      index += 1
      guard depth == 0, token.kind == .word, token.text == "let", index < tokens.count,
        [.word, .escapedWord].contains(tokens[index].kind)
      else { continue }
      let nameToken = index
      // The value starts after the first `=` outside brackets (a type may have some).
      var bracketDepth = 0
      var cursor = nameToken + 1
      while cursor < tokens.count, !(bracketDepth == 0 && tokens[cursor].text == "=") {
        bracketDepth += bracketChange(tokens[cursor])
        cursor += 1
      }
      guard cursor + 1 < tokens.count else { break }
      let valueEnd = endOfExpression(from: cursor + 1)
      result.append(
        Declaration(
          name: tokens[nameToken].text, start: index - 1, nameToken: nameToken,
          value: (cursor + 1)...valueEnd))
      index = valueEnd + 1
    }
    return result
  }

  private func declaration(_ name: String) -> Declaration? {
    declarations().first { $0.name == name }
  }

  /// The last token of the expression that starts at `start`: it goes on while brackets are
  /// open, or while a line ends or starts with an operator or a dot.
  private func endOfExpression(from start: Int) -> Int {
    let continuing = Set("+-*/%=<>!&|^~?:.,")
    var depth = 0
    var index = start
    while index < tokens.count {
      depth += bracketChange(tokens[index])
      guard depth <= 0, index + 1 < tokens.count else {
        index += 1
        continue
      }
      let current = tokens[index]
      let next = tokens[index + 1]
      let joined =
        next.line == current.line
        || (current.kind == .punctuation && current.text.allSatisfy(continuing.contains))
        || (next.kind == .punctuation && next.text.allSatisfy(continuing.contains))
      if !joined { return index }
      index += 1
    }
    return tokens.count - 1
  }

  /// The token indices of `let`, `[` and `]` of `let <listName> = [...]`.
  private func listBrackets(_ listName: String) throws -> (Int, Int, Int) {
    guard let list = declaration(listName), tokens[list.value.lowerBound].text == "[" else {
      throw ToolError.failure(
        "the workspace manifest has no `let \(listName) = [...]`; mf needs it to list packages")
    }
    var depth = 0
    for index in list.value {
      depth += bracketChange(tokens[index])
      if depth == 0 { return (list.start, list.value.lowerBound, index) }
    }
    throw ToolError.failure("the list `\(listName)` in the workspace manifest is not closed")
  }

  /// The token indices of `[` and `]` of the list passed as `label:` to the call that
  /// `let <variable> = ...` declares.
  private func argumentBrackets(_ label: String, in variable: String) throws -> (Int, Int) {
    guard let declaration = declaration(variable) else {
      throw ToolError.failure("the workspace manifest does not declare `\(variable)`")
    }
    var depth = 0
    for index in declaration.value {
      let token = tokens[index]
      if depth == 1, token.kind == .word, token.text == label,
        index + 2 <= declaration.value.upperBound,
        tokens[index + 1].text == ":", tokens[index + 2].text == "["
      {
        var inner = 0
        for close in (index + 2)...declaration.value.upperBound {
          inner += bracketChange(tokens[close])
          if inner == 0 { return (index + 2, close) }
        }
      }
      depth += bracketChange(token)
    }
    throw ToolError.failure(
      "the declaration of `\(variable)` in the workspace manifest has no `\(label): [...]`")
  }

  private func bracketChange(_ token: SwiftToken) -> Int {
    guard token.kind == .punctuation else { return 0 }
    switch token.text {
    case "(", "[", "{": return 1
    case ")", "]", "}": return -1
    default: return 0
    }
  }

  private func braceChange(_ token: SwiftToken) -> Int {
    guard token.kind == .punctuation else { return 0 }
    return token.text == "{" ? 1 : token.text == "}" ? -1 : 0
  }

  /// The text of a plain string literal token (`"Cart"`), or nil for any other token.
  private func stringValue(_ token: SwiftToken) -> String? {
    guard token.kind == .string else { return nil }
    let literal = bytes[token.range]
    let quote = UInt8(ascii: "\"")
    guard literal.count >= 2, literal.first == quote, !literal.contains(UInt8(ascii: "\\")),
      !literal.dropFirst().dropLast().contains(quote)
    else { return nil }
    return String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
  }

  // MARK: - Text

  private func source(_ tokenRange: ClosedRange<Int>) -> String {
    let start = tokens[tokenRange.lowerBound].range.lowerBound
    let end = tokens[tokenRange.upperBound].range.upperBound
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The offset of the first byte of the line that holds `offset`.
  private func lineStart(_ offset: Int) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// The offset just after the line break that ends the line holding `offset` (or the end).
  private func lineEnd(_ offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return min(end + 1, bytes.count)
  }

  private mutating func replace(_ range: Range<Int>, with replacement: String) {
    bytes.replaceSubrange(range, with: Array(replacement.utf8))
    text = String(decoding: bytes, as: UTF8.self)
    var lexer = SwiftLexer(text)
    tokens = lexer.tokenize()
  }
}
