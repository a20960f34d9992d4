import Architecture
import CartInterface

/// The cart feature's plugin: registers the ``BoardID/cart`` board. An app installs it with one
/// line, given its dependency solver.
public struct CartModule: ModulePlugin {
  private let dependencies: any CartDependencies

  /// Makes the plugin.
  /// - Parameter dependencies: What the cart feature needs; complete when the module is made.
  public init(dependencies: any CartDependencies) {
    self.dependencies = dependencies
  }

  /// Registers the cart board, which builds the feature with ``CartBuilder``.
  public func register(in module: inout ModuleRegistration) {
    let builder = CartBuilder(dependencies: dependencies)
    module.board(.cart) { slot in CartBoard(slot: slot, builder: builder) }
  }
}
