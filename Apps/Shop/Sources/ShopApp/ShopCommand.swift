/// One command of the shop's command line, such as `search` or `browse`.
@MainActor
protocol ShopCommand {
  /// The word that selects the command.
  var name: String { get }
  /// The arguments it takes, for example `<words>`.
  var arguments: String { get }
  /// One line saying what it does.
  var summary: String { get }
  /// Runs the command with the words after its name and returns what it prints.
  /// - Throws: ``CommandError``.
  func run(_ arguments: [String]) async throws -> String
}

extension ShopCommand {
  /// How to call the command, for help and usage errors.
  var usage: String { arguments.isEmpty ? "shop \(name)" : "shop \(name) \(arguments)" }

  /// A usage error for this command.
  func usageError(_ problem: String) -> CommandError {
    .usage(problem, hint: "usage: \(usage)")
  }
}
