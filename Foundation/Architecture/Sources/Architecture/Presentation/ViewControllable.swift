/// A feature's view as flows and boards see it: something a navigation shows and dismisses.
///
/// The kit never looks inside a view and imports no UI framework. A UI target makes the view (a
/// terminal screen, a SwiftUI hosting controller, a `UIViewController`) and hands it to the
/// feature through the feature's view factory; the feature's flow presents it on a
/// ``NavigationControllable`` and dismisses it when the flow ends. From Nodes'
/// `ViewControllable`.
@MainActor
public protocol ViewControllable: AnyObject {}

/// How a view is shown on a navigation.
public enum PresentationStyle: Sendable, Equatable {
  /// On top of a stack, in place of what the user saw; going back shows the view below again.
  /// `UINavigationController.pushViewController`, SwiftUI's `NavigationStack` path.
  case push
  /// Over the current view, which stays where it is, until the sheet is dismissed.
  /// `present(_:animated:)`, SwiftUI's `.sheet`.
  case sheet
  /// As a tab of the app's root, the first view of a stack of its own, which the views its
  /// feature pushes go on. `UITabBarController`, SwiftUI's `TabView`.
  case tab
}

/// Where views are shown: the app's window, its tabs and their stacks, the root that boards
/// present their features into (Boardy's root context, Nodes' `NavigationControllable`).
///
/// Views leave a navigation two ways, and the flow that showed a view ends in both:
/// - The feature leaves: its flow ends and calls ``dismiss(_:)``.
/// - The navigation removes the view on its own, as UIKit's back button, its swipe back and a
///   sheet's swipe down do, and a terminal stack's back key: the navigation calls the view's
///   `removed` handler, once, after the view is gone. The kit then ends the view's flow as if
///   its feature had left: the parent flow detaches it (a board whose last feature left
///   completes), the leak check runs, and showing the feature again works.
///
/// A UIKit implementation keeps each view controller's handler and calls it from
/// `navigationController(_:didShow:animated:)` for the controllers no longer on the stack, and
/// from `presentationControllerDidDismiss(_:)` for a sheet; `dismiss(_:)` pops or dismisses
/// without calling it. docs/features.md shows one beside the terminal's and SwiftUI's.
@MainActor
public protocol NavigationControllable: AnyObject {
  /// Shows a view.
  /// - Parameters:
  ///   - view: The view; a navigation accepts the views of its own UI toolkit.
  ///   - style: Pushed on a stack, a sheet over the current view, or a tab of the root.
  ///   - removed: Called once when the navigation removes the view on its own (the user went
  ///     back); never for a view dismissed with ``dismiss(_:)``.
  func show(
    _ view: any ViewControllable, as style: PresentationStyle,
    removed: @escaping @MainActor () -> Void)

  /// Dismisses a view shown here; does nothing for a view that is not shown here (one already
  /// dismissed, or removed by the user).
  /// - Parameter view: The view.
  func dismiss(_ view: any ViewControllable)

  /// Where the views of a shown view's children go: for a tab, the tab's own stack; by default
  /// this navigation. A UIKit implementation returns the view controller's
  /// `navigationController`.
  /// - Parameter view: A view shown here.
  /// - Returns: The navigation the view's feature presents its children on.
  func navigation(for view: any ViewControllable) -> any NavigationControllable
}

extension NavigationControllable {
  /// Shows a view whose removal by the user nobody needs to hear of: a UI target's own question
  /// over its screen, which answers for itself. Flows use `show(_:as:removed:)`.
  /// - Parameters:
  ///   - view: The view.
  ///   - style: Pushed on a stack, a sheet over the current view, or a tab of the root.
  public func show(_ view: any ViewControllable, as style: PresentationStyle) {
    show(view, as: style, removed: {})
  }

  /// This navigation.
  public func navigation(for view: any ViewControllable) -> any NavigationControllable { self }
}
