/// The layers of the workspace, each a top-level folder, listed from the bottom up.
enum Layer: String, CaseIterable, Sendable, Comparable {
  case foundation = "Foundation"
  case interfaces = "Interfaces"
  case features = "Features"
  case apps = "Apps"
  case tools = "Tools"

  /// The folder at the top of the repository that holds the packages of this layer.
  var folder: String { rawValue }

  var lowercased: String { rawValue.lowercased() }

  /// What one package of the layer is called in messages: `feature`, `interface`.
  var memberName: String { lowercased.hasSuffix("s") ? String(lowercased.dropLast()) : lowercased }

  static func < (lhs: Layer, rhs: Layer) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
