/// How an app's solver gives each feature it composes what the feature's dependency protocol
/// asks for, worked out before anything changes.
///
/// mf provides only what it knows: the base dependencies (logger, clock, storage), a
/// property the solver already has with the same name and type, and the stored service of the
/// pattern `mf new feature` generates, with its line views. Anything else is refused, naming
/// each member the solver must be given by hand; mf never guesses how to make a service.
struct CompositionPlan: Sendable {
  /// What the solver gains for one feature.
  struct Feature: Sendable, Equatable {
    var name: String
    /// The services the solver makes for it (the stored service of the generated pattern).
    var services: [SolverService]
    /// The board identifier's variable when its board takes `.show` (`notes`), so the app's
    /// tests can run it once; nil when mf does not know the board's input.
    var showBoard: String?
    var interface: String
  }

  /// The members every solver has, from `BaseDependencies`.
  static let baseMembers: [String: String] = [
    "logger": "any Logger", "clock": "any WallClock", "storage": "any DocumentStorage",
  ]

  /// The protocols a dependency protocol may refine that need nothing more of the solver.
  private static let providedProtocols: Set<String> = [
    "BaseDependencies", "Sendable", "AnyObject",
  ]

  let features: [Feature]

  init(
    composing features: [FeatureSource], into app: String, members: [String: String?],
    conformances: Set<String>, offersViews: Bool, workspace: Workspace,
    advice: (FeatureSource) -> String
  ) throws {
    let solver = app + "Dependencies"
    let composed = Set(features.map(\.protocolName))
    var offered: [String: SolverService] = [:]
    for feature in features {
      if let service = feature.storedService, members[service.name] == nil {
        offered[service.name] = offered[service.name] ?? service
      }
    }
    var made: Set<String> = []
    var planned: [Feature] = []
    var problems: [String] = []
    for feature in features {
      guard let requirements = feature.requirements else {
        problems.append(
          "\(feature.name) declares no protocol \(feature.protocolName) in "
            + "\(PackageKind.feature.targetPath(.source, for: feature.name)); mf composes a "
            + "feature through its dependency protocol and its module plugin")
        continue
      }
      var missing: [String] = []
      if !feature.declaresModule {
        missing.append(
          "its module plugin \(feature.moduleType), which the app installs (none is declared)")
      }
      for refined in requirements.inherited
      where !Self.providedProtocols.contains(refined) && !conformances.contains(refined)
        && !composed.contains(refined)
      {
        missing.append("a conformance to \(refined), which \(feature.protocolName) refines")
      }
      for requirement in requirements.unsupported {
        missing.append(requirement)
      }
      var services: [SolverService] = []
      for member in requirements.members {
        if let existing = members[member.name] {
          guard existing == member.type else {
            missing.append(
              "\(member.declaration) (\(member.location)); \(solver) has `\(member.name)` of type "
                + (existing.map { "`\($0)`" } ?? "unwritten type") + " instead")
            continue
          }
        } else if let service = offered[member.name], service.type == member.type {
          if made.insert(service.name).inserted { services.append(service) }
        } else if offersViews, feature.lineViews?.name == member.name,
          feature.lineViews?.type == member.type
        {
          continue  // the app's generated views hand them in
        } else {
          missing.append(
            "\(member.declaration) (\(member.location))"
              + Self.hint(for: member, composing: features, in: workspace))
        }
      }
      guard missing.isEmpty else {
        let sentence = advice(feature)
        problems.append(
          "\(feature.protocolName) asks for what mf cannot make:\n    "
            + missing.joined(separator: "\n    ") + "\n  "
            + sentence.prefix(1).uppercased() + sentence.dropFirst() + ".")
        continue
      }
      planned.append(
        Feature(
          name: feature.name, services: services,
          showBoard: feature.boardShows ? feature.variableName : nil,
          interface: feature.interface))
    }
    guard problems.isEmpty else {
      throw ToolError.failure(
        "\(app) cannot compose "
          + (features.count == 1 ? features[0].name : "these features") + ":\n  "
          + problems.joined(separator: "\n  "))
    }
    self.features = planned
  }

  /// A hint for a member whose type is the service of another generated feature that is not
  /// composed: composing that feature makes it.
  private static func hint(
    for member: DependencyRequirements.Member, composing features: [FeatureSource],
    in workspace: Workspace
  ) -> String {
    guard member.type.hasPrefix("any "), member.type.hasSuffix("Service") else { return "" }
    let owner = String(member.type.dropFirst("any ".count).dropLast("Service".count))
    guard !owner.isEmpty, !features.contains(where: { $0.name == owner }),
      workspace.graph.package(named: PackageKind.feature.folder(for: owner)) != nil,
      FeatureSource(name: owner, workspace: workspace).storedService?.name == member.name
    else { return "" }
    return "; compose \(owner) too, and mf makes it"
  }
}
