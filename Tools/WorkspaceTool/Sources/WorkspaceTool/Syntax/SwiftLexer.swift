/// Splits Swift source into ``SwiftToken``s.
///
/// It understands line comments, nested block comments, string literals (single-line,
/// multi-line, raw with any number of `#`, and interpolations that contain more strings) and
/// `#/regex/#` literals, so an `import` inside any of them is never reported.
struct SwiftLexer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var tokens: [SwiftToken] = []

  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  mutating func tokenize() -> [SwiftToken] {
    lexCode(insideInterpolation: false)
    return tokens
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func peek(_ offset: Int, is character: Unicode.Scalar) -> Bool {
    peek(offset) == UInt8(ascii: character)
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      index += 1
    }
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
      case UInt8(ascii: "/") where peek(1, is: "/"):
        while let next = peek(), next != UInt8(ascii: "\n") { advance() }
      case UInt8(ascii: "/") where peek(1, is: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        lexString(hashes: 0)
        append(.string, "\"\"")
      case UInt8(ascii: "#"):
        var hashes = 0
        while peek(hashes, is: "#") { hashes += 1 }
        if peek(hashes, is: "\"") {
          advance(hashes)
          lexString(hashes: hashes)
          append(.string, "\"\"")
        } else if peek(hashes, is: "/") {
          skipRegex(hashes: hashes)
        } else {
          advance()
          append(.directive, "#" + word())
        }
      case UInt8(ascii: "@"):
        advance()
        append(.attribute, "@" + word())
      case UInt8(ascii: "`"):
        advance()
        let name = word()
        if peek(0, is: "`") { advance() }
        append(.escapedWord, name)
      case _ where Self.isWordByte(byte):
        append(.word, word())
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        advance()
      default:
        advance()
        if insideInterpolation, byte == UInt8(ascii: "(") { depth += 1 }
        if insideInterpolation, byte == UInt8(ascii: ")") {
          if depth == 0 { return }
          depth -= 1
        }
        append(.punctuation, String(UnicodeScalar(byte)))
      }
    }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while peek() != nil {
      if peek(0, is: "/"), peek(1, is: "*") {
        depth += 1
        advance(2)
      } else if peek(0, is: "*"), peek(1, is: "/") {
        depth -= 1
        advance(2)
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// Skips `#/.../#` (and `##/.../##`) regex literals.
  private mutating func skipRegex(hashes: Int) {
    advance(hashes + 1)
    while peek() != nil {
      if peek(0, is: "/"), hasHashes(hashes, at: 1) {
        advance(hashes + 1)
        return
      }
      if peek(0, is: "\\") { advance() }
      advance()
    }
  }

  private func hasHashes(_ hashes: Int, at offset: Int) -> Bool {
    (0..<hashes).allSatisfy { peek(offset + $0, is: "#") }
  }

  /// Lexes a string literal that starts at the current `"`; the opening `#`s are consumed.
  private mutating func lexString(hashes: Int) {
    let isMultiline = peek(1, is: "\"") && peek(2, is: "\"")
    let quotes = isMultiline ? 3 : 1
    advance(quotes)
    while let byte = peek() {
      if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: 1) {
        advance(hashes + 1)
        if peek(0, is: "(") {
          advance()
          lexCode(insideInterpolation: true)
        } else {
          advance()
        }
      } else if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek($0, is: "\"") }),
        hasHashes(hashes, at: quotes)
      {
        advance(quotes + hashes)
        return
      } else if byte == UInt8(ascii: "\n"), !isMultiline {
        return  // An unterminated literal ends at the line break, as the compiler reports it.
      } else {
        advance()
      }
    }
  }
}
