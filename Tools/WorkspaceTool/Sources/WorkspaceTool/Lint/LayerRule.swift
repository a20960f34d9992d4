/// The layering rules, checked on every declared dependency between targets.
///
/// - A foundation package uses only foundation packages.
/// - An interface package uses foundation packages and other interfaces (their value types).
/// - A feature package uses only interface and foundation packages, never another feature.
/// - A tool uses only foundation packages.
/// - A Testing target is used only by tests, examples (executables) and other Testing targets.
/// - Apps may use anything else.
///
/// Returns the broken rule of the edge, or nil when it is allowed.
func layerRuleViolation(
  from target: WorkspaceTarget, in package: WorkspacePackage, to dependency: WorkspaceTarget,
  of dependencyPackage: WorkspacePackage
) -> String? {
  if dependency.isTesting, target.kind == .library, !target.isTesting,
    package.layer != .tools
  {
    return "\(target.name) depends on the Testing target \(dependency.name); only tests, "
      + "examples and other Testing targets may use fakes"
  }
  guard dependencyPackage.folder != package.folder else { return nil }
  let allowed: Set<Layer>
  switch package.layer {
  case .foundation: allowed = [.foundation]
  case .interfaces: allowed = [.foundation, .interfaces]
  case .features: allowed = [.foundation, .interfaces]
  case .tools: allowed = [.foundation]
  case .apps: return nil
  }
  guard !allowed.contains(dependencyPackage.layer) else { return nil }
  let names = allowed.sorted().map(\.memberName).joined(separator: " and ")
  return "\(target.name) (\(package.layer.lowercased)) depends on \(dependency.name) "
    + "of \(dependencyPackage.folder) (\(dependencyPackage.layer.lowercased)); "
    + "\(package.layer.memberName.withArticle) package may use only \(names) packages"
}
