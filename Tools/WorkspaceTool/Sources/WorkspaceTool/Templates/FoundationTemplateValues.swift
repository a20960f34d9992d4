/// What the templates of a new foundation package are rendered from: `{{name}}`, such as
/// `Metrics`.
struct FoundationTemplateValues: TemplateValues {
  var name: String
  var dependencies: [String: [String]]
  var templateSets: [TemplateSet] { [.foundation] }
  var values: [String: String] { ["name": name] }
}
