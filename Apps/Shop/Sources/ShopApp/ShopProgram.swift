import Architecture
import Core
import Foundation

/// The `shop` executable's behaviour: one command from the arguments, or an interactive session
/// reading commands from standard input.
@MainActor
public struct ShopProgram {
  /// Reads the next line of input, or returns `nil` at the end.
  public typealias LineReader = @MainActor () -> String?
  /// Writes text.
  public typealias TextWriter = @MainActor (String) -> Void

  private let environment: [String: String]
  private let readLine: LineReader
  private let write: TextWriter
  private let writeError: TextWriter
  private let isInteractive: Bool
  private let tree: FlowTree

  /// Creates the program.
  /// - Parameters:
  ///   - environment: The process environment (`SHOP_DATA_DIR`, `SHOP_FLAGS`, `HOME`, ...).
  ///   - readLine: Reads standard input.
  ///   - write: Writes to standard output.
  ///   - writeError: Writes to standard error.
  ///   - isInteractive: Whether a person types at a terminal; shows the prompt if so.
  ///   - tree: The flow tree the app runs in; tests pass one that checks for leaks.
  public init(
    environment: [String: String], readLine: @escaping LineReader,
    write: @escaping TextWriter, writeError: @escaping TextWriter, isInteractive: Bool,
    tree: FlowTree = FlowTree()
  ) {
    self.environment = environment
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.isInteractive = isInteractive
    self.tree = tree
  }

  /// Runs the program with the command-line arguments (without the program name).
  /// - Returns: The exit code: 0 success, 1 operation failed, 2 usage error.
  public func run(_ arguments: [String]) async -> Int32 {
    let shop: Shop
    let words: [String]
    do {
      let options = try GlobalOptions.parse(arguments)
      let configuration = try AppConfiguration(options: options, environment: environment)
      let dependencies = AppDependencies(
        storage: FileStorage(directory: configuration.dataDirectory), flags: configuration.flags,
        invoiceDomains: configuration.invoiceDomains,
        logger: StandardErrorLogger(minimumLevel: configuration.logLevel))
      let composition = try ShopComposition(
        dependencies: dependencies, tree: tree, askForEmail: askForEmail)
      shop = Shop(composition: composition)
      words = options.remaining
    } catch {
      return report(error)
    }
    defer { shop.composition.shutdown() }
    if words.isEmpty {
      return await interact(with: shop)
    }
    do {
      write(try await shop.run(words))
      return 0
    } catch {
      return report(error)
    }
  }

  /// Reads one command per line until the end of input or `quit`; errors are printed and the
  /// session goes on. The prompt shows the cart's item count, kept current by the cart channel.
  private func interact(with shop: Shop) async -> Int32 {
    if isInteractive { write("Shop. Type 'help' for the commands, 'quit' to leave.\n") }
    while true {
      if isInteractive {
        // Let channel deliveries that were handed to the main actor land before drawing.
        await Task.yield()
        write(prompt(itemCount: shop.composition.cartItemCount))
      }
      guard let line = readLine() else { break }
      do {
        let words = try CommandLineWords.split(line)
        if words.isEmpty { continue }
        if words == ["quit"] || words == ["exit"] { break }
        write(try await shop.run(words))
      } catch {
        _ = report(error)
      }
    }
    return 0
  }

  private func prompt(itemCount: Int) -> String {
    switch itemCount {
    case 0: "shop> "
    case 1: "shop (1 item)> "
    default: "shop (\(itemCount) items)> "
    }
  }

  /// Asks for an email when checkout needs a signed-in customer; only a person at a terminal
  /// can answer, so one-shot and piped runs get `nil` and checkout stops with "not signed in".
  private func askForEmail() async -> String? {
    guard isInteractive else { return nil }
    write("Checkout needs a signed-in customer. Email (empty to cancel): ")
    guard let answer = readLine(), !answer.isEmpty else { return nil }
    return answer
  }

  private func report(_ error: any Error) -> Int32 {
    let commandError = CommandError(error)
    writeError(commandError.message + "\n")
    return commandError.exitCode
  }
}
