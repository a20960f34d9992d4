import Foundation

/// Text prepared for matching: case and diacritics folded, split into words.
struct SearchText: Sendable {
  /// The folded text, for substring matching.
  let folded: String
  /// The folded words, in order.
  let words: [String]

  /// Folds `text`: `"Crème Brûlée"` becomes `"creme brulee"`.
  init(_ text: String) {
    folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
    words = folded.split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }
}
