/// How the root manifest declares one package, such as
/// `let wishlist = FeaturePackage("Wishlist", interfaces: [wishlistInterface], foundation: [core])`
/// or `let journal = AppPackage("Journal", executable: "journal", features: [notes], ...)`.
struct PackageDeclaration: Sendable, Equatable {
  /// The labels of the arguments that a declaration passes to its helper after the name.
  enum Label: String, Sendable {
    /// The executable's name, for an app.
    case executable
    /// The features an app composes.
    case features
    /// Interface packages, for features and interfaces.
    case interfaces
    /// Foundation packages, for features, interfaces and apps.
    case foundation
    /// Other foundation packages, for a foundation package.
    case uses
    /// Whether an interface package has its tests target.
    case hasTests

    /// Whether the helper has no default for the argument, so it is written even when empty:
    /// an app names its features, if only as `features: []`.
    var isRequired: Bool { self == .features }
  }

  /// One labelled argument: a list of other packages, by their variables, or a text.
  struct Argument: Sendable, Equatable {
    /// What an argument passes.
    enum Value: Sendable, Equatable {
      /// Other packages, by their variables, such as `[core, architecture]`.
      case variables([String])
      /// A string literal, such as `"journal"`.
      case text(String)
      /// A Boolean; `false`, every helper's default, is left out.
      case flag(Bool)
    }

    var label: Label
    var value: Value

    /// A list of other packages.
    init(label: Label, variables: [String]) {
      self.label = label
      value = .variables(variables)
    }

    /// A string.
    init(label: Label, text: String) {
      self.label = label
      value = .text(text)
    }

    /// A Boolean.
    init(label: Label, flag: Bool) {
      self.label = label
      value = .flag(flag)
    }

    /// The argument as source, or nil when it is an empty list the helper does not require or
    /// a `false` flag.
    var source: String? {
      switch value {
      case .variables(let variables):
        variables.isEmpty && !label.isRequired
          ? nil : "\(label.rawValue): [\(variables.joined(separator: ", "))]"
      case .text(let text): "\(label.rawValue): \"\(text)\""
      case .flag(let flag): flag ? "\(label.rawValue): true" : nil
      }
    }
  }

  var kind: PackageKind
  /// The name in quotes, such as `Wishlist` (also for the interface `WishlistInterface`).
  var name: String
  /// The labelled arguments, in order; an empty list is left out unless the helper requires it.
  var arguments: [Argument] = []

  /// The variable that holds the package, such as `wishlistInterface`.
  var variable: String { kind.variableName(for: name) }

  /// The declaration as source, wrapped the way `swift format` wraps a call past 100 columns.
  var text: String {
    let call =
      "\(kind.helper)(\((["\"\(name)\""] + arguments.compactMap(\.source)).joined(separator: ", ")))"
    return LineWrapping.wrappedCall("let \(variable) = \(call)").joined(separator: "\n")
  }
}
