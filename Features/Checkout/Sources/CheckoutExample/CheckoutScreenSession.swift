import Architecture
import Checkout
import CheckoutInterface
import CheckoutTerminalUI
import CheckoutTesting
import TerminalUI

/// Opens checkout's screens full screen on the fixture cart, `ada@example.com` signed in, in
/// the layout named (`steps` or `one-page`), until the customer leaves them or quits. The fake
/// payment method board chooses an approved card at once, so the screens are checkout's own:
/// the address, the review and the receipt, or the one page and the receipt.
@MainActor
func showCheckoutScreens(layout: String) async throws {
  let stack = ScreenStack()
  let dependencies = TestCheckoutDependencies(views: CheckoutScreenFactory())
  let checkout = try CheckoutHarness(
    dependencies: dependencies, layout: layout, navigation: stack)
  stack.statusLine = { [weak stack] in
    let count = (try? dependencies.cart.contents().itemCount) ?? 0
    return StatusLine(
      leading: stack?.trail ?? "",
      trailing: "\(count == 1 ? "1 item" : "\(count) items") · checkout example")
  }
  var completion: BoardCompletion?
  let app = TerminalApp(device: SystemTerminal(), navigation: stack)
  try await app.run { app in
    Task {
      completion = await checkout.run(CheckoutRequest())
      app.quit()
    }
  }
  switch (completion, checkout.placed.orders.last) {
  case (.finished, let order?): print("Order \(order.id) placed: \(order.total).")
  case (.finished, nil): print("Left checkout; nothing was charged.")
  case (let other?, _): print("Checkout \(other); nothing was charged.")
  case (nil, _): print("Quit during checkout; nothing was charged.")
  }
  let leaks = await checkout.harness.finish()
  print(leaks.isEmpty ? "Every checkout flow was released." : "Leaks: \(leaks)")
}
