/// Presenting a child's view: the part of a flow that shows a view while the child runs.
extension Flow {
  /// Attaches a child that shows a view: the view is shown on the navigation when the child
  /// starts, once its context activated (so it never shows the state from before the start; a
  /// child that ended as it activated shows nothing), and dismissed when the child ends, for
  /// whatever reason (detached, its parent or its board ended, the tree shut down), after its
  /// context deactivated. From Nodes, whose flows present their children's views.
  ///
  /// Shown before the child's own children start, the view is below theirs, and the child's
  /// own children's views are dismissed before its own, newest first. The view is
  /// on the navigation exactly while the child runs: attached to a flow that has not started,
  /// the child shows it when it starts with its parent. The child holds the view until it is
  /// dismissed, and its leak check covers the view: once the child is detached, the view must
  /// be deallocated too. The navigation is held weakly.
  ///
  /// When the navigation removes the view on its own (the user went back), this flow is told
  /// with ``navigationDidRemoveView(of:)``, which detaches the child as if its feature had left.
  ///
  /// Refused like ``attach(_:)``, with the same issue, the view is never shown.
  /// - Parameters:
  ///   - child: The flow to attach.
  ///   - view: The child's view, which a UI target made.
  ///   - navigation: Where to show it: this flow's ``navigation``, as a rule.
  ///   - style: Pushed on a stack, a sheet over the current view, or a tab.
  public final func attach(
    _ child: Flow, presenting view: any ViewControllable, on navigation: any NavigationControllable,
    as style: PresentationStyle = .push
  ) {
    if let issue = refusal(toAttach: child) { return report(issue) }
    child.presented = PresentedView(view: view, navigation: navigation, style: style, of: child)
    child.watchOnDetach(view)
    attach(child)
  }

  /// The view shown for this flow while it runs, from ``attach(_:presenting:on:as:)`` until it
  /// is dismissed; `nil` for a flow without one.
  public var presentedView: (any ViewControllable)? { presented?.view }

  /// The navigation removed this flow's view: the parent hears of it while this flow runs.
  func viewWasRemoved() {
    guard state == .started, let parent else { return }
    parent.navigationDidRemoveView(of: self)
  }
}

/// A view a flow shows while it runs, and where. A class, so that a flow without a view pays one
/// reference for it.
@MainActor
final class PresentedView {
  let view: any ViewControllable
  weak var navigation: (any NavigationControllable)?
  let style: PresentationStyle
  private weak var flow: Flow?
  private var isShown = false

  init(
    view: any ViewControllable, navigation: any NavigationControllable, style: PresentationStyle,
    of flow: Flow
  ) {
    self.view = view
    self.navigation = navigation
    self.style = style
    self.flow = flow
  }

  /// Where the view's feature presents its children: for a tab, the tab's stack.
  var childNavigation: (any NavigationControllable)? { navigation?.navigation(for: view) }

  func show() {
    isShown = true
    navigation?.show(view, as: style) { [weak self] in self?.wasRemoved() }
  }

  /// The navigation removed the view: it is not dismissed again, and the flow ends.
  private func wasRemoved() {
    guard isShown else { return }
    isShown = false
    flow?.viewWasRemoved()
  }

  func dismiss() {
    guard isShown else { return }
    navigation?.dismiss(view)
  }
}
