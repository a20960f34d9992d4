import Testing

@testable import Architecture

/// Who the user is, as plugins see it: an A/B group and whether wallets are allowed.
struct Audience {
  var group: String
  var walletAllowed = true
}

@MainActor
struct NamedPlugin: Plugin {
  let name: String
  let enabled: Bool
  func isEnabled(_ state: Audience) -> Bool { enabled && state.walletAllowed }
  func make() -> String { name }
}

@MainActor
struct PluginListTests {
  func plugin(_ name: String, enabled: Bool = true) -> AnyPlugin<Audience, String> {
    AnyPlugin(isEnabled: { _ in enabled }, make: { name })
  }

  func abList() -> PluginList<String, Audience, String> {
    PluginList(
      ["classic": plugin("classic"), "one-page": plugin("one-page")],
      order: { $0.group == "B" ? ["one-page", "classic"] : ["classic", "one-page"] })
  }

  @Test func pluginCreatesOnlyWhenEnabled() {
    let wallet = NamedPlugin(name: "wallet", enabled: true)
    #expect(wallet.create(Audience(group: "A")) == "wallet")
    #expect(wallet.create(Audience(group: "A", walletAllowed: false)) == nil)
  }

  @Test func abOrderChoosesByGroup() {
    let list = abList()
    #expect(list.chosen(Audience(group: "A")) == "classic")
    #expect(list.chosen(Audience(group: "B")) == "one-page")
  }

  @Test func allEnabledFollowsTheStateOrderAndSkipsDisabled() {
    let list = PluginList(
      ["a": plugin("a"), "b": plugin("b", enabled: false), "c": plugin("c")],
      order: { $0.group == "B" ? ["c", "b", "a"] : ["a", "b", "c"] })
    #expect(list.allEnabled(Audience(group: "A")) == ["a", "c"])
    #expect(list.allEnabled(Audience(group: "B")) == ["c", "a"])
  }

  @Test func orderCanHideAVariantAndIgnoresUnknownKeys() {
    let list = PluginList(
      ["a": plugin("a"), "b": plugin("b")], order: { _ in ["missing", "b"] })
    #expect(list.orderedKeys(Audience(group: "A")) == ["b"])
    #expect(list.allEnabled(Audience(group: "A")) == ["b"])
  }

  @Test func withoutOrderTheGivenOrderIsUsed() {
    let list = PluginList(["x": plugin("x", enabled: false), "y": plugin("y"), "z": plugin("z")])
    #expect(list.chosen(Audience(group: "A")) == "y")
    #expect(list.keys == ["x", "y", "z"])
  }

  @Test func pluginByKey() {
    let list = PluginList(
      ["on": plugin("on"), "off": plugin("off", enabled: false)]
    )
    #expect(list.create(key: "on", state: Audience(group: "A")) == "on")
    #expect(list.create(key: "off", state: Audience(group: "A")) == nil)
    #expect(list.create(key: "unknown", state: Audience(group: "A")) == nil)
    #expect(list.plugin(key: "off")?.make() == "off")
  }

  @Test func listWithoutDefaultReturnsNothingWhenAllDisabled() {
    let list = PluginList(["a": plugin("a", enabled: false)])
    #expect(list.chosen(Audience(group: "A")) == nil)
    #expect(list.allEnabled(Audience(group: "A")).isEmpty)
  }

  @Test func listWithDefaultNeverReturnsNothing() {
    let list = PluginListWithDefault(
      defaultKey: "card", default: { "card" },
      plugins: ["wallet": AnyPlugin(NamedPlugin(name: "wallet", enabled: true))])
    let allowed = Audience(group: "A")
    let denied = Audience(group: "A", walletAllowed: false)
    #expect(list.chosen(allowed) == "wallet")
    #expect(list.chosen(denied) == "card")
    #expect(list.allEnabled(allowed) == ["wallet", "card"])
    #expect(list.allEnabled(denied) == ["card"])
  }

  @Test func listWithDefaultFollowsAbOrder() {
    let list = PluginListWithDefault(
      defaultKey: "fallback", default: { "fallback" },
      plugins: ["classic": plugin("classic"), "one-page": plugin("one-page")],
      order: { $0.group == "B" ? ["one-page"] : [] })
    #expect(list.chosen(Audience(group: "B")) == "one-page")
    #expect(list.chosen(Audience(group: "A")) == "fallback")
  }

  @Test("the default has a key: a debug menu lists it first and builds any choice by key")
  func defaultIsChosenByKey() {
    let list = PluginListWithDefault(
      defaultKey: "steps", default: { "steps" },
      plugins: ["one-page": plugin("one-page"), "hidden": plugin("hidden", enabled: false)])
    let audience = Audience(group: "A")
    #expect(list.keys == ["steps", "one-page", "hidden"])
    #expect(list.create(key: "steps", state: audience) == "steps")
    #expect(list.create(key: "one-page", state: audience) == "one-page")
    #expect(list.create(key: "hidden", state: audience) == "steps", "a disabled plugin falls back")
    #expect(list.create(key: "nope", state: audience) == "steps", "an unknown key falls back")
  }

  @Test("the first enabled plugin in order wins, unlike Nodes' last one in creation order")
  func firstEnabledWins() {
    let list = PluginListWithDefault(
      defaultKey: "default", default: { "default" },
      plugins: ["first": plugin("first"), "second": plugin("second")])
    let audience = Audience(group: "A")
    #expect(list.chosen(audience) == "first")
    #expect(list.chosenKey(audience) == "first")
    #expect(list.allEnabled(audience) == ["first", "second", "default"])
    let none = PluginListWithDefault(
      defaultKey: "default", default: { "default" },
      plugins: ["off": plugin("off", enabled: false)])
    #expect(none.chosenKey(audience) == "default")
  }

  @Test("a key the order names twice is considered once: its plugin makes one product per call")
  func duplicateKeysInTheOrder() {
    let made = MadeCount()
    let counted = AnyPlugin<Audience, String>(always: {
      made.count += 1
      return "a"
    })
    let audience = Audience(group: "A")
    let list = PluginList(
      ["a": counted, "b": plugin("b")], order: { _ in ["a", "b", "a", "b", "a"] })
    #expect(list.orderedKeys(audience) == ["a", "b"])
    #expect(list.allEnabled(audience) == ["a", "b"])
    #expect(made.count == 1)
    let withDefault = PluginListWithDefault(
      defaultKey: "d", default: { "d" }, plugins: ["a": counted, "b": plugin("b")],
      order: { _ in ["b", "d", "b", "a", "a"] })
    #expect(withDefault.allEnabled(audience) == ["b", "a", "d"])
    #expect(made.count == 2)
  }
}

/// Counts what a plugin made.
@MainActor
final class MadeCount {
  var count = 0
}
