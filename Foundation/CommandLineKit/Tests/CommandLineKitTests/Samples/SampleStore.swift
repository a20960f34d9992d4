/// The services the sample shop's handlers run against. Like the shop's composition, it is
/// made after parsing, from the global options, and lives on the main actor.
@MainActor
final class SampleStore {
  let dataDirectory: String?
  let flags: [String]
  private(set) var cart: [(sku: String, quantity: Int)] = []

  init(dataDirectory: String?, flags: [String]) {
    self.dataDirectory = dataDirectory
    self.flags = flags
  }

  /// Adds to the cart after a pause, as a real store would wait for storage.
  func add(_ sku: String, quantity: Int) async throws {
    await Task.yield()
    guard quantity > 0 else { throw SampleFailure("the quantity must be at least 1") }
    cart.append((sku, quantity))
  }

  func remove(_ sku: String) throws {
    guard cart.contains(where: { $0.sku == sku }) else {
      throw SampleFailure("\(sku) is not in the cart")
    }
    cart.removeAll { $0.sku == sku }
  }

  /// Where the store's settings came from, for the handlers' output.
  var settings: String {
    "data-dir=\(dataDirectory ?? "-") flags=\(flags)"
  }
}
