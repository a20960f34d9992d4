import CoreTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Slow: many processes and many kills; run with the other slow tests,
/// `SLOW_TESTS=1 swift test --filter SlowTests`. Half of the kills land at a random
/// instant of a checkout's lifetime, the other half just after a pending order appears in the
/// files, so that many land inside the transaction.
@Suite("Checkout under concurrency and kills, many times over", .slow)
struct CheckoutStressSlowTests {
  /// The lines every trial checks out: two mugs and a skillet.
  static let lines = ["MUG-001": 2, "KIT-011": 1]

  private func fill(_ shop: ShopBinary) async throws {
    for (sku, quantity) in Self.lines.sorted(by: { $0.key < $1.key }) {
      #expect(try await shop.run(["cart", "add", sku, "\(quantity)"]).status == 0)
    }
  }

  @Test("8 checkouts of one cart at once, 4 rounds: one order and one payment per round")
  func eightAtOnce() async throws {
    let shop = ShopBinary()
    _ = try await shop.run(["sign-in", "ada@example.com"])
    for round in 1...4 {
      try await fill(shop)
      let processes = try (0..<8).map { _ in try shop.start(ShopBinary.checkoutByCard) }
      let results = try processes.map { try shop.finish($0) }
      #expect(results.filter { $0.status == 0 }.count == 1, "round \(round)")
      for loser in results where loser.status != 0 {
        #expect(loser.status == 1)
        let says = ["nothing was charged", "the cart is empty"]
        #expect(says.contains { loser.errors.contains($0) }, "round \(round): \(loser.errors)")
      }
      #expect(try shop.files.chargedKeys().count == round, "round \(round)")
      #expect(try shop.files.placedOrders().count == round, "round \(round)")
      #expect(try shop.files.cart().isEmpty, "round \(round)")
    }
  }

  @Test("60 checkouts killed at random instants: payments equal orders, nothing ordered stays")
  func killedAtRandom() async throws {
    let shop = ShopBinary()
    _ = try await shop.run(["sign-in", "ada@example.com"])
    try await fill(shop)
    let lifetime = try Killer.lifetime(of: shop.start(ShopBinary.checkoutByCard))
    var settling = ShopBinary().sharing(shop)
    settling.environment["SHOP_LOG_LEVEL"] = "info"
    var completedAfterPayment = 0
    var droppedBeforePayment = 0
    for trial in 1...60 {
      if try shop.files.cart().isEmpty { try await fill(shop) }
      let before = try shop.files.placedOrders().count
      let checkout = try shop.start(ShopBinary.checkoutByCard)
      let moment: Killer.Moment =
        trial.isMultiple(of: 2)
        ? .after(lifetime * Double.random(in: 0...1.2))
        : .oncePending(shop.files, then: .microseconds(Int.random(in: 0...3_000)))
      await Killer.stop(checkout, at: moment)
      _ = try shop.finish(checkout)

      let next = try await settling.run(["cart"])
      #expect(next.status == 0, "trial \(trial): \(next.errors)")
      completedAfterPayment +=
        next.errors.components(separatedBy: "interrupted after its payment").count - 1
      droppedBeforePayment +=
        next.errors.components(separatedBy: "interrupted before its payment").count - 1
      let placed = try shop.files.placedOrders().count
      #expect((before...before + 1).contains(placed), "trial \(trial)")
      #expect(try shop.files.chargedKeys().count == placed, "trial \(trial): payments = orders")
      #expect(try shop.files.pendingOrders() == [], "trial \(trial)")
      let cart = try shop.files.cart()
      #expect(cart == (placed > before ? [:] : Self.lines), "trial \(trial): \(cart)")
    }
    _ = try await shop.run(["cart", "add", "OFF-030"])
    #expect(try shop.files.temporaryFiles() == [], "the next write removed the killed writes'")
    #expect(completedAfterPayment + droppedBeforePayment > 0, "some kills landed mid-checkout")
    print(
      "60 killed checkouts: \(completedAfterPayment) completed after their payment by the next"
        + " command, \(droppedBeforePayment) dropped before it; \(try shop.files.placedOrders().count)"
        + " orders, \(try shop.files.chargedKeys().count) payments")
  }

  @Test("60 adds from 3 processes while 4 checkouts run: every unit is ordered or in the cart")
  func addsDuringCheckouts() async throws {
    let shop = ShopBinary()
    _ = try await shop.run(["sign-in", "ada@example.com"])
    for _ in 1...4 {
      try await fill(shop)
      let checkout = try shop.start(ShopBinary.checkoutByCard)
      let adders = try (0..<3).map { _ in try shop.start([]) }
      let script = String(repeating: "cart add OFF-030\n", count: 5)
      let added = try adders.map { try shop.finish($0, input: script) }
      #expect(try shop.finish(checkout).status == 0)
      #expect(added.allSatisfy { $0.status == 0 })
    }
    let ordered = try shop.files.orderedUnits()["OFF-030"] ?? 0
    let kept = try shop.files.cart()["OFF-030"] ?? 0
    #expect(ordered + kept == 60, "ordered \(ordered), in the cart \(kept)")
  }
}

/// Kills a running shop with SIGKILL at a chosen moment, from a thread of its own, so that no
/// thread of the concurrency pool is blocked while it waits.
enum Killer {
  enum Moment {
    /// This long after the start.
    case after(Duration)
    /// This long after the files first hold a pending order, or at the exit if they never do.
    case oncePending(ShopFiles, then: Duration)
  }

  /// How long a run takes from its start to its exit.
  static func lifetime(of process: Process) -> Duration {
    let start = ContinuousClock.now
    process.waitUntilExit()
    return ContinuousClock.now - start
  }

  /// Sends SIGKILL to `process` at `moment`.
  static func stop(_ process: Process, at moment: Moment) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        switch moment {
        case .after(let delay):
          sleep(delay)
        case .oncePending(let files, let delay):
          while process.isRunning, (try? files.pendingOrders().isEmpty) ?? true {}
          sleep(delay)
        }
        _ = kill(process.processIdentifier, SIGKILL)
        continuation.resume()
      }
    }
  }

  private static func sleep(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    usleep(UInt32(max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)))
  }
}

extension ShopBinary {
  /// A binary with this one's variables that uses `other`'s data directory.
  func sharing(_ other: ShopBinary) -> ShopBinary {
    var copy = self
    copy.environment["SHOP_DATA_DIR"] = other.dataDirectory.path
    return copy
  }
}
