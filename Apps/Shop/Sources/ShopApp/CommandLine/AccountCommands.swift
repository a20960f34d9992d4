import AccountInterface
import CommandLineKit

/// `sign-in`, `sign-out` and `whoami`: each runs the account board once.
enum AccountCommands {
  static let email = Argument<EmailAddress>(
    "email",
    parser: ValueParser(valueName: "email") { text in
      do throws(AccountError) {
        return try EmailAddress(text)
      } catch {
        throw InvalidValue(error.description)
      }
    }, summary: "your email address, such as ada@example.com")

  static var all: [Command<ShopAction>] {
    [
      Command(
        "sign-in", summary: "sign in with an email address", parameters: [email],
        action: { call, session in try await session.shop.run(.account, .signIn(call[email])) }),
      Command(
        "sign-out", summary: "sign out",
        action: { _, session in try await session.shop.run(.account, .signOut) }),
      Command(
        "whoami", summary: "show who is signed in",
        action: { _, session in try await session.shop.run(.account, .whoAmI) }),
    ]
  }
}
