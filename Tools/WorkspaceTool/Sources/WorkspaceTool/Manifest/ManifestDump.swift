/// The parts of `swift package dump-package` output that the tool reads.
struct ManifestDump: Decodable, Sendable {
  /// A platform requirement, such as macOS 15.0.
  struct Platform: Decodable, Sendable, Equatable {
    var platformName: String
    var version: String
  }

  /// One dependency of a target, in any of the three spellings SwiftPM records: the name of the
  /// target or product depended on.
  struct Dependency: Decodable, Sendable, Equatable {
    var name: String

    private enum CodingKeys: String, CodingKey {
      case byName, target, product
    }
  }

  /// A resource rule of a target; only the path and the rule name are kept.
  struct Resource: Decodable, Sendable, Equatable {
    var path: String
    var rule: String

    private enum CodingKeys: String, CodingKey {
      case path, rule
    }
  }

  /// One target of the manifest.
  struct Target: Decodable, Sendable, Equatable {
    var name: String
    var type: String
    var path: String?
    var dependencies: [Dependency]
    var resources: [Resource]
    /// Paths inside the target that are not its sources; none when the manifest names none.
    var exclude: [String]?
    /// The target's build settings (`swiftSettings`, ...), which mf only counts.
    var settings: [AnyValue]?
  }

  /// The manifest's `swift-tools-version`.
  struct ToolsVersion: Decodable, Sendable, Equatable {
    var version: String

    private enum CodingKeys: String, CodingKey {
      case version = "_version"
    }
  }

  var name: String
  var platforms: [Platform]
  var targets: [Target]
  var swiftLanguageVersions: [String]?
  var toolsVersion: ToolsVersion?
}

/// Accepts and discards any JSON value.
struct AnyValue: Decodable, Sendable, Equatable {}

extension ManifestDump.Dependency {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let names = [CodingKeys.byName, .target, .product].lazy.compactMap {
      (try? container.decode([String?].self, forKey: $0))?.first ?? nil
    }
    guard let name = names.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown dependency kind"))
    }
    self.init(name: name)
  }
}

extension ManifestDump.Resource {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    path = try container.decode(String.self, forKey: .path)
    rule =
      try container.decode([String: AnyValue].self, forKey: .rule).keys.sorted().first
      ?? "process"
  }
}
