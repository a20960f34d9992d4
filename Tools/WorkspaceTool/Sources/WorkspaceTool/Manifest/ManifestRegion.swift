/// The part of the root manifest that mf writes: from the line `// mf:begin packages` to the
/// line `// mf:end packages`, each package's declaration, layer by layer, and the list of each
/// layer. `mf new`, `mf remove` and `mf add` write that part again whole, from the graph; the
/// rest of the manifest, its comments and its layout, is the developer's and stays byte for byte.
struct ManifestRegion: Sendable {
  static let begin = "// mf:begin packages"
  static let end = "// mf:end packages"

  /// What the region says of itself, right below its first line.
  static let header = """
    // Written by mf (Tools/mf new, remove and add): one declaration per package, layer by layer,
    // and each layer's list. mf writes these lines again whole, so a comment or a layout of your
    // own between the markers is not kept; keep yours above or below them.
    """

  /// What each layer's part starts with.
  private static let layerComments: [Layer: String] = [
    .foundation: "// Foundation layer: Foundation/<Name>, may use only other foundation packages",
    .interfaces:
      "// Interface layer: Interfaces/<Name>Interface, value types and protocols, with fakes",
    .features: "// Product features: Features/<Name>, may use only interfaces and foundation",
    .apps: "// Apps: Apps/<Name>, compose features and choose every concrete type",
  ]

  let lines: [Substring]
  /// The indices of the marker lines.
  private let markers: (begin: Int, end: Int)

  /// Finds the region in the manifest `text`.
  init(manifest text: String) throws {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let begin = lines.firstIndex(of: Substring(Self.begin)),
      let end = lines[begin...].firstIndex(of: Substring(Self.end))
    else {
      throw ToolError.failure(
        "Package.swift has no part written by mf: mf declares the packages between the lines "
          + "`\(Self.begin)` and `\(Self.end)`; add them around the declarations")
    }
    markers = (begin, end)
  }

  /// The manifest with `region`, a text ``render(_:)`` made, in place of the region.
  func manifest(withRegion region: String) -> String {
    (lines[..<markers.begin] + [Substring(region)] + lines[(markers.end + 1)...])
      .joined(separator: "\n")
  }

  /// The layers whose list the region declares (`let featurePackages ...`), from the bottom up.
  var layers: [Layer] {
    Layer.allCases.filter { layer in
      lines[markers.begin...markers.end].contains {
        $0.hasPrefix("let \(PackageKind.of(layer).list)")
      }
    }
  }

  /// The region's text, markers included, for `declarations`: for each of `layers`, its
  /// packages, every one after those it uses, as static members of the layer's helper type
  /// (`extension FeaturePackage { static let cart = ... }`), then the layer's list
  /// (`let featurePackages: [FeaturePackage] = [.catalog, .cart]`).
  static func render(
    _ declarations: [PackageDeclaration],
    layers: [Layer] = [.foundation, .interfaces, .features, .apps]
  ) -> String {
    var parts = [begin + "\n" + header]
    for layer in layers {
      let kind = PackageKind.of(layer)
      let members = dependencyOrder(declarations.filter { $0.kind == kind })
      let list = members.map { "." + $0.member }.joined(separator: ", ")
      parts.append(layerComments[layer] ?? "")
      if !members.isEmpty {
        parts.append(
          "extension \(kind.helper) {\n"
            + members.map { "  " + $0.source }.joined(separator: "\n") + "\n}")
      }
      parts.append("let \(kind.list): [\(kind.helper)] = [\(list)]")
    }
    return parts.joined(separator: "\n\n") + "\n\n" + end
  }

  /// The declarations in their order, except that each comes after those it uses.
  private static func dependencyOrder(_ declarations: [PackageDeclaration]) -> [PackageDeclaration]
  {
    var placed: [PackageDeclaration] = []
    var waiting = declarations
    while !waiting.isEmpty {
      let declared = Set(placed.map(\.variable))
      let inLayer = Set(waiting.map(\.variable))
      let next =
        waiting.firstIndex { $0.uses.allSatisfy { declared.contains($0) || !inLayer.contains($0) } }
        ?? 0  // a cycle, which the manifest's evaluation reports
      placed.append(waiting.remove(at: next))
    }
    return placed
  }

  /// The 1-based line of `manifest` that declares the static member `member` of `helper`
  /// (`static let cart = FeaturePackage(`), or nil.
  static func line(declaring member: String, of helper: String, in manifest: String) -> Int? {
    let prefix = "static let \(member) = \(helper)("
    return manifest.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.drop(while: { $0 == " " }).hasPrefix(prefix)
    }.map { $0 + 1 }
  }

  /// The 1-based lines outside the region, comments aside, that name the member `member` of a
  /// helper type (`.cart`, `FeaturePackage.cart`). The member of a feature and of its interface
  /// is the same word, so a use of either counts.
  func references(to member: String) -> [Int] {
    let reference = "." + member
    return lines.indices.filter { index in
      let line = lines[index]
      guard index < markers.begin || index > markers.end,
        !line.drop(while: { $0 == " " }).hasPrefix("//")
      else { return false }
      var rest = line[...]
      while let found = rest.range(of: reference) {
        let next = line[found.upperBound...].first
        if !(next.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
        rest = line[found.upperBound...]
      }
      return false
    }.map { $0 + 1 }
  }
}
