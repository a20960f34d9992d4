/// `mf new`: scaffolds a feature (with its interface) or a foundation package.
struct NewCommand: Command {
  let name = "new"
  let summary = "Scaffold a feature (with its interface) or a foundation package"
  let help = "USAGE: mf new feature <Name> [--uses A,B]\n"
  func run(_ arguments: [String], context: CommandContext) throws -> Int32 { 0 }
}
