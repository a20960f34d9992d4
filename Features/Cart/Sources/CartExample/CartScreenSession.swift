import Architecture
import ArchitectureTesting
import Cart
import CartInterface
import CartTerminalUI
import CartTesting
import Observation
import TerminalUI

/// The cart's item count, for the status line: kept from the cart's channel.
@MainActor
@Observable
final class ItemCount {
  var value = 0
}

/// Opens the cart's screen full screen on a cart of fixtures, until the customer leaves it or
/// quits; a status line follows the cart's channel.
@MainActor
func showCartScreen() async throws {
  let stack = ScreenStack()
  let dependencies = TestCartDependencies(views: CartScreenFactory(navigation: stack))
  try dependencies.cart.add(CartFixtures.mug.sku, quantity: 2)
  try dependencies.cart.add(CartFixtures.tea.sku, quantity: 1)
  let count = ItemCount()
  count.value = try dependencies.cart.contents().itemCount
  let subscription = dependencies.cartChanges.subscribeOnMainActor(count) { count, change in
    count.value = change.itemCount
  }
  stack.statusLine = { [weak stack] in
    let items = count.value == 1 ? "1 item" : "\(count.value) items"
    return StatusLine(leading: stack?.trail ?? "", trailing: "\(items) · cart example")
  }
  let harness = try BoardHarness(
    [CartModule(dependencies: dependencies)], name: "cart example", navigation: stack)
  let app = TerminalApp(device: SystemTerminal(), navigation: stack)
  try await app.run { app in
    Task {
      _ = await harness.motherboard.io(.cart).run(.show)
      app.quit()
    }
  }
  subscription.cancel()
  let leaks = await harness.finish()
  print(leaks.isEmpty ? "Every cart flow was released." : "Leaks: \(leaks)")
}
