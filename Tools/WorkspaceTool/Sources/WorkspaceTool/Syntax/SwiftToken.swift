/// A token of Swift source as mf reads it: comments are gone, a string literal is one token.
struct SwiftToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// An identifier or keyword, such as `import` or `Core`.
    case word
    /// An identifier in backticks: never a keyword.
    case escapedWord
    /// A compiler directive or macro, such as `#if`, with its `#`.
    case directive
    /// An attribute, such as `@testable`, with its `@`.
    case attribute
    /// A whole string literal; its text is not kept.
    case string
    /// Any other character: `.`, `(`, `{` and so on.
    case punctuation
  }

  var kind: Kind
  /// The token's text; `""` for a string literal, whose source is at ``range``.
  var text: String
  var line: Int
  /// Where the token is in the source, in UTF-8 bytes from its start.
  var range: Range<Int>
}
