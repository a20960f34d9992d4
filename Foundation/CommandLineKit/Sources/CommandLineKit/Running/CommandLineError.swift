/// A usage error: the command line does not match the declarations. The program prints
/// ``description`` (or ``message(prefix:)``) on standard error and exits with ``exitCode``, 2.
///
/// ```
/// error: unknown option "--adress" for 'shop checkout'; did you mean "--address"?
/// hint: usage: shop checkout --address <text> --pay <method>
/// ```
///
/// Words the user typed are quoted with escapes, so the problem is always one line.
public struct CommandLineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, for programs and tests that react to one kind.
  public enum Kind: Sendable, Equatable {
    /// The first word is not a command of the program.
    case unknownCommand
    /// The word after a group is not one of its subcommands.
    case unknownSubcommand
    /// A group without an action was given no subcommand, or the program no command.
    case missingCommand
    /// A word starting with a dash is not an option of the command.
    case unknownOption
    /// An option that takes a value ends the line, or is followed by another option.
    case missingValue
    /// A flag was given a value, as in `--check=yes`.
    case unexpectedValue
    /// A value does not parse: not a number, not one of the allowed words, ...
    case invalidValue
    /// A required argument is missing.
    case missingArgument
    /// A required option is missing.
    case missingOption
    /// More words than the command's arguments take.
    case unexpectedArgument
    /// A line typed at a prompt cannot be split into words (an unterminated quote).
    case malformedLine
    /// A problem the program found in words that parsed, through ``Invocation/usageError(_:)``.
    case other
  }

  /// What went wrong.
  public let kind: Kind
  /// One line saying what is wrong, with the suggestion when there is one.
  public let problem: String
  /// One line saying how to get it right: the command's usage, or which help to read.
  public let hint: String
  /// The declared name or value closest to a mistyped word, if one is close enough.
  public let suggestion: String?

  /// Makes a usage error.
  /// - Parameters:
  ///   - problem: What is wrong, one line; "; did you mean ...?" is added for a suggestion.
  ///   - hint: How to get it right, one line.
  ///   - kind: What went wrong; ``Kind/other`` for the program's own checks.
  ///   - suggestion: The closest declared name or value, if any.
  public init(_ problem: String, hint: String, kind: Kind = .other, suggestion: String? = nil) {
    self.kind = kind
    self.problem =
      suggestion.map { "\(problem); did you mean \($0.debugDescription)?" } ?? problem
    self.hint = hint
    self.suggestion = suggestion
  }

  /// The exit code of every usage error: 2.
  public var exitCode: ExitCode { .usageError }

  /// The two lines for standard error, without a final line break.
  public var description: String { message(prefix: "") }

  /// The two lines for standard error, each after `prefix`, without a final line break.
  /// - Parameter prefix: Put before each line, such as `mf: `.
  public func message(prefix: String) -> String {
    "\(prefix)error: \(problem)\n\(prefix)hint: \(hint)"
  }
}

extension CommandLineError: ExitCodeConvertible {}
