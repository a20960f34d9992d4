import Foundation

/// The checked-in file that lets a deliberate break of a package's public API through,
/// `api-breaks.allowed` at the workspace root: one `<package>: <why>` per line; blank lines and
/// lines starting with `#` are comments. The breaks of a listed package are warnings, and so is
/// a listed package that breaks nothing, so a line does not outlive its change unnoticed.
struct ApiBreakAllowList: Sendable, Equatable {
  static let fileName = "api-breaks.allowed"

  struct Entry: Sendable, Equatable {
    var package: String
    var reason: String
    var line: Int
  }

  var entries: [Entry] = []

  func reason(for package: String) -> String? {
    entries.first { $0.package == package }?.reason
  }

  /// Reads the file of the workspace at `root`, which may list `packages`; a failure names each
  /// bad line.
  static func read(root: URL, packages: Set<String>) throws -> ApiBreakAllowList {
    let file = root.appendingPathComponent(fileName)
    guard let text = try FileWriter(root: root).read(file) else { return ApiBreakAllowList() }
    return try parse(text, packages: packages)
  }

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
