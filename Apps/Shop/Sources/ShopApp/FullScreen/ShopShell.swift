import AccountInterface
import Architecture
import CartInterface
import CatalogInterface
import CheckoutInterface
import Core
import OrdersInterface
import TerminalUI

/// The shop's choices for the app shell: its tabs (Catalog, Cart, Orders, Account, each the
/// board that opens there, then a tab for each feature mf made, `ShopFeatureTab.all`), its keys (`c`, `o`, `u` show a tab from any screen), its routes
/// (the cart's check-out opens checkout over the cart; a product added shows the cart) and
/// what the status line says. The shell itself, its tab bar, stacks, sheets, back and quit,
/// is the UI foundation's ``AppShell``.
@MainActor
final class ShopShell {
  private let shop: Shop
  private let shell: AppShell
  private let status: StatusBar
  private var events: Subscription?

  /// - Parameters:
  ///   - shop: The app, composed with the shell's screens.
  ///   - shell: The shell the shop's boards present in.
  ///   - status: The status line's model, which the held log and the console also tell.
  init(shop: Shop, shell: AppShell, status: StatusBar) {
    self.shop = shop
    self.shell = shell
    self.status = status
  }

  /// Takes the terminal, shows the catalog, and runs until the customer quits; the terminal is
  /// given back whatever happens.
  /// - Parameter terminal: Where the shell is drawn.
  /// - Throws: The terminal's error when it cannot be taken over.
  func run(on terminal: any TerminalDevice) async throws {
    let catalog = tab("Catalog", .catalog, .categories)
    let cart = tab("Cart", .cart, .show)
    let orders = tab("Orders", .orders, .history)
    let account = tab("Account", .account, .show)
    for feature in ShopFeatureTab.all {
      let tab = shell.addTab(feature.title) { [weak self] in self?.open(feature.open) }
      feature.present(shop.motherboard, tab.stack)
    }
    shell.shortcuts = [
      ShellShortcut("c", "cart") { [weak shell] in shell?.select(cart) },
      ShellShortcut("o", "orders") { [weak shell] in shell?.select(orders) },
      ShellShortcut("u", "account") { [weak shell] in shell?.select(account) },
    ]
    shell.statusLine = { [status] whereabouts in status.line(trail: whereabouts) }
    shell.willHandleKey = { [status] _ in status.dismissMessage() }
    status.follow(shop.status)
    events = shop.tree.observeEvents(status) { status, event in
      guard case .boardCompleted(let board, _, .failed(let error)) = event else { return }
      // A sign-in the customer left said why on its screen; what it held back says the rest.
      guard board != BoardID.signIn.name else { return }
      status.show("\(board): \(error)")
    }
    // The cart's check-out opens checkout on the tab shown, with nothing given yet: its
    // screens ask.
    shop.motherboard.route(.cart, to: self) { shell, output in
      switch output {
      case .checkOut: shell.open(.checkout, CheckoutRequest())
      }
    }
    // A product added from the catalog shows the cart, which the shop's route told.
    shop.motherboard.route(.catalog, to: shell) { shell, output in
      if case .addToCart = output { shell.select(cart) }
    }
    defer {
      events?.cancel()
      status.stop()
    }
    try await shell.run(on: terminal) { shell in shell.select(catalog) }
  }

  /// Adds a tab whose board presents on the tab's stack, opened with `input` whenever the tab
  /// is shown with nothing in it.
  private func tab<Input: Sendable, Output, Command>(
    _ title: String, _ board: BoardID<Input, Output, Command>, _ input: Input
  ) -> ShellTab {
    let tab = shell.addTab(title) { [weak self] in self?.open(board, input) }
    shop.motherboard.present(board, on: tab.stack)
    return tab
  }

  /// Runs a board; a board that could not run says why on the status line (one that failed
  /// is said as every failure is, from the tree's events).
  private func open<Input: Sendable, Output, Command>(
    _ id: BoardID<Input, Output, Command>, _ input: Input
  ) {
    open { shop in try await shop.run(id, input) }
  }

  /// Runs what opens a board in the shop, as ``open(_:_:)`` does.
  private func open(_ run: @escaping @MainActor (Shop) async throws -> Void) {
    Task { [shop, status] in
      do {
        try await run(shop)
      } catch let stopped as BoardStopped {
        status.show("\(stopped)")
      } catch {}
    }
  }
}
