/// What a feature package offers an app: its boards, the barriers it provides and the flags it
/// reads, registered in one place. From Boardy's module plugins.
///
/// The app makes each plugin with its dependency solver and hands the list to a ``Launcher``;
/// adding a feature to an app is one line in that list. A module that reads flags declares
/// them on its type (`static let flags`), so an app can
/// list them before it makes the module (see ``ModuleRecipe``).
///
/// ```swift
/// struct NotesModule: ModulePlugin {
///   let dependencies: any NotesDependencies
///   static let flags: [FlagDefinition] = [.greeting]  // the type's: read before any service
///   func register(in module: inout ModuleRegistration) {
///     let builder = NotesBuilder(views: dependencies.notesViews)
///     module.uses(AnyBoardID(.signIn))  // another module's board: checked at launch
///     module.board(.notes, requires: [.signedIn]) { slot in
///       NotesBoard(slot: slot, builder: builder)
///     }
///   }
/// }
/// ```
@MainActor
public protocol ModulePlugin {
  /// The name launch errors use; the type's name by default.
  var name: String { get }
  /// The flags the module reads; the app resolves them before any board is registered. They
  /// belong to the module's type, so an app can list them (in its help, say) before it has the
  /// services to make the module.
  static var flags: [FlagDefinition] { get }
  /// Registers the module's boards and barriers, and guards boards with barriers.
  /// - Parameter module: The registration, with the resolved flags.
  func register(in module: inout ModuleRegistration)
}

extension ModulePlugin {
  /// The type's name.
  public var name: String { String(describing: Self.self) }
  /// No flags.
  public static var flags: [FlagDefinition] { [] }
}
