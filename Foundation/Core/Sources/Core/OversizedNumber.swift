import Foundation

/// Finds where a JSON document holds a number too large for a whole number, which the decoder
/// reports only as "not valid JSON", so that the refusal can say where it is.
enum OversizedNumber {
  /// The position of the first number beyond `Int`'s range in valid JSON, or `nil` when the
  /// text is not valid JSON or has no such number.
  static func path(in data: Data) -> [any CodingKey]? {
    guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return nil }
    return search(root, at: [])
  }

  private static func search(_ value: Any, at path: [any CodingKey]) -> [any CodingKey]? {
    switch value {
    case let object as [String: Any]:
      for key in object.keys.sorted() {
        if let found = search(object[key]!, at: path + [Key(stringValue: key)]) { return found }
      }
    case let array as [Any]:
      for (index, element) in array.enumerated() {
        if let found = search(element, at: path + [Key(intValue: index)]) { return found }
      }
    case let number as NSNumber:
      let magnitude = abs(number.doubleValue)
      if !(magnitude < 9.2e18) { return path }
    default:
      break
    }
    return nil
  }

  private struct Key: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
      self.stringValue = stringValue
      intValue = nil
    }

    init(intValue: Int) {
      stringValue = "\(intValue)"
      self.intValue = intValue
    }
  }
}
