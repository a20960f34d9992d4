import Architecture

/// A line-mode view that is a plain function of its feature's view state: shown, it prints what
/// `text` makes of the state (nothing when that is empty), then calls `leave`, which tells the
/// feature the user left, as a screen's back key would. Most views of line mode are this: a
/// command's result, a list, a receipt. A view that asks questions is a ``LineView`` of its own.
///
/// ```swift
/// func makeNotesView(
///   _ presentation: Presentation<NotesViewState>, receiver: any NotesViewReceiver
/// ) -> any ViewControllable {
///   PrintedLineView(presentation, on: console, text: NotesText.text) { [weak receiver] in
///     receiver?.didRequestBack()
///   }
/// }
/// ```
@MainActor
public final class PrintedLineView<ViewState>: LineView {
  private let presentation: Presentation<ViewState>
  private let console: any Console
  private let text: @MainActor (ViewState) -> String
  private let leave: @MainActor () -> Void

  /// A view that prints `presentation`'s state on `console`.
  /// - Parameters:
  ///   - presentation: The feature's view state; printed as it stands when the view appears.
  ///   - console: Where the text goes.
  ///   - text: The text of a state, each line ending in a newline; empty prints nothing.
  ///   - leave: Called once the text is printed; tells the feature's receiver the user left.
  public init(
    _ presentation: Presentation<ViewState>, on console: any Console,
    text: @escaping @MainActor (ViewState) -> String,
    leave: @escaping @MainActor () -> Void
  ) {
    self.presentation = presentation
    self.console = console
    self.text = text
    self.leave = leave
  }

  /// Prints the text of the state as it stands, then leaves.
  public func didAppear() {
    let printed = text(presentation.viewState)
    if !printed.isEmpty { console.show(printed) }
    leave()
  }
}
