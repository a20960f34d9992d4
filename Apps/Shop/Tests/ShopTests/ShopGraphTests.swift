import AccountInterface
import Architecture
import ArchitectureTesting
import CartInterface
import Catalog
import CatalogInterface
import CheckoutInterface
import CheckoutInterfaceTesting
import CoreTesting
import Foundation
import OrdersInterface
import TerminalUITesting
import Testing

@testable import ShopApp

/// The app's composition as a whole: what it is made of, how deep its tree grows, and that all
/// of it goes away after shutdown.
@Suite("The shop's composition")
@MainActor
struct ShopGraphTests {
  func configuration() throws -> (AppConfiguration, TemporaryDirectory) {
    let directory = try TemporaryDirectory(prefix: "ShopGraphTests")
    let configuration = try AppConfiguration(dataDirectory: directory.url, environment: [:])
    return (configuration, directory)
  }

  @Test("after shutdown the whole app is released: composition, solver, services, boards")
  func wholeGraphIsReleased() async throws {
    let (configuration, directory) = try configuration()
    // A grace period longer than any test: no check fires on its own while a busy machine's
    // tasks still let go of the graph; the finish below passes as soon as everything is gone.
    let tracker = LeakTracker(gracePeriod: .seconds(60), onLeak: { _ in })
    weak var weakShop: Shop?
    weak var weakDependencies: ShopDependencies?
    weak var weakCatalog: AnyObject?
    weak var weakCart: AnyObject?
    weak var weakAccount: AnyObject?
    weak var weakOrders: AnyObject?
    weak var weakTree: FlowTree?
    do {
      let tree = FlowTree(leakTracker: tracker)
      let console = ScriptedConsole(answers: ["ada@example.com"])
      let shop = try Shop(
        configuration: configuration, flagSources: [],
        views: .lines(on: console), logger: SpyLogger(), clock: FixedClock(), tree: tree)
      weakShop = shop
      weakTree = tree
      weakDependencies = shop.dependencies
      weakCatalog = shop.dependencies.catalog
      weakCart = shop.dependencies.storedCart
      weakAccount = shop.dependencies.storedAccount
      weakOrders = shop.dependencies.storedOrders
      try await shop.run(.cart, .add("MUG-001", quantity: 2))
      try await shop.run(.checkout, CheckoutRequests.byCard())
      try await shop.run(.orders, .detail(id: 1001))
      shop.shutdown()
    }
    #expect(await tracker.finishPendingChecks(within: .seconds(10)).isEmpty)
    #expect(weakShop == nil)
    #expect(weakDependencies == nil)
    #expect(weakCatalog == nil)
    #expect(weakCart == nil)
    #expect(weakAccount == nil)
    #expect(weakOrders == nil)
    #expect(weakTree == nil)
    _ = directory
  }

  @Test("at the review the tree is seven levels deep: app, boards, sub-flow, form and its screen")
  func treeDepthDuringCheckout() async throws {
    let (configuration, directory) = try configuration()
    let tree = FlowTree(leakTracker: nil)
    let console = ScriptedConsole()
    let shop = try Shop(
      configuration: configuration, flagSources: [],
      views: .lines(on: console), logger: SpyLogger(), clock: FixedClock(), tree: tree)
    let probe = DepthProbe()
    tree.observeEvents(probe) { probe, event in
      if case .boardActivated(let board, _) = event {
        probe.depths[board] = tree.snapshot()?.depth
      }
      if case .started(let flow) = event, flow == "OrderFormScreen(review)" {
        probe.deepest = tree.snapshot()
      }
      if case .started(let flow) = event, flow == "Flow(PaymentsContext)" {
        probe.paying = tree.snapshot()
      }
    }
    try await shop.run(.account, .signIn(try EmailAddress("ada@example.com")))
    try await shop.run(.cart, .add("MUG-001", quantity: 1))
    try await shop.run(.checkout, CheckoutRequests.byCard())
    #expect(probe.depths["checkout"] == 3)
    #expect(probe.deepest?.depth == 7)
    let path = probe.deepest.map { Self.path(to: "OrderFormScreen(review)", in: $0) } ?? []
    #expect(
      path == [
        "Flow(ShopContext)", "Motherboard shop", "board checkout", "Motherboard checkout",
        "board order-form", "OrderFormFlow", "OrderFormScreen(review)",
      ])
    let paying = probe.paying.map { Self.path(to: "Flow(PaymentsContext)", in: $0) } ?? []
    #expect(
      paying == [
        "Flow(ShopContext)", "Motherboard shop", "board checkout", "Motherboard checkout",
        "board payment", "Flow(PaymentsContext)",
      ], "the form has closed once confirmed; the payment runs in checkout's sub-flow")
    shop.shutdown()
    _ = directory
  }

  @Test("the app tells its services it started and is ending: an unused sign-in lapses")
  func lifecycleReachesTheAccount() async throws {
    let (configuration, directory) = try configuration()
    let clock = FixedClock()
    let day: TimeInterval = 24 * 60 * 60
    /// Runs one shop from launch to shutdown, as one command of the executable does.
    func session(_ command: (Shop) async throws -> Void = { _ in }) async throws -> String {
      let console = ScriptedConsole()
      let shop = try Shop(
        configuration: configuration, flagSources: [],
        views: .lines(on: console), logger: SpyLogger(), clock: clock,
        tree: FlowTree(leakTracker: nil))
      try await command(shop)
      try await shop.run(.account, .whoAmI)
      shop.shutdown()
      return console.transcript
    }
    _ = try await session { try await $0.run(.account, .signIn(EmailAddress("ada@example.com"))) }
    clock.advance(by: 20 * day)
    #expect(try await session() == "ada@example.com\n", "20 days: still signed in")
    clock.advance(by: 20 * day)
    #expect(try await session() == "ada@example.com\n", "the last run ended 20 days ago")
    clock.advance(by: 31 * day)
    #expect(try await session() == "Not signed in.\n", "31 days unused: signed out at start")
    _ = directory
  }

  @Test("the flags help lists are the ones the modules declare")
  func helpFlagsMatchTheModules() throws {
    let (configuration, directory) = try configuration()
    let console = ScriptedConsole()
    let dependencies = try ShopDependencies(
      storage: InMemoryStorage(), views: .lines(on: console),
      invoiceDomains: configuration.invoiceDomains, productSource: CatalogFile.bundled,
      logger: SpyLogger(), clock: FixedClock())
    let declared = try Launcher(ShopModules.make(dependencies)).flagRegistry().definitions
    #expect(declared.map(\.name) == ShopModules.flags.map(\.name))
    _ = directory
  }

  static func path(to name: String, in snapshot: FlowSnapshot) -> [String] {
    if snapshot.name == name { return [name] }
    for child in snapshot.children {
      let found = path(to: name, in: child)
      if !found.isEmpty { return [snapshot.name] + found }
    }
    return []
  }
}

/// Keeps what the tree looked like at chosen moments.
@MainActor
final class DepthProbe {
  var depths: [String: Int] = [:]
  var deepest: FlowSnapshot?
  var paying: FlowSnapshot?
}
