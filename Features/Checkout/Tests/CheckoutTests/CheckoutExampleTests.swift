import CoreTesting
import Testing

@Suite("The checkout example")
struct CheckoutExampleTests {
  @Test("runs checkout alone: the boards each checkout ran, the layouts, refusals, no leaks")
  func printsEachCheckout() async throws {
    let run = try await BuiltExecutable("CheckoutExample").run()
    #expect(run.status == 0, "\(run.errors)")
    let blocks = run.output.components(separatedBy: "> checkout ").dropFirst()
    #expect(blocks.count == 6)
    #expect(
      blocks.first == """
        (signed out: the barrier signs in first)
        Review: 3 items, total $41.00
        Shipping: ship to 12 Harbour Road, Bristol BS1 4RN
        Receipt: order 1001: 2 lines, total $41.00
          boards: checkout -> order-form -> payment -> receipt
          every flow released

        """)
    #expect(run.output.contains("Order for ada@example.com\n"))
    #expect(
      run.output.contains(
        "error: payment declined: insufficient funds; nothing was charged and the cart is unchanged"
      ))
    #expect(run.output.contains("error: invalid shipping address: it is too short"))
    #expect(run.output.contains("error: the cart is empty"))
    #expect(
      run.output.hasSuffix(
        """
        error: checkout refused by signed-in: needs a signed-in customer
          boards: none
          every flow released

        """))
    #expect(!run.output.contains("leaks:"))
  }
}
