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
      declaresModule: true, declaresStoredService: true, declaresLineViews: true,
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
          var notesViews: any NotesViewFactory { views.generated.notes }
        }
        """))
    #expect(!text.contains("struct JournalGeneratedViews"), "the views have a file of their own")
    #expect(
      composition.files.map(\.path) == [
        "Apps/Journal/Sources/JournalApp/JournalFeatures.generated.swift",
        "Apps/Journal/Sources/JournalApp/JournalViews.generated.swift",
        "Apps/Journal/Sources/JournalApp/JournalCommands.generated.swift",
      ])
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
    let lineMode = AppComposition(
      app: "Shop", features: [], imports: [], services: [], views: [], writesViews: false)
    #expect(lineMode.files.count == 1, "an app without TerminalUI gets no views from mf")
  }

  @Test func theViewsOfTheFeaturesMfMadeAreLineViewsAndScreensWithATabEach() throws {
    let notes = try #require(Self.generated("Notes").lineViews)
    let text = AppViewsFile(
      AppComposition(
        app: "Journal", features: [], imports: [], services: [], views: [notes],
        writesViews: true)
    ).text
    #expect(text.hasPrefix("// Generated by mf from Package.swift"))
    #expect(text.contains("Do not edit"))
    #expect(
      text.contains(
        """
        struct JournalGeneratedViews {
          let notes: any NotesViewFactory

          /// Line views, which print what the features show: for commands and the line prompt.
          static func lines(on console: any Console) -> JournalGeneratedViews {
            JournalGeneratedViews(notes: NotesLineViewFactory(console: console))
          }

          /// Screens in the app's shell, which ask their questions in sheets over it.
          static func screens(in shell: AppShell) -> JournalGeneratedViews {
            JournalGeneratedViews(notes: NotesScreenFactory(navigation: shell))
          }
        }
        """))
    #expect(
      text.contains(
        """
          static let all: [JournalFeatureTab] = [
            JournalFeatureTab(
              title: "Notes", present: { $0.present(.notes, on: $1) },
              open: { try await $0.run(.notes, .show) })
          ]
        """))
    #expect(
      text.contains(
        "import Notes\nimport NotesInterface\nimport NotesTerminalUI\nimport TerminalUI\n"))
    let none = AppViewsFile(
      AppComposition(
        app: "Shop", features: [], imports: [], services: [], views: [], writesViews: true)
    ).text
    #expect(none.contains("    ShopGeneratedViews()\n"))
    #expect(none.contains("  static let all: [ShopFeatureTab] = []\n"))
  }

  @Test func eachFeatureMfMadeIsACommandThatShowsItsItemsOrAddsOne() throws {
    let notes = try #require(Self.generated("ReadingList").lineViews)
    let text = AppCommandsFile(
      AppComposition(
        app: "Journal", features: [], imports: [], services: [], views: [notes],
        writesViews: true)
    ).text
    #expect(text.hasPrefix("// Generated by mf from Package.swift"))
    #expect(text.contains("import CommandLineKit\nimport ReadingListInterface\n"))
    #expect(
      text.contains(
        """
              Command(
                "reading-list", summary: "show the ReadingList items, or add one",
                subcommands: [
                  Command(
                    "add", summary: "add an item after the others", parameters: [item],
                    action: action { call, app in try await app.run(.readingList, .add(call[item])) })
                ],
                action: action { _, app in try await app.run(.readingList, .show) })
            ]
        """), "one element keeps no trailing comma, as swift format leaves it")
    #expect(
      text.contains("(@escaping @MainActor @Sendable (Invocation, Journal) async throws -> Void)"))
  }
}
