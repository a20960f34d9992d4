import Architecture
import PaymentsInterface

/// The payments feature's plugin: registers the ``PaymentsInterface/BoardID/payment`` board. An
/// app installs it with one line, given its dependency solver; checkout pays by activating that
/// board.
public struct PaymentsModule: ModulePlugin {
  private let dependencies: any PaymentsDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: Who is signed in and which domains may pay by invoice, with the
  ///   shared services; complete when the module is made.
  public init(dependencies: any PaymentsDependencies) {
    self.dependencies = dependencies
  }

  /// Registers the payment board. Its one builder chooses the steps from one list of payment
  /// methods, whose references come from one ``ReferenceSequence``, so every payment of the
  /// app's run gets a reference of its own.
  public func register(in module: inout ModuleRegistration) {
    let methods = PaymentMethodPlugins(dependencies: dependencies, references: ReferenceSequence())
    let builder = PaymentsBuilder(dependencies: dependencies, methods: methods)
    module.board(.payment) { slot in PaymentBoard(slot: slot, builder: builder) }
  }
}

/// The payment board: for each request it builds the payments feature, attaches its flow, sends
/// the outcome and completes.
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
    slot.attach(
      builder.build(request) { [slot] outcome in
        slot.send(outcome)
        slot.complete()
      })
  }
}
