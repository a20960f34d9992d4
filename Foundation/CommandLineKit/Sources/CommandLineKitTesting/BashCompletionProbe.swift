import CommandLineKit
import Foundation

/// Runs a bash completion script the way bash does when the user presses Tab, and returns what
/// it offers, so tests can check completions without a terminal.
///
/// ```swift
/// let probe = try BashCompletionProbe(program)
/// try probe.candidates(["shop", "cart", ""])   // ["add", "set", "remove"]
/// ```
public struct BashCompletionProbe {
  /// Whether bash can be run here; tests of the bash script are skipped without it.
  public static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: bashPath)
  }

  private static let bashPath = "/bin/bash"
  private let scriptURL: URL
  private let program: String

  /// Saves the program's bash script for the probes.
  /// - Parameter program: The program whose `completions bash` script is probed.
  /// - Throws: When the script cannot be written to the temporary folder.
  public init<Action>(_ program: CommandLineProgram<Action>) throws {
    scriptURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("completion-\(UUID().uuidString).bash")
    try Data(program.completionScript(for: .bash).utf8).write(to: scriptURL)
    self.program = program.name
  }

  /// What the script offers for a line.
  /// - Parameter words: `COMP_WORDS` as bash would split the line: the program's name, the
  ///   words before the cursor, and the word being typed (empty after a space). Bash splits
  ///   `--format=do` into `--format`, `=` and `do`.
  /// - Returns: `COMPREPLY`, in order.
  /// - Throws: When bash cannot run or the script fails to load.
  public func candidates(_ words: [String]) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.bashPath)
    // The function is the one the script registers with `complete -F`, as bash would call it.
    let body = """
      source "$1" || exit 3
      spec="$(complete -p "$2")" || exit 3
      spec="${spec#*-F }"
      shift 2
      COMP_WORDS=("$@")
      COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
      "${spec%% *}" || exit 4
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    process.arguments =
      ["--norc", "--noprofile", "-c", body, "bash", scriptURL.path, program] + words
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ProbeFailure(status: process.terminationStatus)
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Deletes the saved script.
  public func remove() {
    try? FileManager.default.removeItem(at: scriptURL)
  }

  /// Bash could not load or run the script.
  public struct ProbeFailure: Error, CustomStringConvertible {
    /// Bash's exit status: 3 when the script did not load or register, 4 when its function failed.
    public let status: Int32

    /// Which step failed.
    public var description: String { "bash exited with \(status) while completing" }
  }
}
