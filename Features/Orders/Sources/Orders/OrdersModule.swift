import Architecture
import OrdersInterface

/// The orders feature's plugin: registers the ``BoardID/orders`` board. An app installs it with
/// one line, given its dependency solver.
///
/// The board requires no barrier: the history is the shop's, and an app that wants a signed-in
/// customer first guards it with `module.require(.signedIn, for: .orders)`.
public struct OrdersModule: ModulePlugin {
  private let dependencies: any OrdersDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: What the orders feature needs; complete when the module is made.
  public init(dependencies: any OrdersDependencies) {
    self.dependencies = dependencies
  }

  /// Registers the orders board, which builds the feature with ``OrdersBuilder``.
  public func register(in module: inout ModuleRegistration) {
    let builder = OrdersBuilder(dependencies: dependencies)
    module.board(.orders) { slot in OrdersBoard(slot: slot, builder: builder) }
  }
}
