extension Workspace {
  /// `Apps/Journal/Sources/JournalApp/A.swift:2 imports Notes` for each import of one of
  /// `modules` in the Swift files of `package`, but the file at `skipped`.
  func imports(
    of modules: Set<String>, in package: WorkspacePackage, skipping skipped: Set<String> = []
  )
    -> [String]
  {
    package.targets.flatMap { swiftSources(in: $0.path, root: root) }
      .filter { !skipped.contains($0.path) }.flatMap { file in
        importStatements(in: file.text).filter { modules.contains($0.module) }.map {
          "\(file.path):\($0.line) imports \($0.module)"
        }
      }
  }

  /// `Features/Cart: CartTests uses CatalogInterface` for each target of `package` that declares
  /// a dependency on one of `targets`.
  func declaredUses(of targets: Set<String>, in package: WorkspacePackage) -> [String] {
    package.targets.compactMap { target in
      let used = target.dependencies.filter(targets.contains)
      return used.isEmpty
        ? nil : "\(package.folder): \(target.name) uses \(used.joined(separator: ", "))"
    }
  }
}
