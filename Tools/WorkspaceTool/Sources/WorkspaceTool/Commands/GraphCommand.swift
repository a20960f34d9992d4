import Foundation

/// `mf graph`: prints the package dependency graph, or checks and updates the README diagram.
struct GraphCommand: Command {
  let name = "graph"
  let summary = "Print the package dependency graph (mermaid, dot or json)"
  let help = """
    USAGE: mf graph [--format mermaid|dot|json] [--focus <Package>]
           mf graph --readme <README.md> [--write]

    Prints the package-level dependency graph read from the workspace manifest, grouped by
    layer, in a stable order.

    OPTIONS:
      --format <format>   mermaid (default), dot or json.
      --focus <Package>   Only the package, what it uses and what uses it, directly or not.
      --readme <file>     Check that the Mermaid block between `<!-- mf graph begin -->` and
                          `<!-- mf graph end -->` in the file is current; exit 1 with a diff if not.
      --write             With --readme, rewrite the block instead of checking it.

    """

  func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let parsed = try ArgumentList(
      arguments, command: name, flags: ["--write"], options: ["--format", "--focus", "--readme"])
    try parsed.expectPositionals(atMost: 0, command: name)
    let formatName = parsed.values["--format"] ?? GraphFormat.mermaid.rawValue
    guard let format = GraphFormat(rawValue: formatName) else {
      throw ToolError.usage(
        "unknown graph format \(formatName.quoted)",
        hint: "use --format mermaid, --format dot or --format json")
    }
    if parsed.flags.contains("--write"), parsed.values["--readme"] == nil {
      throw ToolError.usage(
        "--write needs --readme", hint: "write `mf graph --readme README.md --write`")
    }
    let workspace = try context.loadWorkspace()
    let renderer = GraphRenderer(graph: workspace.graph)
    guard let readmePath = parsed.values["--readme"] else {
      context.output.write(try renderer.render(format, focus: parsed.values["--focus"]))
      return 0
    }
    let url = context.resolve(readmePath)
    let writer = FileWriter(root: workspace.root)
    guard let readme = try writer.read(url) else {
      throw ToolError.failure("no file at \(readmePath)")
    }
    let updated = try ReadmeGraphBlock().updating(
      readme, path: readmePath, mermaid: try renderer.render(.mermaid))
    if updated == readme {
      context.print("\(readmePath): the graph is current.")
      return 0
    }
    if parsed.flags.contains("--write") {
      try writer.checkWritable(url)
      let path = writer.displayPath(url)
      if path.hasPrefix("/") {
        try writer.write(updated, to: url)
      } else {
        try WorkspaceTransaction.run(
          root: workspace.root, command: "mf graph --readme \(path) --write",
          steps: context.steps
        ) { try $0.write(updated, to: path) }
      }
      context.print("\(readmePath): updated the graph.")
      return 0
    }
    context.print(
      "\(readmePath): error: the graph is out of date; run `mf graph --readme \(readmePath) --write`"
    )
    for line in LineDiff().lines(from: readme, to: updated) {
      context.print("  " + line)
    }
    return 1
  }
}
