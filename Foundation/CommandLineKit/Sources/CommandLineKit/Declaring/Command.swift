/// One command of a program, declared once: its name, its help text, its arguments, options
/// and flags, its subcommands, and what runs it.
///
/// `Action` is whatever the program runs for a command, so that the kit does not decide
/// isolation or sendability for it: a `@MainActor` async closure in an app, a `@Sendable`
/// function in a tool, or an enumeration case. The kit never calls it; parsing returns it.
///
/// ```swift
/// typealias ShopAction = @MainActor (Invocation, ShopSession) async throws -> Void
///
/// let sku = Argument<String>("sku", summary: "the product's code")
/// let quantity = Argument<Int>("quantity", default: 1, summary: "how many")
/// let cart = Command<ShopAction>(
///   "cart", summary: "show the cart, or change it",
///   subcommands: [
///     Command(
///       "add", summary: "add a product", parameters: [sku, quantity],
///       action: { call, session in try await session.add(call[sku], quantity: call[quantity]) })
///   ],
///   action: { _, session in try await session.showCart() })
/// ```
///
/// `Action` is generic, so Swift cannot take it as a trailing closure: name it `action:`.
///
/// A command with subcommands is a group: it declares no arguments, and the word after its
/// name chooses a subcommand. A group with an action also runs alone (`shop cart`); a group
/// without one needs a subcommand. The options of a command are accepted by its subcommands
/// too, so the root command's options are the program's global options.
public struct Command<Action> {
  /// The word that selects the command.
  public let name: String
  /// One line for lists of commands and for the top of the command's help.
  public let summary: String
  /// Paragraphs for the command's help, after the summary; `nil` for none.
  public let discussion: String?
  /// The arguments, options and flags, in the order the help lists them.
  public let parameters: [any CommandParameter]
  /// The subcommands, in the order the help lists them.
  public let subcommands: [Command<Action>]
  /// What the program runs for the command; `nil` for a group that needs a subcommand.
  public let action: Action?
  /// The kit's own commands (`help`, `completions`) say which they are.
  let builtIn: BuiltInCommand?

  /// Declares a command.
  /// - Parameters:
  ///   - name: The word that selects it: letters, digits and dashes.
  ///   - summary: One line for the help.
  ///   - discussion: Paragraphs for its help, printed as written.
  ///   - parameters: Its arguments, options and flags.
  ///   - subcommands: Its subcommands; a command with subcommands takes no arguments.
  ///   - action: What runs it; `nil` only for a group that needs a subcommand.
  public init(
    _ name: String, summary: String, discussion: String? = nil,
    parameters: [any CommandParameter] = [], subcommands: [Command<Action>] = [],
    action: Action? = nil
  ) {
    self.init(
      name, summary: summary, discussion: discussion, parameters: parameters,
      subcommands: subcommands, action: action, builtIn: nil)
  }

  init(
    _ name: String, summary: String, discussion: String?, parameters: [any CommandParameter],
    subcommands: [Command<Action>], action: Action?, builtIn: BuiltInCommand?
  ) {
    self.name = name
    self.summary = summary
    self.discussion = discussion
    self.parameters = parameters
    self.subcommands = subcommands
    self.action = action
    self.builtIn = builtIn
  }

  /// The arguments' declarations, in order.
  var arguments: [ParameterDeclaration] {
    parameters.map(\.declaration).filter { $0.role == .argument }
  }

  /// The options' and flags' declarations, in order.
  var options: [ParameterDeclaration] {
    parameters.map(\.declaration).filter { $0.role != .argument }
  }

  /// Whether the command is a group, whose next word names a subcommand.
  var isGroup: Bool { !subcommands.isEmpty }

  /// The same command with more subcommands after its own.
  func adding(_ more: [Command<Action>]) -> Command<Action> {
    Command(
      name, summary: summary, discussion: discussion, parameters: parameters,
      subcommands: subcommands + more, action: action, builtIn: builtIn)
  }
}

extension Command: Sendable where Action: Sendable {}
