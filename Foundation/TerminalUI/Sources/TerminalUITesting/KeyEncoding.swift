import TerminalUI

extension Key {
  /// The bytes an xterm-like terminal sends for the key: what a test types into a virtual
  /// terminal or a pseudo-terminal. A paste is sent as a terminal in bracketed-paste mode
  /// sends it, between its markers.
  public var bytes: [UInt8] {
    switch self {
    case .character(let character): Array(String(character).utf8)
    case .control(let letter): [(letter.asciiValue ?? 0x60) & 0x1F]
    case .alt(let character): [0x1B] + Array(String(character).utf8)
    case .enter: [0x0D]
    case .escape: [0x1B]
    case .backspace: [0x7F]
    case .tab: [0x09]
    case .backTab: Self.sequence("[Z")
    case .delete: Self.sequence("[3~")
    case .insert: Self.sequence("[2~")
    case .up: Self.sequence("[A")
    case .down: Self.sequence("[B")
    case .right: Self.sequence("[C")
    case .left: Self.sequence("[D")
    case .home: Self.sequence("[H")
    case .end: Self.sequence("[F")
    case .pageUp: Self.sequence("[5~")
    case .pageDown: Self.sequence("[6~")
    case .function(let number): Self.functionKey(number)
    case .paste(let text): Self.sequence("[200~") + Array(text.utf8) + Self.sequence("[201~")
    }
  }

  private static func sequence(_ text: String) -> [UInt8] {
    [0x1B] + Array(text.utf8)
  }

  private static func functionKey(_ number: Int) -> [UInt8] {
    switch number {
    case 1...4: sequence("O" + String(UnicodeScalar(UInt8(0x4F + number))))
    case 5: sequence("[15~")
    case 6...10: sequence("[\(number + 11)~")
    case 11, 12: sequence("[\(number + 12)~")
    default: []
    }
  }
}
