import Architecture

/// The navigation of a program in line mode: the views it shows are ``LineView``s, which print
/// and ask on a console rather than draw. What the motherboard's boards present in one-shot
/// commands and at a prompt reading standard input.
///
/// A flow shows its view before its context activates; the view appears once the turn of the
/// main actor that showed it is over, so it prints the state its feature set as it started
/// (the result of a request, or a refusal that ended the feature first, printing nothing).
/// Views appear in the order they were shown.
///
/// ```swift
/// let navigation = LineNavigation()
/// motherboard.navigation = navigation
/// let completion = await motherboard.io(.notes).run(["milk"])  // printed, left: .finished
/// ```
@MainActor
public final class LineNavigation: NavigationControllable {
  /// The views shown now, oldest first.
  public private(set) var shown: [any ViewControllable] = []

  /// A navigation with nothing shown.
  public init() {}

  /// Shows a view; a ``LineView`` appears on the main actor's next turn, if still shown then.
  /// Lines are never taken back by the user, so `removed` is never called.
  public func show(
    _ view: any ViewControllable, as style: PresentationStyle,
    removed: @escaping @MainActor () -> Void
  ) {
    guard !shown.contains(where: { $0 === view }) else { return }
    shown.append(view)
    guard let line = view as? any LineView else { return }
    Task { @MainActor [weak self, weak line] in
      guard let self, let line, shown.contains(where: { $0 === line }) else { return }
      line.didAppear()
    }
  }

  /// Dismisses a view. Lines do not cover each other, so the views shown after it stay: a
  /// detail whose output another feature prints leaves before that feature's view prints.
  public func dismiss(_ view: any ViewControllable) {
    guard let index = shown.firstIndex(where: { $0 === view }) else { return }
    shown.remove(at: index)
    (view as? any LineView)?.didDisappear()
  }
}
