import Architecture
import CommandLineKit
import Core
import TerminalUI

extension ShopMain {
  /// The terminal of standard input and output when both are one, where `shop` with no command
  /// runs full screen; nil with a pipe or a file, for the line prompt.
  public static var standardTerminal: (any TerminalDevice)? {
    SystemTerminal.isInteractive ? SystemTerminal() : nil
  }

  /// What the shop full screen is made of before it is composed: the terminal, the shell and
  /// its status line's model.
  @MainActor
  struct FullScreen {
    let terminal: any TerminalDevice
    let shell = AppShell()
    let status = StatusBar()

    init(_ terminal: any TerminalDevice) {
      self.terminal = terminal
    }

    /// A log that holds its lines while the terminal is full screen, and shows errors on the
    /// status line.
    func heldLogger(minimumLevel: LogLevel) -> HeldLogger {
      HeldLogger(minimumLevel: minimumLevel) { [status] message in
        Task { @MainActor in status.show(message) }
      }
    }
  }

  /// Composes the app with the shell's screens and runs it full screen until the customer
  /// quits; the app is shut down before this returns.
  func run(
    _ fullScreen: FullScreen, _ invocation: Invocation, _ configuration: AppConfiguration,
    logger: any Logger, in tree: FlowTree
  ) async -> Int32 {
    let shop: Shop
    do {
      shop = try compose(
        .screens(in: fullScreen.shell, status: fullScreen.status), invocation, configuration,
        logger: logger, in: tree)
    } catch {
      return ErrorReport(error, usage: nil).print(to: writeError)
    }
    defer { shop.shutdown() }
    do {
      try await ShopShell(shop: shop, shell: fullScreen.shell, status: fullScreen.status)
        .run(on: fullScreen.terminal)
      return 0
    } catch {
      return ErrorReport(error, usage: nil).print(to: writeError)
    }
  }
}
