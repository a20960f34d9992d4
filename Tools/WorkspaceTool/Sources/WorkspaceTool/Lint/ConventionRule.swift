/// The naming and folder conventions of packages and targets.
///
/// Every feature `X` has `X`, `XTesting`, `XExample` and `XTests`; every interface package
/// `XInterface` has `XInterface` and `XInterfaceTesting`; every target lives in
/// `<package>/Sources/<Target>` or, for tests, `<package>/Tests/<Target>`.
struct ConventionRule: Sendable {
  /// The broken conventions of `package`.
  func violations(of package: WorkspacePackage) -> [String] {
    var messages: [String] = []
    let names = Set(package.targets.map(\.name))
    let name = package.name
    var expected: [(String, TargetKind)] = []
    switch package.layer {
    case .features:
      expected = [
        (name, .library), (name + "Testing", .library), (name + "Example", .executable),
        (name + "Tests", .test),
      ]
    case .interfaces:
      if !name.hasSuffix("Interface") {
        messages.append("interface package \(package.folder) must be named <Feature>Interface")
      }
      expected = [(name, .library), (name + "Testing", .library)]
    case .foundation, .apps, .tools:
      break
    }
    for (targetName, kind) in expected {
      if !names.contains(targetName) {
        messages.append(
          "\(package.layer == .features ? "feature" : "interface") package \(package.folder) "
            + "has no \(kind.rawValue) target \(targetName)")
      } else if let target = package.targets.first(where: { $0.name == targetName }),
        target.kind != kind
      {
        messages.append(
          "\(targetName) must be a \(kind.rawValue) target, not \(target.kind.rawValue)")
      }
    }
    for target in package.targets {
      let folder = target.kind == .test ? "Tests" : "Sources"
      let expectedPath = "\(package.folder)/\(folder)/\(target.name)"
      if target.path != expectedPath {
        messages.append("target \(target.name) lives at \(target.path); expected \(expectedPath)")
      }
    }
    return messages
  }
}
