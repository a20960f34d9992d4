import TerminalUI

/// Where the interpreter is in the byte stream.
enum ParserState: Equatable, Sendable {
  /// Text and control characters.
  case ground
  /// After ESC.
  case escape
  /// After `ESC [`, reading parameters until the final byte.
  case controlSequence
  /// After `ESC ]`, skipping until BEL or `ESC \`.
  case operatingSystemCommand
  /// After ESC, in an OSC: a backslash ends it.
  case operatingSystemCommandEscape
  /// After `ESC (` and the like: one more byte names a character set, which is ignored.
  case characterSet
}

extension EmulatedScreen {
  /// Interprets bytes written to the terminal. A sequence or a UTF-8 character cut at the end
  /// goes on with the next bytes.
  /// - Parameter bytes: What the program wrote.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { consume(byte) }
    writePendingText(keepingUnfinished: true)
  }

  private mutating func consume(_ byte: UInt8) {
    switch parser {
    case .ground:
      if byte >= 0x20, byte != 0x7F {
        pendingText.append(byte)
      } else {
        writePendingText(keepingUnfinished: false)
        control(byte)
      }
    case .escape:
      parser = .ground
      escape(byte)
    case .controlSequence:
      switch byte {
      case 0x20...0x3F:
        sequence.append(byte)
      case 0x40...0x7E:
        parser = .ground
        controlSequence(final: byte)
      case 0x1B:
        recordUnknown([0x1B, UInt8(ascii: "[")] + sequence)
        parser = .escape
      default:
        control(byte)  // a control character inside a sequence acts at once
      }
    case .operatingSystemCommand:
      if byte == 0x07 { parser = .ground }
      if byte == 0x1B { parser = .operatingSystemCommandEscape }
    case .operatingSystemCommandEscape:
      parser = byte == UInt8(ascii: "\\") ? .ground : .operatingSystemCommand
    case .characterSet:
      parser = .ground
    }
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x1B:
      parser = .escape
    case 0x0D:
      move(to: Position(row: cursor.row, column: 0))
    case 0x0A, 0x0B, 0x0C:
      lineFeed()
    case 0x08:
      move(to: Position(row: cursor.row, column: cursor.column - 1))
    case 0x09:
      move(to: Position(row: cursor.row, column: (cursor.column / 8 + 1) * 8))
    default:
      break  // BEL and the rest change nothing on screen
    }
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "["):
      parser = .controlSequence
      sequence = []
    case UInt8(ascii: "]"):
      parser = .operatingSystemCommand
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"):
      parser = .characterSet
    case UInt8(ascii: "7"):
      savedCursor = cursor
    case UInt8(ascii: "8"):
      move(to: savedCursor)
    case UInt8(ascii: "c"):
      reset()
    case UInt8(ascii: "D"):
      lineFeed()
    case UInt8(ascii: "E"):
      move(to: Position(row: cursor.row, column: 0))
      lineFeed()
    case UInt8(ascii: "M"):
      move(to: Position(row: cursor.row - 1, column: cursor.column))
    case UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "\\"):
      break  // keypad modes and a stray string terminator change nothing on screen
    default:
      recordUnknown([0x1B, byte])
    }
  }

  /// Writes the text collected so far, character by character. An unfinished UTF-8 character
  /// at its end waits for the next bytes when `keepingUnfinished`, and is dropped otherwise.
  private mutating func writePendingText(keepingUnfinished: Bool) {
    guard !pendingText.isEmpty else { return }
    var complete = pendingText[...]
    var unfinished: [UInt8] = []
    if keepingUnfinished, let lead = pendingText.lastIndex(where: { $0 & 0xC0 != 0x80 }) {
      let byte = pendingText[lead]
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      if pendingText.count - lead < length {
        complete = pendingText[..<lead]
        unfinished = Array(pendingText[lead...])
      }
    }
    for character in String(decoding: complete, as: UTF8.self) { write(character) }
    pendingText = unfinished
  }
}
