/// Decodes the bytes a terminal sends for keys: UTF-8 text, control keys and escape sequences.
///
/// Esc is both a key and the start of the sequences for arrows and other keys. The decoder
/// keeps an Esc, or a sequence cut short, that ends the bytes read so far as pending: more
/// bytes may complete it. When the input then stays quiet for a moment (the reader's short
/// timeout), ``flush()`` decides: a lone Esc is the Esc key, and the start of a sequence is
/// dropped. Unknown sequences and invalid UTF-8 are dropped too, never passed on as text.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("j\u{1B}[B".utf8))  // [.character("j"), .down]
/// decoder.decode([0x1B])                   // [], pending
/// decoder.flush()                          // [.escape]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing pending.
  public init() {}

  /// Whether the bytes so far end in an Esc or an unfinished sequence or character, which the
  /// next bytes may complete.
  public var hasPending: Bool { !pending.isEmpty }

  /// Decodes the next bytes read from the terminal.
  /// - Parameter bytes: The bytes, continuing any pending ones.
  /// - Returns: The keys they complete, in order.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    let input = pending + bytes
    pending = []
    var keys: [Key] = []
    var text: [UInt8] = []
    var index = 0
    func endText() {
      guard !text.isEmpty else { return }
      for character in String(decoding: text, as: UTF8.self) {
        keys.append(.character(character))
      }
      text = []
    }
    while index < input.count {
      let byte = input[index]
      if byte == ControlSequence.escape {
        endText()
        guard let (key, length) = EscapeSequence.decode(input[index...]) else {
          pending = Array(input[index...])
          break
        }
        if let key { keys.append(key) }
        index += length
      } else if byte < 0x20 || byte == 0x7F {
        endText()
        if let key = Self.controlKey(byte) { keys.append(key) }
        index += 1
      } else {
        let length = Self.utf8Length(lead: byte)
        guard length > 0 else {
          index += 1  // a stray continuation byte or an invalid lead
          continue
        }
        guard index + length <= input.count else {
          pending = Array(input[index...])
          break
        }
        let isValid = input[(index + 1)..<(index + length)].allSatisfy { $0 & 0xC0 == 0x80 }
        if isValid { text += input[index..<(index + length)] }
        index += isValid ? length : 1
      }
    }
    endText()
    return keys
  }

  /// Decides what the pending bytes mean alone, the input having paused: a lone Esc is the
  /// Esc key; anything else pending (a sequence or a character cut short) is dropped.
  /// - Returns: The keys, if any.
  public mutating func flush() -> [Key] {
    defer { pending = [] }
    return pending == [ControlSequence.escape] ? [.escape] : []
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

  /// The length of the UTF-8 sequence a byte starts, or 0 when it starts none.
  private static func utf8Length(lead byte: UInt8) -> Int {
    switch byte {
    case 0x20...0x7E: 1
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 0
    }
  }
}
