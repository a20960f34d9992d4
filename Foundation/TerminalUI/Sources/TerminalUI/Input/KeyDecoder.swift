/// Decodes the bytes a terminal sends for keys: UTF-8 text, control keys, escape sequences
/// and bracketed pastes.
///
/// Esc is both a key and the start of the sequences for arrows and other keys. The decoder
/// keeps an Esc, or a sequence cut short, that ends the bytes read so far as pending: more
/// bytes may complete it. When the input then stays quiet for a moment (the reader's short
/// timeout), ``flush()`` decides: a lone Esc is the Esc key, and the start of a sequence is
/// dropped. Unknown sequences are dropped too, and so is every byte that is not well-formed
/// UTF-8 (RFC 3629: a surrogate, an overlong form, a code point past U+10FFFF, a stray
/// continuation byte): never passed on as text, not even as U+FFFD.
///
/// Text between a bracketed paste's markers is one ``Key/paste(_:)``, however many reads it
/// takes, so no key is ever taken from pasted text. A pause in the middle of a paste passes
/// on what has come so far as a paste of its own.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("j\u{1B}[B".utf8))  // [.character("j"), .down]
/// decoder.decode([0x1B])                   // [], pending
/// decoder.flush()                          // [.escape]
/// decoder.decode(Array("\u{1B}[200~q\r\u{1B}[201~".utf8))  // [.paste("q\r")]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// The bytes of a paste begun and not yet ended; nil outside a paste.
  private var pasted: [UInt8]?

  /// A decoder with nothing pending.
  public init() {}

  /// Whether the bytes so far end in an Esc or an unfinished sequence or character, or in
  /// pasted text, which the next bytes may complete and ``flush()`` would decide about. The
  /// start of a paste's end marker or a character cut short inside a paste waits for more
  /// bytes without it.
  public var hasPending: Bool {
    guard let pasted else { return !pending.isEmpty }
    return pasted.count > BracketedPaste.unfinishedTail(of: pasted)
  }

  /// Decodes the next bytes read from the terminal.
  /// - Parameter bytes: The bytes, continuing any pending ones.
  /// - Returns: The keys they complete, in order.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var input = ArraySlice(pending + bytes)
    pending = []
    var keys: [Key] = []
    while !input.isEmpty {
      input = pasted == nil ? decodeKeys(input, into: &keys) : decodePaste(input, into: &keys)
    }
    return keys
  }

  /// Decides what the pending bytes mean alone, the input having paused: a lone Esc is the
  /// Esc key; the text of a paste not yet ended is a paste; anything else pending (a
  /// sequence or a character cut short) is dropped.
  /// - Returns: The keys, if any.
  public mutating func flush() -> [Key] {
    if let bytes = pasted {
      let kept = BracketedPaste.unfinishedTail(of: bytes)
      pasted = Array(bytes.suffix(kept))
      let text = UTF8Validation.text(bytes.dropLast(kept))
      return text.isEmpty ? [] : [.paste(text)]
    }
    defer { pending = [] }
    return pending == [ControlSequence.escape] ? [.escape] : []
  }

  /// Decodes keys until the input ends, or a paste starts.
  /// - Returns: The input after a paste's start marker; empty when all was taken.
  private mutating func decodeKeys(_ input: ArraySlice<UInt8>, into keys: inout [Key])
    -> ArraySlice<UInt8>
  {
    var text: [UInt8] = []
    var index = input.startIndex
    func endText() {
      guard !text.isEmpty else { return }
      for character in String(decoding: text, as: UTF8.self) {
        keys.append(.character(character))
      }
      text = []
    }
    defer { endText() }
    while index < input.endIndex {
      let byte = input[index]
      if byte == ControlSequence.escape {
        endText()
        guard let (key, length) = EscapeSequence.decode(input[index...]) else {
          pending = Array(input[index...])
          return []
        }
        if let key { keys.append(key) }
        index += length
        if key == nil, input[(index - length)..<index].elementsEqual(BracketedPaste.start) {
          pasted = []
          return input[index...]
        }
      } else if byte < 0x20 || byte == 0x7F {
        endText()
        if let key = Self.controlKey(byte) { keys.append(key) }
        index += 1
      } else {
        switch UTF8Validation.scan(input[index...]) {
        case .valid(let length):
          text += input[index..<(index + length)]
          index += length
        case .invalid:
          index += 1
        case .incomplete:
          pending = Array(input[index...])
          return []
        }
      }
    }
    return []
  }

  /// Takes pasted text until the paste's end marker.
  /// - Returns: The input after the end marker; empty when the paste goes on.
  private mutating func decodePaste(_ input: ArraySlice<UInt8>, into keys: inout [Key])
    -> ArraySlice<UInt8>
  {
    var bytes = pasted ?? []
    pasted = []  // the only reference left is `bytes`, which grows in place
    let searchFrom = max(0, bytes.count - BracketedPaste.end.count + 1)
    bytes += input
    guard let end = BracketedPaste.endMarker(in: bytes, from: searchFrom) else {
      pasted = bytes
      return []
    }
    pasted = nil
    let text = UTF8Validation.text(bytes[..<end])
    if !text.isEmpty { keys.append(.paste(text)) }
    return ArraySlice(bytes[(end + BracketedPaste.end.count)...])
  }

  private static func controlKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x09: .tab
    case 0x08, 0x7F: .backspace
    case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
    default: nil
    }
  }
}
