import Observation

/// A feature's view state as a view binds to it: an `@Observable` value on the main actor that
/// the feature's context owns and sets, and that every UI reads the same way.
///
/// A SwiftUI view reads ``viewState`` in its `body` and is redrawn when it changes; a terminal
/// screen or a UIKit view reads it inside `withObservationTracking` and redraws on the change it
/// is told of. Nothing here imports a UI framework; Observation ships with the toolchain, on
/// Linux too.
///
/// The context is the only writer: a ``PresentableContext`` sets it from its state through its
/// transform, while it is active; a view only reads. From Nodes' presentable context, with
/// Observation in place of a publisher.
///
/// ```swift
/// withObservationTracking {
///   screen.draw(presentation.viewState)  // what the screen reads is tracked
/// } onChange: {
///   Task { @MainActor in screen.setNeedsRedraw() }  // told once, before the change lands
/// }
/// ```
@MainActor
@Observable
public final class Presentation<ViewState> {
  /// What the view shows now.
  public private(set) var viewState: ViewState

  /// Makes a presentation that shows `viewState` until its context sets another.
  /// - Parameter viewState: The first view state.
  public init(_ viewState: ViewState) {
    self.viewState = viewState
  }

  /// Replaces the view state; every view that read it is told. Only the ``PresentableContext``
  /// that owns the presentation calls it, so a view can only read.
  /// - Parameter viewState: The new view state.
  func update(_ viewState: ViewState) {
    self.viewState = viewState
  }
}
