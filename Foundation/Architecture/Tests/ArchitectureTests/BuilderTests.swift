import Architecture
import Testing

@MainActor
protocol GreetingListener: AnyObject {
  func greeted(_ name: String)
}

protocol GreetingDependencies {
  var salutation: String { get }
}

struct FixedGreetingDependencies: GreetingDependencies {
  let salutation: String
}

@MainActor
final class HelloContext: Context {
  weak var listener: (any GreetingListener)?
  let message: String

  init(message: String, listener: any GreetingListener) {
    self.message = message
    self.listener = listener
  }

  func activate() { listener?.greeted(message) }
  func deactivate() {}
}

@MainActor
struct HelloBuilder: Builder {
  let dependencies: any GreetingDependencies

  func build(_ name: String, listener: any GreetingListener) -> FeatureGraph<Flow, HelloContext> {
    let context = HelloContext(
      message: "\(dependencies.salutation), \(name)", listener: listener)
    return FeatureGraph(flow: Flow(context: context), interface: context)
  }
}

@MainActor
final class GreetingSpy: GreetingListener {
  var greetings: [String] = []
  func greeted(_ name: String) { greetings.append(name) }
}

@MainActor
struct BuilderTests {
  @Test func buildUsesInitializerDependenciesAndDynamicInputs() {
    let builder = HelloBuilder(dependencies: FixedGreetingDependencies(salutation: "Hello"))
    let spy = GreetingSpy()
    let graph = builder.build("Ada", listener: spy)
    #expect(graph.interface.message == "Hello, Ada")
    graph.flow.start()
    #expect(spy.greetings == ["Hello, Ada"])
  }

  @Test func parentChoosesTheBuilderImplementation() {
    let real = AnyBuilder(
      HelloBuilder(dependencies: FixedGreetingDependencies(salutation: "Hi")))
    let fake = AnyBuilder<String, any GreetingListener, FeatureGraph<Flow, HelloContext>> {
      _, listener in
      let context = HelloContext(message: "fake", listener: listener)
      return FeatureGraph(flow: Flow(context: context), interface: context)
    }
    let spy = GreetingSpy()
    #expect(real.build("Bo", listener: spy).interface.message == "Hi, Bo")
    #expect(fake.build("Bo", listener: spy).interface.message == "fake")
  }

  @Test func eachBuildMakesANewInstance() {
    let builder = HelloBuilder(dependencies: FixedGreetingDependencies(salutation: "Hi"))
    let spy = GreetingSpy()
    let first = builder.build("a", listener: spy)
    let second = builder.build("a", listener: spy)
    #expect(first.flow !== second.flow)
  }

  @Test func aBuilderWithoutInputIsCalledWithTheListenerOnly() {
    let builder = AnyBuilder<Void, any GreetingListener, String> { _, _ in "built" }
    #expect(builder.build(listener: GreetingSpy()) == "built")
  }
}
