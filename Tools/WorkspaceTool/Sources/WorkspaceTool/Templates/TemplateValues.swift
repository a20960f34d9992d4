/// What a family of templates is rendered from, such as a new feature's name and the
/// dependencies of its targets. Besides its own placeholders, every set of values has `{{imports}}`:
/// the import lines of the target the file goes into (see ``TemplateLibrary/render(_:)``); a
/// template that asks for any other value fails with the placeholder's line.
protocol TemplateValues: Sendable {
  /// The name the packages are made for, such as `Wishlist`; file paths derive from it.
  var name: String { get }
  var templateSets: [TemplateSet] { get }
  /// The declared dependencies of each new target, by target name, from the edited manifest.
  var dependencies: [String: [String]] { get }
  /// The text of each placeholder, by the name written in the braces.
  var values: [String: String] { get }
}

/// One template file of a set: the target it goes into, its file name and its text.
struct TemplateFile: Sendable {
  var role: TargetRole
  var name: Template
  var body: Template
}
