import AccountInterface

/// `shop sign-in <email>`.
struct SignInCommand: ShopCommand {
  let account: any AccountService
  let name = "sign-in"
  let arguments = "<email>"
  let summary = "sign in with an email address"

  func run(_ arguments: [String]) async throws -> String {
    try expect(arguments, count: 1...1)
    let email: EmailAddress
    do {
      email = try EmailAddress(arguments[0])
    } catch {
      throw usageError(error.description)
    }
    let user = try account.signIn(email)
    return "Signed in as \(user.email).\n"
  }
}

/// `shop sign-out`.
struct SignOutCommand: ShopCommand {
  let account: any AccountService
  let name = "sign-out"
  let arguments = ""
  let summary = "sign out"

  func run(_ arguments: [String]) async throws -> String {
    try expect(arguments, count: 0...0)
    let wasSignedIn = try account.currentUser() != nil
    try account.signOut()
    return wasSignedIn ? "Signed out.\n" : "Nobody was signed in.\n"
  }
}

/// `shop whoami`.
struct WhoAmICommand: ShopCommand {
  let account: any AccountService
  let name = "whoami"
  let arguments = ""
  let summary = "show who is signed in"

  func run(_ arguments: [String]) async throws -> String {
    try expect(arguments, count: 0...0)
    guard let user = try account.currentUser() else { return "Not signed in.\n" }
    return "\(user.email)\n"
  }
}
