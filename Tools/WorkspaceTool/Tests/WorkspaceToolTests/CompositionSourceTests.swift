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
      SolverSource(
        path: "Shop.swift", text: Self.handWrittenSolver, className: "ShopDependencies"))
    #expect(solver.conformances == ["CatalogDependencies", "CartDependencies"])
    let members = solver.members
    #expect(members["logger"] == "any Logger")
    #expect(members["cart"] == "any CartService")
    #expect(members["invoiceDomains"] == "Set<String>")
    #expect(members["cartChanges"] == .some(nil), "a property whose type is inferred")
    #expect(members["shared"] == nil, "static properties are not the solver's members")
    #expect(SolverSource(path: "C.swift", text: "struct C {}\n", className: "CDependencies") == nil)
  }

  /// A feature made by `mf new feature`, as an app's composition reads it.
  private static func generated(_ name: String) -> FeatureSource {
    let service = PackageName.variableName(for: name) + "Service"
    return FeatureSource(
      name: name,
      requirements: DependencyRequirements(
        name: name + "Dependencies", inherited: ["BaseDependencies"],
        members: [.init(name: service, type: "any \(name)Service", location: "")],
        unsupported: []),
      declaresModule: true, declaresStoredService: true, boardShows: true)
  }

  @Test func anAppsCompositionConformsMakesTheServicesAndListsThePlugins() throws {
    let notes = Self.generated("Notes")
    let composition = AppComposition(
      app: "Journal", features: [notes, Self.generated("Tags")],
      imports: ["Notes", "NotesInterface", "Tags", "TagsInterface"],
      services: [try #require(notes.storedService)])
    let text = composition.text
    #expect(
      text.contains(
        """
        extension JournalDependencies: NotesDependencies, TagsDependencies {
          var notesService: any NotesService { services.notesService }
        }
        """))
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
    let empty = AppComposition(app: "Journal", features: [], imports: [], services: []).text
    #expect(!empty.contains("extension"), "no conformance: the solver is BaseDependencies")
    #expect(empty.contains("  init(storage: any DocumentStorage) {}\n"))
    #expect(empty.contains("static let all: [ModuleRecipe<JournalDependencies>] = []\n"))
  }
}
