import CommandLineKit
import Testing

/// The value parsers the kit brings: what each accepts, what it refuses and how it says so.
@Suite("Value parsers")
struct ValueParserTests {
  @Test func integersAreWholeDecimalNumbers() throws {
    let parser = Int.commandLineParser
    #expect(try parser.value(from: "42") == 42)
    #expect(try parser.value(from: "-7") == -7)
    #expect(throws: InvalidValue(#""4.5" is not a whole number"#)) { try parser.value(from: "4.5") }
    #expect(throws: InvalidValue(#""" is not a whole number"#)) { try parser.value(from: "") }
  }

  @Test func stringsAreTakenAsTheyAre() throws {
    #expect(try String.commandLineParser.value(from: " a b ") == " a b ")
  }

  @Test func enumerationsAcceptTheirRawValuesAndSuggestTheClosest() throws {
    let parser = SampleGraphFormat.commandLineParser
    #expect(try parser.value(from: "dot") == .dot)
    #expect(parser.valueName == "mermaid|dot|json")
    #expect(parser.allowedValues == ["mermaid", "dot", "json"])
    #expect(parser.completion == .words(["mermaid", "dot", "json"]))
    #expect(throws: InvalidValue(#""jsno" is not one of mermaid, dot, json"#, suggestion: "json")) {
      try parser.value(from: "jsno")
    }
    #expect(throws: InvalidValue(#""DOT" is not one of mermaid, dot, json"#, suggestion: "dot")) {
      try parser.value(from: "DOT")
    }
  }

  @Test func oneOfMapsWordsToValuesAndShowsTheWordAsDefault() throws {
    let level = ValueParser.oneOf([("quiet", 0), ("normal", 1), ("loud", 2)])
    #expect(try level.value(from: "loud") == 2)
    #expect(throws: InvalidValue(#""lod" is not one of quiet, normal, loud"#, suggestion: "loud")) {
      try level.value(from: "lod")
    }
    let option = Option<Int>("level", default: 1, parser: level, summary: "how much to say")
    let help = CommandLineProgram(Command<Int>("p", summary: "", parameters: [option], action: 0))
      .helpText()
    #expect(help?.contains("USAGE: p [--level <quiet|normal|loud>]") == true)
    #expect(help?.contains("how much to say (default: normal)") == true)
  }

  @Test func pathsMustNotBeEmptyAndCompleteAsFilesOrFolders() throws {
    #expect(try ValueParser.filePath.value(from: "a.md") == "a.md")
    #expect(throws: InvalidValue("the path is empty")) {
      try ValueParser.directoryPath.value(from: "")
    }
    #expect(ValueParser.filePath.completion == .files)
    #expect(ValueParser.directoryPath.completion == .directories)
  }

  @Test func commaSeparatedListsAreTrimmedWithoutEmptyItems() throws {
    let parser = ValueParser.commaSeparated()
    #expect(try parser.value(from: " Catalog, Core,,") == ["Catalog", "Core"])
    #expect(try parser.value(from: "") == [])
    #expect(parser.valueName == "A,B")
  }

  @Test func mapKeepsTheNameAndTheAllowedValues() throws {
    let length = SampleGraphFormat.commandLineParser.map { $0.rawValue.count }
    #expect(try length.value(from: "json") == 4)
    #expect(length.valueName == "mermaid|dot|json")
    #expect(length.allowedValues == ["mermaid", "dot", "json"])
    let positive = Int.commandLineParser.map { number in
      guard number > 0 else { throw InvalidValue("\(number) is not positive") }
      return number
    }
    #expect(throws: InvalidValue("0 is not positive")) { try positive.value(from: "0") }
  }

  @Test func anErrorOtherThanInvalidValueIsShownByItsDescription() {
    let parser = ValueParser<String>(valueName: "x") { _ in throw SampleFailure("no such thing") }
    let program = CommandLineProgram(
      Command<Int>(
        "p", summary: "", parameters: [Argument("x", parser: parser, summary: "")], action: 0))
    #expect(
      throws: CommandLineError(
        "invalid value for <x>: no such thing", hint: "usage: p <x>", kind: .invalidValue)
    ) {
      try program.parse(["y"])
    }
  }
}
