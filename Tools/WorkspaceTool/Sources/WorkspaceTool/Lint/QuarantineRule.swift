import Foundation

/// Quarantine is a waiting room, not a graveyard: an entry of `quarantine.json` older than
/// ``warningDays`` is a warning and one older than ``errorDays`` an error, at its line, until
/// the test is fixed and taken out or deleted. A list mf cannot read is an error.
enum QuarantineRule {
  static let warningDays = 14
  static let errorDays = 30

  static func diagnostics(root: URL, at date: Date) -> [Diagnostic] {
    let quarantine: Quarantine
    do {
      quarantine = try Quarantine.read(root: root)
    } catch {
      return [
        Diagnostic(
          severity: .error, path: Quarantine.path, line: 1,
          message: error.localizedDescription)
      ]
    }
    let lines =
      (try? String(contentsOf: Quarantine.url(root: root), encoding: .utf8))?
      .split(separator: "\n", omittingEmptySubsequences: false) ?? []
    return quarantine.entries.compactMap { entry in
      let line = (lines.firstIndex { $0.contains("\"\(entry.test)\"") } ?? 0) + 1
      guard let age = Quarantine.age(of: entry, at: date) else {
        return Diagnostic(
          severity: .error, path: Quarantine.path, line: line,
          message: "\(entry.test) has no readable date added (\(entry.added.quoted)); "
            + "write it as yyyy-MM-dd")
      }
      guard age > warningDays else { return nil }
      let severity: Diagnostic.Severity = age > errorDays ? .error : .warning
      return Diagnostic(
        severity: severity, path: Quarantine.path, line: line,
        message: "\(entry.test) has been quarantined for \(age) days (since \(entry.added)); "
          + "fix it and run mf quarantine remove, or delete the test"
          + (severity == .error ? "" : "; an error past \(errorDays) days"))
    }
  }
}
