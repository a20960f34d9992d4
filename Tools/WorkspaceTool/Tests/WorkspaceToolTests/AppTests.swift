import Foundation
import Testing

@testable import WorkspaceTool

/// `mf new app`, `mf add` and `mf remove app` on a small workspace with the kit, CommandLineKit
/// and apps: what they write, and that every refusal says why and changes nothing.
@Suite("Apps: new, add and remove")
struct AppTests {
  /// A committed workspace with two features made by `mf new feature`: Tags, and Notes, which
  /// uses Tags' interface; its Xcode workspace is written, so the commands keep it current.
  /// Made once per test run and copied for each test (see ``PreparedWorkspace``).
  private func makeWorkspace() throws -> FixtureWorkspace {
    try Self.prepared.copy()
  }

  private static let prepared = PreparedWorkspace {
    let fixture = try Fixture.makeEvaluableWorkspace(apps: true)
    // The template's Apps folder, which stays when its last app is removed.
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent("Apps"), withIntermediateDirectories: true)
    for command in [
      ["sync"], ["xcode"], ["new", "feature", "Tags"],
      ["new", "feature", "Notes", "--uses", "Tags"],
    ] {
      let run = fixture.mf(command)
      guard run.status == 0 else {
        throw ToolError.failure("mf \(command.joined(separator: " ")): \(run.errors)")
      }
    }
    try fixture.commitEverything()
    return fixture
  }

  /// Expects `arguments` to fail with `status` and a message holding every one of `parts`,
  /// leaving the tree and `git status` as they were.
  private func expectRefusal(
    _ arguments: [String], in fixture: FixtureWorkspace, status: Int32 = 1,
    saying parts: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = fixture.snapshot()
    let gitBefore = try fixture.gitStatus()
    let result = fixture.mf(arguments)
    #expect(result.status == status, "\(arguments)", sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
    for part in parts {
      #expect(
        result.errors.contains(part), "\(arguments): \(result.errors)",
        sourceLocation: sourceLocation)
    }
    #expect(
      Fixture.differences(fixture.snapshot(), before) == "", "\(arguments)",
      sourceLocation: sourceLocation)
    #expect(try fixture.gitStatus() == gitBefore, "\(arguments)", sourceLocation: sourceLocation)
  }

  /// Expects the workspace to be in sync, lint-clean (not even a warning about `name`), and
  /// listed in its Xcode workspace.
  private func expectConsistent(
    _ fixture: FixtureWorkspace, mentioning name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(fixture.mf(["sync", "--check"]).status == 0, sourceLocation: sourceLocation)
    #expect(fixture.mf(["xcode", "--check"]).status == 0, sourceLocation: sourceLocation)
    let lint = fixture.mf(["lint"])
    #expect(lint.status == 0, "\(lint.output)", sourceLocation: sourceLocation)
    #expect(!lint.output.contains(name), "\(lint.output)", sourceLocation: sourceLocation)
  }

  /// The file mf writes in the app Journal: what it composes.
  private static let composition =
    "Apps/Journal/Sources/JournalApp/JournalFeatures.generated.swift"
  /// The files mf writes in the app Journal for the features mf made: their views and tabs, and
  /// their commands.
  private static let generatedViews = [
    "Apps/Journal/Sources/JournalApp/JournalViews.generated.swift",
    "Apps/Journal/Sources/JournalApp/JournalCommands.generated.swift",
  ]

  @Test func newAppComposesTheFeaturesWithTheirServicesAndPlugins() throws {
    let fixture = try makeWorkspace()
    let result = fixture.mf(["new", "app", "Journal", "--features", "Notes,Tags"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output.hasSuffix(
        """
        updated Package.swift
        updated Apps/Journal/Package.swift
        updated \(Self.composition)
        updated \(Self.generatedViews[0])
        updated \(Self.generatedViews[1])
        updated Workspace.xcworkspace/contents.xcworkspacedata
        Added app Journal, composing Notes, Tags. Run it with `swift run journal`.

        """), "\(result.output)")
    let manifest = fixture.read("Package.swift") ?? ""
    #expect(
      manifest.contains(
        """
        extension AppPackage {
          static let journal = AppPackage(
            "Journal", executable: "journal", features: [.notes, .tags],
            foundation: [.core, .architecture, .commandLineKit, .terminalUI])
        }

        let appPackages: [AppPackage] = [.journal]
        """), "\(manifest)")
    let library = "Apps/Journal/Sources/JournalApp/"
    for file in [
      "Journal", "JournalDependencies", "JournalRoutes", "JournalCommandLine", "JournalMain",
      "JournalShell", "JournalViews",
    ] {
      #expect(fixture.exists(library + file + ".swift"), "\(file)")
    }
    #expect(
      !fixture.exists(library + "TerminalConsole.swift"), "the console is TerminalUI's, not a copy")
    #expect(fixture.exists("Apps/Journal/Sources/journal/main.swift"))
    #expect(fixture.exists("Apps/Journal/Tests/JournalTests/JournalExecutableTests.swift"))
    let solver = fixture.read(library + "JournalDependencies.swift") ?? ""
    #expect(solver.contains("final class JournalDependencies: BaseDependencies {"))
    #expect(solver.contains("    services = JournalServices(storage: storage)\n  }\n}\n"))
    let composition = fixture.read(Self.composition) ?? ""
    #expect(composition.hasPrefix("// Generated by mf from Package.swift"))
    #expect(
      composition.contains(
        """
        extension JournalDependencies: NotesDependencies, TagsDependencies {
          var notesService: any NotesService { services.notesService }
          var tagsService: any TagsService { services.tagsService }
          var notesViews: any NotesViewFactory { views.generated.notes }
          var tagsViews: any TagsViewFactory { views.generated.tags }
        }
        """))
    let views = fixture.read(library + "JournalViews.generated.swift") ?? ""
    #expect(views.hasPrefix("// Generated by mf from Package.swift"))
    #expect(
      views.contains("import NotesTerminalUI\n")
        && views.contains("struct JournalGeneratedViews {"),
      "the app hands each feature the views of its terminal UI target")
    #expect(
      views.contains(
        "      notes: NotesLineViewFactory(console: console), tags: TagsLineViewFactory(console: console))"
          + "\n"))
    #expect(
      views.contains(
        "      notes: NotesScreenFactory(navigation: shell), tags: TagsScreenFactory(navigation: shell))\n"
      ),
      "full screen, each feature's screens in the shell")
    #expect(views.contains("      title: \"Tags\", present: { $0.present(.tags, on: $1) },\n"))
    let commands = fixture.read(library + "JournalCommands.generated.swift") ?? ""
    #expect(
      commands.contains("        \"notes\", summary: \"show the Notes items, or add one\",\n"))
    #expect(
      commands.contains(
        "            action: action { call, app in try await app.run(.tags, .add(call[item])) })"
          + "\n"))
    #expect(
      composition.contains(
        "  let notesService: any NotesService\n  let tagsService: any TagsService\n"))
    #expect(composition.contains("    tagsService = StoredTags(storage: storage)\n  }\n}\n"))
    #expect(
      composition.contains(
        "    .module { NotesModule(dependencies: $0) },\n    .module { TagsModule(dependencies: $0) },\n"
      ))
    let tests = fixture.read("Apps/Journal/Tests/JournalTests/JournalGraphTests.swift") ?? ""
    #expect(
      tests.contains("    try await app.run(.notes, .show)\n    try await app.run(.tags, .show)\n"))
    expectConsistent(fixture, mentioning: "Journal")
  }

  @Test func anAppWithoutFeaturesIsASolverOnTheBaseDependencies() throws {
    let fixture = try makeWorkspace()
    #expect(fixture.mf(["new", "app", "Journal"]).status == 0)
    let solver = fixture.read("Apps/Journal/Sources/JournalApp/JournalDependencies.swift") ?? ""
    #expect(solver.contains("final class JournalDependencies: BaseDependencies {"))
    let composition = fixture.read(Self.composition) ?? ""
    #expect(composition.contains("static let all: [ModuleRecipe<JournalDependencies>] = []\n"))
    #expect(!composition.contains("extension"))
    #expect(fixture.read("Package.swift")?.contains("features: [],") == true)
    expectConsistent(fixture, mentioning: "Journal")
  }

  @Test(arguments: [
    ("journal", "must start with an uppercase letter"),
    ("Jour/nal", "path characters"),
    ("../Journal", "path characters"),
    ("Import", "Swift keyword"),
    ("InOut", "its executable `inout` would be a Swift keyword"),
    ("Launcher", "the app's code uses the type Launcher"),
    ("Foundation", "toolchain module"),
    ("JournalTests", "reserved"),
    ("Notes", "already used: the workspace has Notes"),
    ("Core", "already used: the workspace has Core"),
    ("Catalog", "already used"),
  ])
  func aBadAppNameChangesNothing(name: String, reason: String) throws {
    let fixture = try makeWorkspace()
    try expectRefusal(["new", "app", name], in: fixture, saying: [reason])
  }

  @Test func anAppNameThatDiffersOnlyInCaseIsTaken() throws {
    let fixture = try makeWorkspace()
    #expect(fixture.mf(["new", "app", "Journal"]).status == 0)
    try fixture.git(["add", "-A"])
    try expectRefusal(
      ["new", "app", "JOURNAL"], in: fixture, saying: ["already used: the workspace has Journal"])
  }

  @Test func unknownAndUnfitFeaturesChangeNothing() throws {
    let fixture = try makeWorkspace()
    try expectRefusal(
      ["new", "app", "Journal", "--features", "Notes,Nope"], in: fixture,
      saying: ["no feature named \"Nope\"; the features are Catalog, Notes, Tags"])
    try expectRefusal(
      ["new", "app", "Journal", "--features", "TagsInterface"], in: fixture,
      saying: ["TagsInterface is an interface; name its feature, Tags"])
    try expectRefusal(
      ["new", "app", "Journal", "--features", "Catalog"], in: fixture,
      saying: ["Catalog declares no protocol CatalogDependencies"])
    try expectRefusal(
      ["new", "app", "Journal", "--uses", "Tags"], in: fixture, status: 2,
      saying: ["an app takes --features"])
  }

  @Test func aFeatureThatAsksForWhatMfCannotMakeIsRefusedNamingEachMember() throws {
    let fixture = try makeWorkspace()
    try fixture.write(
      "Features/Catalog/Sources/Catalog/CatalogDependencies.swift",
      """
      import Core

      public protocol CatalogDependencies: BaseDependencies, CatalogSettings {
        var catalog: ProductCatalog { get }
        var storage: any DocumentStorage { get }
        func refresh()
      }

      public struct CatalogModule {}

      """)
    try fixture.git(["add", "-A"])
    let path = "Features/Catalog/Sources/Catalog/CatalogDependencies.swift"
    try expectRefusal(
      ["new", "app", "Journal", "--features", "Tags,Catalog"], in: fixture,
      saying: [
        "mf: error: Journal cannot compose these features:\n"
          + "  CatalogDependencies asks for what mf cannot make:\n"
          + "    a conformance to CatalogSettings, which CatalogDependencies refines\n"
          + "    func refresh() (\(path):6)\n"
          + "    var catalog: ProductCatalog (\(path):4)\n"
          + "  Create the app without Catalog, give JournalDependencies these members, made in"
          + " its initializer, then run `mf add Catalog --to Journal`.\n"
      ])
    #expect(fixture.mf(["new", "app", "Journal", "--features", "Tags"]).status == 0)
    try fixture.git(["add", "-A"])
    try expectRefusal(
      ["add", "Catalog", "--to", "Journal"], in: fixture,
      saying: [
        "var catalog: ProductCatalog (\(path):4)",
        "Give JournalDependencies these members, made in its initializer, then run"
          + " `mf add Catalog --to Journal` again.",
      ])
  }

  @Test func aServiceOfAnotherFeatureComesFromTheSolverOnlyWhenThatFeatureIsComposed() throws {
    let fixture = try makeWorkspace()
    let path = "Features/Notes/Sources/Notes/NotesBuilder.swift"
    let notes = try #require(fixture.read(path))
    try fixture.write(
      path,
      notes.replacingOccurrences(
        of: "  var notesService: any NotesService { get }\n",
        with:
          "  var notesService: any NotesService { get }\n  var tagsService: any TagsService { get }\n"
      ))
    try fixture.git(["add", "-A"])
    try expectRefusal(
      ["new", "app", "Journal", "--features", "Notes"], in: fixture,
      saying: ["var tagsService: any TagsService", "compose Tags too, and mf makes it"])
    #expect(fixture.mf(["new", "app", "Journal", "--features", "Notes,Tags"]).status == 0)
    let composition = fixture.read(Self.composition) ?? ""
    #expect(composition.components(separatedBy: "let tagsService").count == 2, "made once")
    expectConsistent(fixture, mentioning: "Journal")
  }

  @Test func aFeatureIsHandedItsViewsOnlyThroughTheViewsTheSolverHolds() throws {
    let fixture = try makeWorkspace()
    #expect(fixture.mf(["new", "app", "Journal", "--features", "Tags"]).status == 0)
    let path = "Apps/Journal/Sources/JournalApp/JournalDependencies.swift"
    let solver = try #require(fixture.read(path))
    #expect(solver.contains("  let views: JournalViews\n"))
    try fixture.write(
      path, solver.replacingOccurrences(of: "  let views: JournalViews\n", with: ""))
    try fixture.git(["add", "-A"])
    try expectRefusal(
      ["add", "Notes", "--to", "Journal"], in: fixture,
      saying: [
        "var notesViews: any NotesViewFactory (Features/Notes/Sources/Notes/NotesBuilder.swift:",
        "Give JournalDependencies these members, made in its initializer",
      ])
  }

  @Test func addComposesAFeatureAndRemovingTheAppFreesItsFeatures() throws {
    let fixture = try makeWorkspace()
    let start = fixture.snapshot()
    #expect(fixture.mf(["new", "app", "Journal", "--features", "Tags"]).status == 0)
    try fixture.git(["add", "-A"])
    let withTags = fixture.snapshot()
    let added = fixture.mf(["add", "Notes", "--to", "Journal"])
    #expect(added.status == 0, "\(added.errors)")
    #expect(
      added.output == """
        updated Package.swift
        updated Apps/Journal/Package.swift
        updated \(Self.composition)
        updated \(Self.generatedViews[0])
        updated \(Self.generatedViews[1])
        Journal composes Notes.

        """)
    #expect(fixture.read("Package.swift")?.contains("features: [.tags, .notes],") == true)
    let changed = try fixture.git(["diff", "--name-only"])
    #expect(
      changed.split(separator: "\n")
        == [
          "Apps/Journal/Package.swift", Substring(Self.generatedViews[1]),
          Substring(Self.composition), Substring(Self.generatedViews[0]), "Package.swift",
        ],
      "the app's own sources are not edited: \(changed)")
    let composition = fixture.read(Self.composition) ?? ""
    #expect(composition.contains("import Notes\nimport NotesInterface\n"))
    #expect(
      composition.contains("extension JournalDependencies: TagsDependencies, NotesDependencies {"))
    #expect(
      composition.contains(
        "  let tagsService: any TagsService\n  let notesService: any NotesService\n"))
    #expect(composition.contains("    notesService = StoredNotes(storage: storage)\n  }\n"))
    #expect(composition.contains("    .module { NotesModule(dependencies: $0) },\n  ]"))
    expectConsistent(fixture, mentioning: "Journal")
    try fixture.git(["add", "-A"])

    let unplugged = fixture.mf(["remove", "feature", "Notes", "--from", "Journal"])
    #expect(unplugged.status == 0, "\(unplugged.errors)")
    #expect(unplugged.output.hasSuffix("Journal no longer composes Notes.\n"))
    #expect(
      Fixture.differences(fixture.snapshot(), withTags) == "", "mf remove --from undoes mf add")
    expectConsistent(fixture, mentioning: "Journal")
    try expectRefusal(
      ["remove", "feature", "Notes", "--from", "Journal"], in: fixture,
      saying: ["Journal does not compose \"Notes\"; it composes Tags"])
    #expect(fixture.mf(["add", "Notes", "--to", "Journal"]).status == 0)
    try fixture.git(["add", "-A"])

    try expectRefusal(
      ["add", "Notes", "--to", "Journal"], in: fixture, saying: ["Journal already composes Notes"])
    try expectRefusal(
      ["add", "Nope", "--to", "Journal"], in: fixture, saying: ["no feature named \"Nope\""])
    try expectRefusal(
      ["add", "Notes", "--to", "Diary"], in: fixture,
      saying: ["no app named \"Diary\"; the apps are Journal"])
    try expectRefusal(["add", "Notes"], in: fixture, status: 2, saying: ["--to"])
    try expectRefusal(
      ["remove", "feature", "Notes"], in: fixture,
      saying: [
        "\(Self.composition):7 imports Notes",
        "an app composes it: take it out with `mf remove feature Notes --from Journal`, or "
          + "remove the app with `mf remove app Journal`",
      ])
    try fixture.write(
      "Apps/Journal/Sources/JournalApp/JournalNotes.swift", "import Notes\n\nlet notes = 1\n")
    try fixture.git(["add", "-A"])
    try expectRefusal(
      ["remove", "feature", "Notes", "--from", "Journal"], in: fixture,
      saying: [
        "Journal still uses Notes; remove these uses first:\n"
          + "  Apps/Journal/Sources/JournalApp/JournalNotes.swift:1 imports Notes"
      ])
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent("Apps/Journal/Sources/JournalApp/JournalNotes.swift"))
    try fixture.git(["add", "-A"])
    try expectRefusal(
      ["remove", "app", "Diary"], in: fixture,
      saying: ["no app named \"Diary\"; the apps are Journal"])

    let removed = fixture.mf(["remove", "app", "Journal"])
    #expect(removed.status == 0, "\(removed.errors)")
    #expect(
      removed.output == """
        removed Apps/Journal
        updated Package.swift
        updated Workspace.xcworkspace/contents.xcworkspacedata
        Removed app Journal.

        """)
    #expect(
      Fixture.differences(fixture.snapshot(), start) == "",
      "the app is gone, as before it was made")
    #expect(fixture.mf(["remove", "feature", "Notes"]).status == 0)
    #expect(fixture.mf(["remove", "feature", "Tags"]).status == 0)
    expectConsistent(fixture, mentioning: "Tags")
  }

  @Test func anAppThatAnotherPackageUsesIsNotRemoved() throws {
    let fixture = try FixtureWorkspace()
    let workspace = try fixture.workspace(
      Fixture.foundation("Core") + Fixture.package(.app, "Journal", uses: ["Core"])
        + [
          Fixture.target(
            "WorkspaceTool", at: "Tools/WorkspaceTool/Sources/WorkspaceTool", ["JournalApp"])
        ])
    #expect {
      try PackageChange.removal(ofApp: "Journal", in: workspace)
    } throws: { error in
      (error as? ToolError)?.message
        == "mf: error: Journal is still in use; remove these uses first:\n"
        + "  Tools/WorkspaceTool: WorkspaceTool uses JournalApp\n"
    }
  }
}
