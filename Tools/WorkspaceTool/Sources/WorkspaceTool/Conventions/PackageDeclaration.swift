/// How the root manifest declares one package, such as
/// `let wishlist = FeaturePackage("Wishlist", interfaces: [wishlistInterface], foundation: [core])`.
struct PackageDeclaration: Sendable, Equatable {
  /// The labels of the lists of other packages that a declaration passes to its helper.
  enum Label: String, Sendable {
    /// Interface packages, for features and interfaces.
    case interfaces
    /// Foundation packages, for features and interfaces.
    case foundation
    /// Other foundation packages, for a foundation package.
    case uses
  }

  /// One labelled list of other packages, by their variables.
  struct Argument: Sendable, Equatable {
    var label: Label
    var variables: [String]
  }

  var kind: PackageKind
  /// The name in quotes, such as `Wishlist` (also for the interface `WishlistInterface`).
  var name: String
  /// The labelled lists, in order; an empty list is left out.
  var arguments: [Argument] = []

  /// The variable that holds the package, such as `wishlistInterface`.
  var variable: String { kind.variableName(for: name) }

  /// The declaration as source, wrapped the way `swift format` wraps a call past 100 columns.
  var text: String {
    let lists = arguments.filter { !$0.variables.isEmpty }.map {
      "\($0.label.rawValue): [\($0.variables.joined(separator: ", "))]"
    }
    let call = "\(kind.helper)(\((["\"\(name)\""] + lists).joined(separator: ", ")))"
    return LineWrapping.wrappedCall("let \(variable) = \(call)").joined(separator: "\n")
  }
}
