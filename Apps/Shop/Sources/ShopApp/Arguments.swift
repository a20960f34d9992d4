import CatalogInterface

/// Reading typed values out of command arguments, with usage errors that say what was expected.
extension ShopCommand {
  /// A quantity: a whole number. Range checks are the cart's job.
  func quantity(_ text: String) throws -> Int {
    guard let value = Int(text) else {
      throw usageError("quantity must be a whole number, not \"\(text)\"")
    }
    return value
  }

  /// Checks that there are between `minimum` and `maximum` arguments.
  func expect(_ arguments: [String], count range: ClosedRange<Int>) throws {
    guard range.contains(arguments.count) else {
      let problem =
        arguments.count < range.lowerBound
        ? "\(name) needs more arguments" : "\(name) got too many arguments"
      throw usageError(problem)
    }
  }
}
