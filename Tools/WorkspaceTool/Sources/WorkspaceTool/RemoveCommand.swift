/// `mf remove feature`: the reverse of `mf new feature`.
struct RemoveCommand: Command {
  let name = "remove"
  let summary = "Remove a feature and its interface"
  let help = "USAGE: mf remove feature <Name>\n"
  func run(_ arguments: [String], context: CommandContext) throws -> Int32 { 0 }
}
