import CommandLineKit
import CommandLineKitTesting
import CoreTesting
import Foundation
import Testing

// The code examples of the kit's doc comments, compiled here as they are written there. The
// last test checks that every example in the kit's sources appears in this file, line for line,
// so an example that stops compiling, or one added without a place here, fails the tests.

/// What the examples' commands run against, as the shop's session does.
@MainActor
final class ShopSession {
  private(set) var lines: [String] = []
  func add(_ sku: String, quantity: Int) async throws { lines.append("add \(sku) \(quantity)") }
  func showCart() async throws { lines.append("cart") }
}

// Command
typealias ShopAction = @MainActor (Invocation, ShopSession) async throws -> Void

let sku = Argument<String>("sku", summary: "the product's code")
let quantity = Argument<Int>("quantity", default: 1, summary: "how many")
let cart = Command<ShopAction>(
  "cart", summary: "show the cart, or change it",
  subcommands: [
    Command(
      "add", summary: "add a product", parameters: [sku, quantity],
      action: { call, session in try await session.add(call[sku], quantity: call[quantity]) })
  ],
  action: { _, session in try await session.showCart() })

// Option, Flag, CommandLineValue
enum GraphFormat: String, CaseIterable, CommandLineValue {
  case mermaid, dot, json
}

let address = Option<String>("address", valueName: "text", summary: "...")  // required
let format = Option<GraphFormat>("format", default: .mermaid, summary: "...")
let focus = Option<String?>("focus", valueName: "package", summary: "...")
let flags = Option<[String]>("flag", valueName: "name=value", summary: "...")  // repeatable
let check = Flag("check", summary: "change nothing; report what is out of date")
let dataDirectory = Option<String?>("data-dir", parser: .directoryPath, summary: "...")

@Suite("The doc comments' examples")
@MainActor
struct DocExampleTests {
  /// The example of CommandLineProgram, with the arguments a test gives.
  func run(_ words: [String], session: ShopSession) async throws -> String {
    var printed = ""
    func print(_ text: String, terminator: String) { printed += text + terminator }
    let commandLine = ["shop"] + words
    let program = CommandLineProgram(
      Command<ShopAction>(
        "shop", summary: "a command-line store", parameters: [dataDirectory, flags],
        subcommands: [cart]))

    let arguments = Array(commandLine.dropFirst())
    switch try program.parse(arguments) {
    case .output(let text): print(text, terminator: "")
    case .run(let action, let invocation): try await action(invocation, session)
    }
    return printed
  }

  @Test("the program and command examples run what they declare")
  func programAndCommand() async throws {
    let session = ShopSession()
    _ = try await run(["cart", "add", "MUG-001", "2"], session: session)
    _ = try await run(["cart"], session: session)
    #expect(session.lines == ["add MUG-001 2", "cart"])
    #expect(try await run(["--help"], session: session).contains("a command-line store"))
  }

  @Test("the argument, value parser, invocation and shell words examples mean what they say")
  func parametersAndValues() throws {
    let sku = Argument<String>("sku", summary: "the product's code")  // <sku>
    let quantity = Argument<Int>("quantity", default: 1, summary: "how many")  // [<quantity>]
    let category = Argument<String?>("category", summary: "a category")  // [<category>]
    let words = Argument<[String]>("words", minimumCount: 1, summary: "...")  // <words> ...
    let positive = ValueParser<Int>(valueName: "count") { text in
      guard let value = Int(text), value >= 1 else {
        throw InvalidValue("the count must be a whole number from 1")
      }
      return value
    }
    let times = Option<Int>("times", parser: positive, summary: "...")
    let program = CommandLineProgram(
      Command<Int>("add", summary: "...", parameters: [sku, quantity, check, times], action: 0))
    #expect(throws: CommandLineError.self) { try program.parse(["MUG-001", "--times", "0"]) }
    guard
      case .run(_, let invocation) = try program.parse(["MUG-001", "3", "--check", "--times", "1"])
    else {
      Issue.record("the command did not run")
      return
    }
    let count = invocation[quantity]  // Int, from Argument<Int>("quantity", default: 1, ...)
    let dryRun = invocation[check]  // Bool, from Flag("check", ...)
    #expect(count == 3 && dryRun)
    _ = (category, words, address, format, focus)
    #expect(
      try ShellWords.split(#"checkout --address "1 Loop Road""#)
        == ["checkout", "--address", "1 Loop Road"])
  }

  @Test("the testing helpers' examples generate words and ask the shell for completions")
  func testingHelpers() throws {
    let program = SampleShop.program
    var random = SeededRandomNumberGenerator(seed: 42)
    let vectors = ArgumentVectorGenerator(program)
    for _ in 0..<500 {
      let words = vectors.vector(using: &random)
      // run the program with `words` and check its exit code
      do {
        _ = try program.parse(words)
      } catch {
        #expect(ExitCode(for: error) == .usageError, "\(words)")
      }
    }
    guard CompletionProbe.isAvailable(.bash) else { return }
    let probe = try CompletionProbe(program, shell: .bash)
    let candidates = try probe.candidates(["shop", "cart", ""])  // ["add", "set", "remove"]
    #expect(candidates == ["add", "set", "remove"])
  }

  /// The running app of the line prompt's example: a notebook whose one command adds a note.
  @MainActor
  final class Notebook {
    typealias Action = @MainActor (Invocation, Notebook) async throws -> Void
    static let note = Argument<String>("note", summary: "what to write down")
    static let program = CommandLineProgram(
      Command<Action>(
        "notes", summary: "a notebook",
        subcommands: [
          Command(
            "add", summary: "write a note down", parameters: [note],
            action: { call, app in app.notes.append(call[note]) })
        ]))
    var notes: [String] = []
  }

  @Test("the line prompt's example runs each line read in the running app")
  @MainActor
  func linePrompt() async {
    var lines = ["add milk", "nonsense", "add 'tea leaves'"]
    func readLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
    var errors = ""
    func writeError(_ text: String) { errors += text }
    let program = Notebook.program
    let app = Notebook()
    let prompt = LinePrompt(program, readLine: { readLine() }, write: { print($0, terminator: "") })
    let outcome = await prompt.run { action, invocation in
      try await action(invocation, app)
    } report: { error, usage in
      writeError("\(error)\n")
      return ExitCode(for: error).rawValue
    }
    #expect(app.notes == ["milk", "tea leaves"])
    #expect(errors.hasPrefix("error: unknown command \"nonsense\""))
    #expect(outcome.commandCount == 3)
    #expect(outcome.exitCode == ExitCode.usageError.rawValue)
  }

  @Test("the snapshots example reads the folder it names")
  func snapshots() {
    let snapshots = TextSnapshots(
      folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots"),
      recordingVariable: "COMMANDLINEKIT_RECORD_SNAPSHOTS")
    let program = SampleShop.program
    snapshots.expect(program.helpText()!, matches: "shop.help.txt")
  }

  @Test("every example of the kit's doc comments is compiled in this file")
  func everyExampleIsHere() throws {
    let here = URL(fileURLWithPath: #filePath)
    let sources = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let compiled = try DocExamples.lines(of: String(contentsOf: here, encoding: .utf8))
    let examples = try DocExamples.find(in: sources)
    #expect(examples.count >= 9)
    for example in examples where !DocExamples.contains(compiled, example.lines) {
      Issue.record("the example in \(example.file) is not compiled in DocExampleTests")
    }
  }
}
