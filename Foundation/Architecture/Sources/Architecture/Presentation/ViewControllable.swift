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
  /// On top of the navigation's stack, in place of what the user saw; leaving it shows the
  /// view below again.
  case push
  /// Over the current view, which stays where it is, until the modal view is dismissed.
  case modal
}

/// Where views are shown: the app's window and its navigation stack, the root that boards
/// present their features into (Boardy's root context, Nodes' `NavigationControllable`).
///
/// A navigation never removes a view on its own: the user's "back" reaches the view, the view
/// tells its feature, and the feature's flow, as it ends, dismisses the view.
@MainActor
public protocol NavigationControllable: AnyObject {
  /// Shows a view.
  /// - Parameters:
  ///   - view: The view; a navigation accepts the views of its own UI toolkit.
  ///   - style: Pushed on the stack, or modal over the current view.
  func show(_ view: any ViewControllable, as style: PresentationStyle)

  /// Dismisses a view shown here, and every view shown above it. Does nothing for a view that
  /// is not shown here (one already dismissed, say).
  /// - Parameter view: The view.
  func dismiss(_ view: any ViewControllable)
}
