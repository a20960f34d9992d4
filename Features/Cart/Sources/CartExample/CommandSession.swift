import Architecture
import ArchitectureTesting
import Cart
import CartInterface
import CartTerminalUI
import CartTesting
import TerminalUI
import TerminalUITesting

/// Runs a session of cart commands in line mode and prints what the customer would see. A
/// recorder stands in for the app's prompt and hears every change on the cart's channel.
@MainActor
func runCommands() async throws {
  let console = ScriptedConsole(echoes: true)
  let dependencies = TestCartDependencies(
    views: CartLineViewFactory(console: console))
  // Stands in for the app's prompt: it hears every CartChanged, whose item count it shows.
  let prompt = Recorder<CartChanged>()
  prompt.record(from: dependencies.cartChanges)
  let harness = try BoardHarness(
    [CartModule(dependencies: dependencies)], name: "cart example", navigation: LineNavigation())

  let session: [(command: String, request: CartRequest)] = [
    ("cart add MUG-001 2", .add("MUG-001", quantity: 2)),
    ("cart add TEA-010", .add("TEA-010", quantity: 1)),
    ("cart set TEA-010 3", .setQuantity("TEA-010", quantity: 3)),
    ("cart add XYZ-999", .add("XYZ-999", quantity: 1)),
    ("cart set MUG-001 0", .setQuantity("MUG-001", quantity: 0)),
    ("cart remove MUG-001", .remove("MUG-001")),
    ("cart", .show),
  ]
  for (command, request) in session {
    print("> \(command)")
    if case .failed(let error) = await harness.motherboard.io(.cart).run(request) {
      print("error: \(error)")
    }
  }

  let counts = prompt.values.map { "\($0.itemCount)" }.joined(separator: " → ")
  print("The prompt heard \(prompt.values.count) changes (item counts \(counts));")
  print("the two refused commands announced nothing.")
  let leaks = await harness.finish()
  print(leaks.isEmpty ? "Every cart flow was released." : "Leaks: \(leaks)")
}
