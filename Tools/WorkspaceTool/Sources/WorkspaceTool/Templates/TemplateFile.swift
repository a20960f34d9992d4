/// One template file of a set: the target it goes into, its file name and its text.
struct TemplateFile: Sendable {
  /// The role of the target the rendered file goes into.
  var role: TargetRole
  /// The rendered file's name, such as `{{name}}Feature.swift`.
  var name: Template
  /// The file's text.
  var body: Template
}
