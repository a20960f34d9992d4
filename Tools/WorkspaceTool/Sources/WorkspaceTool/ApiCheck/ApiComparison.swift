/// The changes of one module's public API: the breaking ones the API digester reports, and the
/// additive ones it does not (declarations and conformances only the working tree has), each
/// placed at its declaration with the symbol graphs' locations.
struct ApiComparison: Sendable {
  var module: String
  var base: ApiDump
  var current: ApiDump
  var baseLocations: SymbolLocations
  var currentLocations: SymbolLocations

  /// Breaking changes first, in the digester's order, then additive ones.
  func changes(breaking: [String]) -> [ApiChange] {
    let broken = breaking.filter { !isSynthesizedRemoval($0) }.map { message in
      var change = ApiChange(impact: .breaking, module: module, message: message)
      let words = message.split(separator: " ", maxSplits: 2)
      if words.count == 3 {
        let path = String(words[1])
        change.location = Self.locate(path, in: current, currentLocations)
        if current.declarations(at: path).isEmpty {
          change.baseLocation = Self.locate(path, in: base, baseLocations)
        }
      }
      return change
    }
    return broken + additions(besides: breaking)
  }

  /// Whether the message reports the removal of members the compiler synthesized for a
  /// conformance (`hash(into:)` for `Hashable`), which the removed conformance reports already.
  private func isSynthesizedRemoval(_ message: String) -> Bool {
    let words = message.split(separator: " ", maxSplits: 2)
    guard words.count == 3, words[2] == "has been removed" else { return false }
    let removed = base.declarations(at: String(words[1]))
    return !removed.isEmpty && removed.allSatisfy(\.isImplicit)
  }

  /// The declarations and conformances the working tree adds, except those the digester
  /// reports as changed (a changed signature is a new declaration to a dump).
  private func additions(besides breaking: [String]) -> [ApiChange] {
    let baseByUSR = Dictionary(
      base.declarations.compactMap { declaration in declaration.usr.map { ($0, declaration) } },
      uniquingKeysWith: { first, _ in first })
    var changes: [ApiChange] = []
    var said = Set<String>()
    var inside = Set<Int>()
    for (index, declaration) in current.declarations.enumerated() {
      if let parent = declaration.parent, inside.contains(parent) {
        inside.insert(index)
        continue
      }
      guard !declaration.isImplicit, let usr = declaration.usr else { continue }
      let location = place(index)
      guard let old = baseByUSR[usr] else {
        inside.insert(index)
        let described = breaking.contains {
          $0.hasPrefix(declaration.descriptor + " ")
            || $0.hasSuffix(" renamed to \(declaration.kind) \(declaration.name)")
        }
        guard !described, said.insert(declaration.descriptor).inserted else { continue }
        let message =
          declaration.isProtocolRequirement
          ? "\(declaration.descriptor) is a new protocol requirement, with a default "
            + "implementation"
          : "\(declaration.descriptor) is new"
        changes.append(
          ApiChange(impact: .additive, module: module, message: message, location: location))
        continue
      }
      for conformance in declaration.conformances where !old.conformances.contains(conformance) {
        changes.append(
          ApiChange(
            impact: .additive, module: module,
            message: "\(declaration.descriptor) now conforms to \(conformance)",
            location: location))
      }
    }
    return changes
  }

  /// The working tree's location of the declaration at `index`, or of the closest one that
  /// contains it.
  private func place(_ index: Int) -> FileLocation? {
    var next: Int? = index
    while let at = next {
      let declaration = current.declarations[at]
      if let location = currentLocations.location(ofUSR: declaration.usr) { return location }
      next = declaration.parent
    }
    return nil
  }

  /// The location of the declaration the digester names `path` (`Box.value.Set()`) in `dump`,
  /// or of the closest one that contains it.
  private static func locate(
    _ path: String, in dump: ApiDump, _ locations: SymbolLocations
  ) -> FileLocation? {
    var path: String? = path
    while let name = path {
      for declaration in dump.declarations(at: name) {
        if let location = locations.location(ofUSR: declaration.usr) { return location }
      }
      path = parent(of: name)
    }
    return nil
  }

  /// The path of the declaration that contains the one named `path`: `Box.value` for
  /// `Box.value.Set()`; nil at the top. Dots inside parentheses belong to the name.
  static func parent(of path: String) -> String? {
    var depth = 0
    var lastDot: String.Index?
    for index in path.indices {
      switch path[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case "." where depth == 0 && index != path.startIndex: lastDot = index
      default: break
      }
    }
    return lastDot.map { String(path[..<$0]) }
  }
}
