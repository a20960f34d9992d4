import AccountInterface
import Architecture
import ArchitectureTesting
import Orders
import OrdersInterface
import OrdersTerminalUI
import OrdersTesting
import TerminalUI
import TerminalUITesting

/// Runs a session of orders commands in line mode and prints what the customer would see:
/// ada@example.com is signed in, then grace@example.com, then nobody.
@MainActor
func runCommands() async throws {
  let console = ScriptedConsole(echoes: true)
  let dependencies = TestOrdersDependencies(
    views: OrdersLineViewFactory(console: console))
  let harness = try BoardHarness(
    [OrdersModule(dependencies: dependencies)], name: "orders example",
    navigation: LineNavigation())

  func run(_ command: String, _ request: OrdersRequest) async {
    print("> \(command)")
    if case .failed(let error) = await harness.motherboard.io(.orders).run(request) {
      print("error: \(error)")
    }
  }

  await run("orders", .history)

  print("(checkout places four orders, a day apart)")
  for details in [
    OrdersFixtures.mugsAndTea, OrdersFixtures.oneLamp, OrdersFixtures.teaForGrace,
    OrdersFixtures.mugsAndTea,
  ] {
    let order = try dependencies.orders.place(details)
    print("Placed order \(order.id) for \(details.customer): \(order.total).")
    dependencies.base.fixedClock.advance(by: 86_400)
  }

  await run("orders", .history)
  await run("orders 1002", .detail(id: 1002))
  await run("orders 1003", .detail(id: 1003))
  await run("orders 999", .detail(id: 999))

  print("(grace@example.com signs in)")
  try dependencies.fakeAccount.signIn(EmailAddress("grace@example.com"))
  await run("orders", .history)
  await run("orders 1003", .detail(id: 1003))
  try dependencies.fakeAccount.signOut()
  print("(grace@example.com signs out)")
  await run("orders", .history)

  let leaks = await harness.finish()
  print(leaks.isEmpty ? "Every orders flow was released." : "Leaks: \(leaks)")
}
