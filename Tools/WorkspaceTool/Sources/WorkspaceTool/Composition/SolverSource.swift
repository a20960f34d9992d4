/// An app's dependency solver as its developer wrote it, `final class <App>Dependencies`, read
/// for what it declares itself: the protocols it conforms to and its properties. mf never edits
/// it; what mf maintains of the solver lives in the app's ``AppComposition`` file.
struct SolverSource: Sendable {
  /// The file, from the workspace root.
  let path: String
  /// The solver's name, such as `ShopDependencies`.
  let className: String
  private let source: SwiftSource

  /// The solver of the app `app` in `workspace`: the first source file of its library, other
  /// than the file mf writes, that declares `class <App>Dependencies`.
  static func find(app: String, in workspace: Workspace) -> SolverSource? {
    let generated = AppComposition.path(of: app)
    return SourceFiles().swiftSources(
      in: PackageKind.app.targetPath(.source, for: app), root: workspace.root
    ).lazy.filter { $0.path != generated }.compactMap {
      SolverSource(path: $0.path, text: $0.text, className: app + "Dependencies")
    }.first
  }

  /// The properties the app's solver declares by hand, with their types; none when it has no
  /// solver.
  static func members(of app: String, in workspace: Workspace) -> [String: String?] {
    find(app: app, in: workspace)?.members ?? [:]
  }

  /// Reads the solver `className` from `text`; nil when the text does not declare the class.
  init?(path: String, text: String, className: String) {
    let source = SwiftSource(text)
    guard source.declaration("class", named: className) != nil else { return nil }
    self.path = path
    self.className = className
    self.source = source
  }

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
}
