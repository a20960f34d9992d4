import Foundation

/// One module's API as `swift-api-digester -dump-sdk` writes it, narrowed to what other
/// packages can use.
///
/// The digester dumps `package` declarations too, marked `isInternal`, and compares them like
/// public ones: the false breaks of SwiftPM issues 8081 and 10010. The narrowed dump leaves out
/// every declaration marked so, every `@_spi` one, and the conformances of public types to them,
/// so changing them never counts. Internal and private declarations, bodies and doc comments are
/// never in a dump.
struct ApiDump: Sendable {
  /// The narrowed dump, in the digester's format.
  let json: JSONValue
  /// Every declaration left, parents before their members.
  let declarations: [ApiDeclaration]

  init(reading url: URL) throws {
    let data = try Data(contentsOf: url)
    let dump = try JSONDecoder().decode(JSONValue.self, from: data)
    var hidden = Set<String>()
    Self.collectHidden(in: dump, into: &hidden)
    json = Self.narrowed(dump, hiding: hidden)
    var declarations: [ApiDeclaration] = []
    Self.index(json["ABIRoot"] ?? .null, path: nil, parent: nil, into: &declarations)
    self.declarations = declarations
  }

  func write(to url: URL) throws {
    try JSONEncoder().encode(json).write(to: url)
  }

  /// The declarations whose path is `path` (`Service.save(id:)`), overloads included.
  func declarations(at path: String) -> [ApiDeclaration] {
    declarations.filter { $0.path == path }
  }

  /// Whether a declaration node is left out: not public (`package` included) or `@_spi`.
  private static func isHidden(_ node: JSONValue) -> Bool {
    node["isInternal"]?.isTrue == true || !(node["spi_group_names"]?.elements.isEmpty ?? true)
  }

  /// The USRs of the hidden declarations, whose conformances are hidden too.
  private static func collectHidden(in node: JSONValue, into hidden: inout Set<String>) {
    if isHidden(node), let usr = node["usr"]?.string { hidden.insert(usr) }
    if let root = node["ABIRoot"] { collectHidden(in: root, into: &hidden) }
    for member in (node["children"]?.elements ?? []) + (node["accessors"]?.elements ?? []) {
      collectHidden(in: member, into: &hidden)
    }
  }

  /// The node without its hidden members, accessors and conformances, at every depth.
  private static func narrowed(_ node: JSONValue, hiding hidden: Set<String>) -> JSONValue {
    guard case .object(var members) = node else { return node }
    if let root = members["ABIRoot"] { members["ABIRoot"] = narrowed(root, hiding: hidden) }
    for key in ["children", "accessors"] {
      guard let value = members[key] else { continue }
      members[key] = .array(
        value.elements.filter { !isHidden($0) }.map { narrowed($0, hiding: hidden) })
    }
    if let conformances = members["conformances"] {
      members["conformances"] = .array(
        conformances.elements.filter { !hidden.contains($0["usr"]?.string ?? "") })
    }
    return .object(members)
  }

  /// Adds the declarations under `node` to `declarations`, each with its dotted path.
  private static func index(
    _ node: JSONValue, path: String?, parent: Int?, into declarations: inout [ApiDeclaration]
  ) {
    for member in (node["children"]?.elements ?? []) + (node["accessors"]?.elements ?? []) {
      guard let kind = member["declKind"]?.string, kind != "Import",
        let name = member["printedName"]?.string
      else { continue }
      let full = path.map { "\($0).\(name)" } ?? name
      declarations.append(
        ApiDeclaration(
          kind: kind.lowercased(), name: name, path: full, usr: member["usr"]?.string,
          parent: parent, isProtocolRequirement: member["protocolReq"]?.isTrue == true,
          isImplicit: member["implicit"]?.isTrue == true,
          conformances: (member["conformances"]?.elements ?? []).compactMap {
            $0["name"]?.string
          }))
      index(member, path: full, parent: declarations.count - 1, into: &declarations)
    }
  }
}

/// One declaration of an ``ApiDump``.
struct ApiDeclaration: Sendable, Equatable {
  /// The digester's word for it, as its messages print it: `func`, `var`, `constructor`, ...
  var kind: String
  var name: String
  var path: String
  /// The compiler's unique name for it, which symbol graphs use too.
  var usr: String?
  var parent: Int?
  var isProtocolRequirement: Bool
  /// Whether the compiler made it (`__derived_struct_equals`), not the source.
  var isImplicit: Bool
  var conformances: [String]

  /// How the digester names it: `func Service.save(id:)`.
  var descriptor: String { "\(kind) \(path)" }
}
