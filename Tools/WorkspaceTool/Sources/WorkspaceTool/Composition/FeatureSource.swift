/// What an app needs to know of a feature to compose it, read from the feature's sources and its
/// interface's: its dependency protocol, its module plugin, the stored service of the pattern
/// `mf new feature` generates, its line views, and whether its board takes the request
/// `.show`.
struct FeatureSource: Sendable {
  var name: String
  /// `<Name>Dependencies` as the feature declares it; nil when no file declares it.
  var requirements: DependencyRequirements?
  var declaresModule: Bool
  /// Whether the feature declares `Stored<Name>` with an initializer that takes only
  /// `storage:`, as the generated feature does.
  var declaresStoredService: Bool
  /// Whether the feature's terminal UI target declares `<Name>LineViewFactory` with an
  /// initializer that takes only `console:`, and `<Name>ScreenFactory` with one that takes only
  /// `navigation:`, as the generated feature's does.
  var declaresLineViews: Bool
  /// Whether the interface declares the board `BoardID.<name>` whose input `<Name>Request` has
  /// the case `show`, as the generated interface does.
  var boardShows: Bool

  var protocolName: String { name + "Dependencies" }
  var moduleType: String { name + "Module" }
  var interface: String { PackageKind.interface.packageName(for: name) }
  /// The variable of the board identifier and the start of the service's name: `cart`.
  var variableName: String { PackageName.variableName(for: name) }

  /// The service the generated feature asks for, `var cartService: any CartService`, which an
  /// app makes as `StoredCart(storage: storage)`; nil when the feature does not follow that
  /// pattern.
  var storedService: SolverService? {
    guard declaresStoredService, asks(for: variableName + "Service", "any \(name)Service")
    else { return nil }
    return SolverService(
      name: variableName + "Service", type: "any \(name)Service",
      initializer: "Stored\(name)(storage: storage)", interface: interface)
  }

  /// The views the generated feature asks for, `var notesViews: any NotesViewFactory`, which
  /// an app makes in line mode as `NotesLineViewFactory(console: console)` and full screen as
  /// `NotesScreenFactory(navigation: shell)`; nil when the feature does not follow that pattern.
  var lineViews: SolverViews? {
    guard declaresLineViews, asks(for: variableName + "Views", "any \(name)ViewFactory")
    else { return nil }
    return SolverViews(
      name: variableName + "Views", type: "any \(name)ViewFactory", property: variableName,
      lineViews: "\(name)LineViewFactory(console: console)",
      screens: "\(name)ScreenFactory(navigation: shell)", title: name,
      board: boardShows ? variableName : nil,
      command: PackageName.hyphenatedName(for: name),
      module: PackageKind.feature.targetName(.terminalUI, for: name))
  }

  /// Whether the dependency protocol asks for the member `name` of type `type`.
  private func asks(for name: String, _ type: String) -> Bool {
    requirements?.members.contains { $0.name == name && $0.type == type } == true
  }
}

extension FeatureSource {
  /// Reads the feature `name` from its sources and its interface's in `workspace`.
  init(name: String, workspace: Workspace) {
    self.name = name
    let feature = swiftSources(
      in: PackageKind.feature.targetPath(.source, for: name), root: workspace.root)
    let interface = swiftSources(
      in: PackageKind.interface.targetPath(.source, for: name), root: workspace.root)
    requirements = DependencyRequirements.read(name + "Dependencies", in: feature)
    let featureSources = feature.map { SwiftSource($0.text) }
    declaresModule = featureSources.contains {
      $0.body(of: ["struct", "class", "enum"], named: name + "Module") != nil
    }
    declaresStoredService = featureSources.contains {
      Self.hasOnlyInitializer($0, type: "Stored" + name, taking: "storage")
    }
    let ui = swiftSources(
      in: PackageKind.feature.targetPath(.terminalUI, for: name), root: workspace.root)
    let uiSources = ui.map { SwiftSource($0.text) }
    declaresLineViews =
      uiSources.contains {
        Self.hasOnlyInitializer($0, type: name + "LineViewFactory", taking: "console")
      }
      && uiSources.contains {
        Self.hasOnlyInitializer($0, type: name + "ScreenFactory", taking: "navigation")
      }
    boardShows = interface.map { SwiftSource($0.text) }.contains {
      Self.declaresShowBoard($0, feature: name)
    }
  }

  /// Whether `source` declares `type` with an initializer `init(<label>: ...)` of one
  /// parameter.
  private static func hasOnlyInitializer(
    _ source: SwiftSource, type: String, taking label: String
  ) -> Bool {
    guard let body = source.body(of: ["struct", "class"], named: type) else { return false }
    let tokens = source.tokens
    return source.topLevel(inside: body.open, body.close).contains { index in
      guard tokens[index].text == "init", index + 3 < body.close,
        tokens[index + 1].text == "(", tokens[index + 2].text == label,
        tokens[index + 3].text == ":", let end = source.closing(index + 1)
      else { return false }
      return source.first(",", from: index + 2, through: end - 1) == nil
    }
  }

  /// Whether `source` declares `enum <feature>Request` with `case show` and the board
  /// identifier `static var <variable>: Self` for that input.
  private static func declaresShowBoard(_ source: SwiftSource, feature: String) -> Bool {
    let tokens = source.tokens
    let request = feature + "Request"
    guard let body = source.body(of: ["enum"], named: request),
      source.topLevel(inside: body.open, body.close).contains(where: {
        tokens[$0].text == "case" && tokens[$0 + 1].text == "show"
      })
    else { return false }
    func sequence(_ words: [String]) -> Bool {
      tokens.indices.contains { start in
        start + words.count <= tokens.count
          && words.indices.allSatisfy { tokens[start + $0].text == words[$0] }
      }
    }
    return sequence(["Input", "=", "=", request])
      && sequence(["static", "var", PackageName.variableName(for: feature), ":", "Self"])
  }
}
