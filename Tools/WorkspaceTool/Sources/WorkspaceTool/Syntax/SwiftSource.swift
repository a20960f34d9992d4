/// Swift source text with its tokens, for reading declarations and making small edits that keep
/// everything else as it was written: the text is re-read after every edit.
struct SwiftSource: Sendable {
  /// The current text.
  private(set) var text: String
  private(set) var tokens: [SwiftToken]
  private var bytes: [UInt8]

  /// Reads `text`.
  init(_ text: String) {
    self.text = text
    bytes = Array(text.utf8)
    var lexer = SwiftLexer(text)
    tokens = lexer.tokenize()
  }

  /// The source text of the tokens in `range`, from the first one's start to the last one's end,
  /// with each run of white space (line breaks included) made one space.
  func source(_ range: ClosedRange<Int>) -> String {
    let start = tokens[range.lowerBound].range.lowerBound
    let end = tokens[range.upperBound].range.upperBound
    return String(decoding: bytes[start..<end], as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
      .joined(separator: " ")
  }

  /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`), or nil.
  func closing(_ open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      depth += Self.bracketChange(tokens[index])
      if depth == 0 { return index }
    }
    return nil
  }

  /// The index of the first token from `start` on that is `text` at bracket depth 0, not
  /// beyond `end`, or nil.
  func first(_ text: String, from start: Int, through end: Int? = nil) -> Int? {
    var depth = 0
    for index in start...min(end ?? tokens.count - 1, tokens.count - 1) {
      let token = tokens[index]
      if depth == 0, token.kind != .string, token.text == text { return index }
      depth += Self.bracketChange(token)
      if depth < 0 { return nil }
    }
    return nil
  }

  /// The indices of the tokens directly inside the braces at `open` and `close`: not inside
  /// any bracket nested within.
  func topLevel(inside open: Int, _ close: Int) -> [Int] {
    var result: [Int] = []
    var depth = 0
    for index in (open + 1)..<close {
      let token = tokens[index]
      if depth == 0 { result.append(index) }
      depth += Self.bracketChange(token)
    }
    return result
  }

  /// The index of the declaration `<keyword> <name>` (`class ShopDependencies`,
  /// `protocol CartDependencies`) at any depth, or nil.
  func declaration(_ keyword: String, named name: String) -> Int? {
    tokens.indices.first { index in
      index + 1 < tokens.count && tokens[index].kind == .word && tokens[index].text == keyword
        && [.word, .escapedWord].contains(tokens[index + 1].kind) && tokens[index + 1].text == name
    }
  }

  /// The 1-based line of the token at `index`.
  func line(of index: Int) -> Int { tokens[index].line }

  /// The offset of the first byte of the line that holds the token at `index`.
  func lineStart(ofToken index: Int) -> Int { lineStart(tokens[index].range.lowerBound) }

  /// The text from the start of the line of the token at `index` up to the token: its
  /// indentation, when the token starts its line.
  func indentation(ofToken index: Int) -> String {
    let start = lineStart(ofToken: index)
    let prefix = bytes[start..<tokens[index].range.lowerBound]
    return String(decoding: prefix.prefix { $0 == UInt8(ascii: " ") }, as: UTF8.self)
  }

  /// The 1-based line holding the byte at `offset`.
  func lineNumber(atOffset offset: Int) -> Int {
    bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  /// The lines of the text, without their line breaks.
  var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

  /// Inserts `insertion` at the byte `offset`.
  mutating func insert(_ insertion: String, at offset: Int) {
    replace(offset..<offset, with: insertion)
  }

  /// Inserts `insertion` right after the token at `index`.
  mutating func insert(_ insertion: String, after index: Int) {
    insert(insertion, at: tokens[index].range.upperBound)
  }

  /// Inserts `insertion` right before the token at `index`.
  mutating func insert(_ insertion: String, before index: Int) {
    insert(insertion, at: tokens[index].range.lowerBound)
  }

  /// Inserts the lines `insertion` (each ending with a line break) before the 1-based `line`.
  mutating func insertLines(_ insertion: String, beforeLine line: Int) {
    var offset = 0
    var current = 1
    while current < line, offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\n") { current += 1 }
      offset += 1
    }
    insert(insertion, at: offset)
  }

  /// Replaces the bytes in `range` with `replacement`, then reads the text again.
  mutating func replace(_ range: Range<Int>, with replacement: String) {
    bytes.replaceSubrange(range, with: Array(replacement.utf8))
    text = String(decoding: bytes, as: UTF8.self)
    var lexer = SwiftLexer(text)
    tokens = lexer.tokenize()
  }

  private func lineStart(_ offset: Int) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// +1 for an opening bracket, -1 for a closing one, 0 for anything else.
  static func bracketChange(_ token: SwiftToken) -> Int {
    guard token.kind == .punctuation else { return 0 }
    switch token.text {
    case "(", "[", "{": return 1
    case ")", "]", "}": return -1
    default: return 0
    }
  }
}
