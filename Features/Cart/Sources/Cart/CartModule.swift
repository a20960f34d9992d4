import Architecture
import CartInterface

/// The cart feature's plugin: registers the ``CartInterface/BoardID/cart`` board. An app
/// installs it with one line, given its dependency solver.
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

/// The cart board, glue between the motherboard and the feature: for each request it builds
/// the cart feature and attaches its flow, and completes when the feature reports the request
/// carried out, or fails with the feature's error. It keeps nothing between requests.
@MainActor
final class CartBoard: Board {
  typealias Output = Never
  private let slot: BoardSlot<Never>
  private let builder: CartBuilder

  init(slot: BoardSlot<Never>, builder: CartBuilder) {
    self.slot = slot
    self.builder = builder
  }

  func activate(_ request: CartRequest) {
    slot.attach(
      builder.build(request) { [slot] outcome in
        switch outcome {
        case .done: slot.complete()
        case .refused(let error): slot.fail(error)
        }
      })
  }
}
