import Architecture

/// Runs module plugins on a motherboard in a leak-checked flow tree: a feature's example or
/// test uses its module exactly as an app does, with fakes for everything else.
///
/// ```swift
/// let harness = try BoardHarness(AppModules.make(dependencies), navigation: navigation)
/// let activation = harness.motherboard.io(.notes).activate(["milk"])  // held: nobody signed in
/// let leaks = await harness.finish()  // shuts the tree down and finishes every leak check
/// ```
@MainActor
public final class BoardHarness {
  /// The tree the motherboard is launched in.
  public let tree: FlowTree
  /// The motherboard with every plugin's boards, until ``finish()``: the tree holds it, so that
  /// the harness does not keep it alive past its leak check.
  public unowned let motherboard: Motherboard
  /// Checks every flow and board that is detached.
  public let leakTracker: LeakTracker

  /// Launches plugins.
  /// - Parameters:
  ///   - plugins: The module plugins under test, and fake modules for what they use.
  ///   - flags: The flags the plugins see; their defaults when `nil`.
  ///   - name: The motherboard's name in the debug tree.
  ///   - navigation: Where the boards present their features' views, often a
  ///     ``RecordingNavigation``; `nil` for boards that present nothing.
  /// - Throws: ``LaunchError`` when the plugins clash or miss a barrier.
  public init(
    _ plugins: [any ModulePlugin], flags: FlagValues? = nil, name: String = "harness",
    navigation: (any NavigationControllable)? = nil
  ) throws {
    let launcher = Launcher(plugins)
    let resolved = try flags ?? launcher.flagRegistry().resolve([])
    // Longer than any test, so no check fires while a test still runs: ``finish()`` finishes
    // them all, each as soon as its objects are gone.
    leakTracker = LeakTracker(gracePeriod: .seconds(60), onLeak: { _ in })
    tree = FlowTree(leakTracker: leakTracker)
    let motherboard = try launcher.launch(name: name, flags: resolved)
    motherboard.navigation = navigation
    tree.launch(motherboard)
    self.motherboard = motherboard
  }

  /// Shuts the tree down and finishes every pending leak check, giving objects up to ten
  /// seconds to go, for test runs on a busy machine; a run where nothing leaks returns at once.
  /// - Returns: The leaks found, oldest first; empty when every detached object was released.
  public func finish() async -> [LeakReport] {
    tree.shutdown()
    return await leakTracker.finishPendingChecks(within: .seconds(10))
  }
}
