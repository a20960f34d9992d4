/// The one-line synopsis of a command, for its help and for the hints of usage errors:
/// `shop cart add [--gift] <sku> [<quantity>]`.
enum UsageLine {
  /// The synopsis of the command at the end of `path`.
  ///
  /// It lists the command's own options (the root's at the root, which are the global
  /// options), then its arguments, then `<command>` or `<subcommand>` for a group, in
  /// brackets when the group also runs alone.
  static func of<Action>(_ path: CommandPath<Action>) -> String {
    let leaf = path.leaf
    var parts =
      [path.display] + path.ownOptions.map(synopsis(of:)) + leaf.arguments.map(synopsis(of:))
    if leaf.isGroup {
      let placeholder = path.isRoot ? "<command>" : "<subcommand>"
      parts.append(leaf.action == nil ? placeholder : "[\(placeholder)]")
    }
    return parts.joined(separator: " ")
  }

  /// How one parameter appears in a synopsis: `--address <text>`, `[--check]`, `[<quantity>]`.
  static func synopsis(of parameter: ParameterDeclaration) -> String {
    switch parameter.role {
    case .flag:
      return "[--\(parameter.name)]"
    case .option:
      let spelled = "--\(parameter.name) <\(parameter.valueName)>"
      if parameter.isRepeatable { return "[\(spelled) ...]" }
      return parameter.isRequired ? spelled : "[\(spelled)]"
    case .argument:
      let spelled = parameter.isRepeatable ? "<\(parameter.name)> ..." : "<\(parameter.name)>"
      return parameter.isRequired ? spelled : "[\(spelled)]"
    }
  }
}
