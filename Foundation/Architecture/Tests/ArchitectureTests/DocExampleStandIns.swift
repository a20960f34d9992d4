import Architecture
import ArchitectureTesting

// The shop's types that the kit's doc examples name, with the names and shapes they have in
// Features/ and Apps/Shop (the kit cannot import those packages): the least that lets each
// example in DocExampleTests compile as it is written, and run. The types the examples declare
// themselves (CartBoard, CartModule, CheckoutBoard, ShopContext, ...) are in DocExampleTests.

// MARK: - Values and board identifiers, as the features' interfaces declare them

typealias SKU = String

/// What the cart board is activated with.
enum CartRequest: Sendable, Equatable {
  case show
  case add(SKU, quantity: Int)
}

struct CartLine: Sendable, Equatable {
  let sku: SKU
  var quantity: Int
}

struct CartContents: Sendable, Equatable {
  var lines: [CartLine] = []
  var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
  var isEmpty: Bool { lines.isEmpty }
}

/// Published on the cart's channel after every change.
struct CartChanged: Sendable, Equatable {
  let itemCount: Int
}

struct User: Sendable, Equatable {
  let email: String
}

enum AccountRequest: Sendable, Equatable {
  case signOut
}

enum AccountOutput: Sendable, Equatable {
  case signedOut
}

struct AccountError: Error, Equatable {}

struct Order: Sendable, Equatable {
  let id: Int
}

struct CheckoutRequest: Sendable, Equatable {}

enum CheckoutCommand: Sendable, Equatable {
  case cancel
}

enum CheckoutError: Error, Equatable {
  case cancelled
}

/// What the payment board is activated with.
public struct PaymentRequest: Sendable, Equatable {
  let amount: Int
}

/// How a payment ended.
public enum PaymentOutcome: Sendable, Equatable {
  /// The payment was taken.
  case paid(amount: Int)
}

struct Product: Sendable, Equatable {
  let sku: SKU
  let name: String
}

extension BoardID where Input == CartRequest, Output == Never, Command == Never {
  static var cart: Self { BoardID("cart") }
  static var cartScreen: Self { BoardID("cart-screen") }
}

extension BoardID where Input == AccountRequest, Output == AccountOutput, Command == Never {
  static var account: Self { BoardID("account") }
}

extension BoardID where Input == Void, Output == User, Command == Never {
  static var signIn: Self { BoardID("sign-in") }
}

extension BoardID where Input == CheckoutRequest, Output == Order, Command == CheckoutCommand {
  static var checkout: Self { BoardID("checkout") }
}

extension BoardID where Input == Order, Output == Never, Command == Never {
  static var orderPlaced: Self { BoardID("order-placed") }
}

extension BoardID where Input == CheckoutRequest, Output == OrderFormOutcome, Command == Never {
  static var orderForm: Self { BoardID("order-form") }
}

// MARK: - Services and the app's solver

/// The console: what it showed, and the question it asks, if any.
@MainActor
final class TestConsole {
  private(set) var shown: [String] = []
  private var reply: (@MainActor (String?) -> Void)?

  var isAsking: Bool { reply != nil }

  func show(_ text: String) { shown.append(text) }

  func ask(_ question: String, reply: @escaping @MainActor (String?) -> Void) {
    shown.append(question)
    self.reply = reply
  }

  func answer(_ text: String?) {
    let waiting = reply
    reply = nil
    waiting?(text)
  }
}

@MainActor
protocol CartService: AnyObject {
  func contents() throws -> CartContents
  func add(_ sku: SKU, quantity: Int) throws -> CartContents
}

/// The cart, in memory; it refuses quantities outside 1...999, as the shop's does.
@MainActor
final class InMemoryCart: CartService {
  private var stored = CartContents()

  func contents() throws -> CartContents { stored }

  func add(_ sku: SKU, quantity: Int) throws -> CartContents {
    guard (1...999).contains(quantity) else { throw CartQuantityError() }
    if let index = stored.lines.firstIndex(where: { $0.sku == sku }) {
      stored.lines[index].quantity += quantity
    } else {
      stored.lines.append(CartLine(sku: sku, quantity: quantity))
    }
    return stored
  }
}

struct CartQuantityError: Error {}

@MainActor
final class TestAccount {
  private var user: User?

  func currentUser() throws -> User? { user }
  func signIn(_ user: User) { self.user = user }
  func signOut() { user = nil }
}

@MainActor
protocol OrderHistory: AnyObject {
  var orders: [Order] { get }
  func record(_ order: Order)
}

@MainActor
final class TestOrderHistory: OrderHistory {
  private(set) var orders: [Order] = []
  func record(_ order: Order) { orders.append(order) }
}

@MainActor
protocol CartDependencies {
  var cart: any CartService { get }
}

@MainActor
protocol AccountDependencies {
  var account: TestAccount { get }
  var console: TestConsole { get }
}

@MainActor
protocol CheckoutDependencies {
  var console: TestConsole { get }
}

@MainActor
protocol OrdersDependencies {
  var history: any OrderHistory { get }
}

@MainActor
protocol OrderDetailDependencies {
  var history: any OrderHistory { get }
  var orderDetailViews: any OrderDetailViewFactory { get }
}

struct TestCartDependencies: CartDependencies {
  let cart: any CartService = InMemoryCart()
}

/// The app's solver: it conforms to every feature's dependency protocol.
@MainActor
final class ShopDependencies: CartDependencies, AccountDependencies, CheckoutDependencies,
  OrdersDependencies, OrderDetailDependencies
{
  let console = TestConsole()
  let account = TestAccount()
  let cart: any CartService = InMemoryCart()
  let history: any OrderHistory = TestOrderHistory()
  let orderDetailViews: any OrderDetailViewFactory = SpyOrderDetailViews()
  let cartChanges = Channel<CartChanged>()
}

// MARK: - The cart

enum CartOutcome {
  case done
  case refused(any Error)
}

/// Carries out the request it was built for, on activation, and reports how it ended.
@MainActor
private final class CartRequestContext: BaseContext {
  let request: CartRequest
  let cart: any CartService
  let listener: @MainActor (CartOutcome) -> Void

  init(
    request: CartRequest, cart: any CartService,
    listener: @escaping @MainActor (CartOutcome) -> Void
  ) {
    self.request = request
    self.cart = cart
    self.listener = listener
  }

  override func didActivate() {
    do {
      if case .add(let sku, let quantity) = request { _ = try cart.add(sku, quantity: quantity) }
      listener(.done)
    } catch {
      listener(.refused(error))
    }
  }
}

@MainActor
struct CartBuilder: Builder {
  let dependencies: any CartDependencies

  func build(_ request: CartRequest, listener: @escaping @MainActor (CartOutcome) -> Void)
    -> Flow
  {
    Flow(
      context: CartRequestContext(request: request, cart: dependencies.cart, listener: listener))
  }
}

/// What the cart screen knows.
struct CartState: Equatable, Sendable {
  var contents = CartContents()
  var change: String?
}

/// The cart screen's dependencies: the cart, and the views of the app's UI target.
@MainActor
protocol CartScreenDependencies {
  var cart: any CartService { get }
  var views: any CartViewFactory { get }
}

struct CartScreenTestDependencies: CartScreenDependencies {
  let cart: any CartService = InMemoryCart()
  let views: any CartViewFactory = TestCartViews()
}

/// A UI target's views for the cart, as a test has them: screens that draw into a list.
struct TestCartViews: CartViewFactory {
  func cartView(_ presentation: Presentation<CartViewState>, receiver: any CartScreenReceiver)
    -> any ViewControllable
  {
    TestCartScreen(presentation: presentation, receiver: receiver)
  }
}

/// A screen of a UI target: it draws the view states it reads, and calls the receiver back.
@MainActor
final class TestCartScreen: ViewControllable, CustomStringConvertible {
  let presentation: Presentation<CartViewState>
  private(set) weak var receiver: (any CartScreenReceiver)?
  private(set) var drawn: [CartViewState] = []
  private(set) var needsRedraw = false

  init(presentation: Presentation<CartViewState>, receiver: any CartScreenReceiver) {
    self.presentation = presentation
    self.receiver = receiver
  }

  nonisolated var description: String { "cart" }

  func draw(_ viewState: CartViewState) { drawn.append(viewState) }
  func setNeedsRedraw() { needsRedraw = true }
}

// MARK: - The account

enum SignInOutcome {
  case signedIn(User)
  case failed(any Error)
}

/// Asks for an address when it activates, and signs in whoever answers.
@MainActor
private final class SignInContext: BaseContext {
  let account: TestAccount
  let console: TestConsole
  let listener: @MainActor (SignInOutcome) -> Void

  init(
    account: TestAccount, console: TestConsole,
    listener: @escaping @MainActor (SignInOutcome) -> Void
  ) {
    self.account = account
    self.console = console
    self.listener = listener
  }

  override func didActivate() {
    console.ask("Email address:") { [weak self] answer in self?.didAnswer(answer) }
  }

  private func didAnswer(_ answer: String?) {
    guard isActive else { return }
    guard let answer, !answer.isEmpty else { return listener(.failed(AccountError())) }
    let user = User(email: answer)
    account.signIn(user)
    listener(.signedIn(user))
  }
}

@MainActor
struct SignInBuilder: Builder {
  let dependencies: any AccountDependencies

  func build(_ input: Void, listener: @escaping @MainActor (SignInOutcome) -> Void)
    -> PresentableFeature
  {
    let context = SignInContext(
      account: dependencies.account, console: dependencies.console, listener: listener)
    return PresentableFeature(flow: Flow(context: context), view: SignInView())
  }
}

/// The sign-in's view: its context asks on the console itself.
@MainActor
final class SignInView: ViewControllable, CustomStringConvertible {
  nonisolated var description: String { "sign-in" }
}

/// Signs out, sends that out and completes.
@MainActor
private final class AccountBoard: Board {
  typealias Output = AccountOutput
  let slot: BoardSlot<AccountOutput>
  let account: TestAccount

  init(slot: BoardSlot<AccountOutput>, account: TestAccount) {
    self.slot = slot
    self.account = account
  }

  func activate(_ request: AccountRequest) {
    account.signOut()
    slot.send(.signedOut)
    slot.complete()
  }
}

/// Registers the account and sign-in boards, and provides the signed-in barrier.
struct AccountModule: ModulePlugin {
  let dependencies: any AccountDependencies

  func register(in module: inout ModuleRegistration) {
    let account = dependencies.account
    let signIn = SignInBuilder(dependencies: dependencies)
    module.board(.account) { AccountBoard(slot: $0, account: account) }
    module.board(.signIn) { SignInBoard(slot: $0, builder: signIn) }
    module.barrier(
      .signedIn,
      Barrier(
        "signed-in", isOpen: { (try? account.currentUser()) != nil },
        resolve: { motherboard in
          await motherboard.io(.signIn).run(()) == .finished ? .resume : .cancel
        }))
  }
}

// MARK: - Payments and orders

/// Takes every payment and completes.
@MainActor
private final class PaymentBoard: Board {
  typealias Output = PaymentOutcome
  let slot: BoardSlot<PaymentOutcome>

  init(slot: BoardSlot<PaymentOutcome>) {
    self.slot = slot
  }

  func activate(_ request: PaymentRequest) {
    slot.send(.paid(amount: request.amount))
    slot.complete()
  }
}

struct PaymentsModule: ModulePlugin {
  let dependencies: ShopDependencies

  func register(in module: inout ModuleRegistration) {
    module.board(.payment) { PaymentBoard(slot: $0) }
  }
}

/// Records each placed order and completes.
@MainActor
final class OrderPlacedBoard: Board {
  typealias Output = Never
  let slot: BoardSlot<Never>
  let history: any OrderHistory

  init(slot: BoardSlot<Never>, history: any OrderHistory) {
    self.slot = slot
    self.history = history
  }

  func activate(_ order: Order) {
    history.record(order)
    slot.complete()
  }
}

struct OrdersModule: ModulePlugin {
  let dependencies: any OrdersDependencies

  func register(in module: inout ModuleRegistration) {
    let history = dependencies.history
    module.board(.orderPlaced) { OrderPlacedBoard(slot: $0, history: history) }
  }
}

@MainActor
protocol OrderDetailListener: AnyObject {
  func orderDetailDidLeave()
}

@MainActor
protocol OrderDetailViewReceiver: AnyObject {
  func didRequestBack()
}

/// Makes the order detail's view, whose view state is one line of text.
@MainActor
protocol OrderDetailViewFactory {
  func makeOrderDetailView(
    _ presentation: Presentation<String>, receiver: any OrderDetailViewReceiver
  ) -> any ViewControllable
}

/// Makes spy views.
struct SpyOrderDetailViews: OrderDetailViewFactory {
  func makeOrderDetailView(
    _ presentation: Presentation<String>, receiver: any OrderDetailViewReceiver
  ) -> any ViewControllable {
    SpyView("OrderDetailView", presentation: presentation, receiver: receiver)
  }
}

/// Shows an order with where it stands among the orders, until the user leaves it.
@MainActor
final class OrderDetailContext: PresentableContext<String, String>, OrderDetailViewReceiver {
  let order: Order
  let history: any OrderHistory
  weak var listener: (any OrderDetailListener)?

  init(order: Order, history: any OrderHistory, listener: any OrderDetailListener) {
    self.order = order
    self.history = history
    self.listener = listener
    super.init(state: "", transform: { $0 })
  }

  override func didActivate() {
    let position = (history.orders.firstIndex(of: order) ?? 0) + 1
    state.set("Order \(order.id), \(position) of \(history.orders.count)")
  }

  func didRequestBack() {
    listener?.orderDetailDidLeave()
  }
}

// MARK: - The catalog

@MainActor
protocol ProductDetailListener: AnyObject {
  func productDetailDidFinish()
}

@MainActor
protocol CatalogRouting: AnyObject {
  func showDetail(of product: Product, listener: any ProductDetailListener)
}

@MainActor
final class CatalogContext: BaseContext {}

@MainActor
final class ProductDetailContext: BaseContext {
  let product: Product

  init(product: Product) {
    self.product = product
  }
}

@MainActor
struct ProductDetailBuilder: Builder {
  func build(_ product: Product, listener: any ProductDetailListener) -> Flow {
    Flow(context: ProductDetailContext(product: product))
  }
}

// MARK: - Checkout

/// What the order form sends out: the address to ship to, or why checkout stops.
enum OrderFormOutcome {
  case ready(address: String)
  case refused(any Error)
}

enum CheckoutOutcome {
  case placed(Order)
  case failed(any Error)
}

/// The dependencies checkout hands its order forms, derived from its own.
struct CheckoutComponent {
  let parent: any CheckoutDependencies
}

/// Asks for the address, then sends it out.
@MainActor
final class StepsOrderFormContext: BaseContext {
  let console: TestConsole
  let listener: @MainActor (OrderFormOutcome) -> Void

  init(console: TestConsole, listener: @escaping @MainActor (OrderFormOutcome) -> Void) {
    self.console = console
    self.listener = listener
  }

  override func didActivate() {
    console.ask("Ship to:") { [weak self] answer in
      guard let self, isActive else { return }
      listener(answer.map { .ready(address: $0) } ?? .refused(CheckoutError.cancelled))
    }
  }
}

/// Sends out the address it already knows.
@MainActor
final class OnePageOrderFormContext: BaseContext {
  let listener: @MainActor (OrderFormOutcome) -> Void

  init(listener: @escaping @MainActor (OrderFormOutcome) -> Void) {
    self.listener = listener
  }

  override func didActivate() { listener(.ready(address: "1 Loop Road")) }
}

@MainActor
struct StepsOrderFormBuilder: Builder {
  let dependencies: CheckoutComponent

  func build(_ request: CheckoutRequest, listener: @escaping @MainActor (OrderFormOutcome) -> Void)
    -> Flow
  {
    Flow(
      context: StepsOrderFormContext(console: dependencies.parent.console, listener: listener))
  }
}

@MainActor
struct OnePageOrderFormBuilder: Builder {
  let dependencies: CheckoutComponent

  func build(_ request: CheckoutRequest, listener: @escaping @MainActor (OrderFormOutcome) -> Void)
    -> Flow
  {
    Flow(context: OnePageOrderFormContext(listener: listener))
  }
}

/// The first board of checkout's sub-flow: builds the order form, sends what it decided and
/// completes.
@MainActor
final class OrderFormBoard: Board {
  typealias Output = OrderFormOutcome
  private let slot: BoardSlot<OrderFormOutcome>
  private let builder: OrderFormBuilder

  init(slot: BoardSlot<OrderFormOutcome>, builder: OrderFormBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: CheckoutRequest) {
    slot.attach(
      builder.build(request) { [slot] outcome in
        slot.send(outcome)
        slot.complete()
      })
  }
}

/// One checkout: activates the order form on the sub-flow and places the order it hands back.
@MainActor
final class CheckoutContext: BaseContext {
  let request: CheckoutRequest
  weak var subflow: Motherboard?
  let listener: @MainActor (CheckoutOutcome) -> Void

  init(
    request: CheckoutRequest, subflow: Motherboard,
    listener: @escaping @MainActor (CheckoutOutcome) -> Void
  ) {
    self.request = request
    self.subflow = subflow
    self.listener = listener
  }

  override func didActivate() {
    guard let subflow else { return }
    subflow.route(.orderForm, to: self) { checkout, outcome in
      switch outcome {
      case .ready: checkout.listener(.placed(Order(id: 1001)))
      case .refused(let error): checkout.listener(.failed(error))
      }
    }
    subflow.io(.orderForm).activate(request)
  }
}

@MainActor
struct CheckoutBuilder: Builder {
  let dependencies: any CheckoutDependencies
  let orderForm: OrderFormBuilder

  func build(
    _ input: (request: CheckoutRequest, subflow: Motherboard),
    listener: @escaping @MainActor (CheckoutOutcome) -> Void
  ) -> Flow {
    Flow(
      context: CheckoutContext(request: input.request, subflow: input.subflow, listener: listener))
  }
}

// MARK: - Testing

/// Where a tree made for a flow held on its own reports.
@MainActor
final class ReportLog {
  private(set) var leaks: [LeakReport] = []
  private(set) var issues: [FlowIssue] = []

  func leak(_ report: LeakReport) { leaks.append(report) }
  func issue(_ issue: FlowIssue) { issues.append(issue) }
}
