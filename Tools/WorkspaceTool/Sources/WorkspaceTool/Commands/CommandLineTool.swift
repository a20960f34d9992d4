import CommandLineKit
import Foundation

/// The `mf` command-line tool: reads the command line through ``ToolProgram``'s declarations
/// and runs the command it names.
///
/// Exit codes: 0 success, 1 failure (lint errors, drift, failing tests, bad input), 2 usage
/// error, always with a hint.
public struct CommandLineTool: Sendable {
  private let currentDirectory: URL
  private let output: any TextSink
  private let errorOutput: any TextSink
  private let changeHook: ChangeHook

  /// Creates the tool, which looks for the workspace from `currentDirectory` up and writes to
  /// `output` and `errorOutput`; `afterEachChange` runs right after each change on disk, where
  /// the crash tests stop the run (the shipped `mf` passes none).
  public init(
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    output: any TextSink = StandardStream.output,
    errorOutput: any TextSink = StandardStream.error,
    afterEachChange: @escaping @Sendable () throws -> Void = {}
  ) {
    self.currentDirectory = currentDirectory
    self.output = output
    self.errorOutput = errorOutput
    self.changeHook = ChangeHook(afterChange: afterEachChange)
  }

  /// Runs the command line (without the program name) and returns the exit code.
  public func run(_ arguments: [String]) -> Int32 {
    do {
      switch try ToolProgram.program.parse(arguments) {
      case .output(let text):
        output.write(text)
        return ExitCode.success.rawValue
      case .run(let action, let invocation):
        let context = CommandContext(
          currentDirectory: currentDirectory,
          explicitRoot: invocation[ToolProgram.root].map {
            URL(fileURLWithPath: $0, relativeTo: currentDirectory).absoluteURL
          },
          output: output, errorOutput: errorOutput, changeHook: changeHook)
        return try action(invocation, context)
      }
    } catch let error as CommandLineError {
      errorOutput.write(error.message(prefix: "mf: ") + "\n")
      return error.exitCode.rawValue
    } catch let error as ToolError {
      errorOutput.write(error.message)
      return error.exitCode
    } catch {
      errorOutput.write("mf: error: \(error.localizedDescription)\n")
      return ExitCode.failure.rawValue
    }
  }
}
