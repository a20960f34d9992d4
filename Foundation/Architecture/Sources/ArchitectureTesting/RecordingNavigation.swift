import Architecture

/// A navigation for tests: it keeps the views shown on it as a stack, as a real one does, and
/// records every call in order, so a test sees what a user would have seen and in which order.
///
/// A view is named by its `description` when it has one, by its type's name otherwise.
///
/// ```swift
/// let navigation = RecordingNavigation()
/// motherboard.navigation = navigation
/// #expect(navigation.entries == ["show cart as push", "dismiss cart"])
/// #expect(navigation.stack.isEmpty)
/// ```
@MainActor
public final class RecordingNavigation: NavigationControllable {
  /// Every call, oldest first: `show <view> as push`, `show <view> as modal`,
  /// `dismiss <view>`, and `dismiss <view> (not shown)` for a view that was not on the stack.
  public private(set) var entries: [String] = []
  /// The views shown now, bottom first, with how each was shown.
  public private(set) var shown: [(view: any ViewControllable, style: PresentationStyle)] = []

  /// Makes an empty navigation.
  public init() {}

  /// The names of the views shown now, bottom first.
  public var stack: [String] { shown.map { Self.name(of: $0.view) } }

  /// The view on top, the one the user sees.
  public var top: (any ViewControllable)? { shown.last?.view }

  /// Puts a view on top of the stack and records `show <view> as <style>`.
  public func show(_ view: any ViewControllable, as style: PresentationStyle) {
    entries.append("show \(Self.name(of: view)) as \(style)")
    shown.append((view, style))
  }

  /// Removes a view and every view above it, and records `dismiss <view>`; a view that is not
  /// on the stack is recorded as `dismiss <view> (not shown)` and changes nothing.
  public func dismiss(_ view: any ViewControllable) {
    guard let index = shown.firstIndex(where: { $0.view === view }) else {
      entries.append("dismiss \(Self.name(of: view)) (not shown)")
      return
    }
    entries.append("dismiss \(Self.name(of: view))")
    shown.removeSubrange(index...)
  }

  /// Forgets the recorded calls, to assert only what follows; the stack stays.
  public func clearEntries() {
    entries.removeAll()
  }

  private static func name(of view: any ViewControllable) -> String {
    (view as? CustomStringConvertible)?.description ?? String(describing: type(of: view))
  }
}
