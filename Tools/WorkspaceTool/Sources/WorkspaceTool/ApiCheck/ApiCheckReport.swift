/// What `mf api-check` prints, and its exit code: per package the breaking changes as errors
/// (warnings when the allow file lists the package), the additive ones as notes, and a summary
/// line with the number of packages that depend on it; then a verdict.
struct ApiCheckReport: Sendable {
  var base: ApiBaseRevision
  var results: [ApiPackageResult]
  var allowList: ApiBreakAllowList

  var failing: [ApiPackageResult] {
    results.filter { !$0.breaking.isEmpty && allowList.reason(for: $0.package.name) == nil }
  }

  var exitCode: Int32 { failing.isEmpty ? 0 : 1 }

  var lines: [String] {
    let revision = "\(base.shortCommit) (\(base.origin))"
    guard !results.isEmpty else {
      return ["No interface or foundation package changed since \(revision)."] + staleEntries
    }
    let packages = "\(results.count) package\(results.count == 1 ? "" : "s")"
    var lines = ["Comparing the public API of \(packages) with \(revision)."]
    for result in results {
      let reason = allowList.reason(for: result.package.name)
      lines += result.breaking.map { $0.line(severity: reason == nil ? "error" : "warning") }
      lines += result.newModules.map {
        "\($0): note: the module is new; \(base.shortCommit) has nothing to compare it with"
      }
      lines += result.additive.map { $0.line(severity: "note") }
      lines.append(summary(of: result, allowedBecause: reason))
    }
    lines += staleEntries
    let allowed = results.filter { !$0.breaking.isEmpty }.map(\.package.name)
    if failing.isEmpty, allowed.isEmpty {
      lines.append("Nothing breaks the packages that use them.")
    } else if failing.isEmpty {
      lines.append(
        "\(ApiBreakAllowList.fileName) allows the breaks of \(allowed.joined(separator: ", ")).")
    } else {
      lines.append(
        "\(failing.map(\.package.name).joined(separator: ", ")) "
          + (failing.count == 1 ? "breaks" : "break")
          + " the packages that use \(failing.count == 1 ? "it" : "them"). If that is "
          + "deliberate, list \(failing.count == 1 ? "it" : "them") in "
          + "\(ApiBreakAllowList.fileName) with the reason (see mf api-check --help).")
    }
    return lines
  }

  /// `CatalogInterface: 2 breaking, 1 additive; 5 packages depend on it`.
  private func summary(of result: ApiPackageResult, allowedBecause reason: String?) -> String {
    let name = result.package.name
    let users =
      result.dependents == 0
      ? "no package depends on it"
      : result.dependents == 1
        ? "1 package depends on it" : "\(result.dependents) packages depend on it"
    if result.comparedModules.isEmpty {
      return "\(name): unchanged since \(base.shortCommit); \(users)"
    }
    if result.newModules.count == result.comparedModules.count {
      return "\(name): new, nothing to compare with at \(base.shortCommit); \(users)"
    }
    let allowed = reason.map { " (allowed: \($0))" } ?? ""
    return "\(name): \(result.breaking.count) breaking\(allowed), "
      + "\(result.additive.count) additive; \(users)"
  }

  /// A warning for each line of the allow file whose package breaks nothing in this run.
  private var staleEntries: [String] {
    let breaking = Set(results.filter { !$0.breaking.isEmpty }.map(\.package.name))
    return allowList.entries.filter { !breaking.contains($0.package) }.map {
      "\(ApiBreakAllowList.fileName):\($0.line): warning: \($0.package) breaks nothing since "
        + "\(base.shortCommit); remove the line once the change that needed it is merged"
    }
  }
}
