/// An app's dependency solver in its source file, `final class <App>Dependencies: ...`, read
/// and edited the way a careful person would: a conformance appended, a stored property added
/// after the others, a line added at the end of the initializer, nothing else touched.
struct SolverSource: Sendable {
  /// The file, from the workspace root.
  let path: String
  /// The solver's name, such as `ShopDependencies`.
  let className: String
  private(set) var source: SwiftSource

  /// Reads the solver `className` from `text`; nil when the text does not declare the class.
  init?(path: String, text: String, className: String) {
    let source = SwiftSource(text)
    guard source.declaration("class", named: className) != nil else { return nil }
    self.path = path
    self.className = className
    self.source = source
  }

  /// The text, with the edits made so far.
  var text: String { source.text }

  /// The token indices of `class`, and of the braces of the class's body.
  private func body() throws -> (keyword: Int, open: Int, close: Int) {
    guard let keyword = source.declaration("class", named: className),
      let open = source.first("{", from: keyword + 2), let close = source.closing(open)
    else { throw ToolError.failure("\(path): cannot read the body of class \(className)") }
    return (keyword, open, close)
  }

  /// The protocols the class conforms to, as written after its name.
  var conformances: [String] {
    guard let (keyword, open, _) = try? body(), source.tokens[keyword + 2].text == ":" else {
      return []
    }
    var result: [String] = []
    for index in (keyword + 3)..<open {
      let token = source.tokens[index]
      if token.kind == .word, token.text == "where" { break }
      if token.kind == .word { result.append(token.text) }
    }
    return result
  }

  /// The instance properties, `let` or `var`, by name, with their types as written (nil when
  /// a property's type is inferred).
  var members: [String: String?] {
    guard let (_, open, close) = try? body() else { return [:] }
    let tokens = source.tokens
    let top = source.topLevel(inside: open, close)
    var result: [String: String?] = [:]
    for (position, index) in top.enumerated()
    where ["let", "var"].contains(tokens[index].text) && tokens[index].kind == .word {
      if position > 0, ["static", "class"].contains(tokens[top[position - 1]].text) { continue }
      guard index + 1 < close, [.word, .escapedWord].contains(tokens[index + 1].kind) else {
        continue
      }
      let name = tokens[index + 1].text
      guard index + 2 < close, tokens[index + 2].text == ":" else {
        result[name] = .some(nil)
        continue
      }
      // The type runs to `=` or `{`, or to the end of its line.
      var last = index + 2
      var depth = 0
      for next in (index + 3)..<close {
        let token = tokens[next]
        if depth == 0,
          token.line != tokens[index].line || token.text == "=" || token.text == "{"
        {
          break
        }
        depth += SwiftSource.bracketChange(token)
        last = next
      }
      result[name] = last > index + 2 ? source.source((index + 3)...last) : nil
    }
    return result
  }

  /// The token index of the class's one initializer, `init(`; a class with none or several is
  /// a failure, for mf would not know where services are made.
  private func initializer() throws -> Int {
    let (_, open, close) = try body()
    let tokens = source.tokens
    let inits = source.topLevel(inside: open, close).filter {
      tokens[$0].kind == .word && tokens[$0].text == "init"
    }
    guard inits.count == 1, let only = inits.first else {
      throw ToolError.failure(
        "\(path): \(className) has \(inits.isEmpty ? "no initializer" : "\(inits.count) initializers"); "
          + "mf adds the services a feature needs to its one initializer")
    }
    return only
  }

  /// Adds `name` to the protocols the class conforms to.
  mutating func addConformance(_ name: String) throws {
    let (keyword, open, _) = try body()
    let tokens = source.tokens
    guard tokens[keyword + 2].text == ":" else {
      source.insert(": \(name)", after: keyword + 1)
      return
    }
    var last = open - 1
    if let clause = (keyword + 3..<open).first(where: { tokens[$0].text == "where" }) {
      last = clause - 1
    }
    source.insert(", \(name)", after: last)
  }

  /// Adds the stored property `declaration` (`let cartService: any CartService`) after the
  /// properties declared before the initializer, above the initializer's comment.
  mutating func addProperty(_ declaration: String) throws {
    let initializer = try initializer()
    let (_, open, _) = try body()
    let indentation = source.indentation(ofToken: initializer)
    let lines = source.lines
    var line = source.line(of: initializer) - 1  // 1-based: the line above the initializer
    let firstLine = source.line(of: open)
    func trimmed(_ number: Int) -> Substring {
      let text = lines[number - 1]
      return text.drop { $0 == " " || $0 == "\t" }
    }
    while line > firstLine,
      trimmed(line).hasPrefix("//") || trimmed(line).hasPrefix("@")
    {
      line -= 1
    }
    while line > firstLine, trimmed(line).isEmpty { line -= 1 }
    source.insertLines(indentation + declaration + "\n", beforeLine: line + 1)
  }

  /// Adds `statement` as the initializer's last line.
  mutating func addToInitializer(_ statement: String) throws {
    let initializer = try initializer()
    guard let open = source.first("{", from: initializer + 1),
      let close = source.closing(open)
    else { throw ToolError.failure("\(path): cannot read the initializer of \(className)") }
    let indentation = source.indentation(ofToken: initializer)
    let closeStartsLine =
      source.lineStart(ofToken: close) + source.indentation(ofToken: close).utf8.count
      == source.tokens[close].range.lowerBound
    if closeStartsLine {
      source.insertLines(
        indentation + "  " + statement + "\n", beforeLine: source.line(of: close))
    } else {
      source.insert("\n" + indentation + "  " + statement + "\n" + indentation, before: close)
    }
  }

  /// Adds import lines for `modules` to the file's imports.
  mutating func addImports(_ modules: [String]) {
    source = SwiftSource(ImportLines.adding(modules, to: source.text))
  }
}
