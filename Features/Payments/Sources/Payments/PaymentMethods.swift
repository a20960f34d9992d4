import Architecture

/// The payment methods of the shop, as a kit plugin list keyed by method key.
public enum PaymentMethods {
  /// The list's type: payment methods keyed `"card"` and `"invoice"`, enabled from the state.
  public typealias List = PluginList<String, PaymentState, any PaymentMethod>

  /// Makes the list of the card and invoice methods, in that order, sharing one reference
  /// sequence.
  /// - Parameter dependencies: What the methods need.
  /// - Returns: The list, card first.
  @MainActor
  public static func makeList(dependencies: any PaymentsDependencies) -> List {
    let references = ReferenceSequence()
    let card = CardPaymentMethod(dependencies: dependencies, references: references)
    let invoice = InvoicePaymentMethod(dependencies: dependencies, references: references)
    return List([
      card.key: AnyPlugin(PaymentMethodPlugin(card)),
      invoice.key: AnyPlugin(PaymentMethodPlugin(invoice)),
    ])
  }
}
