/// Finds the line of the root manifest where a package is declared, to point diagnostics at it.
struct ManifestLocator: Sendable {
  /// The line of each helper call, by helper and then by the name in quotes.
  private let lines: [String: [String: Int]]

  /// Prepares to search `manifest`, the text of the root `Package.swift`.
  init(manifest: String) {
    var lines: [String: [String: Int]] = [:]
    for call in RootManifestEditor(text: manifest).packageCalls() {
      lines[call.helper, default: [:]][call.name] = lines[call.helper]?[call.name] ?? call.line
    }
    self.lines = lines
  }

  /// The 1-based line that declares the package, or 1 when it cannot be found.
  ///
  /// It looks for the call of the package's helper with the name the package is declared by
  /// (`InterfacePackage("Catalog")` for `CatalogInterface`), then for any helper called with the
  /// package's own name.
  func line(of package: WorkspacePackage) -> Int {
    let kind = package.kind
    if let name = kind.declaredName(ofPackage: package.name),
      let line = lines[kind.helper]?[name]
    {
      return line
    }
    return lines.keys.sorted().lazy.compactMap { self.lines[$0]?[package.name] }.first ?? 1
  }
}
