/// The markers a terminal in bracketed-paste mode puts around pasted text, so the text is
/// inserted as text and never taken as keys (xterm's mode 2004, which current terminals
/// follow; ``ScreenModes`` turns it on with the full screen and off with it).
enum BracketedPaste {
  /// `Esc [ 200 ~`, before the pasted text.
  static let start = Array("\u{1B}[200~".utf8)
  /// `Esc [ 201 ~`, after it.
  static let end = Array("\u{1B}[201~".utf8)

  /// Where the end marker starts in `bytes`, looking from `index` on; nil when it is not
  /// there.
  static func endMarker(in bytes: [UInt8], from index: Int) -> Int? {
    var next = index
    while let escape = bytes[next...].firstIndex(of: ControlSequence.escape) {
      if bytes[escape...].starts(with: end) { return escape }
      next = escape + 1
    }
    return nil
  }

  /// How many bytes at the end of `bytes` the next read may complete into the end marker or
  /// into a character: bytes a pause must not cut.
  static func unfinishedTail(of bytes: [UInt8]) -> Int {
    for length in (1..<end.count).reversed() where length <= bytes.count {
      if bytes.suffix(length).elementsEqual(end.prefix(length)) { return length }
    }
    for length in 1...3 where length <= bytes.count {
      let tail = bytes.suffix(length)
      if UTF8Validation.scan(tail) == .incomplete { return length }
    }
    return 0
  }
}
