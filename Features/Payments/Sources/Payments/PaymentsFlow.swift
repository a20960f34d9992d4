import Architecture
import PaymentsInterface

/// The payments feature's node in the app's flow tree.
@MainActor
public final class PaymentsFlow: Flow {
  /// The flow's context, with its concrete type.
  public let paymentsContext: PaymentsContext

  /// Creates the flow around `context`.
  public init(context: PaymentsContext) {
    paymentsContext = context
    super.init(context: context)
  }

  /// Takes payments.
  public var payments: any PaymentProcessing { paymentsContext.router }

  /// The keys of the payment methods usable now, in order, for example `["card", "invoice"]`.
  public func availableMethods() -> [String] { paymentsContext.availableMethods() }
}
