import Architecture
import Catalog
import Core

/// The running app: the solver, the modules launched on a motherboard under the root flow, and
/// the routes between them. A command runs one board; the app waits for it to complete.
@MainActor
final class Shop {
  let tree: FlowTree
  let dependencies: ShopDependencies
  /// The motherboard every command runs its board on.
  let motherboard: Motherboard
  /// What routes start on other boards for the running command.
  private let routedWork = RoutedWork()
  /// The cart's item count and the signed-in customer, as the features last announced them;
  /// the prompt and the status line show them.
  let status: ShopStatus

  /// Composes and launches the app.
  /// - Parameters:
  ///   - configuration: Where documents live and what is offered.
  ///   - flagSources: Where flags come from, lowest priority first.
  ///   - views: The features' views, and where their boards present them.
  ///   - logger: Where diagnostics go.
  ///   - clock: The time source.
  ///   - tree: The tree to launch the root flow in.
  /// - Throws: `CatalogLoadError` when the catalog cannot be loaded, `FlagError` for a bad flag,
  ///   `LaunchError` when the modules do not fit together.
  init(
    configuration: AppConfiguration, flagSources: [any FlagSource],
    views: ShopViews, logger: any Logger, clock: any WallClock, tree: FlowTree
  ) throws {
    self.tree = tree
    dependencies = try ShopDependencies(
      storage: FileStorage(directory: configuration.dataDirectory),
      views: views, invoiceDomains: configuration.invoiceDomains,
      productSource: CatalogFile.bundled,
      logger: logger, clock: clock)
    let launcher = Launcher(ShopModules.make(dependencies))
    let flags = try launcher.flagRegistry().resolve(flagSources)
    motherboard = try launcher.launch(name: "shop", flags: flags)
    motherboard.navigation = views.navigation
    ShopRoutes.install(on: motherboard, work: routedWork)
    let root = ShopRootBuilder(dependencies: dependencies).build(motherboard, listener: ())
    status = root.interface
    tree.launch(root.flow)
  }

  /// Runs one board to its completion, then the work its outputs started on other boards.
  /// - Parameters:
  ///   - id: The board.
  ///   - input: What to activate it with.
  /// - Throws: The feature's error when the board, or a board its outputs started, failed;
  ///   ``BoardStopped`` when a barrier refused the activation or it was cancelled.
  func run<Input, Output, Command>(_ id: BoardID<Input, Output, Command>, _ input: Input)
    async throws
  {
    let completion = await motherboard.io(id).run(input)
    var startedWorkError: (any Error)?
    do {
      try await routedWork.finish()
    } catch {
      startedWorkError = error
    }
    switch completion {
    case .finished: if let startedWorkError { throw startedWorkError }
    case .failed(let error): throw error
    case .refused(_, let reason): throw BoardStopped(board: id.name, reason: reason)
    case .cancelled: throw BoardStopped(board: id.name, reason: "was cancelled")
    case .rejected(let issue): throw BoardStopped(board: id.name, reason: "could not run: \(issue)")
    }
  }

  /// The live flow tree, its depth, and the registered boards and barriers.
  func debugTree() -> String {
    guard let snapshot = tree.snapshot() else { return tree.debugTree() }
    return snapshot.text
      + "Depth: \(snapshot.depth) levels, \(snapshot.count) flows. A board is made when activated"
      + " and released when it completes.\n"
  }

  /// Ends every flow; detached flows are checked for leaks.
  func shutdown() {
    tree.shutdown()
  }
}

/// A board did not complete its work: a barrier refused it, or it was cancelled.
struct BoardStopped: UserFacingError {
  let board: String
  let reason: String

  var description: String { "\(board) \(reason)" }
}
