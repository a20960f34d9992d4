import TerminalUI
import TerminalUITesting
import Testing

@Suite("Key decoding")
struct KeyDecoderTests {
  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test(
    "The bytes of each key decode to it",
    arguments: [
      ("j", [.character("j")]), ("é", [.character("é")]), ("中", [.character("中")]),
      ("👍🏽", [.character("👍🏽")]), ("e\u{301}", [.character("e\u{301}")]),
      ("\r", [.enter]), ("\n", [.enter]), ("\t", [.tab]), ("\u{7F}", [.backspace]),
      ("\u{8}", [.backspace]), ("\u{1}", [.control("a")]), ("\u{3}", [.control("c")]),
      ("\u{1A}", [.control("z")]), ("\u{1B}", [.escape]), ("\u{1B}[A", [.up]),
      ("\u{1B}[B", [.down]), ("\u{1B}[C", [.right]), ("\u{1B}[D", [.left]),
      ("\u{1B}OA", [.up]), ("\u{1B}[H", [.home]), ("\u{1B}[F", [.end]), ("\u{1B}[1~", [.home]),
      ("\u{1B}[4~", [.end]), ("\u{1B}OH", [.home]), ("\u{1B}[5~", [.pageUp]),
      ("\u{1B}[6~", [.pageDown]), ("\u{1B}[3~", [.delete]), ("\u{1B}[2~", [.insert]),
      ("\u{1B}[Z", [.backTab]), ("\u{1B}OP", [.function(1)]), ("\u{1B}[15~", [.function(5)]),
      ("\u{1B}[24~", [.function(12)]), ("\u{1B}[1;5A", [.up]), ("\u{1B}[[A", [.function(1)]),
      ("\u{1B}x", [.alt("x")]), ("\u{1B}\u{1B}", [.escape, .escape]),
      ("ab\u{1B}[Bc", [.character("a"), .character("b"), .down, .character("c")]),
    ] as [(String, [Key])])
  func decodesKey(bytes: String, keys: [Key]) {
    #expect(decode(bytes) == keys)
  }

  @Test("Every key's own bytes decode back to it")
  func roundTrip() {
    let keys: [Key] =
      [
        .character("q"), .character("ß"), .character("🇫🇷"), .control("w"), .alt("b"), .enter,
        .escape, .backspace, .tab, .backTab, .delete, .insert, .up, .down, .left, .right, .home,
        .end, .pageUp, .pageDown,
      ] + (1...12).map { .function($0) }
    for key in keys {
      #expect(decode(String(decoding: key.bytes, as: UTF8.self)) == [key])
    }
  }

  @Test("An Esc that ends the bytes read waits: more bytes make a sequence, a pause the Esc key")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.decode(Array("[A".utf8)) == [.up])
    #expect(!decoder.hasPending)
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
  }

  @Test("A sequence or a character split across reads is put together")
  func splitInput() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "["), UInt8(ascii: "5")]).isEmpty)
    #expect(decoder.decode([UInt8(ascii: "~")]) == [.pageUp])
    let mug = Array("マ".utf8)
    #expect(decoder.decode(mug.prefix(2)).isEmpty)
    #expect(decoder.decode(mug.dropFirst(2)) == [.character("マ")])
  }

  @Test("Unknown sequences, reports and invalid UTF-8 are dropped, never typed")
  func unknownInputIsDropped() {
    #expect(decode("\u{1B}[99~") == [])
    #expect(decode("\u{1B}[?1;2c") == [])
    #expect(decode("\u{1B}[<0;10;5M") == [])
    #expect(decode("\u{1B}[200~") == [])
    #expect(decode("\u{1B}[999999999999999999999~x") == [.character("x")])
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0x80, UInt8(ascii: "a"), 0xE3, 0x82]) == [.character("a")])
    #expect(decoder.flush() == [])
    #expect(decode("\u{1B}[" + String(repeating: "1", count: 40)) == [])
  }

  @Test("The fixed keys mean the same on every screen")
  func actions() {
    #expect(Key.down.action == .moveDown)
    #expect(Key.character("j").action == .moveDown)
    #expect(Key.character("k").action == .moveUp)
    #expect(Key.enter.action == .choose)
    #expect(Key.escape.action == .back)
    #expect(Key.backspace.action == .back)
    #expect(Key.character("/").action == .search)
    #expect(Key.character("q").action == .quit)
    #expect(Key.control("c").action == .quit)
    #expect(Key.character("x").action == nil)
  }
}
