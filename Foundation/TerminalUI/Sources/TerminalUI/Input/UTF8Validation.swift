/// The well-formed UTF-8 of RFC 3629 (the Unicode standard's table 3-7), byte by byte: no
/// surrogates (U+D800 to U+DFFF), no overlong forms, nothing past U+10FFFF.
///
/// Anything else is invalid and dropped byte by byte: the decoder drops the lead, and each
/// continuation byte that follows is then a stray one, dropped too, so an ill-formed sequence
/// leaves nothing behind and never swallows the valid byte after it.
enum UTF8Validation {
  /// What the bytes at the start of a slice are.
  enum Scan: Equatable {
    /// A well-formed character of this many bytes (1 to 4).
    case valid(Int)
    /// A byte that starts no well-formed character: drop it.
    case invalid
    /// The start of a well-formed character that the slice ends before: wait for the rest.
    case incomplete
  }

  /// Reads the character at the start of `bytes`, which must not be empty.
  static func scan(_ bytes: ArraySlice<UInt8>) -> Scan {
    let start = bytes.startIndex
    let lead = bytes[start]
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return .valid(1)
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, second) = (3, 0xA0...0xBF)  // below is overlong
    case 0xED: (length, second) = (3, 0x80...0x9F)  // above are the surrogates
    case 0xE1...0xEF: length = 3
    case 0xF0: (length, second) = (4, 0x90...0xBF)  // below is overlong
    case 0xF4: (length, second) = (4, 0x80...0x8F)  // above is past U+10FFFF
    case 0xF1...0xF3: length = 4
    default: return .invalid  // C0, C1 (overlong), F5 to FF (past U+10FFFF), continuations
    }
    for offset in 1..<length {
      guard start + offset < bytes.endIndex else { return .incomplete }
      let range = offset == 1 ? second : 0x80...0xBF
      guard range.contains(bytes[start + offset]) else { return .invalid }
    }
    return .valid(length)
  }

  /// The text of bytes, with every ill-formed byte dropped; a character cut short at the end
  /// is dropped too.
  static func text(_ bytes: ArraySlice<UInt8>) -> String {
    var valid: [UInt8] = []
    valid.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if case .valid(let length) = scan(bytes[index...]) {
        valid += bytes[index..<(index + length)]
        index += length
      } else {
        index += 1
      }
    }
    return String(decoding: valid, as: UTF8.self)
  }
}
