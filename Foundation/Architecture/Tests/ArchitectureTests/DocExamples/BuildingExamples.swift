import Architecture
import ArchitectureTesting
import Foundation
import Testing

// The examples of builders, plugins and flags, and the small greeting feature they build.

/// A greeting that a flow shows; the user leaves it through `didLeave()`.
@MainActor
final class GreetingContext: BaseContext {
  let text: String
  private let listener: @MainActor () -> Void
  init(text: String, listener: @escaping @MainActor () -> Void) {
    self.text = text
    self.listener = listener
  }
  func didLeave() { listener() }
}

// Builder.
struct GreetingBuilder: Builder {
  let greeting: String  // static: the same for every instance, through the initializer
  func build(_ name: String, listener: @escaping @MainActor () -> Void) -> Flow {
    Flow(context: GreetingContext(text: "\(greeting), \(name)!", listener: listener))
  }
}

// AnyBuilder.
typealias AnyGreetingBuilder = AnyBuilder<String, @MainActor () -> Void, Flow>

// FeatureGraph.
struct CounterBuilder: Builder {
  let taps: Channel<Int>
  func build(_ input: Void, listener: Void) -> FeatureGraph<Flow, StateContainer<Int>> {
    let context = CounterContext(taps: taps)
    return FeatureGraph(flow: Flow(context: context), interface: context.count)  // read-only use
  }
}

// FlagDefinition.
extension FlagDefinition {
  static let greeting = FlagDefinition(
    "greeting", allowedValues: ["plain", "cheerful"], defaultValue: "plain",
    summary: "how the app greets: plain, or cheerful")
}

@Suite("The examples of builders, plugins and flags")
@MainActor
struct BuildingExamples {
  @Test("a builder takes static inputs in its initializer and dynamic ones in build")
  func builders() {
    var left = 0
    let flow = GreetingBuilder(greeting: "Hello").build("Ada") { left += 1 }
    let context = flow.context as? GreetingContext
    #expect(context?.text == "Hello, Ada!")
    context?.didLeave()
    #expect(left == 1)
    #expect(flow.debugName == "Flow(GreetingContext)")

    let plain = AnyGreetingBuilder(GreetingBuilder(greeting: "Hello"))  // its type hidden
    let empty = AnyGreetingBuilder { _, _ in Flow() }  // or a closure, as in a test
    #expect((plain.build("Bo") {}.context as? GreetingContext)?.text == "Hello, Bo!")
    #expect(empty.build("Bo") {}.context == nil)
  }

  @Test("a feature graph hands out its flow and an interface for other features")
  func featureGraph() {
    let taps = Channel<Int>()
    let counter = CounterBuilder(taps: taps).build(listener: ())
    #expect(counter.interface.value == 0)
    counter.flow.start()
    taps.send(2)
    #expect(counter.interface.value == 2)
    counter.flow.end()
  }

  @Test("a plugin list with a default chooses what the flags say, and always answers")
  func plugins() throws {
    let cheerful = AnyPlugin<FlagValues, AnyGreetingBuilder>(
      isEnabled: { $0[.greeting] == "cheerful" },
      make: { AnyGreetingBuilder(GreetingBuilder(greeting: "Hi there")) })
    let greetings = PluginListWithDefault<String, FlagValues, AnyGreetingBuilder>(
      defaultKey: "plain", default: { AnyGreetingBuilder(GreetingBuilder(greeting: "Hello")) },
      plugins: ["cheerful": cheerful])

    let registry = FlagRegistry([.greeting])
    var flags = try registry.resolve([])
    #expect(cheerful.create(flags) == nil)
    #expect(greetings.chosenKey(flags) == "plain")
    #expect(greetings.keys == ["plain", "cheerful"])

    flags = try registry.resolve([
      CommandLineFlagSource([FlagAssignment(name: "greeting", value: "cheerful")])
    ])
    let isCheerful = flags[.greeting] == "cheerful"  // "plain" unless a source set it
    #expect(isCheerful && cheerful.create(flags) != nil)
    let chosen = greetings.chosen(flags)  // never nil: the default when no plugin is enabled
    let forMenu = greetings.create(key: "plain", state: flags)  // any key, for a debug menu
    #expect(text(of: chosen.build("Ada") {}) == "Hi there, Ada!")
    #expect(text(of: forMenu.build("Ada") {}) == "Hello, Ada!")
    #expect(greetings.allEnabled(flags).count == 2)
  }

  @Test("the flag sources are read in order, later ones winning")
  func flags() throws {
    let flagsFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("doc-example-\(UUID().uuidString).json").path
    try Data(#"{"greeting": "cheerful"}"#.utf8).write(to: URL(fileURLWithPath: flagsFile))
    defer { try? FileManager.default.removeItem(atPath: flagsFile) }
    let environment = ["APP_FLAGS": "greeting=plain"]
    do {
      let source = EnvironmentFlagSource(variable: "APP_FLAGS")  // the process's environment
      #expect(source.name == "environment variable APP_FLAGS")
    }
    let assignment = try FlagAssignment.parse("greeting=cheerful", source: "the command line")
    do {
      let source = CommandLineFlagSource([assignment])  // the app's `--flag` values, parsed
      #expect(try source.assignments() == [FlagAssignment(name: "greeting", value: "cheerful")])
    }

    let registry = FlagRegistry([.greeting])  // an app asks its launcher: every module's flags
    let flags = try registry.resolve([  // lowest priority first
      JSONFileFlagSource(path: flagsFile),
      EnvironmentFlagSource(variable: "APP_FLAGS", environment: environment),
      CommandLineFlagSource([assignment]),
    ])
    #expect(flags[.greeting] == "cheerful")
    #expect(flags.source(named: "greeting") == "command line")
    let withoutCommandLine = try registry.resolve([
      JSONFileFlagSource(path: flagsFile),
      EnvironmentFlagSource(variable: "APP_FLAGS", environment: environment),
    ])
    #expect(withoutCommandLine[.greeting] == "plain")
  }

  private func text(of flow: Flow) -> String? {
    (flow.context as? GreetingContext)?.text
  }
}
