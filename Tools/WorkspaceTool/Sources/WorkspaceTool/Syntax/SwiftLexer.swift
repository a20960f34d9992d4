/// Splits Swift source into the tokens that matter for finding imports and editing the manifest.
///
/// It understands line comments, nested block comments, string literals (single-line,
/// multi-line, raw with any number of `#`, and interpolations that contain more strings) and
/// `#/regex/#` literals, so an `import` inside any of them is never reported.
struct SwiftLexer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var tokens: [SwiftToken] = []

  /// Prepares to lex `source`.
  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  /// All tokens of the source, in order.
  mutating func tokenize() -> [SwiftToken] {
    lexCode(insideInterpolation: false)
    return tokens
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
    index += 1
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: byte >= 0x80
    }
  }

  private mutating func word() -> String {
    let start = index
    while let byte = peek(), Self.isWordByte(byte) { advance() }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Lexes code; inside an interpolation it stops after the `)` that closes it.
  private mutating func lexCode(insideInterpolation: Bool) {
    var depth = 0
    while let byte = peek() {
      let startLine = line
      let start = index
      func append(_ kind: SwiftToken.Kind, _ text: String) {
        tokens.append(SwiftToken(kind: kind, text: text, line: startLine, range: start..<index))
      }
      switch byte {
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while let next = peek(), next != UInt8(ascii: "\n") { advance() }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        lexString(hashes: 0)
        append(.string, "\"\"")
      case UInt8(ascii: "#"):
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
          for _ in 0..<hashes { advance() }
          lexString(hashes: hashes)
          append(.string, "\"\"")
        } else if peek(hashes) == UInt8(ascii: "/") {
          skipRegex(hashes: hashes)
        } else {
          advance()
          let name = word()
          append(.directive, "#" + name)
        }
      case UInt8(ascii: "@"):
        advance()
        let name = word()
        append(.attribute, "@" + name)
      case UInt8(ascii: "`"):
        advance()
        let name = word()
        if peek() == UInt8(ascii: "`") { advance() }
        append(.escapedWord, name)
      case _ where Self.isWordByte(byte):
        let name = word()
        append(.word, name)
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        advance()
      default:
        advance()
        if insideInterpolation {
          if byte == UInt8(ascii: "(") { depth += 1 }
          if byte == UInt8(ascii: ")") {
            if depth == 0 { return }
            depth -= 1
          }
        }
        append(.punctuation, String(UnicodeScalar(byte)))
      }
    }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while peek() != nil {
      if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        advance()
        advance()
      } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// Skips `#/.../#` (and `##/.../##`) regex literals.
  private mutating func skipRegex(hashes: Int) {
    for _ in 0..<(hashes + 1) { advance() }
    while peek() != nil {
      if peek() == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ peek($0 + 1) == UInt8(ascii: "#") })
      {
        for _ in 0..<(hashes + 1) { advance() }
        return
      }
      if peek() == UInt8(ascii: "\\") { advance() }
      if peek() != nil { advance() }
    }
  }

  /// Whether `hashes` `#` characters follow at `offset` from the current position.
  private func hasHashes(_ hashes: Int, at offset: Int) -> Bool {
    (0..<hashes).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
  }

  /// Lexes a string literal that starts at the current `"`; the opening `#`s are consumed.
  private mutating func lexString(hashes: Int) {
    let quote = UInt8(ascii: "\"")
    let isMultiline = peek(1) == quote && peek(2) == quote
    for _ in 0..<(isMultiline ? 3 : 1) { advance() }
    while let byte = peek() {
      if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: 1) {
        for _ in 0...hashes { advance() }
        if peek() == UInt8(ascii: "(") {
          advance()
          lexCode(insideInterpolation: true)
        } else if peek() != nil {
          advance()
        }
        continue
      }
      if byte == quote {
        let closingQuotes = isMultiline ? 3 : 1
        if (0..<closingQuotes).allSatisfy({ peek($0) == quote }),
          hasHashes(hashes, at: closingQuotes)
        {
          for _ in 0..<(closingQuotes + hashes) { advance() }
          return
        }
      }
      if byte == UInt8(ascii: "\n"), !isMultiline {
        return  // An unterminated literal ends at the line break, as the compiler reports it.
      }
      advance()
    }
  }
}
