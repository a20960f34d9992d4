import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core

/// What the order form needs: the cart it reviews, who buys, and its views.
protocol OrderFormDependencies: BaseDependencies {
  var cart: any CartService { get }
  var currentUser: any CurrentUserProviding { get }
  var orderFormViews: any OrderFormViewFactory { get }
}

/// The order form's dependencies, derived from checkout's: each child's protocol names only
/// what that child uses.
struct OrderFormComponent: OrderFormDependencies {
  let parent: any CheckoutDependencies

  var cart: any CartService { parent.cart }
  var currentUser: any CurrentUserProviding { parent.currentUser }
  var orderFormViews: any OrderFormViewFactory { parent.checkoutViews }
  var logger: any Logger { parent.logger }
  var clock: any WallClock { parent.clock }
  var storage: any DocumentStorage { parent.storage }
}

/// Builds the order form in one layout: its context, and its flow, which shows the form's
/// screens. The `checkout` flag's plugin list holds one for each layout.
@MainActor
struct OrderFormBuilder: OrderFormBuilding {
  let dependencies: any OrderFormDependencies
  /// How the form asks its questions.
  let layout: any OrderFormLayout

  /// Makes the form.
  /// - Parameters:
  ///   - request: What the customer gave already.
  ///   - questions: Where the form asks how to pay: checkout's sub-flow.
  ///   - listener: Hears the confirmed order, or why there is none.
  /// - Returns: The flow to attach; it shows the first screen once the cart is reviewed.
  func build(
    _ request: CheckoutRequest, questions: Motherboard,
    listener: @escaping @MainActor (OrderFormOutcome) -> Void
  ) -> Flow {
    let context = OrderFormContext(
      request: request, cart: dependencies.cart, currentUser: dependencies.currentUser,
      layout: layout, questions: questions, logger: dependencies.logger, listener: listener)
    return OrderFormFlow(context: context, views: dependencies.orderFormViews)
  }
}

/// The order form's node in the flow tree. It follows its context's state: each screen the
/// state lists is a child that presents its view, pushed in order; a screen the state lets go
/// (the review, when the customer goes back) is detached and its view dismissed. The screens
/// share the form's context: their presentation and their receiver.
@MainActor
final class OrderFormFlow: Flow {
  private let form: OrderFormContext
  private let views: any OrderFormViewFactory
  private var following: Subscription?
  /// The screens shown, bottom first, each with its child.
  private var shown: [(step: OrderFormStep, flow: Flow)] = []

  init(context: OrderFormContext, views: any OrderFormViewFactory) {
    form = context
    self.views = views
    super.init(context: context)
  }

  override func didStart() {
    following = form.state.subscribeOnMainActor(self) { flow, state in flow.show(state.steps) }
  }

  override func willEnd() {
    following?.cancel()
  }

  /// The customer left a screen through the navigation (back): the form goes back a step, as
  /// on the screen's own back.
  override func navigationDidRemoveView(of child: Flow) {
    shown.removeAll { $0.flow === child }
    super.navigationDidRemoveView(of: child)
    form.didRequestBack()
  }

  private func show(_ steps: [OrderFormStep]) {
    let kept = zip(shown, steps).prefix { $0.step == $1 }.count
    for (_, flow) in shown[kept...].reversed() { detach(flow) }
    shown.removeSubrange(kept...)
    guard let navigation else { return }
    for step in steps[kept...] {
      let screen = OrderFormScreenFlow(step: step)
      shown.append((step, screen))
      attach(screen, presenting: view(of: step), on: navigation)
    }
  }

  private func view(of step: OrderFormStep) -> any ViewControllable {
    switch step {
    case .address: views.makeAddressView(form.presentation, receiver: form)
    case .review: views.makeReviewView(form.presentation, receiver: form)
    case .page: views.makeOrderPageView(form.presentation, receiver: form)
    }
  }
}

/// One screen of the order form: a child with no logic of its own, which shows its view while
/// the form lists it; the form's context is its logic.
@MainActor
final class OrderFormScreenFlow: Flow {
  private let step: OrderFormStep

  init(step: OrderFormStep) {
    self.step = step
    super.init()
  }

  override var debugName: String { "OrderFormScreen(\(step))" }
}
