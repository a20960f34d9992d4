import AccountInterface
import Architecture
import CartInterface
import CheckoutInterface
import Core

/// What the cart review tells the order form.
@MainActor
protocol CartReviewListener: AnyObject {
  func cartReviewDidApprove(_ reviewed: ReviewedCart)
  func cartReviewDidRefuse(_ error: any Error)
}
