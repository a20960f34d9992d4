import Foundation
import Testing

@testable import WorkspaceTool

/// `mf quarantine` and `quarantine.json`: names checked against the sources, a did-you-mean,
/// a reviewable file written whole, and `mf lint` holding old entries to account.
@Suite("Quarantine")
struct QuarantineTests {
  @Test func testsAreReadFromTheSourcesWithTheirSuites() {
    let source = """
      import Testing
      @Test func topLevel() {}
      @Suite("Cart") struct CartSuite {
        @Test("merges", .tags(.x)) func addMerges() { let _ = { 1 }() }
        func helper() {}
        struct Inner { @Test(arguments: [1, 2]) func deep(_ value: Int) {} }
      }
      extension CartSuite.Inner { @Test func more() async throws {} }
      """
    #expect(
      KnownTests.tests(in: source) == [
        "topLevel", "CartSuite/addMerges", "CartSuite/Inner/deep", "CartSuite/Inner/more",
      ])
    let known: Set = ["CartTests/CartSuite/addMerges", "CartTests/topLevel"]
    #expect(
      KnownTests.suggestion(for: "addMerges", among: known) == "CartTests/CartSuite/addMerges")
    #expect(KnownTests.suggestion(for: "CartTests/CartSuite/addMerge", among: known) != nil)
    #expect(KnownTests.suggestion(for: "Elsewhere/nothing", among: known) == nil)
  }

  @Test func addListAndRemoveKeepOneReviewableFile() throws {
    let fixture = try Fixture.makeEvaluableWorkspace()
    try fixture.write(
      "Foundation/Core/Tests/CoreTests/CoreTests.swift",
      "import Testing\n\n@Suite struct Storage {\n  @Test func survivesAKill() {}\n}\n")
    let unknown = fixture.mf([
      "quarantine", "add", "CoreTests/Storage/survivesKill", "--reason", "x",
    ])
    #expect(unknown.status == 1)
    #expect(
      unknown.errors
        == "mf: error: no test named \"CoreTests/Storage/survivesKill\" in the workspace's test "
        + "targets; did you mean \"CoreTests/Storage/survivesAKill\"? (a name is "
        + "Module/Suite/function, as mf test --repeat prints it)\n")
    #expect(!fixture.exists(Quarantine.path))
    let blank = fixture.mf([
      "quarantine", "add", "CoreTests/Storage/survivesAKill", "--reason", " ",
    ])
    #expect(blank.status == 2)

    let added = fixture.mf(
      ["quarantine", "add", "CoreTests/Storage/survivesAKill", "--reason", "slow disk"])
    #expect(added.status == 0, "\(added.errors)")
    let today = Quarantine.day(Date())
    #expect(
      fixture.read(Quarantine.path) == """
        {
          "format" : 1,
          "tests" : [
            {
              "added" : "\(today)",
              "reason" : "slow disk",
              "test" : "CoreTests/Storage/survivesAKill"
            }
          ]
        }

        """)
    #expect(
      fixture.mf(["quarantine", "add", "CoreTests/Storage/survivesAKill", "--reason", "again"])
        .status == 1)
    let list = fixture.mf(["quarantine", "list"])
    #expect(
      list.output == """
        CoreTests/Storage/survivesAKill: since \(today) (0 days): slow disk
            passed 0 of the 50 runs in a row it needs
        1 quarantined test(s).

        """)
    #expect(fixture.mf(["lint"]).output.contains("quarantine") == false, "a new entry is fine")

    let wrong = fixture.mf(["quarantine", "remove", "CoreTests/Storage/survivesAKil"])
    #expect(wrong.status == 1)
    #expect(wrong.errors.contains("did you mean \"CoreTests/Storage/survivesAKill\"?"))
    #expect(fixture.mf(["quarantine", "remove", "CoreTests/Storage/survivesAKill"]).status == 0)
    #expect(fixture.read(Quarantine.path) == "{\n  \"format\" : 1,\n  \"tests\" : []\n}\n")
    #expect(
      fixture.mf(["quarantine", "list"]).output == "No tests are quarantined (quarantine.json).\n")
  }

  @Test func lintWarnsPast14DaysFailsPast30AndRefusesAnUnreadableList() throws {
    let fixture = try FixtureWorkspace()
    let now = Date(timeIntervalSince1970: 1_795_900_000)  // 2026-11-28
    var quarantine = Quarantine()
    for (test, added) in [
      ("A/new", "2026-11-20"), ("A/old", "2026-11-10"), ("A/ancient", "2026-10-01"),
    ] {
      quarantine.entries.append(.init(test: test, reason: "r", added: added))
    }
    try quarantine.write(root: fixture.root)
    let found = QuarantineRule.diagnostics(root: fixture.root, at: now)
    #expect(found.map(\.severity) == [.error, .warning])
    #expect(
      found.map(\.formatted).first
        == "quarantine.json:7: error: A/ancient has been quarantined for 58 days (since "
        + "2026-10-01); fix it and run mf quarantine remove, or delete the test")
    try fixture.write(Quarantine.path, "{\"tests\": 3}")
    #expect(QuarantineRule.diagnostics(root: fixture.root, at: now).map(\.severity) == [.error])
  }
}
