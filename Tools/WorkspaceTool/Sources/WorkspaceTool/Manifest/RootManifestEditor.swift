import Foundation

/// Edits the text of the workspace manifest the way a careful person would: one declaration
/// added or removed, one element added to or removed from a package list, nothing else touched.
struct RootManifestEditor: Sendable {
  /// The current text.
  private(set) var text: String

  /// Starts from the manifest text.
  init(text: String) {
    self.text = text
  }

  private var lines: [String] {
    get { text.components(separatedBy: "\n") }
    set { text = newValue.joined(separator: "\n") }
  }

  /// The index of the line that starts `let <name>` (with `=` or `:` next), if any.
  private func declarationLine(_ name: String, in lines: [String]) -> Int? {
    lines.firstIndex { line in
      guard line.hasPrefix("let \(name)") else { return false }
      let rest = line.dropFirst("let \(name)".count).drop { $0 == " " }
      return rest.hasPrefix("=") || rest.hasPrefix(":")
    }
  }

  /// Whether a top-level `let <name>` is declared.
  func declares(_ name: String) -> Bool { declarationLine(name, in: lines) != nil }

  /// The variable names of the packages declared with `helper` (`InterfacePackage`, ...),
  /// keyed by the name in quotes, such as `"Catalog": "catalogInterface"`.
  func packageVariables(helper: String) -> [String: String] {
    let all = lines
    var result: [String: String] = [:]
    for (index, line) in all.enumerated() where line.hasPrefix("let ") {
      let parts = line.dropFirst(4).split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let variable = parts[0].trimmingCharacters(in: .whitespaces)
      var call = parts[1].trimmingCharacters(in: .whitespaces)
      guard call.hasPrefix(helper + "(") else { continue }
      call = String(call.dropFirst(helper.count + 1))
      if call.isEmpty, index + 1 < all.count {
        call = all[index + 1].trimmingCharacters(in: .whitespaces)
      }
      guard call.hasPrefix("\""), let end = call.dropFirst().firstIndex(of: "\"") else { continue }
      result[String(call[call.index(after: call.startIndex)..<end])] = variable
    }
    return result
  }

  /// Inserts `declaration` (one or more lines) followed by a blank line just before the line
  /// `let <listName> = ...`.
  mutating func insert(_ declaration: String, before listName: String) throws {
    var all = lines
    guard let index = declarationLine(listName, in: all) else {
      throw ToolError.failure(
        "the workspace manifest has no `let \(listName) = [...]`; mf needs it to add a package")
    }
    all.insert(contentsOf: declaration.components(separatedBy: "\n") + [""], at: index)
    lines = all
  }

  /// The line range of the list literal of `let <listName> = [...]`, and the text between the
  /// brackets.
  private func listRange(_ listName: String, in all: [String]) throws -> (Int, Int) {
    guard let start = declarationLine(listName, in: all), all[start].contains("[") else {
      throw ToolError.failure(
        "the workspace manifest has no `let \(listName) = [...]`; mf needs it to list packages")
    }
    var depth = 0
    var seenOpen = false
    let valueStart = all[start].firstIndex(of: "=").map { all[start][$0...] } ?? ""
    for index in start..<all.count {
      let line = index == start ? String(valueStart) : all[index]
      for character in line {
        if character == "[" {
          depth += 1
          seenOpen = true
        }
        if character == "]" { depth -= 1 }
      }
      if seenOpen, depth == 0 { return (start, index) }
    }
    throw ToolError.failure("the list `\(listName)` in the workspace manifest is not closed")
  }

  /// The elements of `let <listName> = [...]`, in order.
  func elements(of listName: String) throws -> [String] {
    let all = lines
    let (start, end) = try listRange(listName, in: all)
    let joined = all[start...end].joined(separator: "\n")
    guard let equals = joined.firstIndex(of: "="),
      let open = joined[equals...].firstIndex(of: "["),
      let close = joined.lastIndex(of: "]")
    else { return [] }
    return joined[joined.index(after: open)..<close]
      .split(whereSeparator: { $0 == "," || $0 == "\n" })
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// Rewrites `let <listName> = [...]` with `elements`, on one line when it fits in 100
  /// columns, otherwise one element per line.
  mutating func setElements(_ elements: [String], of listName: String) throws {
    var all = lines
    let (start, end) = try listRange(listName, in: all)
    let line = all[start]
    let equals = line.firstIndex(of: "=") ?? line.startIndex
    let head = String(line[..<(line[equals...].firstIndex(of: "[") ?? line.endIndex)])
    let single: String = head + "[" + elements.joined(separator: ", ") + "]"
    let wasMultiline = start != end
    let replacement: [String]
    if single.count <= 100, !wasMultiline || elements.count <= 1 {
      replacement = [String(single)]
    } else {
      replacement = [head + "["] + elements.map { "  \($0)," } + ["]"]
    }
    all.replaceSubrange(start...end, with: replacement)
    lines = all
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
    var all = lines
    guard let start = declarationLine(name, in: all) else {
      throw ToolError.failure("the workspace manifest does not declare `\(name)`")
    }
    var depth = 0
    var end = start
    for index in start..<all.count {
      for character in all[index] {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth -= 1 }
      }
      end = index
      if depth <= 0 { break }
    }
    if end + 1 < all.count, all[end + 1].trimmingCharacters(in: .whitespaces).isEmpty {
      end += 1
    }
    all.removeSubrange(start...end)
    lines = all
  }

  /// The 1-based lines, other than its declaration, that mention the variable `name`.
  func references(to name: String) -> [Int] {
    let all = lines
    let declaration = declarationLine(name, in: all)
    return all.indices.filter { index in
      guard index != declaration else { return false }
      let words = all[index].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      return words.contains { $0 == name }
    }.map { $0 + 1 }
  }
}
