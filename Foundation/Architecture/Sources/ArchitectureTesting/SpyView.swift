import Architecture

/// A feature's view for tests: it keeps the presentation and the receiver the feature's builder
/// gave it, so a test plays the user through the receiver and reads what a view would show,
/// with no UI at all. A test's view factory makes one per view and keeps it weakly, so the leak
/// check still sees the feature go.
///
/// ```swift
/// let view = SpyView<NotesViewState, any NotesReceiver>(
///   "notes", presentation: context.presentation, receiver: context)
/// view.receiver?.didAdd("milk")
/// #expect(view.presentation.viewState.summary == "Notes: 1")
/// ```
@MainActor
public final class SpyView<ViewState, Receiver>: ViewControllable, CustomStringConvertible {
  /// The name a ``RecordingNavigation`` shows for the view.
  public let name: String
  /// What the view shows; the feature's context keeps it current.
  public let presentation: Presentation<ViewState>
  /// The receiver, held weakly as a view holds it.
  private weak var receiverObject: AnyObject?

  /// A view.
  /// - Parameters:
  ///   - name: The name a navigation shows for it.
  ///   - presentation: What the feature gave it to show.
  ///   - receiver: Where the feature takes what the user does: a class-bound protocol's value.
  public init(_ name: String, presentation: Presentation<ViewState>, receiver: Receiver) {
    self.name = name
    self.presentation = presentation
    receiverObject = receiver as AnyObject
  }

  /// The receiver, while the feature that gave it runs.
  public var receiver: Receiver? { receiverObject as? Receiver }

  /// The view's name.
  public nonisolated var description: String { name }
}
