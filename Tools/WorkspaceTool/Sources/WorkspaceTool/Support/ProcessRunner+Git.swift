import Foundation

extension ProcessRunner {
  /// Runs git with `arguments` in `folder` and returns what it printed; a failure says what mf
  /// was `doing` ("find the revision \"main\"") and what git said.
  func git(_ arguments: [String], in folder: URL, doing: String) throws -> String {
    let result = try run("git", arguments, in: folder)
    guard result.status == 0 else {
      let said = result.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      throw ToolError.failure("git could not \(doing)" + (said.isEmpty ? "" : ": \(said)"))
    }
    return result.output
  }
}
