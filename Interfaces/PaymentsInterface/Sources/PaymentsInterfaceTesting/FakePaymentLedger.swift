import PaymentsInterface
import Synchronization

/// The payments a fake payment board took, by idempotency key, in memory: the ledger of
/// ``FakePaymentsModule``, which features that pay (Checkout) ask after an interruption.
public final class FakePaymentLedger: PaymentLedger {
  private let receipts = Mutex<[String: PaymentReceipt]>([:])

  /// Makes a ledger; `receipts` are payments taken before, by key.
  public init(receipts: [String: PaymentReceipt] = [:]) {
    self.receipts.withLock { $0 = receipts }
  }

  /// Every payment taken under a key, by key.
  public var all: [String: PaymentReceipt] { receipts.withLock { $0 } }

  /// The receipt of the payment taken under `key`.
  public func receipt(forKey key: String) throws -> PaymentReceipt? {
    receipts.withLock { $0[key] }
  }

  /// Records a payment as taken under `key`, as the fake board records one: for tests that
  /// set up what an interrupted checkout left behind.
  public func record(_ receipt: PaymentReceipt, forKey key: String) {
    receipts.withLock { $0[key] = receipt }
  }

  /// The receipt taken under `key` before, or `take()`'s, recorded under it.
  func charge(_ key: String, _ take: () -> PaymentReceipt) -> PaymentReceipt {
    receipts.withLock { receipts in
      if let taken = receipts[key] { return taken }
      let receipt = take()
      receipts[key] = receipt
      return receipt
    }
  }
}
