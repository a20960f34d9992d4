import Architecture

/// The stand-in root of the example's flow tree, where checkout is attached.
@MainActor
final class ShopContext: Context {
  func activate() {}
  func deactivate() {}
}
