import AccountInterface
import AccountTesting
import Testing

@Suite("Email addresses")
struct EmailAddressTests {
  @Test(
    "a malformed address is refused with a reason naming what is wrong",
    arguments: AccountFixtures.malformed)
  func malformed(text: String, mentions: String) {
    let error = #expect(throws: AccountError.self) { try EmailAddress(text) }
    guard case .malformedEmail(let quoted, let reason) = error else {
      Issue.record("expected malformedEmail, got \(String(describing: error))")
      return
    }
    #expect(quoted == text)
    #expect(reason.contains(mentions), "\(reason)")
    #expect(error?.description.hasPrefix("\"\(text)\" is not an email address: ") == true)
  }

  @Test("a valid address is trimmed and stored in lower case")
  func normalised() throws {
    let email = try EmailAddress(AccountFixtures.grace)
    #expect(email.value == "grace.hopper@navy.example.org")
    #expect(email.domain == "navy.example.org")
  }

  @Test("addresses with plus signs, digits and hyphenated domains are accepted")
  func unusualButValid() throws {
    #expect(try EmailAddress("ada+shop@mail-1.example.co.uk").domain == "mail-1.example.co.uk")
    #expect(try EmailAddress("x_9@a.io").value == "x_9@a.io")
  }
}
