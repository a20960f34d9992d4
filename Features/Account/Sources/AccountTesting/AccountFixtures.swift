/// Email addresses for account tests and the example.
public enum AccountFixtures {
  /// A valid address.
  public static let ada = "ada@example.com"
  /// Another valid address, in mixed case with spaces around it.
  public static let grace = "  Grace.Hopper@Navy.example.org "
  /// Malformed addresses, each with a word the refusal must mention.
  public static let malformed: [(text: String, mentions: String)] = [
    ("ada.example.com", "exactly one '@'"),
    ("ada@@example.com", "exactly one '@'"),
    ("ada@home@example.com", "exactly one '@'"),
    ("@example.com", "part before '@' is empty"),
    ("ada@localhost", "domain needs a dot"),
    ("ada lovelace@example.com", "characters an address cannot use"),
    ("ada@exa mple.com", "not a valid host name"),
    ("ada@", "domain needs a dot"),
    ("ada@example..com", "not a valid host name"),
    (".ada@example.com", "characters an address cannot use"),
    ("", "exactly one '@'"),
  ]
}
