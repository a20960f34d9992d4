import Architecture
import ArchitectureTesting
import CheckoutInterface
import CheckoutTesting
import PaymentsInterface
import Testing

@testable import Checkout

/// Holds every payment back behind a barrier until the test lets it through.
@MainActor
final class PaymentGate {
  private(set) var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Whether a held payment waits for the gate.
  var isHolding: Bool { !waiting.isEmpty }

  func wait() async {
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    let resumed = waiting
    waiting = []
    for continuation in resumed { continuation.resume() }
  }
}

/// Guards the payment board with a barrier that holds payments at the gate.
struct PaymentGateModule: ModulePlugin {
  let gate: PaymentGate

  func register(in module: inout ModuleRegistration) {
    let gate = gate
    module.barrier(
      BarrierID("payment-gate"),
      Barrier(
        "payment-gate", isOpen: { gate.isOpen },
        resolve: { _ in
          await gate.wait()
          return .resume
        }))
    module.require(BarrierID("payment-gate"), for: .payment)
  }
}

@Suite("One checkout's run")
@MainActor
struct CheckoutRunTests {
  @Test("cancelling a checkout whose payment is held ends it: the payment never goes through")
  func cancelWhilePaymentIsHeld() async throws {
    let gate = PaymentGate()
    let checkout = try CheckoutHarness.lines(extras: [PaymentGateModule(gate: gate)])
    let run = Task { await checkout.run() }
    await waitUntil { gate.isHolding }
    #expect(checkout.harness.motherboard.io(.checkout).isActive)

    checkout.harness.motherboard.io(.checkout).send(.cancel)
    #expect(await run.value == .failed(CheckoutError.cancelled))
    gate.open()
    await waitUntil { !gate.isHolding }
    #expect(checkout.payments.requests.isEmpty, "the held payment was let go with its checkout")
    #expect(try checkout.dependencies.orders.orders().isEmpty)
    #expect(try checkout.dependencies.orders.pendingOrders().isEmpty, "its pending order dropped")
    #expect(try checkout.dependencies.cart.contents().lines == CheckoutFixtures.lines)
    #expect(await checkout.harness.finish().isEmpty)
  }

  @Test("a second activation while a checkout runs joins it: one payment, one order")
  func secondActivationJoins() async throws {
    let gate = PaymentGate()
    let checkout = try CheckoutHarness.lines(extras: [PaymentGateModule(gate: gate)])
    let first = Task { await checkout.run() }
    await waitUntil { gate.isHolding }
    let second = Task { await checkout.run() }
    await waitUntil { checkout.harness.tree.snapshot()?.first(named: "board checkout") != nil }
    gate.open()
    #expect(await first.value == .finished)
    #expect(await second.value == .finished)
    #expect(checkout.payments.requests.count == 1)
    #expect(checkout.placed.orders.count == 1)
    #expect(await checkout.harness.finish().isEmpty)
  }
}
