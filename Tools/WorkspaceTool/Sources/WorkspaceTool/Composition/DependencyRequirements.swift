/// What a feature's dependency protocol asks of the app's solver, read from its source:
/// `public protocol CartDependencies: BaseDependencies { var cart: any CartService { get } }`.
struct DependencyRequirements: Sendable, Equatable {
  /// A property the solver must have.
  struct Member: Sendable, Equatable {
    var name: String
    /// Its type as written, white space made single spaces, such as `any CartService`.
    var type: String
    /// Where it is declared, `path:line`, for messages.
    var location: String

    var declaration: String { "var \(name): \(type)" }
  }

  var name: String
  var inherited: [String]
  var members: [Member]
  /// Requirements other than properties (methods, subscripts, associated types, static
  /// members), which mf cannot provide, as written, with where they are.
  var unsupported: [String]

  /// Reads `protocol <name>` from the first of `files` (path and text) that declares it; nil
  /// when none does.
  static func read(_ name: String, in files: [(path: String, text: String)])
    -> DependencyRequirements?
  {
    for file in files {
      let source = SwiftSource(file.text)
      guard let body = source.body(of: ["protocol"], named: name) else { continue }
      var requirements = DependencyRequirements(
        name: name, inherited: source.inherited(body), members: [], unsupported: [])
      requirements.readBody(of: source, from: body.open, to: body.close, path: file.path)
      return requirements
    }
    return nil
  }

  /// Reads the requirements between the braces at `open` and `close`.
  private mutating func readBody(
    of source: SwiftSource, from open: Int, to close: Int, path: String
  ) {
    let tokens = source.tokens
    let top = source.topLevel(inside: open, close)
    let declarationWords: Set<String> = [
      "var", "let", "func", "subscript", "associatedtype", "init", "typealias",
    ]
    var position = 0
    while position < top.count {
      let index = top[position]
      let token = tokens[index]
      guard token.kind == .word, declarationWords.contains(token.text) else {
        position += 1
        continue
      }
      // The requirement runs to the next declaration word at this depth, or to the end.
      var next = position + 1
      while next < top.count,
        !(tokens[top[next]].kind == .word && declarationWords.contains(tokens[top[next]].text))
      {
        next += 1
      }
      var last = next < top.count ? top[next] - 1 : close - 1
      // Modifiers and attributes just before the next requirement belong to it.
      while last > index,
        tokens[last].kind == .attribute || ["static", "class"].contains(tokens[last].text)
      {
        last -= 1
      }
      let location = "\(path):\(tokens[index].line)"
      let isStatic = position > 0 && ["static", "class"].contains(tokens[top[position - 1]].text)
      let first = isStatic ? top[position - 1] : index
      if token.text == "var", !isStatic, index + 2 <= last, tokens[index + 2].text == ":",
        let body = source.first("{", from: index + 3, through: last), body > index + 3
      {
        members.append(
          Member(
            name: tokens[index + 1].text, type: source.source((index + 3)...(body - 1)),
            location: location))
      } else {
        unsupported.append("\(source.source(first...last)) (\(location))")
      }
      position = next
    }
  }
}
