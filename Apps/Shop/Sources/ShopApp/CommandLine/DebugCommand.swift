import CommandLineKit

/// `debug tree`: the live flow tree with its depth, the registered boards and the barriers.
enum DebugCommand {
  static var debug: Command<ShopAction> {
    Command(
      "debug", summary: "look inside the running app",
      subcommands: [
        Command(
          "tree", summary: "show the live flow tree, its depth, the boards and the barriers",
          action: { _, session in session.console.show(session.shop.debugTree()) })
      ])
  }
}
