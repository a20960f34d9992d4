/// One build setting of a target as `swift package dump-package` records it, such as
/// `.define("DEBUG_MENU", .when(platforms: [.linux]))` among its `swiftSettings`.
///
/// The dump writes it as `{"tool": "swift", "kind": {"define": {"_0": "DEBUG_MENU"}},
/// "condition": {"platformNames": ["linux"]}}`; the kind's name and its values are kept as
/// text, so a setting mf does not know is still read and can be named in a message.
struct BuildSetting: Decodable, Sendable, Equatable {
  /// The tool the setting is for: `swift`, `c`, `cxx` or `linker`.
  var tool: String
  /// The setting's name in the manifest API: `define`, `enableUpcomingFeature`, ...
  var name: String
  /// Its arguments in order; a list argument (`unsafeFlags`) is spread out.
  var values: [String]
  /// The platforms it applies to (`linux`, `macos`); nil when it applies to every one.
  var platforms: [String]?
  /// The configuration it applies to (`debug`, `release`); nil when it applies to both.
  var configuration: String?

  init(
    tool: String, name: String, values: [String], platforms: [String]? = nil,
    configuration: String? = nil
  ) {
    self.tool = tool
    self.name = name
    self.values = values
    self.platforms = platforms
    self.configuration = configuration
  }

  private enum CodingKeys: String, CodingKey {
    case tool, kind, condition
  }

  private struct Condition: Decodable {
    var platformNames: [String]?
    var config: String?
  }

  /// A key of the dump's JSON whose name is only known when it is read.
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tool = try container.decode(String.self, forKey: .tool)
    let kind = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .kind)
    guard let key = kind.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "a setting without a kind"))
    }
    name = key.stringValue
    var values: [String] = []
    if let arguments = try? kind.nestedContainer(keyedBy: AnyKey.self, forKey: key) {
      for argument in arguments.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        if let text = try? arguments.decode(String.self, forKey: argument) {
          values.append(text)
        } else if let list = try? arguments.decode([String].self, forKey: argument) {
          values += list
        }
      }
    }
    self.values = values
    let condition = try container.decodeIfPresent(Condition.self, forKey: .condition)
    platforms = condition?.platformNames.flatMap { $0.isEmpty ? nil : $0 }
    configuration = condition?.config
  }
}
