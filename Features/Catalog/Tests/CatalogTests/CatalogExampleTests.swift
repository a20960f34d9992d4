import CoreTesting
import Testing

@Suite("The catalog example")
struct CatalogExampleTests {
  @Test("runs the catalog alone under both rankings, browses, and adds from a product's detail")
  func printsASession() async throws {
    let run = try await BuiltExecutable("CatalogExample").run()
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        """
        # search=v1
        > search mug
        SKU  Name      Category   Price
        M-1  Blue Mug  Kitchen    €9.00
        M-2  Mug Rack  Storage   €25.00
        2 products
        """))
    #expect(
      run.output.contains(
        """
        # search=v2
        > search mug
        SKU  Name      Category   Price
        M-2  Mug Rack  Storage   €25.00
        M-1  Blue Mug  Kitchen    €9.00
        2 products
        > search ug
        No products match "ug".
        """))
    #expect(run.output.contains("> browse\nCategories:\n  Gadgets\n"))
    #expect(
      run.output.contains(
        "> browse Garden\nerror: no category named \"Garden\"; categories: Gadgets, Kitchen"))
    #expect(
      run.output.contains(
        """
        Add to cart, how many? (empty to skip): 2
        routed: addToCart(M-1, quantity: 2)
        """))
    #expect(run.output.hasSuffix("Every catalog flow was released.\n"))
  }
}
