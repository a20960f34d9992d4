import CommandLineKit

/// `mf xcode [--check]`: writes the Xcode workspace that shows every package in Xcode.
enum XcodeCommand {
  static let check = Flag(
    "check", summary: "change nothing; show a diff and exit 1 when it is missing or stale")

  static let declaration = Command<ToolAction>(
    "xcode", summary: "write Workspace.xcworkspace, which shows every package in Xcode",
    discussion: """
      Writes Workspace.xcworkspace at the workspace root. It lists every package
      folder of the workspace manifest, grouped by layer from the bottom up, so Xcode
      shows each package with its sources and schemes (opened in Xcode, the root
      Package.swift hides every folder that holds a Package.swift). Xcode projects in
      app folders (Apps/<Name>/<Project>.xcodeproj) are listed with the apps. `mf new`
      and `mf remove` keep an existing workspace current.
      """,
    parameters: [check],
    action: { call, context in try run(call, context) })

  private static func run(_ call: Invocation, _ context: CommandContext) throws -> Int32 {
    let workspace = try context.loadWorkspace()
    let xcode = XcodeWorkspace(workspace: workspace)
    let expected = xcode.contents
    let current = try xcode.current(in: workspace.root)
    let packages = workspace.graph.packages.count
    guard current != expected else {
      context.print("\(XcodeWorkspace.path) lists all \(packages) packages.")
      return 0
    }
    if call[check] {
      context.printDrift(
        ManifestDrift(path: XcodeWorkspace.path, current: current, expected: expected),
        fix: "Tools/mf xcode")
      return 1
    }
    let writer = FileWriter(root: workspace.root)
    for path in [XcodeWorkspace.folder, XcodeWorkspace.path] {
      try writer.checkWritable(workspace.root.appendingPathComponent(path))
    }
    try WorkspaceTransaction.run(
      root: workspace.root, command: "mf xcode", changeHook: context.changeHook
    ) {
      try $0.write(expected, to: XcodeWorkspace.path)
    }
    context.print("wrote \(XcodeWorkspace.path): \(packages) packages.")
    return 0
  }
}
