/// A context that shows something, from Nodes' presentable context: it owns the feature's state,
/// turns each state into a view state with a pure transform, and keeps its ``presentation``
/// current while it is active.
///
/// The state is a ``StateContainer``, so a worker may set it from any isolation, and other
/// observers (`values()`, a test's recorder) see every state too; the presentation follows on
/// the main actor, in the order the states were set, and at once for a state set on the main
/// actor. From activation on, the presentation shows the transform of the current state; after
/// deactivation nothing is published to it, whatever happens to the state. A view state equal to
/// the one shown (when view states are `Equatable`) is not published again, so views are told
/// only of real changes.
///
/// The feature's view reads the presentation and calls the context back through the feature's
/// receiver protocol, which the context implements. A notes list, whose view shows
/// `NotesViewState(notes)` (a pure transform) and reports what the user adds or leaves:
/// ```swift
/// final class NotesContext: PresentableContext<[String], NotesViewState>, NotesReceiver {
///   private let listener: @MainActor (FeatureEvent<String>) -> Void
///   init(notes: [String], listener: @escaping @MainActor (FeatureEvent<String>) -> Void) {
///     self.listener = listener
///     super.init(state: notes, transform: NotesViewState.init)
///   }
///   func didAdd(_ note: String) {  // the user's action, never the activation
///     guard isActive, !note.isEmpty else { return }
///     state.update { $0.append(note) }
///     listener(.output(note))  // the board sends it out
///   }
///   func didLeave() {
///     listener(.finished)  // the board completes: the view is dismissed
///   }
/// }
/// ```
@MainActor
open class PresentableContext<State: Sendable, ViewState>: BaseContext {
  /// The feature's state; set it, and the presentation follows while the context is active.
  public let state: StateContainer<State>
  /// The view state the feature's view reads: the transform of the state.
  public let presentation: Presentation<ViewState>
  private let transform: (State) -> ViewState
  /// Tells an unchanged view state apart, when view states are `Equatable`.
  private let isUnchanged: ((ViewState, ViewState) -> Bool)?

  /// Makes an inactive context whose presentation shows the transform of `initialState`.
  /// - Parameters:
  ///   - initialState: The state before any change.
  ///   - transform: Makes the view state of a state: a pure function, tested as values.
  public init(state initialState: State, transform: @escaping (State) -> ViewState) {
    state = StateContainer(initialState)
    presentation = Presentation(transform(initialState))
    self.transform = transform
    isUnchanged = nil
  }

  /// Makes an inactive context whose presentation shows the transform of `initialState`, and
  /// publishes a view state only when it differs from the one shown.
  /// - Parameters:
  ///   - initialState: The state before any change.
  ///   - transform: Makes the view state of a state: a pure function, tested as values.
  public init(state initialState: State, transform: @escaping (State) -> ViewState)
  where ViewState: Equatable {
    state = StateContainer(initialState)
    presentation = Presentation(transform(initialState))
    self.transform = transform
    isUnchanged = { $0 == $1 }
  }

  override func willCallDidActivate() {
    state.subscribeOnMainActor(self) { context, state in context.present(state) }
      .store(in: cancellables)
  }

  private func present(_ state: State) {
    let viewState = transform(state)
    if let isUnchanged, isUnchanged(viewState, presentation.viewState) { return }
    presentation.update(viewState)
  }
}
