import Account
import AccountInterface
import AccountTesting
import Architecture
import ArchitectureTesting
import Testing

@MainActor
@Suite("The account builder")
struct AccountBuilderTests {
  @Test("the built service and the flow share the stored account")
  func sharesAccount() throws {
    let dependencies = TestAccountDependencies()
    let graph = AccountBuilder(dependencies: dependencies).build(listener: (), id: "account")
    try graph.interface.signIn(EmailAddress("ada@example.com"))
    #expect(try graph.flow.account.currentUser()?.email.value == "ada@example.com")
    #expect(try StoredAccount(dependencies: dependencies).currentUser() != nil)
  }

  @Test("the account flow starts when attached and is released after detach")
  func noLeaks() async {
    let dependencies = TestAccountDependencies()
    await expectNoLeaks { tree in
      let root = Flow(context: SpyContext("app", log: LifecycleLog()))
      tree.launch(root)
      let graph = AccountBuilder(dependencies: dependencies).build(listener: (), id: "account")
      root.attach(graph.flow)
      #expect(graph.flow.state == .started)
      _ = try? graph.interface.signIn(EmailAddress("ada@example.com"))
      root.detach(graph.flow)
      #expect(graph.flow.state == .ended)
    }
  }
}
