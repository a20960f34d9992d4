import Testing

@testable import WorkspaceTool

/// Reading a feature's dependency protocol and editing an app's solver, its list of module
/// plugins and its imports, on sources written by hand as well as generated ones.
@Suite("Composition sources")
struct CompositionSourceTests {
  /// A solver shaped like the Shop's: conformances over two lines with the brace on its own
  /// line, an inferred property, an initializer that throws, computed properties after it.
  static let handWrittenSolver = """
    import Catalog
    import Core

    /// The solver.
    final class ShopDependencies: CatalogDependencies,
      CartDependencies
    {
      let logger: any Logger
      let storage: any DocumentStorage
      /// Where the cart announces its changes.
      let cartChanges = Channel<CartChanged>()
      let storedCart: StoredCart
      static let shared = 1

      /// Makes every shared service.
      /// - Parameter storage: Where documents are kept.
      init(storage: any DocumentStorage, logger: any Logger) throws {
        self.storage = storage
        self.logger = logger
        storedCart = StoredCart(storage: storage)
      }

      var cart: any CartService { storedCart }
      var invoiceDomains: Set<String> { [] }
    }

    """

  @Test func theProtocolsPropertiesAreReadWithWhatMfCannotProvide() throws {
    let text = """
      import Core

      /// What the feature needs.
      public protocol CartDependencies: BaseDependencies, Sendable {
        /// The cart.
        var cart: any CartService { get }
        var limits: [String: Set<Int>] { get }
        @MainActor var badge: Badge { get set }
        func refresh() async throws
        static var shared: Self { get }
      }
      """
    let requirements = try #require(
      DependencyRequirements.read("CartDependencies", in: [("Cart/Deps.swift", text)]))
    #expect(requirements.inherited == ["BaseDependencies", "Sendable"])
    #expect(
      requirements.members.map(\.declaration) == [
        "var cart: any CartService", "var limits: [String: Set<Int>]", "var badge: Badge",
      ])
    #expect(requirements.members.first?.location == "Cart/Deps.swift:6")
    #expect(
      requirements.unsupported == [
        "func refresh() async throws (Cart/Deps.swift:9)",
        "static var shared: Self { get } (Cart/Deps.swift:10)",
      ])
    #expect(DependencyRequirements.read("OtherDependencies", in: [("a.swift", text)]) == nil)
  }

  @Test func aHandWrittenSolverIsReadForItsConformancesAndProperties() throws {
    let solver = try #require(
      SolverSource(text: Self.handWrittenSolver, className: "ShopDependencies"))
    #expect(solver.conformances == ["CatalogDependencies", "CartDependencies"])
    let members = solver.members
    #expect(members["logger"] == "any Logger")
    #expect(members["cart"] == "any CartService")
    #expect(members["invoiceDomains"] == "Set<String>")
    #expect(members["cartChanges"] == .some(nil), "a property whose type is inferred")
    #expect(members["shared"] == nil, "static properties are not the solver's members")
    #expect(SolverSource(text: "struct C {}\n", className: "CDependencies") == nil)
  }

  /// A feature made by `mf new feature`, as an app's composition reads it.
  private static func generated(_ name: String) -> FeatureSource {
    let variable = PackageName.variableName(for: name)
    return FeatureSource(
      name: name,
      requirements: DependencyRequirements(
        name: name + "Dependencies", inherited: ["BaseDependencies"],
        members: [
          .init(name: variable + "Service", type: "any \(name)Service", location: ""),
          .init(name: variable + "Views", type: "any \(name)ViewFactory", location: ""),
        ],
        unsupported: []),
      declaresModule: true, declaresStoredService: true, declaresConsoleViews: true,
      boardShows: true)
  }

  @Test func anAppsCompositionConformsMakesTheServicesAndListsThePlugins() throws {
    let notes = Self.generated("Notes")
    let composition = AppComposition(
      app: "Journal", features: [notes, Self.generated("Tags")],
      imports: [
        "Notes", "NotesInterface", "NotesTerminalUI", "Tags", "TagsInterface", "TerminalUI",
      ],
      services: [try #require(notes.storedService)], views: [try #require(notes.lineViews)],
      writesViews: true)
    let text = composition.text
    #expect(
      text.contains(
        """
        extension JournalDependencies: NotesDependencies, TagsDependencies {
          var notesService: any NotesService { services.notesService }
          var notesViews: any NotesViewFactory { views.notes }
        }
        """))
    #expect(
      text.contains(
        """
        struct JournalViews {
          let notes: any NotesViewFactory
          /// Where the boards present the views.
          let navigation: any NavigationControllable

          /// Console views, which print what the features show: for commands and the line prompt.
          static func lines(on console: any Console) -> JournalViews {
            JournalViews(notes: NotesConsoleViews(console: console), navigation: LineNavigation())
          }
        }
        """),
      "the app hands the feature its console views, on a line navigation")
    #expect(
      text.contains(
        """
        final class JournalServices: Sendable {
          let notesService: any NotesService

          init(storage: any DocumentStorage) {
            notesService = StoredNotes(storage: storage)
          }
        }
        """))
    #expect(text.contains("    .module { TagsModule(dependencies: $0) },\n  ]"))
    #expect(text.contains("import Architecture\nimport Core\nimport Notes\n"))
    let empty = AppComposition(
      app: "Journal", features: [], imports: [], services: [], views: [], writesViews: true
    ).text
    #expect(!empty.contains("extension"), "no conformance: the solver is BaseDependencies")
    #expect(empty.contains("  init(storage: any DocumentStorage) {}\n"))
    #expect(empty.contains("static let all: [ModuleRecipe<JournalDependencies>] = []\n"))
    #expect(empty.contains("    JournalViews(navigation: LineNavigation())\n"))
    let handWritten = AppComposition(
      app: "Shop", features: [], imports: [], services: [], views: [], writesViews: false
    ).text
    #expect(!handWritten.contains("ShopViews"), "an app that writes its views gets none from mf")
  }
}
