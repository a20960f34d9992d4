import Architecture

/// The root of the app's flow tree: its context keeps the prompt's cart count, and the app's
/// motherboard is its child, so every board and feature flow lives below it.
@MainActor
final class ShopFlow: Flow {
  let shopContext: ShopContext
  private let motherboard: Motherboard

  init(context: ShopContext, motherboard: Motherboard) {
    shopContext = context
    self.motherboard = motherboard
    super.init(context: context)
  }

  override func didStart() {
    attach(motherboard)
  }
}
