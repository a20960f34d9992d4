/// The whole workspace as the root manifest declares it: packages, targets and their edges.
struct WorkspaceGraph: Sendable {
  var platforms: [ManifestDump.Platform]
  var languageModes: [String]
  /// The root manifest's `swift-tools-version`, such as `6.2.0`.
  var toolsVersion: String
  /// Packages in layer order, then by folder.
  var packages: [WorkspacePackage]
  private var targetsByName: [String: WorkspaceTarget]
  private var packageIndex: [String: Int] = [:]
  /// The folders of the packages the root manifest declares, in the order of their targets.
  private(set) var declarationOrder: [String] = []
  /// Package-level edges: for each package folder, the sorted folders of the other packages it
  /// uses.
  private(set) var packageDependencies: [String: [String]] = [:]

  /// Builds the graph from the dumps of the root manifest (folder `""`, first) and of the
  /// packages in other folders that have a manifest of their own, such as `Tools/WorkspaceTool`,
  /// whose target paths are relative to that folder; a target outside the layer folders is an
  /// error.
  init(dumps: [(folder: String, dump: ManifestDump)]) throws {
    platforms = dumps.first?.dump.platforms ?? []
    languageModes = dumps.first?.dump.swiftLanguageVersions ?? ["6"]
    toolsVersion = dumps.first?.dump.toolsVersion?.version ?? "6.0.0"
    var byFolder: [String: WorkspacePackage] = [:]
    var byName: [String: WorkspaceTarget] = [:]
    for (prefix, dump) in dumps {
      for target in dump.targets {
        guard let kind = TargetKind(dumpName: target.type) else {
          throw ToolError.failure(
            "target \(target.name) has type \(target.type), which mf does not support")
        }
        let path: String
        if prefix.isEmpty {
          guard let declared = target.path else {
            throw ToolError.failure(
              "target \(target.name) has no explicit path; the workspace manifest declares every "
                + "target by path")
          }
          path = declared
        } else {
          path = "\(prefix)/" + (target.path ?? "\(kind.folder)/\(target.name)")
        }
        let components = path.split(separator: "/").map(String.init)
        guard components.count >= 3, let layer = Layer(rawValue: components[0]) else {
          throw ToolError.failure(
            "target \(target.name) lives at \(path), outside the layer folders "
              + "(\(Layer.allCases.map(\.folder).joined(separator: ", ")))")
        }
        let folder = components[0] + "/" + components[1]
        let placed = WorkspaceTarget(
          name: target.name, kind: kind, path: path,
          dependencies: target.dependencies.map(\.name), resources: target.resources,
          packageFolder: folder, exclude: target.exclude ?? [],
          hasSettings: !(target.settings ?? []).isEmpty)
        byName[target.name] = placed
        if prefix.isEmpty, byFolder[folder] == nil { declarationOrder.append(folder) }
        byFolder[
          folder,
          default: WorkspacePackage(
            folder: folder, layer: layer, targets: [], hasOwnManifest: !prefix.isEmpty)
        ].targets.append(placed)
      }
    }
    packages = byFolder.values.sorted {
      ($0.layer, $0.folder) < ($1.layer, $1.folder)
    }
    targetsByName = byName
    for (index, package) in packages.enumerated() {
      packageIndex[package.folder] = index
      packageIndex[package.name] = packageIndex[package.name] ?? index
    }
    for package in packages {
      var used = Set<String>()
      for target in package.targets {
        for dependency in target.dependencies {
          if let other = byName[dependency]?.packageFolder, other != package.folder {
            used.insert(other)
          }
        }
      }
      packageDependencies[package.folder] = used.sorted()
    }
  }

  /// The declarations of the packages the root manifest declares, in its order.
  var declarations: [PackageDeclaration] {
    declarationOrder.compactMap { package(named: $0) }.map { PackageDeclaration(of: $0, in: self) }
  }

  func target(named name: String) -> WorkspaceTarget? { targetsByName[name] }

  func package(named name: String) -> WorkspacePackage? {
    packageIndex[name].map { packages[$0] }
  }

  func package(ofTarget name: String) -> WorkspacePackage? {
    guard let target = targetsByName[name] else { return nil }
    return package(named: target.packageFolder)
  }

  var targetNames: Set<String> { Set(targetsByName.keys) }

  var declaredDependencies: [String: [String]] { targetsByName.mapValues(\.dependencies) }
}
