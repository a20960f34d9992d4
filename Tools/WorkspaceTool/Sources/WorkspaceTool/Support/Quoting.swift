extension String {
  /// The text in double quotes, with quotes, backslashes and control characters escaped: how
  /// messages show what the user typed, so a blank or odd name is visible.
  var quoted: String {
    var result = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.properties.generalCategory == .control:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  /// The word after `a` or `an`, as English puts it before the word: `an interface`, `a tool`.
  var withArticle: String {
    ("aeiou".contains(first?.lowercased() ?? "") ? "an " : "a ") + self
  }
}
