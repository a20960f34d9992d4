/// The list of module plugins an app installs, `static let all: [ModuleRecipe<Solver>] = [...]`
/// in `enum <App>Modules`, one `.module { Plugin(dependencies: $0) }` per feature, which
/// `mf add` appends a plugin to.
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

  /// Appends `.module { <plugin>(dependencies: $0) }` to the list.
  mutating func append(plugin: String) throws {
    let tokens = source.tokens
    guard
      let all = tokens.indices.first(where: {
        tokens[$0].text == "let" && $0 + 1 < tokens.count && tokens[$0 + 1].text == "all"
          && $0 > 0 && tokens[$0 - 1].text == "static"
      }),
      let equals = source.first("=", from: all + 2),
      let listOpen = source.first("[", from: equals + 1),
      tokens.indices.contains(listOpen), listOpen == equals + 1,
      let listClose = source.closing(listOpen)
    else {
      throw ToolError.failure(
        "\(path): \(typeName) has no `static let all: [ModuleRecipe<...>] = [...]` list, where mf"
          + " adds the plugin")
    }
    let element = ".module { \(plugin)(dependencies: $0) }"
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
