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
  /// Every declaration left, parents before their members.
  let declarations: [ApiDeclaration]

  /// A node of the digester's JSON, which is read and written without a schema, so that every
  /// key the digester wrote is kept.
  private typealias Node = [String: Any]

  /// Reads the digester's dump at `url` and writes the narrowed dump to `output`.
  init(reading url: URL, writingTo output: URL) throws {
    let dump = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? Node ?? [:]
    var hidden = Set<String>()
    Self.collectHidden(in: dump, into: &hidden)
    let narrowed = Self.narrowed(dump, hiding: hidden)
    try JSONSerialization.data(withJSONObject: narrowed).write(to: output)
    var declarations: [ApiDeclaration] = []
    Self.index(narrowed["ABIRoot"] as? Node ?? [:], path: nil, parent: nil, into: &declarations)
    self.declarations = declarations
  }

  /// The declarations whose path is `path` (`Service.save(id:)`), overloads included.
  func declarations(at path: String) -> [ApiDeclaration] {
    declarations.filter { $0.path == path }
  }

  private static func members(of node: Node) -> [Node] {
    ((node["children"] as? [Any] ?? []) + (node["accessors"] as? [Any] ?? [])).compactMap {
      $0 as? Node
    }
  }

  /// Whether a declaration node is left out: not public (`package` included) or `@_spi`.
  private static func isHidden(_ node: Node) -> Bool {
    node["isInternal"] as? Bool == true || !(node["spi_group_names"] as? [Any] ?? []).isEmpty
  }

  /// The USRs of the hidden declarations, whose conformances are hidden too.
  private static func collectHidden(in node: Node, into hidden: inout Set<String>) {
    if isHidden(node), let usr = node["usr"] as? String { hidden.insert(usr) }
    if let root = node["ABIRoot"] as? Node { collectHidden(in: root, into: &hidden) }
    for member in members(of: node) { collectHidden(in: member, into: &hidden) }
  }

  /// The node without its hidden members, accessors and conformances, at every depth.
  private static func narrowed(_ node: Node, hiding hidden: Set<String>) -> Node {
    var node = node
    if let root = node["ABIRoot"] as? Node { node["ABIRoot"] = narrowed(root, hiding: hidden) }
    for key in ["children", "accessors"] {
      guard let values = node[key] as? [Any] else { continue }
      node[key] = values.compactMap { $0 as? Node }.filter { !isHidden($0) }.map {
        narrowed($0, hiding: hidden)
      }
    }
    if let conformances = node["conformances"] as? [Any] {
      node["conformances"] = conformances.filter {
        !hidden.contains(($0 as? Node)?["usr"] as? String ?? "")
      }
    }
    return node
  }

  /// Adds the declarations under `node` to `declarations`, each with its dotted path.
  private static func index(
    _ node: Node, path: String?, parent: Int?, into declarations: inout [ApiDeclaration]
  ) {
    for member in members(of: node) {
      guard let kind = member["declKind"] as? String, kind != "Import",
        let name = member["printedName"] as? String
      else { continue }
      let full = path.map { "\($0).\(name)" } ?? name
      declarations.append(
        ApiDeclaration(
          kind: kind.lowercased(), name: name, path: full, usr: member["usr"] as? String,
          parent: parent, isProtocolRequirement: member["protocolReq"] as? Bool == true,
          isImplicit: member["implicit"] as? Bool == true,
          conformances: (member["conformances"] as? [Any] ?? []).compactMap {
            ($0 as? Node)?["name"] as? String
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
