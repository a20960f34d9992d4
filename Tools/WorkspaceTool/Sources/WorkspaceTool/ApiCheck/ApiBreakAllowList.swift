import Foundation

/// The checked-in file that lets a deliberate break of a package's public API through:
/// `api-breaks.allowed` at the workspace root, one package per line with the reason:
///
/// ```
/// # Deliberate breaks of the public API: <package>: <why>
/// CatalogInterface: SKU became a struct; every feature moves to it in this change
/// ```
///
/// Blank lines and lines starting with `#` are comments. `mf api-check` reports the breaks of a
/// listed package as warnings, and a listed package that breaks nothing as a warning too, so a
/// line does not outlive its change unnoticed.
struct ApiBreakAllowList: Sendable, Equatable {
  /// The file's name at the workspace root.
  static let fileName = "api-breaks.allowed"

  /// One allowed package.
  struct Entry: Sendable, Equatable {
    var package: String
    var reason: String
    /// The entry's line in the file, from 1.
    var line: Int
  }

  var entries: [Entry] = []

  /// The reason the file gives for `package`, if it lists it.
  func reason(for package: String) -> String? {
    entries.first { $0.package == package }?.reason
  }

  /// Reads the file of the workspace at `root`; no file lists nothing.
  /// - Parameter packages: The names of the packages the file may list: the interface and
  ///   foundation packages.
  /// - Throws: ``ToolError`` with a `api-breaks.allowed:line: error:` line for each bad line.
  static func read(root: URL, packages: Set<String>) throws -> ApiBreakAllowList {
    let file = root.appendingPathComponent(fileName)
    guard let text = try FileWriter(root: root).read(file) else { return ApiBreakAllowList() }
    return try parse(text, packages: packages)
  }

  /// Reads the file's text.
  static func parse(_ text: String, packages: Set<String>) throws -> ApiBreakAllowList {
    var list = ApiBreakAllowList()
    var problems: [String] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      func problem(_ message: String) { problems.append("\(fileName):\(index + 1): \(message)") }
      guard let colon = line.firstIndex(of: ":") else {
        problem("write `<package>: <why the break is deliberate>`")
        continue
      }
      let package = line[..<colon].trimmingCharacters(in: .whitespaces)
      let reason = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if !packages.contains(package) {
        problem(
          "no interface or foundation package is named \(package.quoted); remove the line "
            + "or correct the name")
      } else if reason.isEmpty {
        problem("say why the break of \(package) is deliberate, after the colon")
      } else if list.reason(for: package) != nil {
        problem("\(package) is listed twice; keep one line")
      } else {
        list.entries.append(Entry(package: package, reason: reason, line: index + 1))
      }
    }
    guard problems.isEmpty else {
      throw ToolError.failure(
        "\(fileName) cannot be read:\n" + problems.map { "  " + $0 }.joined(separator: "\n"))
    }
    return list
  }
}
