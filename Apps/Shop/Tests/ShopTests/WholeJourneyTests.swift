import Architecture
import ArchitectureTesting
import Testing

@testable import ShopApp

/// One customer's whole visit full screen, every feature in turn, as one test: what a newcomer
/// does first, so a break anywhere between two features shows here even when each feature's
/// own tests pass.
@Suite("A whole visit, full screen")
@MainActor
struct WholeJourneyTests {
  @Test("search, a product, add two, the cart, sign in, address, card, review, receipt, orders")
  func wholeVisit() async throws {
    try await expectNoLeaks { tree in
      let session = try await FullScreenSession.opened(tree: tree, rows: 20, columns: 80)

      session.terminal.press(.character("/"))
      session.terminal.type("mug")
      session.terminal.press(.enter)
      try await session.waitFor("the matches show") { $0[0] == "Search: mug" }
      session.terminal.press(.end, .enter)
      try await session.waitFor("the product opens") { $0[0] == "Stoneware Coffee Mug" }

      session.terminal.press(.character("a"))
      try await session.waitFor("the quantity is asked") {
        $0.joined().contains("How many to add to the cart?")
      }
      session.terminal.type("2")
      session.terminal.press(.enter)
      try await session.waitFor("the cart opens with the mugs") {
        $0[0] == "Cart" && $0[1].contains("Stoneware Coffee Mug  2")
          && $0.last!.hasSuffix("2 items · not signed in")
      }

      session.terminal.press(.end, .enter)
      try await session.waitFor("the barrier asks who is checking out") {
        $0.joined().contains("Sign in to continue.")
      }
      session.terminal.type("ada@example.com")
      session.terminal.press(.enter)
      try await session.waitFor("signed in, the held checkout asks the address") {
        $0[0] == "Checkout" && $0.last!.hasSuffix("2 items · ada@example.com")
      }

      session.terminal.type("1 Loop Road, Springfield")
      session.terminal.press(.enter)
      try await session.waitFor("how to pay is asked") { $0[0] == "Payment method" }
      session.terminal.press(.enter)
      try await session.waitFor("the card is asked") { $0[0] == "Card" }
      session.terminal.type("4242 4242 4242 4242")
      session.terminal.press(.tab)
      session.terminal.type("12/39")
      session.terminal.press(.enter)
      try await session.waitFor("the review shows") { $0[0] == "Review" }
      #expect(try session.shop.dependencies.orders.orders().isEmpty, "nothing placed before Enter")

      session.terminal.press(.enter)
      try await session.waitFor("the receipt") {
        $0[0] == "Order 1001 placed" && $0.last!.hasSuffix("0 items · ada@example.com")
      }
      #expect(try session.shop.dependencies.orders.orders().map(\.id) == [1001])
      session.terminal.press(.escape)
      try await session.waitFor("back on the emptied cart") {
        $0[0] == "Cart" && $0.contains("The cart is empty.")
      }

      session.terminal.press(.character("o"))
      try await session.waitFor("the orders list the new order") {
        $0[0] == "Orders" && $0[2].hasPrefix("> 1001")
      }
      session.terminal.press(.enter)
      try await session.waitFor("its detail") { $0[0].hasPrefix("Order 1001, placed") }
      #expect(session.lines.contains("Ship to: 1 Loop Road, Springfield"))

      session.terminal.press(.character("q"))
      try await session.finish()
    }
  }
}
