/// The typed values a family of templates is rendered from, such as a new feature's name and
/// the dependencies of its targets.
///
/// Each context names its placeholders in an enum, so a template that asks for a value the
/// context does not have fails with the placeholder's line, and a new placeholder cannot be
/// added without its value. Every context also has `{{imports}}`: the import lines of the
/// target the file goes into (see ``TemplateRenderer``).
protocol TemplateContext: Sendable {
  /// The placeholders its templates may use, by the name written in the braces.
  associatedtype Placeholder: CaseIterable, RawRepresentable where Placeholder.RawValue == String

  /// The name the packages are made for, such as `Wishlist`; file paths derive from it.
  var name: String { get }
  /// The template sets to render, in order.
  var templateSets: [TemplateSet] { get }
  /// The declared dependencies of each new target, by target name, read from the edited
  /// workspace manifest.
  var dependencies: [String: [String]] { get }

  /// The text that replaces `placeholder`.
  func value(of placeholder: Placeholder) -> String
}
