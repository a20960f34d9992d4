/// A service the app's solver makes in its initializer for a feature, in the pattern of the
/// features `mf new feature` generates: `let cartService: any CartService`, made as
/// `cartService = StoredCart(storage: storage)`.
struct SolverService: Sendable, Equatable {
  /// The property's name, such as `cartService`.
  var name: String
  /// The property's type, such as `any CartService`.
  var type: String
  /// What makes it, such as `StoredCart(storage: storage)`.
  var initializer: String
  /// The interface that declares its type, which the solver imports: `CartInterface`.
  var interface: String

  /// The stored property: `let cartService: any CartService`.
  var property: String { "let \(name): \(type)" }
  /// The line of the initializer that makes it: `cartService = StoredCart(storage: storage)`.
  var assignment: String { "\(name) = \(initializer)" }
}
