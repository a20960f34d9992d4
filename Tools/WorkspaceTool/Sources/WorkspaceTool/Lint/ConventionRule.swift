/// The naming and folder conventions of packages and targets, as ``PackageKind`` states them.
///
/// Every feature `X` has `X`, `XTesting`, `XExample` and `XTests`; every interface package
/// `XInterface` has `XInterface` and `XInterfaceTesting`, and may have `XInterfaceTests` (no
/// test target of another name); every app `X` has `XApp`, an executable and `XTests`; every
/// target lives in `<package>/Sources/<Target>` or, for tests, `<package>/Tests/<Target>`.
/// Returns the conventions `package` breaks.
func conventionViolations(of package: WorkspacePackage) -> [String] {
  var messages: [String] = []
  let kind = package.kind
  if kind.checksRoles {
    if kind.declaredName(ofPackage: package.name) == nil {
      messages.append(
        "\(kind.layer.memberName) package \(package.folder) must be named "
          + "<Feature>\(kind.nameSuffix)")
    }
    for role in kind.roles {
      let name = kind.targetName(role, inPackage: package.name)
      // An app's executable may have any name.
      guard role != .executable else {
        if !package.targets.contains(where: { $0.kind == role.kind }) {
          messages.append(
            "\(kind.layer.memberName) package \(package.folder) has no \(role.kind.rawValue) "
              + "target")
        }
        continue
      }
      guard let target = package.targets.first(where: { $0.name == name }) else {
        if kind.optionalRoles.contains(role) {
          messages += misnamedTargets(role, in: package, expected: name)
          continue
        }
        messages.append(
          "\(kind.layer.memberName) package \(package.folder) has no \(role.kind.rawValue) "
            + "target \(name)")
        continue
      }
      if target.kind != role.kind {
        messages.append(
          "\(name) must be \(role.kind.rawValue.withArticle) target, not \(target.kind.rawValue)")
      }
    }
  }
  // A tool's own manifest lays it out as it likes.
  for target in package.targets where !package.hasOwnManifest {
    let expectedPath = "\(package.folder)/\(target.kind.folder)/\(target.name)"
    if target.path != expectedPath {
      messages.append("target \(target.name) lives at \(target.path); expected \(expectedPath)")
    }
  }
  return messages
}

/// A message for each target of `package` that can only play `role`, an optional role the
/// package has no target of, and is not named `expected` as that role's target must be.
private func misnamedTargets(_ role: TargetRole, in package: WorkspacePackage, expected: String)
  -> [String]
{
  let kind = package.kind
  let names = kind.roles.filter { $0.kind == role.kind }.map {
    kind.targetName($0, inPackage: package.name)
  }
  return package.targets.filter { $0.kind == role.kind && !names.contains($0.name) }.map {
    "\($0.name) must be named \(expected), the one \(role.kind.rawValue) target "
      + "\(kind.layer.memberName) package \(package.folder) may have"
  }
}
