import Core
import Foundation
import PaymentsInterface

/// The simulated provider's book of the payments it took, kept as the document `charges` in a
/// document storage: one entry per payment, under its idempotency key (a request without one
/// gets a key of its own), so that a key is charged at most once, by every process over that
/// storage, and an app can ask afterwards whether a key was charged.
///
/// Taking a payment and writing it in the book are one step, under the document's exclusive
/// lock: a payment the book could not record was not taken.
public final class StoredPaymentLedger: PaymentLedger {
  /// The name of the ledger's document in storage.
  public static let documentKey = "charges"
  /// The schema version of the ledger's document.
  public static let schemaVersion = 1

  private let storage: any DocumentStorage

  /// Creates a ledger over a storage.
  /// - Parameter storage: Where the `charges` document is kept.
  public init(storage: any DocumentStorage) {
    self.storage = storage
  }

  /// The receipt of the payment taken under `key`, or `nil`.
  /// - Throws: ``StorageError`` if the ledger cannot be read.
  public func receipt(forKey key: String) throws -> PaymentReceipt? {
    try book().charges.last { $0.key == key }?.receipt
  }

  /// Every payment taken, oldest first.
  /// - Throws: ``StorageError`` if the ledger cannot be read.
  public func charges() throws -> [Charge] {
    try book().charges
  }

  /// Takes the payment `take` makes, unless the request's key was charged: then it returns
  /// that payment's receipt and takes nothing.
  /// - Parameters:
  ///   - request: The payment asked for; its key names the attempt.
  ///   - now: When the payment is taken.
  ///   - take: Checks the request and makes its receipt, or refuses it.
  /// - Returns: The receipt, new or recorded before.
  /// - Throws: What `take` throws; ``PaymentsInterface/PaymentError/invalid(_:)`` when the
  ///   key was charged for another amount; ``PaymentsInterface/PaymentError/providerFailed(_:)``
  ///   when the ledger cannot be read or written. Nothing is taken then.
  func charge(
    _ request: PaymentRequest, at now: Date,
    take: () throws(PaymentError) -> PaymentReceipt
  ) throws(PaymentError) -> PaymentReceipt {
    let key = request.idempotencyKey ?? "unkeyed-\(UUID().uuidString)"
    let outcome: Result<PaymentReceipt, PaymentError>
    do {
      outcome = try storage.withExclusiveAccess(toKey: Self.documentKey) {
        var book = try self.book()
        if let taken = book.charges.last(where: { $0.key == key }) {
          guard taken.receipt.amount == request.amount else {
            return .failure(
              .invalid("this payment's key was charged \(taken.receipt.amount) before"))
          }
          return .success(taken.receipt)
        }
        let result = Result { () throws(PaymentError) in try take() }
        if case .success(let receipt) = result {
          book.charges.append(Charge(key: key, receipt: receipt, chargedAt: now))
          try storage.save(book, forKey: Self.documentKey, schemaVersion: Self.schemaVersion)
        }
        return result
      }
    } catch {
      throw .providerFailed("\(error)")
    }
    return try outcome.get()
  }

  private func book() throws -> ChargeBook {
    try storage.load(ChargeBook.self, forKey: Self.documentKey, schemaVersion: Self.schemaVersion)
      ?? ChargeBook()
  }
}

/// One payment the simulated provider took.
public struct Charge: Hashable, Codable, Sendable {
  /// The idempotency key it was taken under.
  public let key: String
  /// Its receipt.
  public let receipt: PaymentReceipt
  /// When it was taken.
  public let chargedAt: Date
}

/// The content of the `charges` document.
struct ChargeBook: Codable, Equatable {
  var charges: [Charge] = []
}
