/// Swift source text with its tokens, for reading the declarations of a feature and of an
/// app's solver that mf composes an app from. mf never edits Swift source.
struct SwiftSource: Sendable {
  let tokens: [SwiftToken]
  private let bytes: [UInt8]

  init(_ text: String) {
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

  /// The token indices of the declaration `<keyword> <name>` (the first of `keywords` that
  /// has one) and of the braces of its body.
  func body(of keywords: [String], named name: String) -> (keyword: Int, open: Int, close: Int)? {
    guard let keyword = keywords.lazy.compactMap({ declaration($0, named: name) }).first,
      let open = first("{", from: keyword + 2), let close = closing(open)
    else { return nil }
    return (keyword, open, close)
  }

  /// The names the declaration whose body is `body` inherits or conforms to: `A` and `B` of
  /// `class X: A, any B where ... {`.
  func inherited(_ body: (keyword: Int, open: Int, close: Int)) -> [String] {
    guard tokens[body.keyword + 2].text == ":" else { return [] }
    return tokens[(body.keyword + 3)..<body.open].prefix { $0.text != "where" }
      .filter { $0.kind == .word && $0.text != "any" }.map(\.text)
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
