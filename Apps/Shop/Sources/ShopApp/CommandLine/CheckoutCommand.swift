import CheckoutInterface
import CommandLineKit
import PaymentsInterface

/// `checkout --address <text> --pay card:<number>:<MM/YY> | --pay invoice`: runs the checkout
/// board, behind the signed-in barrier.
enum CheckoutCommand {
  static let address = Option<String>(
    "address", valueName: "text", summary: "where to ship the order, on one line")
  static let payment = Option<PaymentInstrument>(
    "pay", parser: PaymentInstrument.commandLineParser,
    summary: "pay by card (number and expiry) or by invoice, where it is offered")

  static var checkout: Command<ShopAction> {
    Command(
      "checkout", summary: "place an order for the cart: review, shipping, payment, receipt",
      discussion: "Checkout needs a signed-in customer; at a terminal it asks you to sign in.",
      parameters: [address, payment],
      action: { call, session in
        try await session.shop.run(
          .checkout, CheckoutRequest(shippingAddress: call[address], payment: call[payment]))
      })
  }
}

extension PaymentInstrument {
  /// Reads `card:<number>:<MM/YY>` or `invoice`; its messages never repeat the card number.
  static let commandLineParser = ValueParser<PaymentInstrument>(
    valueName: "card:<number>:<MM/YY>|invoice"
  ) { text in
    if text == "invoice" { return .invoice }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "card" else {
      throw InvalidValue("--pay takes card:<number>:<MM/YY> or invoice")
    }
    let expiry = parts[2].split(separator: "/", omittingEmptySubsequences: false)
    guard expiry.count == 2, expiry[0].count == 2, expiry[1].count == 2,
      let month = Int(expiry[0]), let year = Int(expiry[1]), (1...12).contains(month)
    else {
      throw InvalidValue("the card expiry must be MM/YY, for example 09/28")
    }
    return .card(CardDetails(number: String(parts[1]), expiryMonth: month, expiryYear: 2000 + year))
  }
}
