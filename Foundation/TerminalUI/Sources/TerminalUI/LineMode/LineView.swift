import Architecture

/// A feature's view in line mode, where a program prints and reads lines instead of drawing a
/// screen: one-shot commands and a prompt reading standard input. A ``LineNavigation`` tells
/// it when it is shown and when it is dismissed.
///
/// Shown, it prints its feature's view state, asks what it has to ask on the console, and
/// having nothing more to ask, tells its receiver the user left: the line UI's nature, not the
/// feature's decision. The feature then ends as it would on a screen's back key. A view that
/// only prints is a ``PrintedLineView``, a plain function of the state; one that asks is a class:
///
/// ```swift
/// final class NameLineView: LineView {
///   func didAppear() {
///     question.ask("Your name (empty to cancel): ", on: console) { [weak self] answer in
///       if let answer, !answer.isEmpty {
///         self?.receiver?.didEnter(name: answer)
///       } else {
///         self?.receiver?.didRequestBack()
///       }
///     }
///   }
///
///   func didDisappear() { question.withdraw() }
/// }
/// ```
@MainActor
public protocol LineView: ViewControllable {
  /// The view is shown and its feature has started: its presentation holds what the feature
  /// set as it activated. Print it, ask, or leave.
  func didAppear()

  /// The view was dismissed, as its feature ended: withdraw a question still asked.
  func didDisappear()
}

extension LineView {
  /// Nothing to withdraw.
  public func didDisappear() {}
}
