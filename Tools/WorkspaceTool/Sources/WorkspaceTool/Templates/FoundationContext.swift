/// What the templates of a new foundation package are rendered from.
struct FoundationContext: TemplateContext {
  /// The placeholders of the foundation templates.
  enum Placeholder: String, CaseIterable {
    /// The package name, such as `Metrics`.
    case name
  }

  var name: String
  var dependencies: [String: [String]]

  var templateSets: [TemplateSet] { [.foundation] }

  func value(of placeholder: Placeholder) -> String {
    switch placeholder {
    case .name: name
    }
  }
}
