import Testing

@testable import TerminalUI

@Suite("Display width")
struct DisplayWidthTests {
  @Test(
    "A character takes the columns a terminal gives it",
    arguments: [
      ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("ß", 1), ("─", 1),
      ("中", 2), ("マ", 2), ("한", 2), ("Ａ", 2), ("\u{3000}", 2),
      ("👍", 2), ("👍🏽", 2), ("👩‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("⌚︎", 1), ("1️⃣", 2),
      ("\u{1100}\u{1161}", 2), ("\t", 0), ("\u{1B}", 0), ("\u{85}", 0), ("\u{200B}", 0),
      ("\u{301}", 0), ("\u{AD}", 1), ("𠀀", 2),
    ] as [(Character, Int)])
  func characterWidth(character: Character, columns: Int) {
    #expect(DisplayWidth.of(character) == columns)
  }

  @Test("A text's width is the sum of its characters'")
  func textWidth() {
    #expect(DisplayWidth.of("Mug") == 3)
    #expect(DisplayWidth.of("マグカップ") == 10)
    #expect(DisplayWidth.of("Cafe\u{301} 中") == 7)
    #expect(DisplayWidth.of("") == 0)
  }

  @Test("The wide ranges are sorted and apart, so the search finds each one")
  func wideRangesAreSorted() {
    let ranges = WideCharacters.ranges
    for (before, after) in zip(ranges, ranges.dropFirst()) {
      #expect(before.upperBound + 1 < after.lowerBound)
    }
    for range in ranges {
      #expect(WideCharacters.contains(range.lowerBound))
      #expect(WideCharacters.contains(range.upperBound))
      #expect(!WideCharacters.contains(range.upperBound + 1) || range == ranges.last)
    }
  }
}
