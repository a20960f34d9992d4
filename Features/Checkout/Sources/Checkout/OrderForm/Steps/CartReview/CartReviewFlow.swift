import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core

/// The cart review's node.
@MainActor
final class CartReviewFlow: Flow {}
