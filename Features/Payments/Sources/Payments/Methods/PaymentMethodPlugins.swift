import Architecture
import Core
import PaymentsInterface

/// What a payment step is built for: the request, and the state the payments context chose the
/// step in (the invoice step addresses its invoice to that state's customer).
struct PaymentAttempt: Sendable, Equatable {
  /// What to take and how.
  let request: PaymentRequest
  /// The signed-in customer and the configuration when the step was chosen.
  let state: PaymentState
}

/// What a payment step tells its parent, the payments context, once.
@MainActor
protocol PaymentStepListener: AnyObject {
  /// The payment was taken, or refused without charging anything.
  func paymentStepDidFinish(_ outcome: PaymentOutcome)
}

/// What every payment step needs: the shared services (its clock judges expiry and stamps
/// references, its logger hears results), the sequence its references are numbered from, and
/// the ledger its payments are taken through.
protocol PaymentStepDependencies: BaseDependencies {
  /// Numbers the receipts' references; one for every method.
  var references: ReferenceSequence { get }
  /// Takes each payment at most once per idempotency key, and records it.
  var ledger: StoredPaymentLedger { get }
}

/// The steps' solver, derived from the payments feature's: the shared services from the parent,
/// the reference sequence from the module.
struct PaymentStepComponent: PaymentStepDependencies {
  let parent: any PaymentsDependencies
  let references: ReferenceSequence

  var ledger: StoredPaymentLedger { StoredPaymentLedger(storage: parent.storage) }
  var logger: any Logger { parent.logger }
  var clock: any WallClock { parent.clock }
  var storage: any DocumentStorage { parent.storage }
  var console: any Console { parent.console }
}

/// What a method's plugin makes: the builder of the method's step, with the rule the plugin is
/// enabled by, so the payments context can say why a method is unavailable and the two cannot
/// disagree.
@MainActor
struct PaymentStep: Plugin {
  /// Why the method cannot be used in a state, or `nil` when it can.
  let unavailability: @MainActor (PaymentState) -> String?
  /// Builds the step for one payment.
  let builder: AnyBuilder<PaymentAttempt, any PaymentStepListener, Flow>

  func isEnabled(_ state: PaymentState) -> Bool { unavailability(state) == nil }
  func make() -> Self { self }

  /// Builds the step for one payment.
  func build(_ attempt: PaymentAttempt, listener: any PaymentStepListener) -> Flow {
    builder.build(attempt, listener: listener)
  }
}

/// Why a method was not chosen, for the customer.
struct PaymentMethodRefusal: Error {
  let reason: String
}

/// The shop's payment methods: a kit `PluginList` keyed by ``PaymentsInterface/PaymentMethod``,
/// in the order shown to customers. Each plugin is enabled when its method is available in a
/// ``PaymentState`` and makes the builder of its method's step, with the steps' solver derived
/// from the payments feature's own.
///
/// To add a method: a case of `PaymentMethod` (which does not compile until it has a step
/// below), its step in a folder of its own (a method with the rules, a builder and a context),
/// and one entry in the list.
@MainActor
public struct PaymentMethodPlugins {
  private let list: PluginList<PaymentMethod, PaymentState, PaymentStep>

  /// Makes the list. The steps' solver is derived from `dependencies`, with `references`.
  /// - Parameters:
  ///   - dependencies: The payments feature's dependencies.
  ///   - references: Numbers the receipts of every method; share one per app run.
  public init(dependencies: any PaymentsDependencies, references: ReferenceSequence) {
    let steps = PaymentStepComponent(parent: dependencies, references: references)
    list = PluginList([
      .card: AnyPlugin(Self.step(for: .card, steps)),
      .invoice: AnyPlugin(Self.step(for: .invoice, steps)),
    ])
  }

  /// The methods available in `state`, in order: `[.card]` while nobody is signed in.
  /// - Parameter state: The signed-in customer and the configuration.
  /// - Returns: The methods whose plugins are enabled.
  public func availableMethods(in state: PaymentState) -> [PaymentMethod] {
    list.orderedKeys(state).filter { list.plugin(key: $0)?.isEnabled(state) == true }
  }

  /// Why a method cannot be used in `state`.
  /// - Parameters:
  ///   - method: The method.
  ///   - state: The signed-in customer and the configuration.
  /// - Returns: A reason for the customer, or `nil` when the method is available.
  public func unavailability(of method: PaymentMethod, in state: PaymentState) -> String? {
    list.plugin(key: method)?.make().unavailability(state)
  }

  /// The step for `method`, made by its plugin when the plugin is enabled in `state`; otherwise
  /// the reason it is not.
  func step(for method: PaymentMethod, in state: PaymentState)
    -> Result<PaymentStep, PaymentMethodRefusal>
  {
    if let step = list.create(key: method, state: state) { return .success(step) }
    let reason = unavailability(of: method, in: state) ?? "\(method) is not available"
    return .failure(PaymentMethodRefusal(reason: reason))
  }

  /// Every method's step: a new method does not compile until it has one here.
  private static func step(for method: PaymentMethod, _ steps: PaymentStepComponent)
    -> PaymentStep
  {
    switch method {
    case .card:
      PaymentStep(
        unavailability: CardPaymentMethod.unavailability(in:),
        builder: AnyBuilder(CardPaymentBuilder(dependencies: steps)))
    case .invoice:
      PaymentStep(
        unavailability: InvoicePaymentMethod.unavailability(in:),
        builder: AnyBuilder(InvoicePaymentBuilder(dependencies: steps)))
    }
  }
}
