import CoreTesting
import Testing

@Suite("The payments example")
struct PaymentsExampleTests {
  @Test(
    "runs the payments module alone: receipts shown, outcomes routed, methods following sign-in")
  func printsASession() async throws {
    let run = try await BuiltExecutable("PaymentsExample").run()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("payment methods: card\n"))
    #expect(
      run.output.contains(
        """
        > pay $24.50 with card ending 4242, expires 12/2028
        Payment: paid $24.50 by card ending 4242 (reference CARD-4242-1768471200)
          approved: card ending 4242, reference CARD-4242-1768471200

        """))
    #expect(
      run.output.contains(
        """
        > pay $24.50 with card ending 0002, expires 12/2028
          refused: payment declined: the card provider refused card ending 0002 \
        (this test card is always declined)

        """))
    #expect(
      run.output.contains(
        """
        > sign-in bob@example.org
          payment methods now: card
        > pay $24.50 with invoice
          refused: payment method unavailable: invoice is not offered to example.org addresses \
        (allowed: example.com)
        > sign-in ada@example.com
          payment methods now: card, invoice
        > pay $120.00 with invoice
        Payment: paid $120.00 by invoice to ada@example.com (reference INV-1768471202)

        """))
    #expect(
      run.output.contains(
        "  [warning] Payments: payment declined: the card provider refused card ending 0002"))
    #expect(!run.output.contains("4242 4242"))
    #expect(!run.output.contains("424242424242"))
    #expect(run.output.hasSuffix("Every payments flow was released.\n"))
  }
}
