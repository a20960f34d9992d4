import Architecture
import CheckoutInterface
import OrdersInterface

/// The four steps of checkout, each running one method of the context.
///
/// Each step holds the context weakly and is cancelled when the context is gone or its flow
/// ended, so no step outlives or revives a detached checkout.
@MainActor
struct CheckoutSteps {
  weak var context: CheckoutContext?

  var review: Step<CheckoutRequest, ReviewedCart> {
    step(.review) { context, request in try context.review(request) }
  }

  var shipping: Step<ReviewedCart, AddressedCart> {
    step(.shipping) { context, reviewed in try context.ship(reviewed) }
  }

  var payment: Step<AddressedCart, PaidCart> {
    step(.payment) { context, addressed in try context.pay(addressed) }
  }

  var receipt: Step<PaidCart, Order> {
    step(.receipt) { context, paid in try context.placeOrder(paid) }
  }

  private func step<Input, Output>(
    _ name: CheckoutStep,
    _ body: @escaping @MainActor (CheckoutContext, Input) throws -> Output
  ) -> Step<Input, Output> {
    Step(name.rawValue) { [weak context] input in
      guard let context, !context.hasEnded else { return .cancelled }
      return .completed(try body(context, input))
    }
  }
}
