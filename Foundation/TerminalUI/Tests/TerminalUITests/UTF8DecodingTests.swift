import TerminalUI
import TerminalUITesting
import Testing

/// The key decoder reads text as RFC 3629 defines UTF-8: what is not well-formed is dropped,
/// never typed, not even as U+FFFD, and the text around it arrives whole.
@Suite("UTF-8 as RFC 3629 defines it")
struct UTF8DecodingTests {
  private func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.flush()
  }

  private func typed(_ text: String) -> [Key] {
    text.map { .character($0) }
  }

  @Test(
    "A surrogate, an overlong form or a code point past U+10FFFF between two letters is dropped",
    arguments: [
      [0xED, 0xA0, 0x80],  // U+D800, the first surrogate
      [0xED, 0xBF, 0xBF],  // U+DFFF, the last
      [0xC0, 0xAF],  // "/" in two bytes
      [0xC1, 0xBF],  // U+007F in two bytes
      [0xE0, 0x80, 0xAF],  // "/" in three bytes
      [0xE0, 0x9F, 0xBF],  // U+07FF in three bytes
      [0xF0, 0x80, 0x80, 0xAF],  // "/" in four bytes
      [0xF0, 0x8F, 0xBF, 0xBF],  // U+FFFF in four bytes
      [0xF4, 0x90, 0x80, 0x80],  // U+110000
      [0xF5, 0x80, 0x80, 0x80],  // a lead byte no code point has
      [0xF7, 0xBF, 0xBF, 0xBF],  // U+1FFFFF
      [0xFF], [0xFE], [0x80], [0xBF],  // never in UTF-8; stray continuations
      [0xE3, 0x82],  // a character cut short by the next one
    ] as [[UInt8]])
  func illFormedIsDropped(bytes: [UInt8]) {
    let keys = decode(Array("a".utf8) + bytes + Array("b".utf8))
    #expect(keys == typed("ab"))
    #expect(!keys.contains(.character("\u{FFFD}")))
  }

  @Test(
    "The code points at the edges of each form are typed",
    arguments: [
      ([0xC2, 0xA0], "\u{A0}"),  // the first two-byte letter past the C1 controls
      ([0xDF, 0xBF], "\u{7FF}"),
      ([0xE0, 0xA0, 0x80], "\u{800}"),  // the smallest three-byte form
      ([0xED, 0x9F, 0xBF], "\u{D7FF}"),  // just below the surrogates
      ([0xEE, 0x80, 0x80], "\u{E000}"),  // just above them
      ([0xEF, 0xBF, 0xBD], "\u{FFFD}"),  // the replacement character, typed as itself
      ([0xF0, 0x90, 0x80, 0x80], "\u{10000}"),  // the smallest four-byte form
      ([0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFFF}"),  // the last code point
    ] as [([UInt8], String)])
  func edgesAreTyped(bytes: [UInt8], text: String) {
    #expect(decode(bytes) == typed(text))
  }

  @Test("A character split across reads waits for its rest; one already ill-formed does not")
  func splitCharacters() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xF4, 0x8F]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.decode([0xBF, 0xBF]) == [.character("\u{10FFFF}")])
    #expect(decoder.decode([0xED, 0xA0]).isEmpty)
    #expect(!decoder.hasPending, "a surrogate's first two bytes can never become a character")
    #expect(decoder.decode([0x80, 0x78]) == [.character("x")])
    #expect(decoder.decode([0xF0, 0x9F]).isEmpty)
    #expect(decoder.flush().isEmpty, "a character cut short by a pause is dropped")
    #expect(decoder.decode(Array("y".utf8)) == [.character("y")])
  }

  @Test("Ill-formed bytes in a paste are dropped the same way, the rest pasted")
  func illFormedInPaste() {
    let illFormed: [UInt8] = [0xED, 0xA0, 0x80, 0xC0, 0xAF, 0xF4, 0x90, 0x80, 0x80]
    let bytes = Array("\u{1B}[200~a".utf8) + illFormed + Array("b\u{1B}[201~".utf8)
    #expect(decode(bytes) == [.paste("ab")])
  }
}
