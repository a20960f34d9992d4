import Architecture
import PaymentsInterface

/// The payments feature's plugin: registers the ``BoardID/payment`` board. An app installs it
/// with one line, given its dependency solver; checkout pays by activating that board.
public struct PaymentsModule: ModulePlugin {
  private let dependencies: any PaymentsDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: Who is signed in and which domains may pay by invoice, with the
  ///   shared services; complete when the module is made.
  public init(dependencies: any PaymentsDependencies) {
    self.dependencies = dependencies
  }

  /// Registers the payment board, which builds the feature with one ``PaymentsBuilder``, so
  /// every payment of the app's run draws its reference from the same sequence.
  public func register(in module: inout ModuleRegistration) {
    let builder = PaymentsBuilder(dependencies: dependencies)
    module.board(.payment) { slot in PaymentBoard(slot: slot, builder: builder) }
  }
}
