/// One finding of `mf lint`, printed compiler-style so editors and CI annotate it.
struct Diagnostic: Sendable, Equatable, Comparable {
  /// How serious a finding is; only errors fail the lint.
  enum Severity: String, Sendable {
    case error
    case warning
  }

  var severity: Severity
  var path: String
  var line: Int
  var message: String

  /// `path:line: error: message`.
  var formatted: String { "\(path):\(line): \(severity.rawValue): \(message)" }

  /// Orders by file, then line, then message, so output is stable.
  static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.path, lhs.line, lhs.message) < (rhs.path, rhs.line, rhs.message)
  }
}
