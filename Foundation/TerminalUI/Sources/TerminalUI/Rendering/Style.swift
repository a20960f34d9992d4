/// How a cell's text looks: the attributes every terminal has, and one of the eight standard
/// colours for the text.
///
/// Screens keep to a few styles with a meaning: ``reversed`` for the selection and the status
/// line, ``bold`` for titles, ``dim`` for hints, a red ``foreground`` for errors.
public struct Style: Hashable, Sendable {
  /// The eight colours every terminal has (SGR 30 to 37), drawn in the user's palette.
  public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
  }

  /// Bold, or bright, text.
  public var isBold: Bool
  /// Faint text.
  public var isDim: Bool
  /// Underlined text.
  public var isUnderlined: Bool
  /// Text and background swapped.
  public var isReversed: Bool
  /// The text's colour; nil for the terminal's own.
  public var foreground: Color?

  /// A style; plain by default.
  public init(
    isBold: Bool = false, isDim: Bool = false, isUnderlined: Bool = false,
    isReversed: Bool = false, foreground: Color? = nil
  ) {
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isReversed = isReversed
    self.foreground = foreground
  }

  /// The terminal's own look.
  public static let plain = Style()
  /// Bold text, for titles.
  public static let bold = Style(isBold: true)
  /// Faint text, for hints.
  public static let dim = Style(isDim: true)
  /// Swapped text and background, for the selection and the status line.
  public static let reversed = Style(isReversed: true)
  /// Red text, for errors.
  public static let error = Style(foreground: .red)

  /// The style in the terminal's own colour, its attributes kept.
  var withoutColor: Style {
    var style = self
    style.foreground = nil
    return style
  }
}
