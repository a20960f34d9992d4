import Architecture
import ArchitectureTesting
import Testing

extension FlagDefinition {
  static let shouting = FlagDefinition(
    "shouting", allowedValues: ["loud", "quiet"], defaultValue: "loud")
}

/// A module with the shout board; with the `shouting` flag at `quiet` it registers the reverse
/// board under the shout board's identifier instead, the way a plugin list swaps a builder.
struct ShoutModule: ModulePlugin {
  let log: BoardLog
  static var flags: [FlagDefinition] { [.shouting] }

  func register(in module: inout ModuleRegistration) {
    let log = self.log
    if module.flags[.shouting] == "quiet" {
      module.board(.shout) { ReverseBoard(slot: $0, log: log) }
    } else {
      module.board(.shout) { ShoutBoard(slot: $0, log: log) }
    }
  }
}

/// A module that counts and guards the count board with the sign-in barrier.
struct CountModule: ModulePlugin {
  let log: BoardLog

  func register(in module: inout ModuleRegistration) {
    let log = self.log
    module.board(.count, requires: [.signedIn]) { CountBoard(slot: $0, log: log) }
  }
}

/// A module that provides the sign-in barrier.
struct SignInModule: ModulePlugin {
  let signIn: SignIn

  func register(in module: inout ModuleRegistration) {
    module.barrier(.signedIn, signIn.barrier())
  }
}

/// A second module that also registers `shout` and declares `shouting`.
struct RivalShoutModule: ModulePlugin {
  static var flags: [FlagDefinition] { [.shouting] }

  func register(in module: inout ModuleRegistration) {
    module.board(.shout) { ShoutBoard(slot: $0, log: BoardLog()) }
  }
}

@MainActor
struct LauncherTests {
  @Test("plugins register boards and barriers; one module's barrier guards another's board")
  func pluginsCompose() async throws {
    let log = BoardLog()
    let signIn = SignIn()
    let launcher = Launcher([
      ShoutModule(log: log), CountModule(log: log), SignInModule(signIn: signIn),
    ])
    let flags = try launcher.flagRegistry().resolve([])
    let motherboard = try launcher.launch(name: "app", flags: flags)
    let tree = FlowTree(leakTracker: nil)
    tree.launch(motherboard)
    #expect(motherboard.registeredBoards == ["count", "shout"])
    #expect(await motherboard.io(.count).run("x") == .finished)
    #expect(signIn.runs == 1)
    motherboard.io(.shout).activate("hi")
    #expect(log.received == ["count x", "shout hi"])
  }

  @Test("flags declared by plugins are resolved by the app and choose what a plugin registers")
  func flagsChooseVariants() throws {
    let log = BoardLog()
    let launcher = Launcher([ShoutModule(log: log)])
    let registry = try launcher.flagRegistry()
    #expect(registry.definitions.map(\.name) == ["shouting"])
    let quiet = try registry.resolve([
      EnvironmentFlagSource(variable: "FLAGS", environment: ["FLAGS": "shouting=quiet"])
    ])
    let motherboard = try launcher.launch(name: "app", flags: quiet)
    FlowTree(leakTracker: nil).launch(motherboard)
    motherboard.io(.shout).activate("abc")
    #expect(log.made == ["reverse"])
  }

  @Test("two plugins registering one board is an error naming both")
  func duplicateBoard() {
    let launcher = Launcher([ShoutModule(log: BoardLog()), RivalShoutModuleWithoutFlag()])
    #expect(
      throws: LaunchError.duplicateBoard(
        "shout", first: "ShoutModule", second: "RivalShoutModuleWithoutFlag")
    ) {
      try launcher.launch(name: "app", flags: FlagValues(defaults: [.shouting]))
    }
    #expect(
      "\(LaunchError.duplicateBoard("shout", first: "ShoutModule", second: "RivalShoutModuleWithoutFlag"))"
        == "board 'shout' is registered by both ShoutModule and RivalShoutModuleWithoutFlag")
  }

  @Test("two plugins declaring one flag is an error naming both")
  func duplicateFlag() {
    let launcher = Launcher([ShoutModule(log: BoardLog()), RivalShoutModule()])
    #expect(
      throws: LaunchError.duplicateFlag(
        "shouting", first: "ShoutModule", second: "RivalShoutModule")
    ) {
      try launcher.flagRegistry()
    }
  }

  @Test("a board guarded by a barrier nobody provides does not launch")
  func missingBarrier() {
    let launcher = Launcher([CountModule(log: BoardLog())])
    #expect(
      throws: LaunchError.missingBarrier("signed-in", board: "count", requiredBy: "CountModule")
    ) {
      try launcher.launch(name: "app", flags: FlagValues(defaults: []))
    }
  }
}

/// Uses the count board of another module.
struct CountingUserModule: ModulePlugin {
  func register(in module: inout ModuleRegistration) {
    module.uses(AnyBoardID(.count))
  }
}

@MainActor
struct LauncherUsesTests {
  @Test("a module that uses another module's board does not launch without it")
  func missingUsedBoard() {
    #expect(throws: LaunchError.missingBoard("count", requiredBy: "CountingUserModule")) {
      try Launcher([CountingUserModule()]).launch(name: "app", flags: FlagValues(defaults: []))
    }
    #expect(
      "\(LaunchError.missingBoard("count", requiredBy: "CountingUserModule"))"
        == "CountingUserModule needs board 'count', which no installed plugin registers")
  }
}

/// Registers `shout` without declaring the flag, to clash on the board only.
struct RivalShoutModuleWithoutFlag: ModulePlugin {
  func register(in module: inout ModuleRegistration) {
    module.board(.shout) { ShoutBoard(slot: $0, log: BoardLog()) }
  }
}
