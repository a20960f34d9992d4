import Architecture
import Foundation
import Testing

extension FlagDefinition {
  static let search = FlagDefinition("search", allowedValues: ["v1", "v2"], defaultValue: "v1")
  static let wallet = FlagDefinition.toggle("wallet")
}

struct FlagTests {
  let registry = FlagRegistry([.search, .wallet])

  func temporaryFile(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("flags-\(UUID().uuidString).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func defaultsApplyWithoutSources() throws {
    let flags = try registry.resolve([])
    #expect(flags[.search] == "v1")
    #expect(!flags.isOn(.wallet))
    #expect(flags.source(named: "search") == "default")
  }

  @Test func commandLineAssignmentsAreParsedAndResolved() throws {
    let source = CommandLineFlagSource([
      try FlagAssignment.parse("search=v2", source: "command line"),
      try FlagAssignment.parse(" wallet = on ", source: "command line"),
    ])
    let flags = try registry.resolve([source])
    #expect(flags[.search] == "v2")
    #expect(flags.isOn(.wallet))
  }

  @Test func anAssignmentWithoutValueOrNameIsAnError() {
    #expect(
      throws: FlagError.malformed(
        entry: "search", source: "command line", reason: "expected name=value")
    ) {
      try FlagAssignment.parse("search", source: "command line")
    }
    #expect(throws: FlagError.self) { try FlagAssignment.parse("=v2", source: "command line") }
  }

  @Test func environmentVariableIsParsed() throws {
    let source = EnvironmentFlagSource(
      variable: "SHOP_FLAGS", environment: ["SHOP_FLAGS": " search=v2 , wallet=on,"])
    #expect(
      try source.assignments() == [
        FlagAssignment(name: "search", value: "v2"), FlagAssignment(name: "wallet", value: "on"),
      ])
    let unset = EnvironmentFlagSource(variable: "SHOP_FLAGS", environment: [:])
    #expect(try unset.assignments().isEmpty)
  }

  @Test func jsonFileIsParsed() throws {
    let path = try temporaryFile(#"{"wallet": "on", "search": "v2"}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let flags = try registry.resolve([JSONFileFlagSource(path: path)])
    #expect(flags[.search] == "v2")
    #expect(flags.source(named: "wallet") == "file \(path)")
  }

  @Test func missingJSONFileIsEmptyUnlessRequired() throws {
    let path = "/nonexistent/flags.json"
    #expect(try JSONFileFlagSource(path: path).assignments().isEmpty)
    #expect(throws: FlagError.unreadable(source: "file \(path)", reason: "the file does not exist"))
    {
      try JSONFileFlagSource(path: path, isRequired: true).assignments()
    }
  }

  @Test func invalidJSONIsAnError() throws {
    let broken = try temporaryFile("{not json")
    let nonString = try temporaryFile(#"{"wallet": true}"#)
    defer {
      try? FileManager.default.removeItem(atPath: broken)
      try? FileManager.default.removeItem(atPath: nonString)
    }
    #expect(
      throws: FlagError.unreadable(source: "file \(broken)", reason: "the file is not valid JSON")
    ) {
      try registry.resolve([JSONFileFlagSource(path: broken)])
    }
    #expect(
      throws: FlagError.malformed(
        entry: "wallet", source: "file \(nonString)", reason: "the value must be a string")
    ) {
      try registry.resolve([JSONFileFlagSource(path: nonString)])
    }
  }

  @Test func laterSourcesOverrideEarlierOnes() throws {
    let path = try temporaryFile(#"{"search": "v2", "wallet": "on"}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let environment = EnvironmentFlagSource(
      variable: "SHOP_FLAGS", environment: ["SHOP_FLAGS": "search=v1"])
    let commandLine = CommandLineFlagSource([FlagAssignment(name: "wallet", value: "off")])
    let flags = try registry.resolve([JSONFileFlagSource(path: path), environment, commandLine])
    #expect(flags[.search] == "v1")
    #expect(flags.source(named: "search") == "environment variable SHOP_FLAGS")
    #expect(!flags.isOn(.wallet))
    #expect(flags.source(named: "wallet") == "command line")
    let reversed = try registry.resolve([commandLine, environment, JSONFileFlagSource(path: path)])
    #expect(reversed[.search] == "v2")
    #expect(reversed.isOn(.wallet))
  }

  @Test func unknownFlagIsAnErrorNamingSourceAndFlag() throws {
    let source = EnvironmentFlagSource(variable: "MY_FLAGS", environment: ["MY_FLAGS": "foo=bar"])
    let error = try #require(throws: FlagError.self) { try registry.resolve([source]) }
    #expect(
      error
        == .unknownFlag(
          name: "foo", source: "environment variable MY_FLAGS",
          knownNames: [
            "search", "wallet",
          ]))
    #expect(error.description.contains("'foo'"))
    #expect(error.description.contains("environment variable MY_FLAGS"))
  }

  @Test func invalidValueIsAnErrorNotASilentDefault() throws {
    let source = CommandLineFlagSource([FlagAssignment(name: "search", value: "v3")])
    let error = try #require(throws: FlagError.self) { try registry.resolve([source]) }
    #expect(
      error
        == .invalidValue(
          name: "search", value: "v3", source: "command line",
          allowedValues: [
            "v1", "v2",
          ]))
    #expect(error.description.contains("Allowed values: v1, v2"))
  }

  @Test func malformedEnvironmentEntryIsAnError() {
    let source = EnvironmentFlagSource(
      variable: "SHOP_FLAGS", environment: ["SHOP_FLAGS": "search=v2,wallet"])
    #expect(
      throws: FlagError.malformed(
        entry: "wallet", source: "environment variable SHOP_FLAGS", reason: "expected name=value")
    ) {
      try registry.resolve([source])
    }
  }
}
