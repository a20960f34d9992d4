import AccountInterface
import Core
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who is signed in, while another process places an order: the customer an order began for
/// stays signed in until the order is placed or dropped, and a killed checkout leaves nothing
/// held.
@Suite("Changing the customer while an order is placed")
struct CustomerChangeTests {
  @Test("a sign-in or sign-out while another process places an order is refused and says why")
  func refusedWhilePlacing() async throws {
    let shop = ShopBinary()
    #expect(try await shop.run(["sign-in", "ada@example.com"]).status == 0)
    // What a checkout holds from the order's confirmation until its payment is settled.
    let placing = try #require(
      try FileStorage(directory: shop.dataDirectory).holdExclusiveAccess(toKey: SignInLock.key))
    for command in [["sign-in", "grace@example.com"], ["sign-out"]] {
      let refused = try await shop.run(command)
      #expect(refused.status == 1, "\(command)")
      #expect(
        refused.errors.contains("an order is being placed for this customer"), "\(refused.errors)")
    }
    #expect(try await shop.run(["whoami"]).output.contains("ada@example.com"))
    placing.release()
    #expect(try await shop.run(["sign-in", "grace@example.com"]).status == 0)
    #expect(try await shop.run(["whoami"]).output.contains("grace@example.com"))
  }

  @Test("a checkout killed while it places the order leaves the customer free to change")
  func killedCheckoutHoldsNothing() async throws {
    let shop = ShopBinary()
    #expect(try await shop.run(["sign-in", "ada@example.com"]).status == 0)
    #expect(try await shop.run(["cart", "add", "MUG-001", "2"]).status == 0)
    let checkout = try shop.start(ShopBinary.checkoutByCard)
    try await Task.sleep(for: .milliseconds(10))
    kill(checkout.processIdentifier, SIGKILL)
    checkout.waitUntilExit()
    let signIn = try await shop.run(["sign-in", "grace@example.com"])
    #expect(signIn.status == 0, "\(signIn.errors)")
    #expect(try shop.files.pendingOrders() == [], "the sign-in's command settled the checkout")
    #expect(try shop.files.chargedKeys().count == shop.files.placedOrders().count)
  }
}
