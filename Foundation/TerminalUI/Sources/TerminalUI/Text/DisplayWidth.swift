/// How many terminal columns text takes: 2 for East Asian wide characters and emoji, 0 for
/// combining marks and format characters, 1 for the rest.
///
/// A terminal draws one grapheme cluster (a `Character`) in one or two cells, so widths are
/// measured per character: a base with its combining marks is as wide as its base, a flag or
/// an emoji sequence joined with zero-width joiners is as wide as its first emoji, and a
/// variation selector asks for emoji (2) or text (1) presentation.
///
/// ```swift
/// DisplayWidth.of("Mug")      // 3
/// DisplayWidth.of("マグ")      // 4
/// DisplayWidth.of("e\u{301}")  // 1: e with a combining acute accent
/// ```
public enum DisplayWidth {
  /// The columns of a text: the sum of its characters' widths.
  /// - Parameter text: The text, on one line.
  /// - Returns: The number of columns.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  /// The columns of one character (grapheme cluster): 0, 1 or 2.
  /// - Parameter character: The character.
  /// - Returns: 0 for a control character or a lone combining mark, 2 for a wide one, else 1.
  public static func of(_ character: Character) -> Int {
    if character.isASCII {
      return character.asciiValue.map { $0 >= 0x20 && $0 != 0x7F } == true ? 1 : 0
    }
    let scalars = character.unicodeScalars
    var width = 0
    for scalar in scalars {
      switch scalar.value {
      case 0xFE0F where width == 1 && scalar != scalars.first: return 2  // emoji presentation
      case 0xFE0E where scalar != scalars.first: return 1  // text presentation
      default: break
      }
      if width == 0 { width = of(scalar) }
    }
    return width
  }

  /// The columns of one scalar on its own.
  /// - Parameter scalar: The Unicode scalar.
  /// - Returns: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }  // DEL and the C1 controls
    if value == 0xAD { return 1 }  // the soft hyphen shows as a hyphen in terminals
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
      return 0  // Hangul vowels and final consonants join the syllable's first letter
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator,
      .paragraphSeparator, .surrogate:
      return 0
    default:
      break
    }
    if WideCharacters.contains(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }
}
