import Foundation

/// Finds the line of the root manifest where a package is declared, to point diagnostics at it.
struct ManifestLocator: Sendable {
  private let lines: [Substring]

  /// Prepares to search `manifest`, the text of the root `Package.swift`.
  init(manifest: String) {
    lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The 1-based line that declares the package, or 1 when it cannot be found.
  ///
  /// It looks for the package's name in quotes just after a `...Package(` call, also when the
  /// name sits on the next line; interface packages are declared by their feature name.
  func line(of package: WorkspacePackage) -> Int {
    var names = ["\"\(package.name)\""]
    if package.layer == .interfaces, package.name.hasSuffix("Interface") {
      names.append("\"\(package.name.dropLast("Interface".count))\"")
    }
    for (index, text) in lines.enumerated() {
      guard text.contains("Package(") else { continue }
      let candidates = [text] + (index + 1 < lines.count ? [lines[index + 1]] : [])
      for (offset, candidate) in candidates.enumerated() {
        let call =
          offset == 0
          ? candidate.range(of: "Package(").map { candidate[$0.upperBound...] }
          : candidate[...]
        if let call,
          names.contains(where: { call.trimmingCharacters(in: .whitespaces).hasPrefix($0) })
        {
          return index + 1 + offset
        }
      }
    }
    return 1
  }
}
