import AccountInterfaceTesting
import Checkout
import CheckoutInterface
import CheckoutTesting
import Testing

@Suite("Checkout behind the signed-in barrier")
@MainActor
struct CheckoutBarrierTests {
  @Test("signed out and the sign-in is cancelled: nothing charged, cart intact, not signed in")
  func barrierCancels() async throws {
    let account = FakeAccount()
    let checkout = CheckoutHarness(TestCheckoutDependencies(account: account))
    let gate = TestSignedInBarrier(account: account, resolution: .cancel)
    await #expect(throws: CheckoutError.notSignedIn) {
      try await checkout.run(guardedBy: gate.barrier)
    }
    #expect(gate.resolutionCount == 1)
    #expect(checkout.dependencies.fakePayments.requests.isEmpty)
    #expect(try checkout.dependencies.cart.contents().lines == CheckoutFixtures.lines)
    #expect(try checkout.dependencies.orders.orders().isEmpty)
    #expect(checkout.heardSteps.isEmpty)
    #expect(
      checkout.trace == [
        "barrier signed-in blocked",
        "  activated sign-in",
        "  completed sign-in",
        "barrier signed-in resolved: cancel",
        "cancelled checkout",
      ])
  }

  @Test("signed out, then signed in by the barrier's flow: checkout resumes and completes")
  func barrierResumes() async throws {
    let account = FakeAccount()
    let checkout = CheckoutHarness(TestCheckoutDependencies(account: account))
    let gate = TestSignedInBarrier(account: account, resolution: .signIn("grace@example.org"))
    let order = try await checkout.run(guardedBy: gate.barrier)
    #expect(gate.resolutionCount == 1)
    #expect(order.details.customer == "grace@example.org")
    #expect(
      checkout.dependencies.fakePayments.requests.first?.payer?.email.value == "grace@example.org")
    #expect(try checkout.dependencies.cart.contents().isEmpty)
    #expect(checkout.heardSteps == [.review, .shipping, .payment, .receipt])
    #expect(
      Array(checkout.trace.prefix(5)) == [
        "barrier signed-in blocked",
        "  activated sign-in",
        "  completed sign-in",
        "barrier signed-in resolved: resume",
        "activated checkout",
      ])
    #expect(checkout.trace.last == "completed checkout")
  }

  @Test("signed in already: the barrier passes without running its flow")
  func barrierPasses() async throws {
    let checkout = CheckoutHarness()
    let gate = TestSignedInBarrier(account: checkout.dependencies.fakeAccount, resolution: .cancel)
    _ = try await checkout.run(guardedBy: gate.barrier)
    #expect(gate.resolutionCount == 0)
    #expect(checkout.trace.first == "barrier signed-in passed")
  }

  @Test("the barrier is checked again on the next checkout, after signing out")
  func barrierCheckedEachTime() async throws {
    let checkout = CheckoutHarness()
    let account = checkout.dependencies.fakeAccount
    let gate = TestSignedInBarrier(account: account, resolution: .cancel)
    _ = try await checkout.run(guardedBy: gate.barrier)
    try account.signOut()
    try checkout.dependencies.cart.add(CheckoutFixtures.mug.sku, quantity: 1)
    await #expect(throws: CheckoutError.notSignedIn) {
      try await checkout.run(guardedBy: gate.barrier)
    }
    #expect(checkout.dependencies.fakePayments.requests.count == 1)
    #expect(try checkout.dependencies.cart.contents().itemCount == 1)
  }
}
