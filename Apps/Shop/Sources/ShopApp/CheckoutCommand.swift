import CheckoutInterface
import OrdersInterface
import PaymentsInterface

/// `shop checkout --address <text> --pay card:<number>:<MM/YY> | --pay invoice`.
struct CheckoutCommand: ShopCommand {
  /// Runs checkout's sub-flow behind the signed-in barrier; returns the placed order and the
  /// steps' summaries.
  let checkout: @MainActor (CheckoutRequest) async throws -> (order: Order, steps: [String])
  let name = "checkout"
  let arguments = "--address <text> --pay card:<number>:<MM/YY> | --pay invoice"
  let summary = "place an order for the cart: review, shipping, payment, receipt"

  func run(_ arguments: [String]) async throws -> String {
    var address: String?
    var payment: PaymentInstrument?
    var index = 0
    while index < arguments.count {
      let option = arguments[index]
      guard option == "--address" || option == "--pay" else {
        throw usageError("unknown option \"\(option)\"")
      }
      guard index + 1 < arguments.count else { throw usageError("\(option) needs a value") }
      let value = arguments[index + 1]
      if option == "--address" {
        address = value
      } else {
        do {
          payment = try PaymentArgument.parse(value)
        } catch {
          throw usageError(error.message)
        }
      }
      index += 2
    }
    guard let address else { throw usageError("checkout needs --address") }
    guard let payment else { throw usageError("checkout needs --pay") }
    let result = try await checkout(CheckoutRequest(shippingAddress: address, payment: payment))
    return result.steps.map { "\($0)\n" }.joined()
      + "Order \(result.order.id) placed: \(result.order.total), paid by "
      + "\(result.order.details.payment.method).\n"
  }
}
