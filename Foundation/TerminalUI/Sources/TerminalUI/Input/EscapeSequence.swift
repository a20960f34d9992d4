/// The escape sequences terminals send for keys: CSI (`Esc [`, as xterm, VTE, iTerm2, kitty
/// and the Linux console send) and SS3 (`Esc O`, in application cursor mode).
enum EscapeSequence {
  /// Reads one sequence from bytes that start with Esc.
  /// - Parameter bytes: The bytes, from an Esc.
  /// - Returns: The key (nil for a sequence that is no key, or none this package knows) and
  ///   the bytes it took; nil when the bytes end before the sequence does.
  static func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return nil }
    let second = bytes[start + 1]
    switch second {
    case UInt8(ascii: "["): return controlSequence(bytes)
    case UInt8(ascii: "O"):
      guard bytes.count > 2 else { return nil }
      return (singleShift(bytes[start + 2]), 3)
    case 0x20...0x7E: return (.alt(Character(Unicode.Scalar(second))), 2)
    default: return (.escape, 1)  // Esc, then a control key or text of its own
    }
  }

  /// `Esc [`, parameters, and a final byte.
  private static func controlSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let start = bytes.startIndex
    var index = start + 2
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") {
      // The Linux console's F1 to F5: Esc [ [ A to Esc [ [ E.
      guard index + 1 < bytes.endIndex else { return nil }
      let letter = bytes[index + 1]
      let key: Key? = (0x41...0x45).contains(letter) ? .function(Int(letter) - 0x40) : nil
      return (key, 4)
    }
    while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) {
      index += 1
    }
    let length = index - start
    guard index < bytes.endIndex else {
      return length > 32 ? (nil, length) : nil  // no final byte yet, or never: drop it
    }
    let final = bytes[index]
    guard (0x40...0x7E).contains(final) else { return (nil, length) }
    let parameters = bytes[(start + 2)..<index]
    if let first = parameters.first, (0x3C...0x3F).contains(first) {
      return (nil, length + 1)  // a private report (mouse, focus), not a key
    }
    let number = parameters.prefix { $0 != UInt8(ascii: ";") }.reduce(0) {
      min($0 * 10 + Int($1) - 0x30, 1_000)  // no key has a larger number
    }
    return (key(final: final, number: number), length + 1)
  }

  private static func key(final: UInt8, number: Int) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "Z"): .backTab
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final) - 0x4F)
    case UInt8(ascii: "~"): tilde(number)
    default: nil
    }
  }

  /// `Esc [ n ~`, the VT220 keys.
  private static func tilde(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23, 24: .function(number - 12)
    default: nil
    }
  }

  /// `Esc O` and a letter.
  private static func singleShift(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "M"): .enter
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(byte) - 0x4F)
    default: nil
    }
  }
}
