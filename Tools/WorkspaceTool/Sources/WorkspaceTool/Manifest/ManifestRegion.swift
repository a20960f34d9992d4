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
  /// packages, every one after those it uses, then the layer's list.
  static func render(
    _ declarations: [PackageDeclaration],
    layers: [Layer] = [.foundation, .interfaces, .features, .apps]
  ) -> String {
    var parts = [begin + "\n" + header]
    for layer in layers {
      let kind = PackageKind.of(layer)
      let members = dependencyOrder(declarations.filter { $0.kind == kind })
      let list = members.map(\.variable).joined(separator: ", ")
      parts.append(layerComments[layer] ?? "")
      if !members.isEmpty { parts.append(members.map(\.source).joined(separator: "\n")) }
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

  /// The 1-based line of `manifest` that declares `variable` (`let variable = ...`), or nil.
  static func line(declaring variable: String, in manifest: String) -> Int? {
    manifest.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.hasPrefix("let \(variable) ") || $0.hasPrefix("let \(variable):")
    }.map { $0 + 1 }
  }

  /// The 1-based lines outside the region, comments aside, that name `variable`.
  func references(to variable: String) -> [Int] {
    lines.indices.filter { index in
      guard index < markers.begin || index > markers.end,
        !lines[index].drop(while: { $0 == " " }).hasPrefix("//")
      else { return false }
      return lines[index].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        .contains(Substring(variable))
    }.map { $0 + 1 }
  }
}
