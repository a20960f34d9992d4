import Core

/// What the product detail needs: the shared services and a way to find the products it offers
/// beside the one it shows.
///
/// The catalog's builder derives these from its own dependencies (``ProductDetailComponent``).
public protocol ProductDetailDependencies: BaseDependencies {
  /// Finds the other products the detail shows.
  var relatedProducts: any RelatedProductFinding { get }
}
