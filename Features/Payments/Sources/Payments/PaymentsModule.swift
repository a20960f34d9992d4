import Architecture
import PaymentsInterface

/// The payments feature's plugin: registers the ``PaymentsInterface/BoardID/payment`` board,
/// which takes a payment, and the ``PaymentsInterface/BoardID/paymentMethod`` board, which asks
/// the customer how to pay. An app installs it with one line, given its dependency solver;
/// checkout asks how to pay and pays by activating those boards.
public struct PaymentsModule: ModulePlugin {
  private let dependencies: any PaymentsDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: Who is signed in, which domains may pay by invoice and the
  ///   views, with the shared services; complete when the module is made.
  public init(dependencies: any PaymentsDependencies) {
    self.dependencies = dependencies
  }

  /// Registers the two boards. The payments take their references from one
  /// ``ReferenceSequence``, so every payment of the app's run gets a reference of its own.
  public func register(in module: inout ModuleRegistration) {
    let payments = PaymentsBuilder(
      dependencies: dependencies, methods: PaymentMethods(references: ReferenceSequence()))
    let question = PaymentMethodBuilder(dependencies: dependencies)
    module.board(.payment) { slot in PaymentBoard(slot: slot, builder: payments) }
    module.board(.paymentMethod) { slot in PaymentMethodBoard(slot: slot, builder: question) }
  }
}

/// The payment board: it presents the payments feature and hands it each request to take; it
/// sends each outcome as soon as the payment is taken or refused, and completes when the
/// customer leaves the payment's view (a line view leaves once it printed).
///
/// A refusal is an output like a receipt, not a failure of the board: the board that activated
/// payment (checkout) routes both and decides what the customer reads.
@MainActor
final class PaymentBoard: Board {
  typealias Output = PaymentOutcome
  private let slot: BoardSlot<PaymentOutcome>
  private let builder: PaymentsBuilder

  init(slot: BoardSlot<PaymentOutcome>, builder: PaymentsBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: PaymentRequest) {
    if slot.flows.isEmpty {
      let payment = builder.build { [slot] in slot.relay($0) }
      slot.attach(payment.flow, presenting: payment.view)
    }
    slot.forward(request)
  }
}

/// The payment method board: it presents the question, and once the customer chose, went back
/// or gave up, it closes the question's screens, sends the outcome and completes. Closing
/// first matters: whoever asked shows its next screen as it hears the outcome, and dismissing
/// the question afterwards would take that screen with it. An activation while the question is
/// asked joins it.
@MainActor
final class PaymentMethodBoard: Board {
  typealias Output = PaymentMethodOutcome
  private let slot: BoardSlot<PaymentMethodOutcome>
  private let builder: PaymentMethodBuilder

  init(slot: BoardSlot<PaymentMethodOutcome>, builder: PaymentMethodBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: PaymentMethodRequest) {
    guard slot.flows.isEmpty else { return }
    let question = builder.build(request) { [slot] outcome in
      for flow in slot.flows { slot.detach(flow) }
      slot.send(outcome)
      slot.complete()
    }
    slot.attach(question.flow, presenting: question.view)
  }
}
