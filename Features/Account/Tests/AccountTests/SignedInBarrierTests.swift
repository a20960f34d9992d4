import Account
import AccountInterface
import AccountTesting
import Architecture
import Core
import CoreTesting
import Foundation
import Testing

@MainActor
@Suite("The signed-in barrier")
struct SignedInBarrierTests {
  let dependencies = TestAccountDependencies()
  var account: StoredAccount { StoredAccount(dependencies: dependencies) }

  /// A pretend checkout behind the barrier; it records that it ran.
  @MainActor
  final class PretendCheckout {
    var runs = 0
    func step(_ barrier: Barrier) -> Step<Int, String> {
      Step<Int, String>("checkout") { total in
        self.runs += 1
        return .completed("paid \(total)")
      }.guarded(by: barrier)
    }
  }

  @Test("when someone is signed in, the guarded step runs without asking")
  func passes() async throws {
    try account.signIn(EmailAddress(AccountFixtures.ada))
    var asked = 0
    let barrier = AccountBuilder(dependencies: dependencies).makeSignedInBarrier {
      asked += 1
      return nil
    }
    let checkout = PretendCheckout()
    let orchestrator = Orchestrator()
    let outcome = try await orchestrator.run(checkout.step(barrier), with: 42)
    #expect(outcome == .completed("paid 42"))
    #expect(asked == 0)
    #expect(orchestrator.trace.contains(.barrierPassed(barrier: "signed-in", depth: 0)))
  }

  @Test("when nobody is signed in, a valid address signs in and the step resumes")
  func signsInAndResumes() async throws {
    let barrier = AccountBuilder(dependencies: dependencies).makeSignedInBarrier {
      AccountFixtures.grace
    }
    let checkout = PretendCheckout()
    let orchestrator = Orchestrator()
    let outcome = try await orchestrator.run(checkout.step(barrier), with: 7)
    #expect(outcome == .completed("paid 7"))
    #expect(try account.currentUser()?.email.value == "grace.hopper@navy.example.org")
    #expect(
      orchestrator.trace.contains(
        .barrierResolved(barrier: "signed-in", resolution: .resume, depth: 0)))
  }

  @Test(
    "when no address is given, the step is cancelled and the reason told",
    arguments: [nil, "", "  "])
  func cancelsWithoutAddress(answer: String?) async throws {
    var told: [String] = []
    let barrier = AccountBuilder(dependencies: dependencies).makeSignedInBarrier(
      askForEmail: { answer }, explain: { told.append($0) })
    let checkout = PretendCheckout()
    let outcome = try await Orchestrator().run(checkout.step(barrier), with: 7)
    #expect(outcome == .cancelled)
    #expect(checkout.runs == 0)
    #expect(told == ["sign-in cancelled: \(AccountError.notSignedIn)"])
    #expect(dependencies.base.spyLogger.entries.last?.level == .warning)
    #expect(try account.currentUser() == nil)
  }

  @Test("when a malformed address is given, the step is cancelled and the reason told")
  func cancelsOnMalformedAddress() async throws {
    var told: [String] = []
    let barrier = AccountBuilder(dependencies: dependencies).makeSignedInBarrier(
      askForEmail: { "ada@@example.com" }, explain: { told.append($0) })
    let checkout = PretendCheckout()
    let orchestrator = Orchestrator()
    let outcome = try await orchestrator.run(checkout.step(barrier), with: 7)
    #expect(outcome == .cancelled)
    #expect(checkout.runs == 0)
    #expect(told.count == 1)
    #expect(told.first?.contains("\"ada@@example.com\" is not an email address") == true)
    #expect(try account.currentUser() == nil)
    #expect(
      orchestrator.trace.contains(
        .barrierResolved(barrier: "signed-in", resolution: .cancel, depth: 0)))
  }

  @Test("an unreadable account blocks the barrier and the failure to sign in is told")
  func unreadableAccount() async throws {
    try dependencies.storage.write(Data("nonsense".utf8), forKey: "account")
    var told: [String] = []
    let barrier = AccountBuilder(dependencies: dependencies).makeSignedInBarrier(
      askForEmail: { AccountFixtures.ada }, explain: { told.append($0) })
    let outcome = try await Orchestrator().run(PretendCheckout().step(barrier), with: 1)
    #expect(outcome == .cancelled)
    #expect(told.first?.hasPrefix("sign-in failed: ") == true)
    #expect(try dependencies.storage.data(forKey: "account") == Data("nonsense".utf8))
  }
}
