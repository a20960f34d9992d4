/// Something a command declares once and reads back after parsing: an ``Argument``, an
/// ``Option`` or a ``Flag``.
///
/// The parser, the help and the completion scripts all read the same ``declaration``, so what
/// the help says is what the parser accepts. Only the kit's own types make declarations.
public protocol CommandParameter: Sendable {
  /// What the parser, the help and the completions know about the parameter.
  var declaration: ParameterDeclaration { get }
}
