import AccountInterfaceTesting
import Architecture
import CartInterface
import Checkout
import CheckoutInterface
import CheckoutTerminalUI
import CheckoutTesting
import TerminalUI
import TerminalUITesting

/// Checks out once on a freshly launched checkout and prints what the customer saw and which
/// boards ran.
@MainActor
func checkout(
  _ title: String, on launched: CheckoutHarness, address: String = CheckoutFixtures.address
)
  async
{
  print("> checkout \(title)")
  var events = launched.harness.tree.events().makeAsyncIterator()
  let request = CheckoutRequest(shippingAddress: address, payment: CheckoutFixtures.card)
  switch await launched.run(request) {
  case .finished: break
  case .failed(let error): print("error: \(error)")
  case let other: print("error: checkout \(other)")
  }
  launched.harness.tree.shutdown()
  var boards: [String] = []
  while let event = await events.next(isolation: MainActor.shared) {
    if case .boardActivated(let board, _) = event { boards.append(board) }
    if case .detached(_, "FlowTree") = event { break }
  }
  print("  boards: \(boards.isEmpty ? "none" : boards.joined(separator: " -> "))")
  let leaks = await launched.harness.leakTracker.finishPendingChecks()
  print("  \(leaks.isEmpty ? "every flow released" : "leaks: \(leaks)")")
}

/// Launches checkout in line mode, with line views that print what checkout shows.
@MainActor
func launch(
  signedIn: Bool = true, cart: [CartLine] = CheckoutFixtures.lines, layout: String = "steps",
  declining: Bool = false, answer: String? = CheckoutFixtures.customerEmail
) throws -> CheckoutHarness {
  let console = ScriptedConsole(echoes: true)
  let dependencies = TestCheckoutDependencies(
    cart: CheckoutFixtures.makeCart(lines: cart),
    account: FakeAccount(signedInAs: signedIn ? CheckoutFixtures.customerEmail : nil),
    views: CheckoutLineViewFactory(console: console))
  return try CheckoutHarness(
    dependencies: dependencies, paymentFailure: declining ? .declined("insufficient funds") : nil,
    signInAnswer: answer, layout: layout, navigation: LineNavigation())
}

/// Runs a session of checkouts in line mode, each with what a command gives: the address and
/// the card.
@MainActor
func runCheckouts() async throws {
  await checkout("(signed out: the barrier signs in first)", on: try launch(signedIn: false))
  await checkout("in one page (--flag checkout=one-page)", on: try launch(layout: "one-page"))
  await checkout("with a card that is declined", on: try launch(declining: true))
  await checkout("to a one-word address", on: try launch(), address: "  Home ")
  await checkout("with an empty cart", on: try launch(cart: []))
  await checkout(
    "signed out, and nobody answers the sign-in", on: try launch(signedIn: false, answer: nil))
}
