import AccountInterface
import Architecture
import CartInterface
import CatalogInterface
import CheckoutInterface
import Core
import TerminalUI

/// The shop full screen: the app's window on the terminal, with the catalog as its first
/// screen and a status line; the keys every screen shares; and what goes wrong shown on the
/// screen, never written under it.
///
/// Keys: the arrows or `j`/`k` move, Enter opens or chooses, Esc or Backspace goes back (from
/// the catalog's first list, out of the shop), `/` searches, `c` opens the cart, `o` the
/// orders and `u` the account from any screen, `q` or Ctrl-C quits. The status line lists the
/// app's keys after where the customer is.
@MainActor
final class FullScreenShell {
  private let shop: Shop
  let window: NavigationStack
  private let status: StatusBar
  private let app: TerminalApp
  private var events: Subscription?

  /// - Parameters:
  ///   - shop: The app, composed with the window's screens.
  ///   - window: The window the shop's boards present in.
  ///   - status: The status line's model, which the held log and the console also tell.
  ///   - terminal: Where the window is drawn.
  init(shop: Shop, window: NavigationStack, status: StatusBar, terminal: any TerminalDevice) {
    self.shop = shop
    self.window = window
    self.status = status
    app = TerminalApp(device: terminal, navigation: window)
  }

  /// Takes the terminal, opens the catalog, and runs until the customer quits or leaves the
  /// catalog; the terminal is given back whatever happens.
  /// - Throws: The terminal's error when it cannot be taken over.
  func run() async throws {
    window.statusLine = { [weak window, status] in
      status.line(trail: [window?.trail ?? "", Self.keys].joined(separator: " · "))
    }
    status.follow(shop.status)
    app.onUnhandledKey = { [weak self] key in self?.handle(key) ?? .ignored }
    events = shop.tree.observeEvents(status) { status, event in
      guard case .boardCompleted(let board, _, .failed(let error)) = event else { return }
      // A sign-in the customer left said why on its screen; what it held back says the rest.
      guard board != BoardID.signIn.name else { return }
      status.show("\(board): \(error)")
    }
    // The cart's check-out opens checkout over it, with nothing given yet: its screens ask.
    shop.motherboard.route(.cart, to: self) { shell, output in
      switch output {
      case .checkOut: shell.open(.checkout, CheckoutRequest())
      }
    }
    defer {
      events?.cancel()
      status.stop()
    }
    try await app.run { [weak self] _ in self?.openHome() }
  }

  /// The catalog, until the customer leaves it: then the shop has nothing left to show.
  private func openHome() {
    open(.catalog, .categories) { [weak self] in self?.app.quit() }
  }

  /// The app's keys, which work on every screen (a feature's screen lists its own).
  static let keys = "c cart · o orders · u account"

  private func handle(_ key: Key) -> KeyHandling {
    switch key {
    case .character("c"): open(.cart, .show)
    case .character("o"): open(.orders, .history)
    case .character("u"): open(.account, .show)
    default: return .ignored
    }
    return .handled
  }

  /// Runs a board; a board that could not run says why on the status line (one that failed
  /// is said as every failure is, from the tree's events).
  private func open<Input: Sendable, Output, Command>(
    _ id: BoardID<Input, Output, Command>, _ input: Input,
    then completed: @escaping @MainActor () -> Void = {}
  ) {
    Task { [shop, status] in
      do {
        try await shop.run(id, input)
      } catch let stopped as BoardStopped {
        status.show("\(stopped)")
      } catch {}
      completed()
    }
  }
}
