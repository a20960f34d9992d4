import AccountInterfaceTesting
import Architecture
import ArchitectureTesting
import Payments
import PaymentsInterface
import PaymentsTerminalUI
import PaymentsTesting
import TerminalUI

/// What the customer chose last, heard from the payment method board.
@MainActor
final class Choice {
  var instrument: PaymentInstrument?
}

/// Opens the payments' screens full screen on fixtures, `ada@example.com` signed in: the
/// payment methods (a card asks its number and expiry), then the payment and what became of it,
/// again and again, until the customer leaves the methods or quits.
@MainActor
func showPaymentScreens() async throws {
  let stack = ScreenStack()
  let dependencies = TestPaymentsDependencies(views: PaymentsScreenFactory())
  let harness = try BoardHarness(
    [PaymentsModule(dependencies: dependencies)], name: "payments example", navigation: stack)
  let choice = Choice()
  harness.motherboard.route(.paymentMethod, to: choice) { choice, outcome in
    if case .chosen(let instrument) = outcome { choice.instrument = instrument }
  }
  stack.statusLine = { [weak stack] in
    StatusLine(leading: stack?.trail ?? "", trailing: "ada@example.com · payments example")
  }
  let amount = PaymentsFixtures.dollars(2450)
  let app = TerminalApp(device: SystemTerminal(), navigation: stack)
  try await app.run { app in
    Task {
      var current: PaymentInstrument?
      while true {
        choice.instrument = nil
        let question = PaymentMethodRequest(amount: amount, current: current)
        _ = await harness.motherboard.io(.paymentMethod).run(question)
        guard let instrument = choice.instrument else { break }
        current = instrument
        let payer = try? dependencies.currentUser.currentUser()
        _ = await harness.motherboard.io(.payment).run(
          PaymentRequest(amount: amount, instrument: instrument, payer: payer))
      }
      app.quit()
    }
  }
  let leaks = await harness.finish()
  print(leaks.isEmpty ? "Every payments flow was released." : "Leaks: \(leaks)")
}
