/// The list of module plugins an app installs, `static func all(_ dependencies:) -> [any
/// ModulePlugin] { [...] }` in `enum <App>Modules`, which `mf add` appends a plugin to.
struct ModuleListSource: Sendable {
  /// The file, from the workspace root.
  let path: String
  /// The type that holds the list, such as `ShopModules`.
  let typeName: String
  private(set) var source: SwiftSource

  /// Reads the list of `typeName` from `text`; nil when the text does not declare the type.
  init?(path: String, text: String, typeName: String) {
    let source = SwiftSource(text)
    guard
      ["enum", "struct", "class"].contains(where: {
        source.declaration($0, named: typeName) != nil
      })
    else { return nil }
    self.path = path
    self.typeName = typeName
    self.source = source
  }

  /// The text, with the edits made so far.
  var text: String { source.text }

  /// Appends `<plugin>(dependencies: <solver>)` to the list, where `<solver>` is the name of
  /// the function's parameter.
  mutating func append(plugin: String) throws {
    let tokens = source.tokens
    guard
      let function = tokens.indices.first(where: {
        tokens[$0].text == "func" && $0 + 2 < tokens.count && tokens[$0 + 1].text == "all"
          && tokens[$0 + 2].text == "("
      }),
      let parametersEnd = source.closing(function + 2),
      let colon = source.first(":", from: function + 3, through: parametersEnd),
      tokens[colon - 1].kind == .word,
      let open = source.first("{", from: parametersEnd + 1),
      let close = source.closing(open),
      let listOpen = source.first("[", from: open + 1, through: close - 1),
      let listClose = source.closing(listOpen)
    else {
      throw ToolError.failure(
        "\(path): \(typeName) has no `static func all(_ dependencies: ...) -> [any ModulePlugin]` "
          + "returning a list, where mf adds the plugin")
    }
    let element = "\(plugin)(dependencies: \(tokens[colon - 1].text))"
    let previous = tokens[listClose - 1]
    if previous.text == "[" {
      source.insert(element, after: listOpen)
    } else {
      let indentation = source.indentation(ofToken: listClose) + "  "
      let separator = previous.text == "," ? "" : ","
      source.insert("\(separator)\n\(indentation)\(element),", after: listClose - 1)
    }
  }

  /// Adds import lines for `modules` to the file's imports.
  mutating func addImports(_ modules: [String]) {
    source = SwiftSource(ImportLines.adding(modules, to: source.text))
  }
}
