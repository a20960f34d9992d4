import Foundation

/// Checks the architecture rules of a workspace: layering, cycles, conventions and imports.
struct Linter: Sendable {
  var workspace: Workspace
  /// The text of the root manifest, used to point manifest diagnostics at a line.
  var manifest: String

  func run() -> [Diagnostic] {
    let graph = workspace.graph
    var diagnostics: [Diagnostic] = []
    func report(_ severity: Diagnostic.Severity, _ package: WorkspacePackage, _ message: String) {
      diagnostics.append(declaration(of: package, severity, message))
    }

    for package in graph.packages {
      for message in conventionViolations(of: package) {
        report(.error, package, message)
      }
      for target in package.targets {
        for name in target.dependencies {
          guard let dependency = graph.target(named: name),
            let dependencyPackage = graph.package(ofTarget: name)
          else {
            report(.error, package, "\(target.name) depends on \(name), which is not a target")
            continue
          }
          if let message = layerRuleViolation(
            from: target, in: package, to: dependency, of: dependencyPackage)
          {
            report(.error, package, message)
          }
          if let message = uiRuleViolation(of: target, in: package, using: name) {
            report(.error, package, message)
          }
        }
      }
    }

    for cycle in cycles(in: graph.packageDependencies) {
      if let package = graph.package(named: cycle[0]) {
        let names = cycle.compactMap { graph.package(named: $0)?.name }
        report(.error, package, "dependency cycle: \(names.joined(separator: " -> "))")
      }
    }
    for cycle in cycles(in: graph.declaredDependencies) {
      if let package = graph.package(ofTarget: cycle[0]) {
        report(.error, package, "target dependency cycle: \(cycle.joined(separator: " -> "))")
      }
    }

    diagnostics += importDiagnostics()
    return diagnostics.sorted()
  }

  /// A finding about `package`, at its declaration: its line of the root manifest, or its own
  /// manifest for a tool.
  private func declaration(
    of package: WorkspacePackage, _ severity: Diagnostic.Severity, _ message: String
  ) -> Diagnostic {
    guard !package.hasOwnManifest else {
      return Diagnostic(
        severity: severity, path: package.folder + "/Package.swift", line: 1, message: message)
    }
    let line =
      ManifestRegion.line(declaring: package.member, of: package.kind.helper, in: manifest) ?? 1
    return Diagnostic(severity: severity, path: "Package.swift", line: line, message: message)
  }

  /// Imports of workspace modules that are not declared, and declared modules never imported.
  private func importDiagnostics() -> [Diagnostic] {
    let graph = workspace.graph
    let workspaceModules = graph.targetNames
    var diagnostics: [Diagnostic] = []
    for package in graph.packages {
      for target in package.targets {
        var imported = Set<String>()
        for file in swiftFiles(in: target.path, root: workspace.root) {
          let url = workspace.root.appendingPathComponent(file)
          guard let data = FileManager.default.contents(atPath: url.path) else {
            diagnostics.append(
              Diagnostic(severity: .error, path: file, line: 1, message: "could not read the file"))
            continue
          }
          for statement in importStatements(in: String(decoding: data, as: UTF8.self)) {
            imported.insert(statement.module)
            if let message = uiRuleViolation(of: target, in: package, using: statement.module) {
              diagnostics.append(
                Diagnostic(severity: .error, path: file, line: statement.line, message: message))
              continue
            }
            guard workspaceModules.contains(statement.module), statement.module != target.name,
              !target.dependencies.contains(statement.module)
            else { continue }
            diagnostics.append(
              Diagnostic(
                severity: .error, path: file, line: statement.line,
                message: "\(target.name) imports \(statement.module), which is not a declared "
                  + "dependency of \(target.name) in the workspace manifest"))
          }
        }
        // Only source targets choose their dependencies by hand; tests, examples and Testing
        // targets get the manifest's standard set of fakes, used or not.
        guard target.kind == .library, !target.isTesting else { continue }
        // A dependency on an executable target builds its binary; it is not imported.
        let unused = target.dependencies.filter {
          !imported.contains($0) && graph.target(named: $0)?.kind != .executable
        }
        if !unused.isEmpty {
          diagnostics.append(
            declaration(
              of: package, .warning,
              "\(target.name) declares dependencies it never imports: "
                + unused.joined(separator: ", ")))
        }
      }
    }
    return diagnostics
  }
}
