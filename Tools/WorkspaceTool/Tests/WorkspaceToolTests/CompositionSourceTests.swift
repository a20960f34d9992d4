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

  @Test func aHandWrittenSolverIsReadAndEditedInPlace() throws {
    var solver = try #require(
      SolverSource(
        path: "Shop.swift", text: Self.handWrittenSolver, className: "ShopDependencies"))
    #expect(solver.conformances == ["CatalogDependencies", "CartDependencies"])
    let members = solver.members
    #expect(members["logger"] == "any Logger")
    #expect(members["cart"] == "any CartService")
    #expect(members["invoiceDomains"] == "Set<String>")
    #expect(members["cartChanges"] == .some(nil), "a property whose type is inferred")
    #expect(members["shared"] == nil, "static properties are not the solver's members")

    solver.addImports(["Wishlist", "WishlistInterface", "Core"])
    try solver.addConformance("WishlistDependencies")
    try solver.addProperty("let wishlistService: any WishlistService")
    try solver.addToInitializer("wishlistService = StoredWishlist(storage: storage)")
    #expect(
      solver.text == """
        import Catalog
        import Core
        import Wishlist
        import WishlistInterface

        /// The solver.
        final class ShopDependencies: CatalogDependencies,
          CartDependencies, WishlistDependencies
        {
          let logger: any Logger
          let storage: any DocumentStorage
          /// Where the cart announces its changes.
          let cartChanges = Channel<CartChanged>()
          let storedCart: StoredCart
          static let shared = 1
          let wishlistService: any WishlistService

          /// Makes every shared service.
          /// - Parameter storage: Where documents are kept.
          init(storage: any DocumentStorage, logger: any Logger) throws {
            self.storage = storage
            self.logger = logger
            storedCart = StoredCart(storage: storage)
            wishlistService = StoredWishlist(storage: storage)
          }

          var cart: any CartService { storedCart }
          var invoiceDomains: Set<String> { [] }
        }

        """)
  }

  @Test func aSolverWithoutConformancesOrWithTwoInitializersIsHandledOrRefused() throws {
    var bare = try #require(
      SolverSource(
        path: "A.swift", text: "final class ADependencies {\n  init() {}\n}\n",
        className: "ADependencies"))
    try bare.addConformance("NotesDependencies")
    try bare.addToInitializer("notesService = StoredNotes(storage: storage)")
    #expect(
      bare.text
        == "final class ADependencies: NotesDependencies {\n  init() {\n    notesService = "
        + "StoredNotes(storage: storage)\n  }\n}\n")
    var two = try #require(
      SolverSource(
        path: "B.swift", text: "final class BDependencies {\n  init() {}\n  init(a: Int) {}\n}\n",
        className: "BDependencies"))
    #expect(throws: ToolError.self) { try two.addToInitializer("x = 1") }
    #expect(SolverSource(path: "C.swift", text: "struct C {}\n", className: "CDependencies") == nil)
  }

  @Test(arguments: [
    (
      "[\n    .module { CatalogModule(dependencies: $0) },\n  ]",
      "[\n    .module { CatalogModule(dependencies: $0) },\n"
        + "    .module { NotesModule(dependencies: $0) },\n  ]"
    ),
    (
      "[\n    .module { CatalogModule(dependencies: $0) }\n  ]",
      "[\n    .module { CatalogModule(dependencies: $0) },\n"
        + "    .module { NotesModule(dependencies: $0) },\n  ]"
    ),
    ("[]", "[.module { NotesModule(dependencies: $0) }]"),
  ])
  func thePluginIsAppendedToTheList(list: String, expected: String) throws {
    func file(_ list: String) -> String {
      """
      enum ShopModules {
        static let all: [ModuleRecipe<ShopDependencies>] = \(list)
      }

      """
    }
    var modules = try #require(
      ModuleListSource(path: "M.swift", text: file(list), typeName: "ShopModules"))
    try modules.append(plugin: "NotesModule")
    #expect(modules.text == file(expected))
  }

  @Test func aModuleListWithoutAnAllListIsRefused() throws {
    var modules = try #require(
      ModuleListSource(path: "M.swift", text: "enum ShopModules {}\n", typeName: "ShopModules"))
    #expect(throws: ToolError.self) { try modules.append(plugin: "NotesModule") }
  }

  @Test func importsJoinTheFirstBlockSortedOnceOrStartOne() {
    #expect(
      ImportLines.adding(["Notes", "Core"], to: "import Core\nimport Tags\n\nlet a = 1\n")
        == "import Core\nimport Notes\nimport Tags\n\nlet a = 1\n")
    #expect(ImportLines.adding(["Notes"], to: "let a = 1\n") == "import Notes\n\nlet a = 1\n")
    #expect(ImportLines.adding([], to: "let a = 1\n") == "let a = 1\n")
  }

  @Test func anEmptiedListOfPackagesGetsItsTypeAndKeepsIt() throws {
    var editor = RootManifestEditor(
      text: "let shop = AppPackage(\"Shop\")\n\nlet appPackages = [shop]\n")
    try editor.removeDeclaration("shop")
    try editor.remove("shop", from: "appPackages")
    #expect(editor.text == "let appPackages: [AppPackage] = []\n")
    try editor.add(
      PackageDeclaration(
        kind: .app, name: "Journal",
        arguments: [
          .init(label: .executable, text: "journal"), .init(label: .features, variables: []),
          .init(label: .foundation, variables: ["core"]),
        ]))
    #expect(
      editor.text == """
        let journal = AppPackage("Journal", executable: "journal", features: [], foundation: [core])

        let appPackages: [AppPackage] = [journal]

        """)
  }

  @Test func aFeatureIsAppendedToAnAppsListOfFeatures() throws {
    var editor = RootManifestEditor(
      text: """
        let shop = AppPackage(
          "Shop", executable: "shop",
          features: [catalog, cart],
          foundation: [core])

        """)
    #expect(try editor.elements(ofArgument: "features", in: "shop") == ["catalog", "cart"])
    try editor.append("notes", toArgument: "features", in: "shop")
    #expect(
      try editor.elements(ofArgument: "features", in: "shop") == ["catalog", "cart", "notes"])
    #expect(editor.text.contains("  features: [catalog, cart, notes],\n"), "its layout is kept")
    let long = (1...9).map { "feature\($0)" }
    for feature in long { try editor.append(feature, toArgument: "features", in: "shop") }
    #expect(
      editor.text == """
        let shop = AppPackage(
          "Shop",
          executable: "shop",
          features: [
            catalog, cart, notes, feature1, feature2, feature3, feature4, feature5, feature6, feature7,
            feature8, feature9,
          ],
          foundation: [core])

        """, "wrapped again once a line is too long")
    #expect(throws: ToolError.self) { try editor.append("x", toArgument: "features", in: "cart") }
  }
}
