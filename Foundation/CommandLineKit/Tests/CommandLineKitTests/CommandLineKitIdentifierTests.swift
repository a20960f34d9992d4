import CommandLineKit
import CommandLineKitTesting
import Testing

@Suite("CommandLineKit identifier")
struct CommandLineKitIdentifierTests {
  @Test func blankTextIsNotAnIdentifier() {
    #expect(CommandLineKitIdentifier("") == nil)
    #expect(CommandLineKitIdentifier("  ") == nil)
  }

  @Test func anIdentifierPrintsItsText() {
    #expect(CommandLineKitFixtures.sampleIdentifier.description == "sample")
  }
}
