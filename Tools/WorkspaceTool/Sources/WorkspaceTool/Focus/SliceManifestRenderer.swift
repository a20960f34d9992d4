/// Renders a slice's `Package.swift`: one package whose targets are the slice's targets, at
/// the paths they have in the workspace (the slice folder links each package folder there), in
/// the layout `swift format` leaves.
struct SliceManifestRenderer: Sendable {
  /// The first line after the tools version, by which mf knows a slice (and never takes one
  /// for the workspace root, nor overwrites a folder that is not one).
  static let marker = "// mf:slice"
  /// The slice package's name: its tests run as `FocusPackageTests`.
  static let packageName = "Focus"

  var graph: WorkspaceGraph

  /// The manifest, saying which command wrote it so it can be written again.
  func render(_ slice: WorkspaceSlice, command: String) -> String {
    let format = PackageManifestRenderer(graph: graph)
    var lines = [
      "// swift-tools-version: \(format.toolsVersion)",
      Self.marker,
      "// A focused slice of the workspace: the chosen packages with their tests, and the",
      "// targets they use from other packages. Not in git. Written by the command below; run",
      "// it again after the workspace manifest changes:",
      "//   \(command)",
      "",
      "import PackageDescription",
      "",
      "let package = Package(",
      "  name: \"\(Self.packageName)\",",
      "  platforms: [\(format.platforms)],",
    ]
    lines += format.list("targets", slice.targets.map(target))
    lines.append("  swiftLanguageModes: [\(format.languageModes)]")
    lines.append(")")
    return lines.joined(separator: "\n") + "\n"
  }

  private func target(_ target: WorkspaceTarget) -> String {
    var lines = [".\(PackageManifestRenderer.factory(of: target.kind))("]
    lines.append("  name: \"\(target.name)\",")
    lines += PackageManifestRenderer(graph: graph).list(
      "dependencies", target.dependencies.map { "\"\($0)\"" })
    lines += PackageManifestRenderer.pathAndResources(target.path, target.resources)
    lines.append(")")
    return lines.joined(separator: "\n")
  }
}
