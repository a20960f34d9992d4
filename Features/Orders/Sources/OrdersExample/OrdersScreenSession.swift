import Architecture
import ArchitectureTesting
import Observation
import Orders
import OrdersInterface
import OrdersTerminalUI
import OrdersTesting
import TerminalUI

/// The status line's notice: the last placed order's confirmation.
@MainActor
@Observable
final class Notice {
  var text: String?
}

/// Opens the orders' screens full screen on ada@example.com's fixture orders, until the
/// customer leaves them or quits. `p` places one more order, as checkout would: the
/// confirmation shows on the status line, and the open orders are refreshed to show it.
@MainActor
func showOrdersScreens() async throws {
  let stack = ScreenStack()
  let notice = Notice()
  let dependencies = TestOrdersDependencies(views: OrdersScreenFactory { notice.text = $0 })
  for details in [OrdersFixtures.mugsAndTea, OrdersFixtures.oneLamp, OrdersFixtures.teaForGrace] {
    _ = try dependencies.orders.place(details)
    dependencies.base.fixedClock.advance(by: 86_400)
  }
  stack.statusLine = { [weak stack] in
    StatusLine(
      leading: stack?.trail ?? "", trailing: notice.text ?? "ada@example.com · orders example")
  }
  let harness = try BoardHarness(
    [OrdersModule(dependencies: dependencies)], name: "orders example", navigation: stack)
  let app = TerminalApp(device: SystemTerminal(), navigation: stack)
  app.onUnhandledKey = { key in
    guard key == .character("p") else { return .ignored }
    placeAnOrder(dependencies, on: harness.motherboard)
    return .handled
  }
  try await app.run { app in
    Task {
      _ = await harness.motherboard.io(.orders).run(.history)
      app.quit()
    }
  }
  let leaks = await harness.finish()
  print(leaks.isEmpty ? "Every orders flow was released." : "Leaks: \(leaks)")
}

/// Places an order for ada@example.com as checkout would, confirms it, and has the open orders
/// read again, as the shop routes a placed order.
@MainActor
private func placeAnOrder(_ dependencies: TestOrdersDependencies, on motherboard: Motherboard) {
  dependencies.base.fixedClock.advance(by: 86_400)
  guard let order = try? dependencies.orders.place(OrdersFixtures.oneLamp) else { return }
  motherboard.io(.orderPlaced).activate(order)
  let orders = motherboard.io(.orders)
  if orders.isActive { orders.send(.refresh) }
}
