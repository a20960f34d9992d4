/// One line of editable text with a cursor, scrolled sideways to keep the cursor in view.
///
/// Keys: characters insert, and so does a paste, as one line (a line break in it becomes a
/// space, one that ends it is dropped: a paste never presses Enter); Backspace and Delete
/// erase, and are the field's even with nothing to erase, so they never reach the screen's
/// Back; Left, Right, Home and End (and Ctrl-B, Ctrl-F, Ctrl-A, Ctrl-E) move; Ctrl-U erases to
/// the start, Ctrl-K to the end, Ctrl-W the word before the cursor, Ctrl-D the character under
/// it. Other keys (Enter, Esc, Up, Down, Tab) are left to the screen. The cursor is counted in
/// characters, so `é` and `中` are one step.
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
    case .paste(let text): insert(contentsOf: Self.oneLine(text))
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
    firstVisible = max(min(firstVisible, cursor), firstFitting(width: width))
    canvas.draw(visibleText(width: width), at: origin, style: style, maxWidth: width)
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

  /// Inserts many characters at once, a paste: as typed, in one step however long.
  private mutating func insert(contentsOf text: String) {
    var pasted = Array(text)
    guard let first = pasted.first else { return }
    if cursor > 0 {
      let joined = String(characters[cursor - 1]) + String(first)
      if joined.count == 1 {  // a combining mark joins the character before it
        characters[cursor - 1] = Character(joined)
        pasted.removeFirst()
      }
    }
    characters.insert(contentsOf: pasted, at: cursor)
    cursor += pasted.count
  }

  /// A paste's text on one line: line breaks at its end dropped, the others and tabs made
  /// spaces, control characters dropped.
  private static func oneLine(_ text: String) -> String {
    var text = Substring(text)
    while text.last?.isNewline == true { text.removeLast() }
    return TextLayout.singleLine(String(text))
  }

  /// The first character that may be shown for the cursor to be in view: the cursor's
  /// column, and the characters before it that fit beside it in `width` columns.
  private func firstFitting(width: Int) -> Int {
    var first = cursor
    var used = 1
    while first > 0, used + DisplayWidth.of(characters[first - 1]) <= width {
      used += DisplayWidth.of(characters[first - 1])
      first -= 1
    }
    return first
  }

  /// The characters from the first shown, as many as `width` columns show.
  private func visibleText(width: Int) -> String {
    var text = ""
    var used = 0
    for character in characters[firstVisible...] {
      used += DisplayWidth.of(character)
      if used > width { break }
      text.append(character)
    }
    return text
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
