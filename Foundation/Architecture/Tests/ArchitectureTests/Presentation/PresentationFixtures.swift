import Architecture
import ArchitectureTesting

/// A view with a name, which ``RecordingNavigation`` records it by.
@MainActor
final class TestView: ViewControllable, CustomStringConvertible {
  let name: String
  init(_ name: String) { self.name = name }
  nonisolated var description: String { MainActor.assumeIsolated { name } }
}

/// A context that records what its navigation shows as it activates and deactivates, and runs
/// a step of its own as it activates.
@MainActor
final class WatchingContext: Context {
  private let navigation: RecordingNavigation
  private let onActivate: @MainActor () -> Void
  private(set) var stackWhenActivated: [String]?
  private(set) var stackWhenDeactivated: [String]?

  init(_ navigation: RecordingNavigation, onActivate: @escaping @MainActor () -> Void = {}) {
    self.navigation = navigation
    self.onActivate = onActivate
  }

  func activate() {
    stackWhenActivated = navigation.stack
    onActivate()
  }

  func deactivate() {
    stackWhenDeactivated = navigation.stack
  }
}

/// A navigation that keeps every view it was given, even after dismissing it: a navigation
/// with a leak.
@MainActor
final class HoardingNavigation: NavigationControllable {
  private(set) var kept: [any ViewControllable] = []
  func show(
    _ view: any ViewControllable, as style: PresentationStyle,
    removed: @escaping @MainActor () -> Void
  ) { kept.append(view) }
  func dismiss(_ view: any ViewControllable) {}
}
