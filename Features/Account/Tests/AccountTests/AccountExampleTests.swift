import CoreTesting
import Testing

@Suite("The account example")
struct AccountExampleTests {
  @Test("runs the account alone: requests, a refused address, the gateway refusing and resuming")
  func printsASession() async throws {
    let run = try await BuiltExecutable("AccountExample").run()
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("> whoami\nNot signed in.\n"))
    #expect(
      run.output.contains(
        "> sign-in ada.example.com\nerror: \"ada.example.com\" is not an email address: "))
    #expect(run.output.contains("> sign-in ada@example.com\nSigned in as ada@example.com.\n"))
    #expect(run.output.contains("> whoami\nada@example.com\n> sign-out\nSigned out.\n"))
    #expect(
      run.output.contains(
        "> orders  (the customer answers nothing)\n"
          + "Sign in to continue. Email (empty to cancel): \n"
          + "error: orders needs a signed-in customer; run 'sign-in <email>' first\n"))
    #expect(
      run.output.contains(
        """
        Sign in to continue. Email (empty to cancel): grace@navy
        "grace@navy" is not an email address: the domain needs a dot, as in example.com
        Sign in to continue. Email (empty to cancel): Grace.Hopper@Navy.example.org
        Signed in as grace.hopper@navy.example.org.
        (the orders of grace.hopper@navy.example.org would be listed here)

        """))
    #expect(
      run.output.contains(
        "heard: signed in ada@example.com, signed out, signed in grace.hopper@navy.example.org."))
    #expect(run.output.hasSuffix("Every account flow was released.\n"))
  }
}
