import Account
import AccountTerminalUI
import Architecture
import Cart
import CartTerminalUI
import Catalog
import CatalogTerminalUI
import Checkout
import CheckoutTerminalUI
import Core
import Orders
import OrdersTerminalUI
import Payments
import PaymentsTerminalUI
import TerminalUI

/// The views the app hands its features, chosen once for how the app runs, with the navigation
/// their boards present them on: line views on a line navigation for one-shot commands and
/// the line prompt, terminal screens in the app's shell full screen.
///
/// mf makes the views of the features `mf new feature` made (`generated`, in
/// `ShopViews.generated.swift`); the shop's own features, made by hand, add one line to each
/// function here. A feature never names a view type, so a SwiftUI app would make its own
/// `ShopViews` with no change to the features.
@MainActor
struct ShopViews {
  /// The views of the features mf made.
  let generated: ShopGeneratedViews
  let catalog: any CatalogViewFactory
  let cart: any CartViewFactory
  let payments: any PaymentsViewFactory
  let checkout: any CheckoutViewFactory
  let orders: any OrdersViewFactory
  let account: any AccountViewFactory
  /// Where the boards present the views.
  let navigation: any NavigationControllable

  /// Line views, which print what the features show and ask on the console.
  static func lines(on console: any Console) -> ShopViews {
    ShopViews(
      generated: .lines(on: console), catalog: CatalogLineViewFactory(console: console),
      cart: CartLineViewFactory(console: console),
      payments: PaymentsLineViewFactory(console: console),
      checkout: CheckoutLineViewFactory(console: console),
      orders: OrdersLineViewFactory(console: console),
      account: AccountLineViewFactory(console: console),
      navigation: LineNavigation())
  }

  /// Terminal screens in the app's shell; a notice, such as a placed order's confirmation,
  /// goes to the status line.
  static func screens(in shell: AppShell, status: StatusBar) -> ShopViews {
    ShopViews(
      generated: .screens(in: shell), catalog: CatalogScreenFactory(navigation: shell),
      cart: CartScreenFactory(navigation: shell),
      payments: PaymentsScreenFactory(), checkout: CheckoutScreenFactory(),
      orders: OrdersScreenFactory { status.show($0) },
      account: AccountScreenFactory(navigation: shell),
      navigation: shell)
  }
}
