import CommandLineKit
import Foundation

/// `mf graph`: prints the package dependency graph, or checks and updates the README diagram.
enum GraphCommand {
  static let format = Option<GraphFormat>(
    "format", default: .mermaid, summary: "how to draw the graph")
  static let focus = Option<String?>(
    "focus", valueName: "package",
    summary: "this package, what it uses and what uses it")
  static let readme = Option<String?>(
    "readme", parser: .filePath,
    summary: "check this file's graph block (exit 1 when stale)")
  static let write = Flag("write", summary: "with --readme, rewrite the block instead")

  static let declaration = Command<ToolAction>(
    "graph", summary: "print the package dependency graph (mermaid, dot or json)",
    discussion: """
      Prints the package-level dependency graph read from the workspace manifest,
      grouped by layer, in a stable order. With --readme, checks the block between
      `<!-- mf graph begin -->` and `<!-- mf graph end -->` instead: the graph by
      layer, each layer's packages and the layers it uses.
      """,
    parameters: [format, focus, readme, write],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    if call[write], call[readme] == nil {
      throw call.usageError("--write needs --readme")
    }
    let workspace = try context.loadWorkspace()
    let renderer = GraphRenderer(graph: workspace.graph)
    guard let readmePath = call[readme] else {
      context.output.write(try renderer.render(call[format], focus: call[focus]))
      return 0
    }
    let url = context.resolve(readmePath)
    let writer = FileWriter(root: workspace.root)
    guard let text = try writer.read(url) else {
      throw ToolError.failure("no file at \(readmePath)")
    }
    let updated = try ReadmeGraphBlock.updating(
      text, path: readmePath, mermaid: renderer.layerDiagram())
    if updated == text {
      context.print("\(readmePath): the graph is current.")
      return 0
    }
    if call[write] {
      try writer.checkWritable(url)
      let path = writer.displayPath(url)
      if path.hasPrefix("/") {
        try writer.write(updated, to: url)
      } else {
        try WorkspaceTransaction.run(
          root: workspace.root, command: "mf graph --readme \(path) --write",
          changeHook: context.changeHook
        ) { try $0.write(updated, to: path) }
      }
      context.print("\(readmePath): updated the graph.")
      return 0
    }
    context.print(
      "\(readmePath): error: the graph is out of date; run `mf graph --readme \(readmePath) --write`"
    )
    for line in context.runner.diffLines(from: text, to: updated) {
      context.print("  " + line)
    }
    return 1
  }
}

/// The formats are the words `--format` takes; the help and the completions list them.
extension GraphFormat: CommandLineValue {}
