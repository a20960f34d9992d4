import Account
import AccountInterface
import AccountTesting
import Architecture

// Runs the account feature alone, over in-memory storage, and prints a short session: sign in,
// whoami, a malformed address refused, the "signed-in" barrier before a pretend checkout, and
// sign out.

let dependencies = TestAccountDependencies()
let builder = AccountBuilder(dependencies: dependencies)
let account = builder.build(listener: (), id: "account").interface

func whoami() throws {
  print("> whoami")
  if let user = try account.currentUser() {
    print("  signed in as \(user.email)")
  } else {
    print("  \(AccountError.notSignedIn)")
  }
}

func signIn(_ text: String) throws {
  print("> sign-in \(text)")
  do {
    let user = try account.signIn(EmailAddress(text))
    print("  signed in as \(user.email)")
  } catch let error as AccountError {
    print("  error: \(error)")
  }
}

/// Runs a pretend checkout behind the barrier, answering the sign-in question with `answer`.
@MainActor
func checkout(answering answer: String?) async throws {
  print("> checkout (the barrier asks for an email: \(answer.map { "\"\($0)\"" } ?? "no answer"))")
  let barrier = builder.makeSignedInBarrier(
    askForEmail: {
      print("  email? \(answer ?? "")")
      return answer
    },
    explain: { print("  \($0)") })
  let pay = Step<String, String>("pay") { total in .completed("paid \(total)") }
  let orchestrator = Orchestrator()
  switch try await orchestrator.run(pay.guarded(by: barrier), with: "$24.50") {
  case .completed(let result): print("  checkout done: \(result)")
  case .cancelled: print("  checkout cancelled")
  }
  print(
    orchestrator.traceDescription().split(separator: "\n").map { "    | \($0)" }.joined(
      separator: "\n"))
}

try whoami()
try signIn("ada.example.com")
try signIn("ada lovelace@example.com")
try signIn("ada@localhost")
try await checkout(answering: nil)
try await checkout(answering: "Ada@Example.COM")
try whoami()
try await checkout(answering: nil)
try signIn("grace@navy.example.org")
print("> sign-out")
try account.signOut()
print("  signed out")
try whoami()
