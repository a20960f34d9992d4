extension KeyedDecodingContainer {
  /// Decodes a whole number and checks that it lies in `range`, so that a damaged document is
  /// refused where it is read, naming the value's position, instead of making arithmetic on it
  /// overflow later.
  ///
  /// ```swift
  /// quantity = try container.decode(Int.self, forKey: .quantity, in: 1...999, "the quantity")
  /// // a document holding -5: "the quantity must be 1 to 999, not -5 at 'lines[1].quantity'"
  /// ```
  /// - Parameters:
  ///   - type: `Int`.
  ///   - key: The value's key.
  ///   - range: The values allowed.
  ///   - name: What the value is, for the message, such as "the quantity".
  /// - Returns: The value.
  /// - Throws: `DecodingError.dataCorrupted` for a value outside `range`, or what decoding a
  ///   whole number throws.
  public func decode(
    _ type: Int.Type, forKey key: Key, in range: ClosedRange<Int>, _ name: String
  ) throws -> Int {
    let value = try decode(Int.self, forKey: key)
    guard range.contains(value) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "\(name) must be \(range.lowerBound) to \(range.upperBound), not \(value)"
      )
    }
    return value
  }
}
