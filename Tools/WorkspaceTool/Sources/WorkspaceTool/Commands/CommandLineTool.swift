import Foundation

/// The `mf` command-line tool: parses the command line and runs one command.
///
/// Exit codes: 0 success, 1 failure (lint errors, drift, failing tests, bad input), 2 usage error.
public struct CommandLineTool: Sendable {
  private let currentDirectory: URL
  private let output: any TextSink
  private let errorOutput: any TextSink
  private let steps: StepCounter

  /// Creates the tool.
  /// - Parameters:
  ///   - currentDirectory: Where the search for the workspace root starts.
  ///   - output: Where results go; standard output by default.
  ///   - errorOutput: Where errors go; standard error by default.
  ///   - killAfterStep: For the crash-consistency tests only: the process kills itself with
  ///     SIGKILL right after this many changes on disk (`MF_TEST_KILL_AFTER_STEP`).
  public init(
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    output: any TextSink = StandardStream.output,
    errorOutput: any TextSink = StandardStream.error,
    killAfterStep: Int? = nil
  ) {
    self.init(
      currentDirectory: currentDirectory, output: output, errorOutput: errorOutput,
      steps: StepCounter(stoppingAfter: killAfterStep, by: .killProcess))
  }

  /// Creates the tool with a step counter, which tests use to stop it midway.
  init(
    currentDirectory: URL, output: any TextSink, errorOutput: any TextSink, steps: StepCounter
  ) {
    self.currentDirectory = currentDirectory
    self.output = output
    self.errorOutput = errorOutput
    self.steps = steps
  }

  /// Every command, in the order `mf help` lists them.
  static let commands: [any Command] = [
    NewCommand(), RemoveCommand(), SyncCommand(), LintCommand(), GraphCommand(),
    XcodeCommand(), AffectedCommand(), TestCommand(), HelpCommand(),
  ]

  /// Runs the command line (without the program name) and returns the exit code.
  public func run(_ arguments: [String]) -> Int32 {
    do {
      var rest = arguments
      let root = try Self.extractRoot(from: &rest)
      let context = CommandContext(
        currentDirectory: currentDirectory,
        explicitRoot: root.map {
          URL(fileURLWithPath: $0, relativeTo: currentDirectory).absoluteURL
        },
        output: output, errorOutput: errorOutput, steps: steps)
      guard let name = rest.first else {
        output.write(HelpCommand.overview)
        return 0
      }
      if name == "--help" || name == "-h" {
        output.write(HelpCommand.overview)
        return 0
      }
      if name == "--version" {
        context.print("mf 1.0")
        return 0
      }
      guard let command = Self.commands.first(where: { $0.name == name }) else {
        let known = Self.commands.map(\.name).joined(separator: ", ")
        throw ToolError.usage(
          "unknown command \(name.quoted)",
          hint: "the commands are \(known); see `mf help`")
      }
      let commandArguments = Array(rest.dropFirst())
      if commandArguments.contains("--help") || commandArguments.contains("-h") {
        output.write(command.help)
        return 0
      }
      return try command.run(commandArguments, context: context)
    } catch let error as ToolError {
      errorOutput.write(error.message)
      return error.exitCode
    } catch {
      errorOutput.write("mf: error: \(error.localizedDescription)\n")
      return 1
    }
  }

  /// Removes `--root PATH`, `--root=PATH` or `-C PATH` from anywhere in the arguments.
  static func extractRoot(from arguments: inout [String]) throws -> String? {
    var root: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { break }
      if argument == "--root" || argument == "-C" {
        guard index + 1 < arguments.count else {
          throw ToolError.usage(
            "\(argument) needs a folder", hint: "write `mf --root PATH <command>`")
        }
        root = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
      } else if argument.hasPrefix("--root=") {
        root = String(argument.dropFirst("--root=".count))
        arguments.remove(at: index)
      } else {
        index += 1
      }
    }
    return root
  }
}
