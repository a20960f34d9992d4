import CommandLineKit
import Foundation

/// `mf focus`: writes a slice of the workspace, chosen packages with what they use, as a package
/// of its own to build, test and edit in, whose cost follows the slice, not the workspace.
enum FocusCommand {
  static let dependents = Flag(
    "dependents", summary: "also every package that uses them, directly or not")
  static let folder = Option<String?>(
    "folder", parser: .filePath,
    summary: "where to write the slice (default: .focus in the workspace root)")
  static let packages = Argument<[String]>(
    "package", summary: "by name (Cart) or folder (Features/Cart); one or more")

  /// The slice's folder when `--folder` is not given, from the workspace root; git ignores it.
  static let defaultFolder = ".focus"

  static let declaration = Command<ToolAction>(
    "focus", summary: "write a slice of the workspace: chosen packages and what they use",
    discussion: """
      Writes a package of its own (default: .focus, which git ignores) holding every
      target of the chosen packages, their tests and examples included, and from the
      other packages only the targets they use, at the paths they have here: each
      package folder is linked into the slice, so an edit there is an edit here.
      swift build, swift test and an editor's sourcekit-lsp then plan, build and
      index the slice only, whatever the size of the workspace, under either build
      system. --dependents adds the packages that use the chosen ones.

      Running it again replaces the slice in that folder; run it after the workspace
      manifest changes. A folder that is not empty and holds no slice is refused.
      """,
    parameters: [dependents, folder, packages],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    guard !call[packages].isEmpty else {
      throw call.usageError("name the packages to focus on, such as `mf focus Cart Checkout`")
    }
    let workspace = try context.loadWorkspace()
    let chosen = try PackageChoice.packages(named: call[packages], in: workspace.graph)
    let slice = try WorkspaceSlice(chosen, in: workspace.graph, dependents: call[dependents])
    let target =
      call[folder].map(context.resolve) ?? workspace.root.appendingPathComponent(defaultFolder)
    let command =
      "Tools/mf focus " + (call[dependents] ? "--dependents " : "")
      + (call[folder].map { "--folder \($0) " } ?? "") + chosen.map(\.name).joined(separator: " ")
    try SliceWriter(root: workspace.root).write(
      slice,
      manifest: SliceManifestRenderer(graph: workspace.graph).render(slice, command: command),
      into: target)
    let path = FileWriter(root: workspace.root).displayPath(target)
    let names = slice.packages.map(\.name)
    let listed =
      names.count <= 6
      ? names.joined(separator: ", ")
      : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
    let packageCount = slice.folders.count
    context.print(
      "Wrote the slice \(path), \(slice.targets.count) targets from \(packageCount) "
        + (packageCount == 1 ? "package" : "packages")
        + ": \(listed), with what \(names.count == 1 ? "it uses" : "they use").")
    context.print("  swift build --package-path \(path)")
    context.print("  swift test --package-path \(path)")
    context.print("Open \(path) in an editor to index the slice alone.")
    return 0
  }
}
