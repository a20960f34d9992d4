import Architecture
import CheckoutInterface
import Core

/// The one-page order form's logic: it checks the customer, the cart and the address at once,
/// and shows the whole order on one page:
///
/// ```
/// Order for ada@example.com
///   1 × Cast Iron Teapot  $24.00
///   2 × Stoneware Mug     $17.00
/// Total $41.00, shipped to 12 Harbour Road, Bristol BS1 4RN
/// ```
@MainActor
final class OnePageOrderFormContext: AbstractContext {
  private let request: CheckoutRequest
  private let dependencies: CheckoutComponent
  private let view: CheckoutView
  private weak var listener: (any OrderFormListener)?

  init(
    request: CheckoutRequest, dependencies: CheckoutComponent, view: CheckoutView,
    listener: any OrderFormListener
  ) {
    self.request = request
    self.dependencies = dependencies
    self.view = view
    self.listener = listener
  }

  override func didActivate() {
    do {
      let reviewed = try OrderReview.review(
        request, cart: dependencies.cart, currentUser: dependencies.currentUser)
      let address = try ShippingAddress(request.shippingAddress)
      view.show(lines: page(reviewed, address: address))
      listener?.orderFormDidFill(AddressedCart(reviewed: reviewed, address: address))
    } catch {
      dependencies.logger.log(.info, "order form refused: \(error)", source: "Checkout")
      listener?.orderFormDidRefuse(error)
    }
  }

  private func page(_ reviewed: ReviewedCart, address: ShippingAddress) -> [String] {
    let rows = reviewed.contents.lines.map { line in
      ["\(line.quantity) × \(line.name)", "\(line.total)"]
    }
    let table = TextTable(alignments: [.left, .right], rows: rows)
    return ["Order for \(reviewed.customer.email)"] + table.lines().map { "  " + $0 }
      + ["Total \(reviewed.contents.total), shipped to \(address)"]
  }
}
