/// The line length rules of generated code, so that what `mf` writes passes
/// `swift format lint --strict` with the committed configuration for any valid name.
enum LineWrapping {
  /// The longest line `swift format` leaves alone, from the committed configuration.
  static let lineLength = 100

  /// A call such as `.product(name: "A", package: "B"),` that passes the line length, broken the
  /// way `swift format` breaks it: the arguments on one line below the call if they fit there,
  /// else one argument per line. Any other line is returned as it is.
  static func wrappedCall(_ line: String) -> [String] {
    guard line.count > lineLength, line.last == ")" || line.hasSuffix("),"),
      let open = line.firstIndex(of: "("), line[line.startIndex..<open].last != " "
    else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    let suffix = line.hasSuffix(",") ? ")," : ")"
    let inner = line[line.index(after: open)..<line.index(line.endIndex, offsetBy: -suffix.count)]
    let arguments = topLevelArguments(String(inner))
    let head = String(line[..<line.index(after: open)])
    let together = "\(indent)  \(arguments.joined(separator: ", "))\(suffix)"
    if together.count <= lineLength { return [head, together] }
    return [head]
      + arguments.enumerated().flatMap { index, argument in
        wrappedArgument(
          argument, indent: indent + "  ", suffix: index == arguments.count - 1 ? suffix : ",")
      }
  }

  /// One argument on its own line; an array argument such as `interfaces: [a, b, c]` that still
  /// passes the line length is opened below its label and its elements are packed onto lines
  /// of their own, each ending with a comma, as `swift format` does.
  private static func wrappedArgument(_ argument: String, indent: String, suffix: String)
    -> [String]
  {
    let line = indent + argument + suffix
    guard line.count > lineLength, argument.hasSuffix("]"),
      let open = argument.firstIndex(of: "["), argument.index(after: open) < argument.endIndex
    else { return [line] }
    let elements = topLevelArguments(
      String(argument[argument.index(after: open)..<argument.index(before: argument.endIndex)]))
    var lines = [indent + argument[...open]]
    var current = ""
    for element in elements {
      let candidate = current.isEmpty ? "\(indent)  \(element)," : "\(current) \(element),"
      if !current.isEmpty, candidate.count > lineLength {
        lines.append(current)
        current = "\(indent)  \(element),"
      } else {
        current = candidate
      }
    }
    return lines + [current, indent + "]" + suffix]
  }

  /// Splits `a: "x, y", b: [1, 2]` at the commas outside quotes and brackets.
  private static func topLevelArguments(_ text: String) -> [String] {
    var arguments: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    for character in text {
      if character == "\"" {
        inString.toggle()
      } else if !inString {
        if "([".contains(character) { depth += 1 }
        if ")]".contains(character) { depth -= 1 }
        if character == ",", depth == 0 {
          arguments.append(current.trimmingCharacters(in: .whitespaces))
          current = ""
          continue
        }
      }
      current.append(character)
    }
    arguments.append(current.trimmingCharacters(in: .whitespaces))
    return arguments
  }

  /// Breaks each `//` or `///` comment line longer than `lineLength` at spaces, repeating its
  /// prefix, because `swift format` wraps code but never comments.
  static func wrappingComments(
    _ text: String
  ) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      let indent = line.prefix { $0 == " " }
      let rest = line.dropFirst(indent.count)
      guard line.count > lineLength, rest.hasPrefix("//") else { return [String(line)] }
      let marker = rest.prefix { $0 == "/" }
      let prefix = "\(indent)\(marker) "
      var lines: [String] = []
      var current = prefix
      for word in rest.dropFirst(marker.count).split(separator: " ") {
        if current != prefix, current.count + 1 + word.count > lineLength {
          lines.append(current)
          current = prefix
        }
        current += (current == prefix ? "" : " ") + word
      }
      return lines + [current]
    }.joined(separator: "\n")
  }
}
