import CommandLineKit
import Core
import TerminalUI

/// What a shop command runs: main-actor and async, given the values parsed from its command line
/// and the running session.
typealias ShopAction = @MainActor (Invocation, ShopSession) async throws -> Void

/// What a command can use: the running app, its console, and the interactive prompt.
@MainActor
struct ShopSession {
  /// The running app.
  let shop: Shop
  /// Where commands show what is not a feature's own output (the debug tree).
  let console: any Console
  /// Reads commands from standard input until it ends; the root command's action.
  let interact: @MainActor () async -> Void
}
