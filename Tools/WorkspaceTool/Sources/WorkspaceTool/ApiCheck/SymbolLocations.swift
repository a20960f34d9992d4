import Foundation

/// Where each public declaration of a module is written, read from the symbol graph the
/// compiler emits beside the module: the API digester's dumps carry no source locations, but
/// symbol graphs name each declaration by the same unique name (USR) with its file and line.
struct SymbolLocations: Sendable {
  private var byUSR: [String: FileLocation] = [:]

  /// Reads every `*.symbols.json` in `folder` (the module's own and those of its extensions to
  /// other modules' types); paths are made relative to `root`.
  init(folder: URL, root: URL) throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let prefix = root.standardizedFileURL.path + "/"
    for name in names.sorted() where name.hasSuffix(".symbols.json") {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
      for symbol in graph.symbols {
        guard let location = symbol.location else { continue }
        let path =
          URL(string: location.uri)?.standardizedFileURL.path
          ?? String(location.uri.dropFirst("file://".count))
        byUSR[symbol.identifier.precise] = FileLocation(
          path: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path,
          line: location.position.line + 1)
      }
    }
  }

  func location(ofUSR usr: String?) -> FileLocation? {
    usr.flatMap { byUSR[$0] }
  }

  /// The parts of a symbol graph file that give locations.
  private struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
      struct Identifier: Decodable { var precise: String }
      struct Location: Decodable {
        struct Position: Decodable { var line: Int }
        var uri: String
        var position: Position
      }
      var identifier: Identifier
      var location: Location?
    }
    var symbols: [Symbol]
  }
}

/// A place in a file of the workspace, from its root; lines count from 1.
struct FileLocation: Sendable, Equatable {
  var path: String
  var line: Int

  var formatted: String { "\(path):\(line)" }
}
