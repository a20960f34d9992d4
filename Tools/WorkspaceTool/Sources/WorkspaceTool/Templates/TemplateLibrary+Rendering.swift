/// Rendering the template sets of a set of values into the files of new packages.
///
/// A file goes into the target its role folder names, at the path ``PackageKind`` gives it; its
/// `{{imports}}` are the declared dependencies of that target, sorted the way `swift format`
/// wants them, plus `Testing` in a Tests target.
extension TemplateLibrary {
  func render<Values: TemplateValues>(_ template: Values) throws -> [GeneratedFile] {
    let values = template.values
    let known = values.keys.sorted() + ["imports"]
    var rendered: [GeneratedFile] = []
    for set in template.templateSets {
      for file in try files(of: set) {
        let target = set.kind.targetName(file.role, for: template.name)
        let value = { (name: String) -> String? in
          if name == "imports" {
            let testing = file.role == .tests ? ["Testing"] : []
            return Self.importLines((template.dependencies[target] ?? []) + testing)
          }
          return values[name]
        }
        let fileName = try file.name.render(known: known, value)
        rendered.append(
          GeneratedFile(
            path: set.kind.targetPath(file.role, for: template.name) + "/" + fileName,
            contents: try file.body.render(known: known, value)))
      }
    }
    return rendered
  }

  /// The import lines for `modules`, sorted the way `swift format` wants them.
  static func importLines(_ modules: [String]) -> String {
    Array(Set(modules)).sorted().map { "import \($0)\n" }.joined()
  }
}
