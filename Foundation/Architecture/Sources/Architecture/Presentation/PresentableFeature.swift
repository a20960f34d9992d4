/// What the builder of a feature that shows a view makes: the feature's flow and its view, which
/// the parent presents together.
///
/// The builder makes the context, asks the UI target for the view through the feature's
/// dependency protocol (a view factory: the compiler checks that the app supplies one), and
/// hands both back; the board or the parent flow attaches the flow and presents the view. The
/// feature itself never names a UI type.
/// ```swift
/// struct NotesBuilder: Builder {
///   let views: any NotesViewFactory
///   func build(_ notes: [String], listener: @escaping @MainActor (FeatureEvent<String>) -> Void)
///     -> PresentableFeature
///   {
///     let context = NotesContext(notes: notes, listener: listener)
///     let view = views.notesView(context.presentation, receiver: context)
///     return PresentableFeature(flow: Flow(context: context), view: view)
///   }
/// }
/// ```
public struct PresentableFeature {
  /// The feature's flow, which its parent attaches.
  public let flow: Flow
  /// The feature's view, shown while the flow runs.
  public let view: any ViewControllable

  /// Groups a feature's flow and view.
  /// - Parameters:
  ///   - flow: The feature's flow.
  ///   - view: The feature's view, made by a UI target.
  public init(flow: Flow, view: any ViewControllable) {
    self.flow = flow
    self.view = view
  }
}
