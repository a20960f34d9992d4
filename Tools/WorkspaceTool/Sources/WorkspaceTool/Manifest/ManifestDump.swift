/// The parts of `swift package dump-package` output that the tool reads.
struct ManifestDump: Decodable, Sendable {
  /// A platform requirement, such as macOS 15.0.
  struct Platform: Decodable, Sendable, Equatable {
    var platformName: String
    var version: String
  }

  /// One dependency of a target, in any of the three spellings SwiftPM records.
  struct Dependency: Decodable, Sendable, Equatable {
    /// The name of the target or product depended on.
    var name: String
    /// The package of a product dependency; nil for targets of the same manifest.
    var package: String?

    private enum CodingKeys: String, CodingKey {
      case byName, target, product
    }

    init(name: String, package: String? = nil) {
      self.name = name
      self.package = package
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      for key in [CodingKeys.byName, .target] {
        if let values = try? container.decode([String?].self, forKey: key),
          let name = values.first ?? nil
        {
          self.init(name: name)
          return
        }
      }
      if let values = try? container.decode([String?].self, forKey: .product),
        let name = values.first ?? nil
      {
        self.init(name: name, package: values.count > 1 ? values[1] : nil)
        return
      }
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown dependency kind"))
    }
  }

  /// A resource rule of a target; only the path and the rule name are kept.
  struct Resource: Decodable, Sendable, Equatable {
    var path: String
    var rule: String

    private enum CodingKeys: String, CodingKey {
      case path, rule
    }

    init(path: String, rule: String) {
      self.path = path
      self.rule = rule
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      path = try container.decode(String.self, forKey: .path)
      let rules = try container.decode([String: AnyValue].self, forKey: .rule)
      rule = rules.keys.sorted().first ?? "process"
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
