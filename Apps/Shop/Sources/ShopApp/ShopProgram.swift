import Foundation

/// The `shop` executable's behaviour: one command from the arguments, or an interactive session
/// reading commands from standard input.
@MainActor
public struct ShopProgram {
  /// Reads the next line of input, or returns `nil` at the end.
  public typealias LineReader = () -> String?
  /// Writes text.
  public typealias TextWriter = (String) -> Void

  private let environment: [String: String]
  private let readLine: LineReader
  private let write: TextWriter
  private let writeError: TextWriter
  private let isInteractive: Bool

  /// Creates the program.
  /// - Parameters:
  ///   - environment: The process environment (`SHOP_DATA_DIR`, `HOME`, ...).
  ///   - readLine: Reads standard input.
  ///   - write: Writes to standard output.
  ///   - writeError: Writes to standard error.
  ///   - isInteractive: Whether a person types at a terminal; shows the prompt if so.
  public init(
    environment: [String: String], readLine: @escaping LineReader,
    write: @escaping TextWriter, writeError: @escaping TextWriter, isInteractive: Bool
  ) {
    self.environment = environment
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.isInteractive = isInteractive
  }

  /// Runs the program with the command-line arguments (without the program name).
  /// - Returns: The exit code: 0 success, 1 operation failed, 2 usage error.
  public func run(_ arguments: [String]) -> Int32 {
    let shop: Shop
    do {
      let directory = DataDirectory.resolve(environment: environment)
      shop = try Shop(dependencies: AppDependencies(dataDirectory: directory))
    } catch {
      return report(error)
    }
    if arguments.isEmpty {
      return interact(with: shop)
    }
    return execute(arguments, in: shop)
  }

  private func execute(_ words: [String], in shop: Shop) -> Int32 {
    do {
      write(try shop.run(words))
      return 0
    } catch {
      return report(error)
    }
  }

  /// Reads one command per line until the end of input or `quit`; errors are printed and the
  /// session goes on.
  private func interact(with shop: Shop) -> Int32 {
    if isInteractive { write("Shop. Type 'help' for the commands, 'quit' to leave.\n") }
    while true {
      if isInteractive { write("shop> ") }
      guard let line = readLine() else { break }
      do {
        let words = try CommandLineWords.split(line)
        if words.isEmpty { continue }
        if words == ["quit"] || words == ["exit"] { break }
        write(try shop.run(words))
      } catch {
        _ = report(error)
      }
    }
    return 0
  }

  private func report(_ error: any Error) -> Int32 {
    let commandError = error as? CommandError ?? .failed("\(error)")
    writeError(commandError.message + "\n")
    return commandError.exitCode
  }
}
