import TerminalUI

extension EmulatedScreen {
  /// Acts on `ESC [ parameters final`.
  mutating func controlSequence(final: UInt8) {
    let prefix = sequence.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
    let numbers = parameters()
    func number(_ index: Int, default value: Int = 1) -> Int {
      index < numbers.count && numbers[index] > 0 ? numbers[index] : value
    }
    let row = cursor.row
    let column = cursor.column
    switch (prefix, final) {
    case (nil, UInt8(ascii: "A")): move(to: Position(row: row - number(0), column: column))
    case (nil, UInt8(ascii: "B")): move(to: Position(row: row + number(0), column: column))
    case (nil, UInt8(ascii: "C")): move(to: Position(row: row, column: column + number(0)))
    case (nil, UInt8(ascii: "D")): move(to: Position(row: row, column: column - number(0)))
    case (nil, UInt8(ascii: "E")): move(to: Position(row: row + number(0), column: 0))
    case (nil, UInt8(ascii: "F")): move(to: Position(row: row - number(0), column: 0))
    case (nil, UInt8(ascii: "G")): move(to: Position(row: row, column: number(0) - 1))
    case (nil, UInt8(ascii: "d")): move(to: Position(row: number(0) - 1, column: column))
    case (nil, UInt8(ascii: "H")), (nil, UInt8(ascii: "f")):
      move(to: Position(row: number(0) - 1, column: number(1) - 1))
    case (nil, UInt8(ascii: "J")): eraseDisplay(number(0, default: 0))
    case (nil, UInt8(ascii: "K")): eraseLine(number(0, default: 0))
    case (nil, UInt8(ascii: "X")):
      grid.erase(row: row, from: column, to: column + number(0))
    case (nil, UInt8(ascii: "m")): setStyle(numbers)
    case (UInt8(ascii: "?"), UInt8(ascii: "h")): setModes(numbers, on: true)
    case (UInt8(ascii: "?"), UInt8(ascii: "l")): setModes(numbers, on: false)
    default: recordUnknown([0x1B, UInt8(ascii: "[")] + sequence + [final])
    }
  }

  /// The numbers of the sequence, separated by `;`; an empty one is 0.
  private func parameters() -> [Int] {
    let digits = sequence.drop { (0x3C...0x3F).contains($0) }
    return digits.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      $0.reduce(0) { (0x30...0x39).contains($1) ? min($0 * 10 + Int($1) - 0x30, 99_999) : $0 }
    }
  }

  /// SGR: the attributes this emulation keeps; others (backgrounds, 256 colours) are skipped.
  private mutating func setStyle(_ numbers: [Int]) {
    var index = 0
    let numbers = numbers.isEmpty ? [0] : numbers
    while index < numbers.count {
      let code = numbers[index]
      switch code {
      case 0: style = .plain
      case 1: style.isBold = true
      case 2: style.isDim = true
      case 4: style.isUnderlined = true
      case 7: style.isReversed = true
      case 22: (style.isBold, style.isDim) = (false, false)
      case 24: style.isUnderlined = false
      case 27: style.isReversed = false
      case 30...37: style.foreground = Style.Color(rawValue: UInt8(code - 30))
      case 39: style.foreground = nil
      case 38, 48:
        // Extended colours: 5;n or 2;r;g;b follow.
        index += index + 1 < numbers.count && numbers[index + 1] == 2 ? 4 : 2
      default: break
      }
      index += 1
    }
  }

  /// DEC private modes (`ESC [ ? n h` and `l`).
  private mutating func setModes(_ numbers: [Int], on isOn: Bool) {
    for mode in numbers {
      switch mode {
      case 25: isCursorVisible = isOn
      case 7: isAutowrapOn = isOn
      case 1049: switchToAlternateScreen(isOn, savingCursor: true)
      case 47, 1047: switchToAlternateScreen(isOn, savingCursor: false)
      case 2004: isBracketedPasteOn = isOn
      case 1, 12, 1000, 1002, 1003, 1004, 1005, 1006, 1015, 2026:
        break  // input modes, blinking, synchronized updates: nothing on screen
      default:
        recordUnknown(Array("\u{1B}[?\(mode)\(isOn ? "h" : "l")".utf8))
      }
    }
  }
}
