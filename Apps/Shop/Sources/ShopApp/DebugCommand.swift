/// `shop debug tree`: the live flow tree.
struct DebugCommand: ShopCommand {
  let tree: @MainActor () -> String
  let name = "debug"
  let arguments = "tree"
  let summary = "show the app's live flow tree"

  func run(_ arguments: [String]) async throws -> String {
    guard arguments == ["tree"] else { throw usageError("debug takes one argument: tree") }
    return tree()
  }
}
