import Architecture
import ArchitectureTesting
import Foundation
import Observation
import Testing

// The code examples of the kit's doc comments and of its README, compiled here as they are
// written there; the shop's types they name are stood in for in DocExampleStandIns.swift. The
// last test checks that every example appears in this file, line for line, so an example that
// stops compiling, or one added without a place here, fails the tests.

// MARK: - Builders: Builder, AnyBuilder, FeatureGraph

// Builder, README: the orders feature's child, Features/Orders/.../OrderDetailBuilder.swift.
struct OrderDetailBuilder: Builder {
  let dependencies: any OrderDetailDependencies
  func build(_ order: Order, listener: any OrderDetailListener) -> PresentableFeature {
    let context = OrderDetailContext(
      order: order, history: dependencies.history, listener: listener)
    let view = dependencies.orderDetailViews.makeOrderDetailView(
      context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}

// AnyBuilder: Features/Checkout/.../CheckoutSubflow.swift.
typealias OrderFormBuilder = AnyBuilder<
  CheckoutRequest, @MainActor (OrderFormOutcome) -> Void, Flow
>

// FeatureGraph: Apps/Shop/.../ShopRoot.swift.
struct ShopRootBuilder: Builder {
  let dependencies: ShopDependencies
  func build(_ motherboard: Motherboard, listener: Void)
    -> FeatureGraph<Flow, StateContainer<Int>>
  {
    let itemCount = (try? dependencies.cart.contents().itemCount) ?? 0
    let context = ShopContext(cartChanges: dependencies.cartChanges, itemCount: itemCount)
    let flow = Flow(context: context)
    flow.attach(motherboard)
    return FeatureGraph(flow: flow, interface: context.itemCount)  // the prompt's cart count
  }
}

// MARK: - Contexts and flows: BaseContext, CancellableBag, Context, Flow

// BaseContext, CancellableBag, README: Apps/Shop/.../ShopRoot.swift.
final class ShopContext: BaseContext {
  let itemCount: StateContainer<Int>
  private let cartChanges: Channel<CartChanged>
  init(cartChanges: Channel<CartChanged>, itemCount: Int) {
    self.cartChanges = cartChanges
    self.itemCount = StateContainer(itemCount)
  }
  override func didActivate() {
    cartChanges.subscribeOnMainActor(self) { context, event in
      context.itemCount.set(event.itemCount)
    }
    .store(in: cancellables)
  }
}

// Flow: Features/Catalog/.../CatalogFlow.swift.
final class CatalogFlow: Flow, CatalogRouting {
  private let detail: ProductDetailBuilder
  init(context: CatalogContext, detail: ProductDetailBuilder) {
    self.detail = detail
    super.init(context: context)
  }
  func showDetail(of product: Product, listener: any ProductDetailListener) {
    attach(detail.build(product, listener: listener))
  }
}

// MARK: - Presentation: PresentableContext, PresentableFeature, Presentation (and README)

struct CartViewState: Equatable {
  var lines: [String]
  var summary: String
  var canCheckOut: Bool
  init(_ state: CartState) {  // the transform: a pure function, tested as values
    lines = state.contents.lines.map { "\($0.quantity) × \($0.sku)" }
    summary = state.contents.isEmpty ? "The cart is empty." : "\(state.contents.itemCount) items"
    canCheckOut = !state.contents.isEmpty
  }
}

@MainActor
protocol CartScreenReceiver: AnyObject {  // what the user does; the context implements it
  func didAdd(_ sku: SKU, quantity: Int)
  func didLeave()
}

@MainActor
protocol CartViewFactory {  // what the app's UI target supplies, through the dependencies
  func cartView(_ presentation: Presentation<CartViewState>, receiver: any CartScreenReceiver)
    -> any ViewControllable
}

final class CartScreenContext: PresentableContext<CartState, CartViewState>, CartScreenReceiver {
  private let cart: any CartService
  private let listener: @MainActor () -> Void
  init(cart: any CartService, listener: @escaping @MainActor () -> Void) {
    self.cart = cart
    self.listener = listener
    super.init(state: CartState(), transform: CartViewState.init)
  }
  override func didActivate() {
    state.set(CartState(contents: (try? cart.contents()) ?? CartContents()))
  }
  func didAdd(_ sku: SKU, quantity: Int) {  // the user's action, never the activation
    guard isActive, let contents = try? cart.add(sku, quantity: quantity) else { return }
    state.set(CartState(contents: contents, change: "Added \(quantity) × \(sku)."))
  }
  func didLeave() {
    listener()  // the board completes: the screen is dismissed
  }
}

struct CartScreenBuilder: Builder {
  let dependencies: any CartScreenDependencies
  func build(_ request: CartRequest, listener: @escaping @MainActor () -> Void)
    -> PresentableFeature
  {
    let context = CartScreenContext(cart: dependencies.cart, listener: listener)
    let view = dependencies.views.cartView(context.presentation, receiver: context)
    return PresentableFeature(flow: Flow(context: context), view: view)
  }
}

// Presenting views, README: a board whose feature lives on screen until the user leaves it.
final class CartScreenBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let builder: CartScreenBuilder
  init(slot: BoardSlot<Never>, builder: CartScreenBuilder) {
    self.slot = slot
    self.builder = builder
  }
  func activate(_ request: CartRequest) {
    guard slot.flows.isEmpty else { return }  // the cart is on screen already
    let cart = builder.build(request) { [slot] in slot.complete() }  // when the user leaves
    slot.attach(cart.flow, presenting: cart.view)
  }
}

// MARK: - Plugins: Plugin, AnyPlugin, PluginList, PluginListWithDefault

// Plugin: the one-page order form of Features/Checkout, as a plugin type.
struct OnePageOrderFormPlugin: Plugin {
  let component: CheckoutComponent
  func isEnabled(_ flags: FlagValues) -> Bool { flags[.checkout] == "one-page" }
  func make() -> OrderFormBuilder {
    OrderFormBuilder(OnePageOrderFormBuilder(dependencies: component))
  }
}

// MARK: - Flags: FlagDefinition

extension FlagDefinition {
  /// Chooses how checkout asks for the order.
  public static let checkout = FlagDefinition(
    "checkout", allowedValues: ["steps", "one-page"], defaultValue: "steps",
    summary: "checkout layout: steps reviews cart then address, one-page shows the whole order")
}

// MARK: - Boards: BoardID, Board, ContinuousBoard, README's SignInBoard

extension BoardID where Input == PaymentRequest, Output == PaymentOutcome, Command == Never {
  /// Takes one payment.
  public static var payment: Self { BoardID("payment") }
}

// Board: Features/Cart/.../CartModule.swift.
final class CartBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let builder: CartBuilder
  init(slot: BoardSlot<Never>, builder: CartBuilder) {
    self.slot = slot
    self.builder = builder
  }
  func activate(_ request: CartRequest) {
    slot.attach(
      builder.build(request) { [slot] outcome in
        switch outcome {
        case .done: slot.complete()
        case .refused(let error): slot.fail(error)
        }
      })
  }
}

// README: Features/Account/.../AccountModule.swift.
final class SignInBoard: Board {
  typealias Output = User
  private let slot: BoardSlot<User>
  private let builder: SignInBuilder
  init(slot: BoardSlot<User>, builder: SignInBuilder) {
    self.slot = slot
    self.builder = builder
  }
  func activate(_ input: Void) {
    guard slot.flows.isEmpty else { return }  // asking already: this activation joins it
    let signIn = builder.build { [slot] outcome in
      switch outcome {
      case .signedIn(let user):
        slot.send(user)
        slot.complete()
      case .failed(let error):
        slot.fail(error)
      }
    }
    slot.attach(signIn.flow, presenting: signIn.view, as: .sheet)  // over the held checkout
  }
}

// ContinuousBoard: Features/Checkout/.../CheckoutBoard.swift.
final class CheckoutBoard: ContinuousBoard {
  typealias Output = Order
  let slot: BoardSlot<Order>
  private let builder: CheckoutBuilder
  init(slot: BoardSlot<Order>, builder: CheckoutBuilder) {
    self.slot = slot
    self.builder = builder
  }
  func registerSubflow(on motherboard: Motherboard) {
    let orderForm = builder.orderForm
    motherboard.register(.orderForm) { OrderFormBoard(slot: $0, builder: orderForm) }
  }
  func activate(_ request: CheckoutRequest) {
    guard slot.flows.isEmpty else { return }  // a checkout runs: this activation joins it
    slot.attach(
      builder.build((request, subflow)) { [slot] outcome in
        switch outcome {
        case .placed(let order):
          slot.send(order)
          slot.complete()
        case .failed(let error):
          slot.fail(error)
        }
      })
  }
  func interact(_ command: CheckoutCommand) {
    if slot.forward(command) == 0 { slot.fail(CheckoutError.cancelled) }  // none runs
  }
}

// CommandHandler, README: the checkout's context handles the board's cancel.
extension CheckoutContext: CommandHandler {
  func handle(_ command: CheckoutCommand) {
    switch command {
    case .cancel: listener(.failed(CheckoutError.cancelled))
    }
  }
}

// MARK: - Barriers: BarrierID

extension BarrierID {
  /// Holds back activations until a customer is signed in.
  public static let signedIn = BarrierID("signed-in")
}

// MARK: - Modules: ModulePlugin, README's CheckoutModule, ModuleRecipe

// ModulePlugin: Features/Cart/.../CartModule.swift.
/// The cart feature's plugin.
public struct CartModule: ModulePlugin {
  let dependencies: any CartDependencies
  /// Registers the cart board.
  public func register(in module: inout ModuleRegistration) {
    let builder = CartBuilder(dependencies: dependencies)
    module.board(.cart) { slot in CartBoard(slot: slot, builder: builder) }
  }
}

// README: Features/Checkout/.../CheckoutModule.swift.
/// The checkout feature's plugin.
public struct CheckoutModule: ModulePlugin {
  let dependencies: any CheckoutDependencies
  /// The `checkout` flag.
  public static let flags: [FlagDefinition] = [.checkout]  // the type's: read before any service
  /// Registers the checkout board, with the order form the flags choose.
  public func register(in module: inout ModuleRegistration) {
    let builder = CheckoutBuilder(
      dependencies: dependencies,
      orderForm: Self.layouts(CheckoutComponent(parent: dependencies)).chosen(module.flags))
    module.uses(AnyBoardID(.payment))  // another module's board: checked at launch
    module.board(.checkout, requires: [.signedIn]) { slot in
      CheckoutBoard(slot: slot, builder: builder)
    }
  }
}

// PluginListWithDefault, README.
extension CheckoutModule {
  static func layouts(_ component: CheckoutComponent)
    -> PluginListWithDefault<String, FlagValues, OrderFormBuilder>
  {
    PluginListWithDefault(
      defaultKey: "steps", default: { AnyBuilder(StepsOrderFormBuilder(dependencies: component)) },
      plugins: [
        "one-page": AnyPlugin(
          isEnabled: { $0[.checkout] == "one-page" },
          make: { AnyBuilder(OnePageOrderFormBuilder(dependencies: component)) })
      ])
  }
}

// ModuleRecipe, README: Apps/Shop/.../ShopFeatures.generated.swift (ShopModules).
@MainActor
enum ShopModules {
  static let all: [ModuleRecipe<ShopDependencies>] = [
    .module { AccountModule(dependencies: $0) },
    .module { CartModule(dependencies: $0) },
    .module { PaymentsModule(dependencies: $0) },
    .module { OrdersModule(dependencies: $0) },
    .module { CheckoutModule(dependencies: $0) },
  ]
  static var flags: [FlagDefinition] { all.flatMap(\.flags) }  // no service needed
  static func make(_ dependencies: ShopDependencies) -> [any ModulePlugin] {
    all.map { $0.make(dependencies) }
  }
}

/// Hears that the user left the order detail.
@MainActor
final class OrderDetailSpy: OrderDetailListener, ProductDetailListener {
  private(set) var left = 0
  func orderDetailDidLeave() { left += 1 }
  func productDetailDidFinish() {}
}

@Suite("The doc comments' and README's examples")
@MainActor
struct DocExampleTests {
  @Test("the builder examples build what they say, from static and dynamic inputs")
  func builders() throws {
    let dependencies = ShopDependencies()
    dependencies.history.record(Order(id: 1001))
    let spy = OrderDetailSpy()
    let tree = FlowTree.quiet()
    let orders = Flow()
    tree.launch(orders)
    let navigation = RecordingNavigation()
    let detail = OrderDetailBuilder(dependencies: dependencies)
      .build(Order(id: 1001), listener: spy)
    orders.attach(detail.flow, presenting: detail.view, on: navigation)
    let view = detail.view as? SpyView<String, any OrderDetailViewReceiver>
    #expect(view?.presentation.viewState == "Order 1001, 1 of 1")
    #expect(navigation.stack == ["OrderDetailView"])
    #expect(orders.children.map(\.debugName) == ["Flow(OrderDetailContext)"])
    view?.receiver?.didRequestBack()
    #expect(spy.left == 1)

    let component = CheckoutComponent(parent: dependencies)
    let steps = OrderFormBuilder(StepsOrderFormBuilder(dependencies: component))  // hidden
    let empty = OrderFormBuilder { _, _ in Flow() }  // or a closure, as in a test
    #expect(steps.build(CheckoutRequest()) { _ in }.debugName == "Flow(StepsOrderFormContext)")
    #expect(empty.build(CheckoutRequest()) { _ in }.context == nil)

    let motherboard = Motherboard(name: "shop")
    let root = ShopRootBuilder(dependencies: dependencies).build(motherboard, listener: ())
    #expect(root.flow.children.first === motherboard)
    #expect(root.interface.value == 0)
    tree.shutdown()
  }

  @Test("the shop's root context keeps the cart count while it is active, and only then")
  func contexts() {
    let cartChanges = Channel<CartChanged>()
    let flow = Flow(context: ShopContext(cartChanges: cartChanges, itemCount: 0))
    flow.start()  // activates the context: it subscribes
    cartChanges.send(CartChanged(itemCount: 2))
    #expect((flow.context as? ShopContext)?.itemCount.value == 2)
    flow.end()  // deactivates it: the subscription ends
    #expect(cartChanges.subscriberCount == 0)
    #expect(flow.debugName == "Flow(ShopContext)")
  }

  @Test("a flow that routes attaches its child, which is named after the child's context")
  func routingFlow() {
    let flow = CatalogFlow(context: CatalogContext(), detail: ProductDetailBuilder())
    let tree = FlowTree.quiet()
    tree.launch(flow)
    flow.showDetail(of: Product(sku: "MUG-001", name: "Mug"), listener: OrderDetailSpy())
    #expect(tree.snapshot()?.children.map(\.name) == ["Flow(ProductDetailContext)"])
    #expect(flow.debugName == "CatalogFlow")
    tree.shutdown()
  }

  @Test("a spy view plays the user through the receiver and reads the presentation")
  func spyView() {
    let context = CartScreenContext(cart: CartScreenTestDependencies().cart, listener: {})
    let tree = FlowTree.quiet()
    tree.launch(Flow(context: context))
    let view = SpyView<CartViewState, any CartScreenReceiver>(
      "cart", presentation: context.presentation, receiver: context)
    view.receiver?.didAdd("MUG-001", quantity: 2)
    #expect(view.presentation.viewState.summary == "2 items")
    #expect(view.description == "cart")
    tree.shutdown()
  }

  @Test("a presentable context publishes the transform of its state to the view it was given")
  func presentation() async throws {
    let empty = CartViewState(CartState())
    #expect(empty.lines.isEmpty && empty.summary == "The cart is empty." && !empty.canCheckOut)
    let two = CartViewState(
      CartState(contents: CartContents(lines: [CartLine(sku: "MUG-001", quantity: 2)])))
    #expect(two.lines == ["2 × MUG-001"] && two.summary == "2 items" && two.canCheckOut)

    let dependencies = CartScreenTestDependencies()
    let left = Recorder<String>()
    let cart = CartScreenBuilder(dependencies: dependencies).build(.show) { left.record("left") }
    let screen = try #require(cart.view as? TestCartScreen)
    let presentation = screen.presentation
    let tree = FlowTree.quiet()
    let root = Flow()
    tree.launch(root)
    root.attach(cart.flow, presenting: cart.view, on: RecordingNavigation())
    withObservationTracking {
      screen.draw(presentation.viewState)  // what the screen reads is tracked
    } onChange: {
      Task { @MainActor in screen.setNeedsRedraw() }  // told once, before the change lands
    }
    #expect(screen.drawn.map(\.summary) == ["The cart is empty."])
    screen.receiver?.didAdd("MUG-001", quantity: 2)
    screen.receiver?.didAdd("MUG-001", quantity: 0)  // refused: nothing changes
    await waitUntil("the screen is told to redraw") { screen.needsRedraw }
    #expect(presentation.viewState.summary == "2 items")
    screen.receiver?.didLeave()
    #expect(left.values == ["left"])
    tree.shutdown()
    screen.receiver?.didAdd("MUG-001", quantity: 1)  // after deactivation: nothing is published
    #expect(presentation.viewState.summary == "2 items")
  }

  @Test("a board presents its feature on the motherboard's navigation until the user leaves")
  func presentingBoard() async {
    let builder = CartScreenBuilder(dependencies: CartScreenTestDependencies())
    let tree = FlowTree(leakTracker: LeakTracker(onLeak: { _ in }))
    do {
      let motherboard = Motherboard(name: "shop")
      motherboard.register(.cartScreen) { CartScreenBoard(slot: $0, builder: builder) }
      tree.launch(motherboard)
      let shell = RecordingNavigation()
      let cartTab = RecordingNavigation()
      motherboard.navigation = shell  // the UI target's root: its tabs and their stacks
      motherboard.present(.cartScreen, on: cartTab)  // the cart's tab: a stack of its own
      #expect(motherboard.navigation === shell)
      motherboard.present(.cartScreen, on: nil)

      let navigation = RecordingNavigation()
      motherboard.navigation = navigation
      let run = Task { await motherboard.io(.cartScreen).run(.show) }
      await waitUntil("the cart is shown") { navigation.stack == ["cart"] }
      motherboard.io(.cartScreen).activate(.show)  // shown already: nothing more
      (navigation.top as? TestCartScreen)?.receiver?.didLeave()
      #expect(await waitForValue(of: run) == .finished)
      #expect(navigation.entries == ["show cart as push", "dismiss cart"])
      #expect(navigation.stack.isEmpty)
      #expect(shell.entries.isEmpty && cartTab.entries.isEmpty)
      tree.shutdown()
    }
    #expect(await tree.leakTracker?.finishPendingChecks(within: .seconds(10)) == [])
  }

  @Test("the plugin examples choose the order form the flags say")
  func plugins() throws {
    let component = CheckoutComponent(parent: ShopDependencies())
    let onePage = AnyPlugin<FlagValues, OrderFormBuilder>(
      isEnabled: { $0[.checkout] == "one-page" },
      make: { AnyBuilder(OnePageOrderFormBuilder(dependencies: component)) })
    let wrapped = AnyPlugin(OnePageOrderFormPlugin(component: component))  // a plugin type
    let steps = AnyPlugin<FlagValues, OrderFormBuilder>(always: {
      OrderFormBuilder(StepsOrderFormBuilder(dependencies: component))
    })
    let registry = FlagRegistry([.checkout])
    var flags = try registry.resolve([])
    #expect(onePage.create(flags) == nil && wrapped.create(flags) == nil)

    let layouts = PluginList<String, FlagValues, OrderFormBuilder>(
      ["steps": steps, "one-page": onePage],
      order: { $0[.checkout] == "one-page" ? ["one-page", "steps"] : ["steps"] })
    let builder = layouts.chosen(flags)  // nil when no plugin is enabled
    #expect(layouts.chosenKey(flags) == "steps" && builder != nil)

    flags = try registry.resolve([
      CommandLineFlagSource([FlagAssignment(name: "checkout", value: "one-page")])
    ])
    let isOnePage = flags[.checkout] == "one-page"  // "steps" unless a source set it
    #expect(isOnePage && wrapped.create(flags) != nil)
    #expect(layouts.chosenKey(flags) == "one-page")
    let orderForm = CheckoutModule.layouts(component).chosen(flags)  // never nil
    #expect(
      orderForm.build(CheckoutRequest()) { _ in }.debugName == "Flow(OnePageOrderFormContext)")
    let forMenu = CheckoutModule.layouts(component).create(key: "steps", state: flags)
    #expect(forMenu.build(CheckoutRequest()) { _ in }.debugName == "Flow(StepsOrderFormContext)")
  }

  @Test("the flag sources are read in order, later ones winning")
  func flags() throws {
    let flagsFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("doc-example-\(UUID().uuidString).json").path
    try Data(#"{"checkout": "one-page"}"#.utf8).write(to: URL(fileURLWithPath: flagsFile))
    defer { try? FileManager.default.removeItem(atPath: flagsFile) }
    let environment = ["SHOP_FLAGS": "checkout=steps"]
    do {
      // SHOP_FLAGS="checkout=one-page, search=v2"
      let source = EnvironmentFlagSource(variable: "SHOP_FLAGS")  // the process's environment
      #expect(source.name == "environment variable SHOP_FLAGS")
    }
    let assignment = try FlagAssignment.parse("checkout=one-page", source: "the command line")
    do {
      let source = CommandLineFlagSource([assignment])  // the app's `--flag` values, parsed
      #expect(try source.assignments() == [FlagAssignment(name: "checkout", value: "one-page")])
    }

    let registry = FlagRegistry([.checkout])  // an app asks its launcher: every module's flags
    let flags = try registry.resolve([  // lowest priority first
      JSONFileFlagSource(path: flagsFile),
      EnvironmentFlagSource(variable: "SHOP_FLAGS", environment: environment),
      CommandLineFlagSource([assignment]),
    ])
    #expect(flags[.checkout] == "one-page")
    #expect(flags.source(named: "checkout") == "command line")
    let withoutCommandLine = try registry.resolve([
      JSONFileFlagSource(path: flagsFile),
      EnvironmentFlagSource(variable: "SHOP_FLAGS", environment: environment),
    ])
    #expect(withoutCommandLine[.checkout] == "steps")
  }

  @Test("the app's examples launch the modules, route outputs, pass the barrier and run boards")
  func launchAndRun() async throws {
    let dependencies = ShopDependencies()
    let flagSources: [any FlagSource] = []
    let tree = FlowTree(leakTracker: LeakTracker(gracePeriod: .seconds(1)))
    #expect(ShopModules.flags == [.checkout])
    do {
      let launcher = Launcher(ShopModules.make(dependencies))
      let flags = try launcher.flagRegistry().resolve(flagSources)
      let motherboard = try launcher.launch(name: "shop", flags: flags)
      let window = RecordingNavigation()  // where the sign-in shows its question
      motherboard.navigation = window
      let root = ShopRootBuilder(dependencies: dependencies).build(motherboard, listener: ())
      tree.launch(root.flow)  // the root flow holds the motherboard

      motherboard.chain(.checkout, to: .orderPlaced)  // flow chaining, checked by the compiler
      motherboard.route(.account) { motherboard, output in
        let checkout = motherboard.io(.checkout)
        if output == .signedOut, checkout.isActive { checkout.send(.cancel) }
      }
      motherboard.io(.cart).activate(.add("MUG-001", quantity: 2))
      #expect(try dependencies.cart.contents().itemCount == 2)
      let completion = await motherboard.io(.cart).run(.show)  // activate, then wait: .finished
      #expect(completion == .finished)
      let request = PaymentRequest(amount: 2500)
      motherboard.io(.payment).activate(request)  // `request` must be a PaymentRequest

      // A checkout, held by the barrier while the customer signs in; then it asks the address.
      let activation = motherboard.io(.checkout).activate(CheckoutRequest())
      #expect(activation.outcome == nil)
      await waitUntil("the customer is asked to sign in") { dependencies.console.isAsking }
      dependencies.console.answer("ada@example.com")
      let outcome = await activation.decision()  // .activated, or .refused by the barrier
      #expect(outcome == .activated)
      #expect(dependencies.console.shown.last == "Ship to:")
      dependencies.console.answer("1 Loop Road")
      #expect(dependencies.history.orders == [Order(id: 1001)])

      // Another checkout, cancelled by the route when the customer signs out.
      let checkout = Task { await motherboard.io(.checkout).run(CheckoutRequest()) }
      await waitUntil("the address is asked") { motherboard.io(.checkout).isActive }
      #expect(await motherboard.io(.account).run(.signOut) == .finished)
      #expect(await waitForValue(of: checkout) == .failed(CheckoutError.cancelled))
      #expect(motherboard.activeBoards.isEmpty)

      let picture = tree.debugTree()  // `shop debug tree`
      #expect(picture.hasPrefix("Flow(ShopContext) [started] context: ShopContext\n"))
      tree.shutdown()
    }
    let leaks = await tree.leakTracker?.finishPendingChecks()  // before the process exits
    #expect(leaks == [])
  }

  @Test("a command reaches the active board")
  func commands() async throws {
    let dependencies = ShopDependencies()
    dependencies.account.signIn(User(email: "ada@example.com"))
    let harness = try BoardHarness(ShopModules.make(dependencies))
    do {
      let motherboard = harness.motherboard
      let run = Task { await motherboard.io(.checkout).run(CheckoutRequest()) }
      await waitUntil("the checkout is active") { motherboard.io(.checkout).isActive }
      motherboard.io(.checkout).send(.cancel)  // a command, to the active board
      #expect(await waitForValue(of: run) == .failed(CheckoutError.cancelled))
    }
    #expect(await harness.finish() == [])
  }

  @Test("the barrier example holds what it guards until the customer signs in")
  func barrier() async {
    struct Signing: AccountDependencies {
      let account: TestAccount
      let console: TestConsole
    }
    let account = TestAccount()
    let console = TestConsole()
    let history = TestOrderHistory()
    let signIn = SignInBuilder(dependencies: Signing(account: account, console: console))
    let tree = FlowTree.quiet()
    let motherboard = Motherboard(name: "shop")
    let window = RecordingNavigation()
    motherboard.navigation = window
    motherboard.register(.signIn) { SignInBoard(slot: $0, builder: signIn) }
    motherboard.register(.cart) {
      CartBoard(slot: $0, builder: CartBuilder(dependencies: TestCartDependencies()))
    }
    motherboard.register(.orderPlaced) { OrderPlacedBoard(slot: $0, history: history) }
    tree.launch(motherboard)

    let signedIn = Barrier(
      "signed-in", refusal: "needs a signed-in customer",
      isOpen: { (try? account.currentUser()) != nil },
      resolve: { motherboard in
        await motherboard.io(.signIn).run(()) == .finished ? .resume : .cancel
      })
    motherboard.provide(.signedIn, signedIn)
    motherboard.requireEverywhere(.signedIn, except: [AnyBoardID(.signIn), AnyBoardID(.cart)])

    #expect(motherboard.io(.cart).activate(.show).outcome == .activated)
    let refused = motherboard.io(.orderPlaced).activate(Order(id: 7))
    await waitUntil("the customer is asked") { console.isAsking }
    console.answer("")
    #expect(
      await waitForDecision(of: refused)
        == .refused(barrier: "signed-in", reason: "needs a signed-in customer"))
    let first = motherboard.io(.orderPlaced).activate(Order(id: 8))
    await waitUntil("the customer is asked again") { console.isAsking }
    let second = motherboard.io(.orderPlaced).activate(Order(id: 9))
    console.answer("ada@example.com")
    #expect(await waitForDecision(of: first) == .activated)
    #expect(await waitForDecision(of: second) == .activated)
    #expect(history.orders == [Order(id: 8), Order(id: 9)])
    tree.shutdown()
  }

  @Test("the channel examples deliver every event to every subscriber")
  func channels() async {
    let counts = Recorder<Int>()
    let cartChanges = Channel<CartChanged>()
    cartChanges.subscribe(counts) { counts, change in counts.record(change.itemCount) }
    cartChanges.send(CartChanged(itemCount: 2))
    #expect(counts.values == [2])

    let iterating = Task {
      for await change in cartChanges.events() {
        counts.record(change.itemCount)
      }
    }
    await waitUntil("the loop subscribed") { cartChanges.subscriberCount == 2 }
    cartChanges.send(CartChanged(itemCount: 3))
    #expect(await counts.waitForValues(count: 3) == [2, 3, 3])
    iterating.cancel()
    await iterating.value
  }

  @Test("the state examples give the current value first, then every change")
  func state() async {
    let counts = Recorder<Int>()
    let itemCount = StateContainer(0)
    itemCount.subscribe(counts) { counts, count in counts.record(count) }  // now, then on change
    itemCount.update { $0 += 2 }
    #expect(counts.values == [0, 2])
    let observing = Task {
      for await count in itemCount.values() { counts.record(count) }  // the current value first
    }
    #expect(await counts.waitForValues(count: 3) == [0, 2, 2])
    observing.cancel()
    await observing.value

    let hits = Locked(0)
    hits.withLock { $0 += 1 }
    #expect(hits.withLock { $0 } == 1)
  }

  @Test("the reporting examples report misuse and leaks where the caller says")
  func reporting() async {
    let log = ReportLog()
    let flow = Flow(context: CyclicContext())
    let reporting = FlowTree(leakTracker: LeakTracker(onLeak: log.leak), onIssue: log.issue)
    reporting.adopt(flow)  // its misuse and what it detaches are reported there
    flow.end()
    #expect(log.issues == [.endedBeforeStart(flow: "Flow(CyclicContext)")])

    let tracker = LeakTracker(gracePeriod: .milliseconds(10), onLeak: { _ in })
    let tree = FlowTree(leakTracker: tracker)
    do {
      let context = CyclicContext()
      let leaking = Flow(context: context)
      context.flow = leaking
      tree.launch(leaking)
      tree.shutdown()
    }
    let leaks = await tracker.waitForChecks()
    #expect(leaks.map(\.flow) == ["Flow(CyclicContext)"])
  }

  @Test("the testing helpers' examples")
  func testingHelpers() async throws {
    let harness = try BoardHarness([CartModule(dependencies: TestCartDependencies())])
    let completion = await harness.motherboard.io(.cart).run(.add("MUG-001", quantity: 2))
    let leaks = await harness.finish()  // shuts the tree down and finishes every leak check
    #expect(completion == .finished && leaks.isEmpty)

    let log = LifecycleLog()
    let flow = Flow(context: SpyContext("cart", log: log), workers: [SpyWorker("sync", log: log)])
    flow.start()
    #expect(log.entries == ["cart.activate", "sync.start"])
    flow.end()

    let cartChanges = Channel<CartChanged>()
    let recorder = Recorder<CartChanged>()
    recorder.record(from: cartChanges)
    cartChanges.send(CartChanged(itemCount: 2))
    #expect(recorder.values == [CartChanged(itemCount: 2)])
  }

  @Test @MainActor func theCartIsReleased() async {
    await expectNoLeaks { tree in
      tree.launch(CartBuilder(dependencies: TestCartDependencies()).build(.show) { _ in })
    }
  }

  @Test("the waiting examples wait for a board, an activation and a recorder")
  func waiting() async throws {
    let dependencies = ShopDependencies()
    let console = dependencies.console
    let harness = try BoardHarness(
      ShopModules.make(dependencies), navigation: RecordingNavigation())
    let recorder = Recorder<User>()
    harness.motherboard.route(.signIn, to: recorder) { recorder, user in recorder.record(user) }
    let activation = harness.motherboard.io(.checkout).activate(CheckoutRequest())

    let run = Task { await harness.motherboard.io(.signIn).run(()) }
    await waitUntil("the customer is asked") { console.isAsking }
    console.answer("ada@example.com")
    #expect(await waitForValue(of: run) == .finished)  // a board's completion
    #expect(await waitForDecision(of: activation) == .activated)  // held by a barrier
    let values = await recorder.waitForValues(count: 1)  // a recorder's count
    #expect(values == [User(email: "ada@example.com")])
    #expect(await harness.finish() == [])
  }

  @Test("every example of the kit's doc comments and README is compiled in this file")
  func everyExampleIsHere() throws {
    let here = URL(fileURLWithPath: #filePath)
    let package = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let compiled = try DocExamples.lines(of: String(contentsOf: here, encoding: .utf8))
    let comments = try DocExamples.find(in: package.appendingPathComponent("Sources"))
    let readme = try DocExamples.find(inMarkdown: package.appendingPathComponent("README.md"))
    #expect(comments.count >= 41)
    #expect(readme.count >= 13)
    for example in comments + readme where !DocExamples.contains(compiled, example.lines) {
      Issue.record("the example in \(example.file) is not compiled in DocExampleTests")
    }
  }
}
