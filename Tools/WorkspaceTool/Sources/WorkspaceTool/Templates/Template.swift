/// The text of a template file, split into literal text and `{{placeholder}}` slots.
///
/// A placeholder is a name of letters and digits in double braces, such as `{{name}}`; any other
/// `{{` is a mistake the template's author hears about, with the line.
struct Template: Sendable {
  private enum Part: Sendable {
    case text(String)
    case placeholder(String, line: Int)
  }

  private let parts: [Part]
  /// Where the template comes from, for messages, such as `feature/source/X.swift.template`.
  let source: String

  /// Splits `text` into its parts; a malformed placeholder is an error that names its line.
  init(_ text: String, source: String) throws {
    var parts: [Part] = []
    var rest = Substring(text)
    var line = 1
    while let open = rest.firstRange(of: "{{") {
      let literal = rest[..<open.lowerBound]
      parts.append(.text(String(literal)))
      line += literal.count { $0 == "\n" }
      let afterOpen = rest[open.upperBound...]
      let name = afterOpen.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
      guard let first = name.first, first.isLetter, afterOpen.dropFirst(name.count).hasPrefix("}}")
      else {
        throw ToolError.failure(
          "\(source):\(line): `{{` must start a placeholder such as {{name}}")
      }
      parts.append(.placeholder(String(name), line: line))
      rest = afterOpen.dropFirst(name.count + 2)
    }
    parts.append(.text(String(rest)))
    self.parts = parts
    self.source = source
  }

  /// The text with every placeholder replaced by `value(name)`; a placeholder that `value` does
  /// not know is an error that names its line and the names `known` lists.
  func render(known: [String], _ value: (String) -> String?) throws -> String {
    var result = ""
    for part in parts {
      switch part {
      case .text(let text):
        result += text
      case .placeholder(let name, let line):
        guard let text = value(name) else {
          throw ToolError.failure(
            "\(source):\(line): unknown placeholder {{\(name)}}; the placeholders are "
              + known.sorted().joined(separator: ", "))
        }
        result += text
      }
    }
    return result
  }
}
