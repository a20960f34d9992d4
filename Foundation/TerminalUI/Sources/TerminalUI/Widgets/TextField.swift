/// One line of editable text with a cursor, scrolled sideways to keep the cursor in view.
///
/// Keys: characters insert; Backspace and Delete erase; Left, Right, Home and End (and Ctrl-B,
/// Ctrl-F, Ctrl-A, Ctrl-E) move; Ctrl-U erases to the start, Ctrl-K to the end, Ctrl-W the word
/// before the cursor, Ctrl-D the character under it. Other keys (Enter, Esc, Up, Down, Tab) are
/// left to the screen. The cursor is counted in characters, so `é` and `中` are one step.
public struct TextField: Sendable {
  private var characters: [Character]
  /// The cursor, as the number of characters before it.
  public private(set) var cursor: Int
  /// Shown dimmed while the field is empty.
  public var placeholder: String
  private var firstVisible = 0

  /// A field.
  /// - Parameters:
  ///   - text: The text to start with; the cursor goes after it.
  ///   - placeholder: Shown dimmed while the field is empty.
  public init(text: String = "", placeholder: String = "") {
    characters = Array(TextLayout.singleLine(text))
    cursor = characters.count
    self.placeholder = placeholder
  }

  /// The text; setting it puts the cursor at its end.
  public var text: String {
    get { String(characters) }
    set {
      characters = Array(TextLayout.singleLine(newValue))
      cursor = characters.count
    }
  }

  /// Edits the text for a key.
  /// - Parameter key: The key.
  /// - Returns: ``KeyHandling/handled`` for the editing keys, else ``KeyHandling/ignored``.
  public mutating func handle(_ key: Key) -> KeyHandling {
    switch key {
    case .character(let character): insert(character)
    case .backspace: if cursor > 0 { remove(cursor - 1..<cursor) }
    case .delete, .control("d"): if cursor < characters.count { remove(cursor..<cursor + 1) }
    case .left, .control("b"): cursor = max(0, cursor - 1)
    case .right, .control("f"): cursor = min(characters.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = characters.count
    case .control("u"): remove(0..<cursor)
    case .control("k"): remove(cursor..<characters.count)
    case .control("w"): remove(startOfWord()..<cursor)
    default: return .ignored
    }
    return .handled
  }

  /// Draws the field on the area's first row and, when focused, puts the terminal's cursor
  /// where the next character goes.
  /// - Parameters:
  ///   - canvas: The frame.
  ///   - area: Its first row holds the field.
  ///   - style: The text's style.
  ///   - isFocused: Whether the field takes the keys now.
  public mutating func draw(
    in canvas: inout Canvas, area: Rect, style: Style = .plain, isFocused: Bool = true
  ) {
    guard !area.isEmpty else { return }
    let width = area.columns
    let origin = area.origin
    if characters.isEmpty, !placeholder.isEmpty {
      canvas.draw(placeholder, at: origin, style: .dim, maxWidth: width)
    }
    firstVisible = min(firstVisible, cursor)
    while firstVisible < cursor, columns(firstVisible..<cursor) + 1 > width {
      firstVisible += 1
    }
    let visible = String(characters[firstVisible...])
    canvas.draw(visible, at: origin, style: style, maxWidth: width)
    if isFocused {
      let column = origin.column + min(columns(firstVisible..<cursor), width - 1)
      canvas.cursor = Position(row: origin.row, column: column)
    }
  }

  private mutating func insert(_ character: Character) {
    guard DisplayWidth.of(character) > 0 || !TextLayout.isControl(character) else { return }
    if cursor > 0 {
      let joined = String(characters[cursor - 1]) + String(character)
      if joined.count == 1 {  // a combining mark joins the character before it
        characters[cursor - 1] = Character(joined)
        return
      }
    }
    characters.insert(character, at: cursor)
    cursor += 1
  }

  private mutating func remove(_ range: Range<Int>) {
    characters.removeSubrange(range)
    cursor = range.lowerBound
  }

  /// Where the word before the cursor starts, spaces before the cursor included.
  private func startOfWord() -> Int {
    var index = cursor
    while index > 0, characters[index - 1] == " " { index -= 1 }
    while index > 0, characters[index - 1] != " " { index -= 1 }
    return index
  }

  private func columns(_ range: Range<Int>) -> Int {
    characters[range].reduce(0) { $0 + DisplayWidth.of($1) }
  }
}
