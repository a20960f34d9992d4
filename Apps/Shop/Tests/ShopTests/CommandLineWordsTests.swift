import Testing

@testable import ShopApp

@Suite("Splitting a prompt line into words")
struct CommandLineWordsTests {
  @Test(
    "quotes and backslashes group words like a shell",
    arguments: [
      ("search  blue   mug", ["search", "blue", "mug"]),
      ("browse \"Home Office\"", ["browse", "Home Office"]),
      ("browse \"it's\" 'a \\ b'", ["browse", "it's", "a \\ b"]),
      ("a\\ b c", ["a b", "c"]),
      ("say \"\"", ["say", ""]),
      ("   ", []),
    ])
  func splits(line: String, words: [String]) throws {
    #expect(try CommandLineWords.split(line) == words)
  }

  @Test("an unterminated quote or trailing backslash is a usage error")
  func errors() {
    #expect(throws: CommandError.self) { try CommandLineWords.split("a \"b") }
    #expect(throws: CommandError.self) { try CommandLineWords.split("a b\\") }
  }

}
