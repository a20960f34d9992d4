/// Makes text safe to write to a terminal: a control character that someone typed into a
/// command (an escape that would start a terminal sequence, a carriage return, a bell) is
/// written as its code, `\u{1B}`, instead of being sent to the terminal; line breaks and tabs
/// stay as they are.
public enum TerminalText {
  /// `text` with every control character but line breaks and tabs written as its code.
  public static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var shown = ""
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar != "\t" && scalar.properties.generalCategory == .control
  }
}
