/// Presenting a child's view: the part of a flow that shows a view while the child runs.
extension Flow {
  /// Attaches a child that shows a view: the view is shown on the navigation when the child
  /// starts, before its context activates, and dismissed when the child ends, for whatever
  /// reason (detached, its parent or its board ended, the tree shut down), after its context
  /// deactivated. From Nodes, whose flows present their children's views.
  ///
  /// Shown first, the view is below whatever the child's context presents as it activates, and
  /// the child's own children's views are dismissed before its own, newest first. The view is
  /// on the navigation exactly while the child runs: attached to a flow that has not started,
  /// the child shows it when it starts with its parent. The child holds the view until it is
  /// dismissed, and its leak check covers the view: once the child is detached, the view must
  /// be deallocated too. The navigation is held weakly.
  ///
  /// Refused like ``attach(_:)``, with the same issue, the view is never shown.
  /// - Parameters:
  ///   - child: The flow to attach.
  ///   - view: The child's view, which a UI target made.
  ///   - navigation: Where to show it: the app's window or a navigation stack.
  ///   - style: Pushed on the stack, or modal over the current view.
  public final func attach(
    _ child: Flow, presenting view: any ViewControllable, on navigation: any NavigationControllable,
    as style: PresentationStyle = .push
  ) {
    if let issue = refusal(toAttach: child) { return report(issue) }
    child.presented = PresentedView(view: view, navigation: navigation, style: style)
    child.watchOnDetach(view)
    attach(child)
  }

  /// The view shown for this flow while it runs, from ``attach(_:presenting:on:as:)`` until it
  /// is dismissed; `nil` for a flow without one.
  public var presentedView: (any ViewControllable)? { presented?.view }
}

/// A view a flow shows while it runs, and where. A class, so that a flow without a view pays one
/// reference for it.
@MainActor
final class PresentedView {
  let view: any ViewControllable
  weak var navigation: (any NavigationControllable)?
  let style: PresentationStyle
  private var isShown = false

  init(view: any ViewControllable, navigation: any NavigationControllable, style: PresentationStyle)
  {
    self.view = view
    self.navigation = navigation
    self.style = style
  }

  func show() {
    isShown = true
    navigation?.show(view, as: style)
  }

  func dismiss() {
    guard isShown else { return }
    navigation?.dismiss(view)
  }
}
