import Architecture
import CommandLineKit
import Core
import Foundation
import TerminalUI

/// What the `shop` executable runs: one command from the arguments; with none, the shop full
/// screen at a terminal, or an interactive session reading commands from standard input.
@MainActor
public struct ShopMain {
  /// Reads the next line of input, or returns `nil` at the end.
  public typealias LineReader = @MainActor () -> String?
  /// Writes text.
  public typealias TextWriter = @MainActor (String) -> Void

  let environment: [String: String]
  private let readLine: LineReader
  private let write: TextWriter
  let writeError: TextWriter
  private let isInteractive: Bool
  private let terminal: (any TerminalDevice)?
  private let tree: FlowTree?

  /// Creates the main.
  /// - Parameters:
  ///   - environment: The process environment (`SHOP_DATA_DIR`, `SHOP_FLAGS`, `HOME`, ...).
  ///   - readLine: Reads standard input.
  ///   - write: Writes to standard output.
  ///   - writeError: Writes to standard error.
  ///   - isInteractive: Whether a person types at a terminal; shows the prompt and lets features
  ///     ask questions if so.
  ///   - terminal: Where the shop runs full screen when no command is given: the terminal of
  ///     standard input and output when both are one; nil for the line prompt.
  ///   - tree: The flow tree the app runs in; tests pass one that checks for leaks. By default
  ///     it makes one whose leak checks and issues are logged.
  public init(
    environment: [String: String], readLine: @escaping LineReader,
    write: @escaping TextWriter, writeError: @escaping TextWriter, isInteractive: Bool,
    terminal: (any TerminalDevice)? = nil, tree: FlowTree? = nil
  ) {
    self.environment = environment
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.isInteractive = isInteractive
    self.terminal = terminal
    self.tree = tree
  }

  /// Runs the app for the command-line arguments (without the executable's name).
  ///
  /// Before it returns, every pending leak check of the tree is finished: with
  /// `SHOP_LOG_LEVEL=debug` each released flow is logged, and a leak is logged as an error.
  /// - Returns: The exit code: 0 success, 1 operation failed, 2 usage error. A session that
  ///   reads commands from a pipe or a file ends with the code of its first failed command; one
  ///   at a terminal ends with 0.
  public func run(_ arguments: [String]) async -> Int32 {
    let action: ShopAction
    let invocation: Invocation
    do {
      switch try ShopCommandLine.program.parse(arguments) {
      case .output(let text):
        write(text)
        return 0
      case .run(let matched, let values):
        (action, invocation) = (matched, values)
      }
    } catch {
      return ErrorReport(error, usage: nil).print(to: writeError)
    }
    let configuration: AppConfiguration
    do {
      configuration = try AppConfiguration(
        dataDirectory: invocation[ShopCommandLine.dataDirectory].map(URL.init(fileURLWithPath:)),
        environment: environment)
    } catch {
      return ErrorReport(error, usage: nil).print(to: writeError)
    }
    let fullScreen = invocation.commandPath.count == 1 ? terminal.map(FullScreen.init) : nil
    let held = fullScreen?.heldLogger(minimumLevel: configuration.logLevel)
    let logger: any Logger = held ?? StandardErrorLogger(minimumLevel: configuration.logLevel)
    let tree = self.tree ?? Self.makeTree(logger: logger)
    let status =
      if let fullScreen {
        await run(fullScreen, invocation, configuration, logger: logger, in: tree)
      } else {
        await execute(action, invocation, configuration, logger: logger, in: tree)
      }
    held?.release()
    let passed = tree.leakTracker?.releasedCount ?? 0
    let leaks = await tree.leakTracker?.finishPendingChecks() ?? []
    logger.log(
      .debug,
      "leak checks finished: \((tree.leakTracker?.releasedCount ?? 0) - passed) more released,"
        + " \(leaks.count) leaked", source: "Shop")
    return status
  }

  /// Composes the app, runs one action in it, and shuts it down; the app is released when this
  /// returns, so the leak checks that follow see it gone.
  private func execute(
    _ action: ShopAction, _ invocation: Invocation, _ configuration: AppConfiguration,
    logger: any Logger, in tree: FlowTree
  ) async -> Int32 {
    let console = TerminalConsole(write: write, readLine: readLine, canAsk: isInteractive)
    let shop: Shop
    do {
      shop = try compose(.lines(on: console), invocation, configuration, logger: logger, in: tree)
    } catch {
      return ErrorReport(error, usage: nil).print(to: writeError)
    }
    defer { shop.shutdown() }
    let failures = SessionFailures()
    let session = ShopSession(
      shop: shop, console: console,
      interact: { await interact(with: shop, console: console, failures: failures) })
    do {
      try await action(invocation, session)
      return isInteractive ? 0 : failures.exitCode
    } catch {
      return ErrorReport(error, usage: invocation.usage).print(to: writeError)
    }
  }

  /// Composes the app with the views given, its flags read from the environment and the
  /// command line.
  func compose(
    _ views: ShopViews, _ invocation: Invocation, _ configuration: AppConfiguration,
    logger: any Logger, in tree: FlowTree
  ) throws -> Shop {
    try Shop(
      configuration: configuration,
      flagSources: configuration.flagSources(
        environment: environment, commandLine: invocation[ShopCommandLine.flags]),
      views: views, logger: logger, clock: SystemClock(), tree: tree)
  }

  /// Reads one command per line until the end of input or `quit` (``LinePrompt``); errors are
  /// printed and the session goes on, and the first one's exit code is kept in `failures`. The
  /// prompt shows the cart's item count, kept current by the cart channel.
  private func interact(with shop: Shop, console: any Console, failures: SessionFailures) async {
    if isInteractive { write("Shop. Type 'help' for the commands, 'quit' to leave.\n") }
    let session = ShopSession(shop: shop, console: console, interact: {})
    let itemCount = shop.status.itemCount
    var showPrompt: (@MainActor () async -> String)?
    if isInteractive {
      showPrompt = {
        // Let channel deliveries that were handed to the main actor land before drawing.
        await Task.yield()
        return Self.prompt(itemCount: itemCount.value)
      }
    }
    let prompt = LinePrompt(
      ShopCommandLine.prompt, readLine: readLine, write: write, prompt: showPrompt)
    let outcome = await prompt.run { action, invocation in
      try await action(invocation, session)
    } report: { error, usage in
      ErrorReport(error, usage: usage).print(to: writeError)
    }
    failures.record(outcome.exitCode)
  }

  private static func prompt(itemCount: Int) -> String {
    switch itemCount {
    case 0: "shop> "
    case 1: "shop (1 item)> "
    default: "shop (\(itemCount) items)> "
    }
  }

  /// The exit code of a session's first failed command, so that a script piping commands to
  /// the shop can tell that one failed.
  @MainActor
  private final class SessionFailures {
    private(set) var exitCode: Int32 = 0

    func record(_ code: Int32) {
      if exitCode == 0 { exitCode = code }
    }
  }

  /// A tree whose leak checks, released flows and issues go to the log.
  private static func makeTree(logger: any Logger) -> FlowTree {
    FlowTree(
      leakTracker: LeakTracker(
        gracePeriod: .seconds(1),
        onLeak: { logger.log(.error, "leak: \($0)", source: "Shop") },
        onReleased: { logger.log(.debug, "leak check passed: \($0) was released", source: "Shop") }
      ),
      onIssue: { logger.log(.error, "flow issue: \($0)", source: "Shop") })
  }
}
