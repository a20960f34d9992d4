import CheckoutInterface

/// Why a command did not succeed, and so which exit code the program returns.
public enum CommandError: Error, Equatable {
  /// The command line itself is wrong (exit code 2). `hint` tells how to get it right.
  case usage(String, hint: String)
  /// The command was understood but could not be carried out (exit code 1).
  case failed(String)

  /// The process exit code for this error.
  public var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .failed: 1
    }
  }

  /// Classifies any error a command throws: a malformed shipping address is a usage error;
  /// every other refusal by a feature (declined payment, unknown SKU, not signed in, an unreadable
  /// document) is a failed operation, explained by the feature's own message.
  public init(_ error: any Error) {
    switch error {
    case let error as CommandError: self = error
    case CheckoutError.invalidAddress:
      self = .usage("\(error)", hint: "usage: shop checkout --address <text> --pay <method>")
    default: self = .failed("\(error)")
    }
  }

  /// The lines printed to standard error.
  public var message: String {
    switch self {
    case .usage(let problem, let hint): "error: \(problem)\nhint: \(hint)"
    case .failed(let problem): "error: \(problem)"
    }
  }
}
