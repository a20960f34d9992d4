import Foundation

/// What the customer's answer to "how many?" means.
enum QuantityAnswer: Equatable {
  /// A whole number from 1: buy that many.
  case quantity(Int)
  /// An empty answer, or nobody to answer: buy nothing.
  case skip
  /// Anything else, as typed.
  case notAQuantity(String)

  /// Reads an answer, ignoring surrounding spaces.
  /// - Parameter answer: The line typed, or `nil` when nobody can answer.
  init(_ answer: String?) {
    let text = answer?.trimmingCharacters(in: .whitespaces) ?? ""
    if text.isEmpty {
      self = .skip
    } else if let quantity = Int(text), quantity >= 1 {
      self = .quantity(quantity)
    } else {
      self = .notAQuantity(text)
    }
  }
}
