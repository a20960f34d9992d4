import Architecture

/// The root of the app's flow tree. Feature flows are attached below it: the long-lived ones at
/// launch, checkout only while an order is being placed.
final class ShopFlow: Flow {
  /// The root context, which also keeps the prompt's cart count.
  let shopContext: ShopContext

  init(context: ShopContext) {
    shopContext = context
    super.init(context: context)
  }
}
