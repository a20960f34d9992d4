import TerminalUI
import Testing

@Suite("Text layout")
struct TextLayoutTests {
  @Test(
    "Truncation keeps what fits and ends in an ellipsis",
    arguments: [
      ("Stoneware Mug", 13, "Stoneware Mug"), ("Stoneware Mug", 8, "Stonewa…"),
      ("Stoneware Mug", 1, "S"), ("Stoneware Mug", 0, ""), ("マグカップ", 5, "マグ…"),
      ("マグカップ", 6, "マグ…"), ("マグカップ", 7, "マグカ…"), ("Cafe\u{301} au lait", 5, "Cafe\u{301}…"),
    ] as [(String, Int, String)])
  func truncation(text: String, width: Int, expected: String) {
    let result = TextLayout.truncate(text, toWidth: width)
    #expect(result == expected)
    #expect(DisplayWidth.of(result) <= width)
  }

  @Test("Wrapping breaks at spaces, inside words too long for a line, and at newlines")
  func wrapping() {
    #expect(
      TextLayout.wrap("A mug for tea and coffee", toWidth: 10) == [
        "A mug for", "tea and", "coffee",
      ])
    #expect(
      TextLayout.wrap("Supercalifragilistic", toWidth: 8) == ["Supercal", "ifragili", "stic"])
    #expect(TextLayout.wrap("one\n\ntwo", toWidth: 10) == ["one", "", "two"])
    #expect(TextLayout.wrap("", toWidth: 10) == [""])
    #expect(TextLayout.wrap("マグカップ です", toWidth: 4) == ["マグ", "カッ", "プ", "です"])
  }

  @Test("Every wrapped line fits, for any width that holds a wide character")
  func wrappedLinesFit() {
    let text = "Stoneware マグ with a hand-thrown 👍🏽 handle, cafe\u{301}-ready and dishwasher safe"
    for width in 2...30 {
      for line in TextLayout.wrap(text, toWidth: width) {
        #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
      }
    }
  }

  @Test("Padding gives exactly the width, on either side")
  func padding() {
    #expect(TextLayout.pad("Mug", toWidth: 6) == "Mug   ")
    #expect(TextLayout.pad("Mug", toWidth: 6, alignment: .trailing) == "   Mug")
    #expect(TextLayout.pad("マグ", toWidth: 5) == "マグ ")
    #expect(TextLayout.pad("Stoneware", toWidth: 4) == "Sto…")
  }

  @Test("A single line has no character that could move the cursor")
  func singleLine() {
    #expect(TextLayout.singleLine("Mug\u{1B}[2J\nTea\tCup\u{7}") == "Mug[2J Tea Cup")
    #expect(TextLayout.singleLine("plain") == "plain")
  }
}
