import Architecture

/// A navigation for tests: it keeps the views shown on it as a stack, as a real one does, and
/// records every call in order, so a test sees what a user would have seen and in which order.
/// ``goBack()`` removes the top view on its own, as UIKit's back button or a sheet's swipe down
/// does, and tells the view's flow.
///
/// A view is named by its `description` when it has one, by its type's name otherwise.
///
/// ```swift
/// let navigation = RecordingNavigation()
/// motherboard.navigation = navigation
/// #expect(navigation.entries == ["show notes as push", "dismiss notes"])
/// #expect(navigation.stack.isEmpty)
/// ```
@MainActor
public final class RecordingNavigation: NavigationControllable {
  /// Every call, oldest first: `show <view> as push`, `show <view> as sheet`,
  /// `dismiss <view>`, `dismiss <view> (not shown)` for a view that was not on the stack, and
  /// `back from <view>` for a view the user left through the navigation.
  public private(set) var entries: [String] = []
  /// The views shown now, bottom first, with how each was shown.
  public var shown: [(view: any ViewControllable, style: PresentationStyle)] {
    views.map { ($0.view, $0.style) }
  }
  private var views: [Shown] = []

  /// Makes an empty navigation.
  public init() {}

  /// The names of the views shown now, bottom first.
  public var stack: [String] { views.map { Self.name(of: $0.view) } }

  /// The view on top, the one the user sees.
  public var top: (any ViewControllable)? { views.last?.view }

  /// Puts a view on top of the stack and records `show <view> as <style>`.
  public func show(
    _ view: any ViewControllable, as style: PresentationStyle,
    removed: @escaping @MainActor () -> Void
  ) {
    entries.append("show \(Self.name(of: view)) as \(style)")
    views.append(Shown(view: view, style: style, removed: removed))
  }

  /// Removes the top view on its own, as a back button does, records `back from <view>`, and
  /// tells the view's flow.
  /// - Returns: Whether there was a view to leave.
  @discardableResult
  public func goBack() -> Bool {
    guard let left = views.popLast() else { return false }
    entries.append("back from \(Self.name(of: left.view))")
    left.removed()
    return true
  }

  /// Removes a view and every view above it, and records `dismiss <view>`; a view that is not
  /// on the stack is recorded as `dismiss <view> (not shown)` and changes nothing.
  public func dismiss(_ view: any ViewControllable) {
    guard let index = views.firstIndex(where: { $0.view === view }) else {
      entries.append("dismiss \(Self.name(of: view)) (not shown)")
      return
    }
    entries.append("dismiss \(Self.name(of: view))")
    views.removeSubrange(index...)
  }

  /// Forgets the recorded calls, to assert only what follows; the stack stays.
  public func clearEntries() {
    entries.removeAll()
  }

  private struct Shown {
    let view: any ViewControllable
    let style: PresentationStyle
    let removed: @MainActor () -> Void
  }

  private static func name(of view: any ViewControllable) -> String {
    (view as? CustomStringConvertible)?.description ?? String(describing: type(of: view))
  }
}
