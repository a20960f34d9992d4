import Foundation

/// The template files on disk: one folder per ``TemplateSet``, read when a set is rendered.
struct TemplateLibrary: Sendable {
  var folder: URL

  /// The templates that ship with mf, a resource of this module.
  static func bundled() throws -> TemplateLibrary {
    guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
      throw ToolError.failure(
        "the templates are missing from mf's resource bundle; rebuild mf with `swift build`")
    }
    return TemplateLibrary(folder: folder)
  }

  func files(of set: TemplateSet) throws -> [TemplateFile] {
    let files = FileManager.default
    let setFolder = folder.appendingPathComponent(set.folder)
    guard let roles = try? files.contentsOfDirectory(atPath: setFolder.path) else {
      throw ToolError.failure("the template set \(set.folder) is missing from \(folder.path)")
    }
    var result: [TemplateFile] = []
    for roleName in roles.sorted() where !roleName.hasPrefix(".") {
      guard let role = TargetRole(rawValue: roleName), set.kind.templateRoles.contains(role) else {
        throw ToolError.failure(
          "the template folder \(set.folder)/\(roleName) names no target of the packages in "
            + "\(set.kind.layer.folder); use "
            + set.kind.templateRoles.map(\.rawValue).joined(separator: ", "))
      }
      let roleFolder = setFolder.appendingPathComponent(roleName)
      let names = try files.contentsOfDirectory(atPath: roleFolder.path)
      for fileName in names.sorted() where !fileName.hasPrefix(".") {
        let source = "\(set.folder)/\(roleName)/\(fileName)"
        guard fileName.hasSuffix(".template") else {
          throw ToolError.failure("the template \(source) must end in .template")
        }
        let text = try String(
          contentsOf: roleFolder.appendingPathComponent(fileName), encoding: .utf8)
        result.append(
          TemplateFile(
            role: role,
            name: try Template(String(fileName.dropLast(".template".count)), source: source),
            body: try Template(text, source: source)))
      }
    }
    return result.sorted {
      (TargetRole.allCases.firstIndex(of: $0.role)!, $0.name.source)
        < (TargetRole.allCases.firstIndex(of: $1.role)!, $1.name.source)
    }
  }
}
