/// Makes an app's motherboard from its module plugins, from Boardy's plugin launcher.
///
/// The app lists its plugins once. The launcher collects their flags (for the app to resolve
/// from its sources), then has each plugin register, and refuses to launch, naming both
/// plugins, when two register the same board, barrier or flag, or when a board is guarded by a
/// barrier nobody provides.
///
/// ```swift
/// let launcher = Launcher(AppModules.make(dependencies))
/// let flags = try launcher.flagRegistry().resolve(flagSources)
/// let motherboard = try launcher.launch(name: "app", flags: flags)
/// tree.launch(motherboard)
/// ```
@MainActor
public struct Launcher {
  /// The installed plugins, in order.
  public let plugins: [any ModulePlugin]

  /// Installs plugins.
  /// - Parameter plugins: The app's module plugins.
  public init(_ plugins: [any ModulePlugin]) {
    self.plugins = plugins
  }

  /// The flags every plugin reads, in plugin order.
  /// - Returns: A registry to resolve the app's flag sources against.
  /// - Throws: ``LaunchError/duplicateFlag(_:first:second:)`` when two plugins declare a flag.
  public func flagRegistry() throws(LaunchError) -> FlagRegistry {
    var owners: [String: String] = [:]
    var definitions: [FlagDefinition] = []
    for plugin in plugins {
      for flag in type(of: plugin).flags {
        if let first = owners[flag.name] {
          throw .duplicateFlag(flag.name, first: first, second: plugin.name)
        }
        owners[flag.name] = plugin.name
        definitions.append(flag)
      }
    }
    return FlagRegistry(definitions)
  }

  /// Has every plugin register, then makes the motherboard; attach it to the app's root flow.
  /// - Parameters:
  ///   - name: The motherboard's name in the debug tree.
  ///   - flags: The resolved flags, handed to each plugin.
  /// - Returns: A motherboard with every plugin's boards and barriers.
  /// - Throws: ``LaunchError`` naming the plugins, for the first clash or missing barrier.
  public func launch(name: String, flags: FlagValues) throws(LaunchError) -> Motherboard {
    _ = try flagRegistry()
    var registry = BoardRegistry()
    for plugin in plugins {
      var module = ModuleRegistration(plugin: plugin.name, flags: flags, registry: registry)
      plugin.register(in: &module)
      registry = module.registry
      if let conflict = registry.conflicts.first { throw conflict }
    }
    if let problem = registry.unsatisfiedRequirements().first { throw problem }
    return Motherboard(name: name, registry: registry)
  }
}
