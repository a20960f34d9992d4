/// One difference between a module's public API at the base revision and in the working tree.
struct ApiChange: Sendable, Equatable {
  enum Impact: Sendable, Equatable {
    case breaking
    case additive
  }

  var impact: Impact
  var module: String
  /// What changed, in the API digester's words: `func Service.save(id:) has been added as a
  /// protocol requirement`.
  var message: String
  /// Where the declaration, or the closest one that contains it, is in the working tree.
  var location: FileLocation?
  /// Where the declaration was at the base, when the working tree no longer has it.
  var baseLocation: FileLocation?

  /// The change as a compiler-style line: `path:line: error: message` where the working tree
  /// has a location (that of the declaration, or of the type that held a removed member), else
  /// `Module: error: message`; a removed declaration says where it was at the base.
  func line(severity: String) -> String {
    let was = baseLocation.map { " (at the base: \($0.formatted))" } ?? ""
    return "\(location?.formatted ?? module): \(severity): \(message)\(was)"
  }
}
