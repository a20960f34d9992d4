import CoreTesting
import Testing

@Suite("The cart example")
struct CartExampleTests {
  @Test("runs the cart alone and prints each command's cart, refusals and the prompt's counts")
  func printsASession() async throws {
    let run = try await BuiltExecutable("CartExample").run()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("> cart add MUG-001 2\nAdded 2 × MUG-001.\n"))
    #expect(run.output.contains("> cart add XYZ-999\nerror: no product with SKU XYZ-999"))
    #expect(run.output.contains("> cart set MUG-001 0\nerror: quantity must be a whole number"))
    #expect(run.output.contains("heard 4 changes (item counts 2 → 3 → 5 → 3)"))
    #expect(run.output.hasSuffix("Every cart flow was released.\n"))
  }
}
