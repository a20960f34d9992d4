import CatalogInterface
import CoreTesting
import Testing

/// The promises of ``ProductLookup``, one rule each, for any look-up: the stub's tests and the
/// product catalog's tests run every rule, so the two keep the same promises.
///
/// ```swift
/// @Test(arguments: ProductLookupContract.rules)
/// func stubCatalogKeepsTheContract(_ rule: ProductLookupContract.Rule) async throws {
///   try await rule.check { products in StubCatalog(products: products) }
/// }
/// ```
public enum ProductLookupContract {
  /// Makes a look-up whose catalog holds exactly `products`, each with its own SKU.
  public typealias MakeLookup = @Sendable (_ products: [Product]) throws -> any ProductLookup
  /// A rule of the look-up's contract.
  public typealias Rule = ContractRule<MakeLookup>

  /// What every look-up promises.
  public static let rules: [Rule] = [
    Rule("every product is found by its SKU, whole") { make in
      let lookup = try make(products)
      for product in products {
        #expect(lookup.product(for: product.sku) == product)
      }
    },
    Rule("a SKU the catalog does not have finds nothing") { make in
      let lookup = try make(products)
      #expect(lookup.product(for: "NONE-404") == nil)
      #expect(lookup.product(for: "CUP") == nil, "a prefix of a SKU is not the SKU")
      #expect(try make([]).product(for: products[0].sku) == nil, "an empty catalog")
    },
  ]

  /// The products the rules' catalogs hold, in two currencies.
  static let products = [
    Product(
      sku: "CUP-3", name: "Espresso Cup", price: Money(minorUnits: 700, currency: "EUR"),
      category: "Kitchen"),
    Product(
      sku: "KETTLE-7", name: "Copper Kettle", price: Money(minorUnits: 5900, currency: "EUR"),
      category: "Kitchen"),
    Product(
      sku: "LAMP-1", name: "Reading Lamp", price: Money(minorUnits: 3400, currency: "USD"),
      category: "Office"),
  ]
}
