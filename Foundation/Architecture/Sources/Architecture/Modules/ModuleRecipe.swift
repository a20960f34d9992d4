/// How an app makes one module plugin from its dependency solver, with the flags the plugin's
/// type declares known before: an app lists its modules once, as recipes, reads every flag
/// from them (for its help, say) before it has any service, and makes the plugins at launch.
///
/// ```swift
/// @MainActor
/// enum AppModules {
///   static let all: [ModuleRecipe<AppDependencies>] = [
///     .module { SessionModule(session: $0.session) },
///     .module { NotesModule(dependencies: $0) },
///   ]
///   static var flags: [FlagDefinition] { all.flatMap(\.flags) }  // no service needed
///   static func make(_ dependencies: AppDependencies) -> [any ModulePlugin] {
///     all.map { $0.make(dependencies) }
///   }
/// }
/// ```
@MainActor
public struct ModuleRecipe<Solver> {
  /// The flags the plugin's type declares.
  public let flags: [FlagDefinition]
  private let makePlugin: @MainActor (Solver) -> any ModulePlugin

  /// A recipe for the plugin `make` returns; its type, and so its flags, come from `make`.
  /// - Parameter make: Makes the plugin from the app's solver; the compiler checks that the
  ///   solver conforms to the plugin's dependency protocol.
  /// - Returns: The recipe.
  public static func module<Plugin: ModulePlugin>(
    _ make: @escaping @MainActor (Solver) -> Plugin
  ) -> Self {
    Self(flags: Plugin.flags, makePlugin: make)
  }

  /// Makes the plugin.
  /// - Parameter solver: The app's dependency solver.
  /// - Returns: The plugin, for a ``Launcher``.
  public func make(_ solver: Solver) -> any ModulePlugin {
    makePlugin(solver)
  }
}
