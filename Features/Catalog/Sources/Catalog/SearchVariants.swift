import Architecture

extension FlagDefinition {
  /// Chooses the catalog's search ranking: `v1` (substring, the default) or `v2` (word prefix).
  public static let search = FlagDefinition(
    "search", allowedValues: ["v1", "v2"], defaultValue: "v1",
    summary: "catalog search ranking: v1 matches inside words, v2 matches word starts")
}

/// The search rankings as a plugin list: an A/B variant chosen from the `search` flag, with the
/// substring ranking as the default so the list always has an answer.
@MainActor
public enum SearchVariants {
  /// The list: `v2` is enabled when the flag says so; otherwise the default ranking is used.
  public static func makeList() -> PluginListWithDefault<String, FlagValues, any SearchRanking> {
    PluginListWithDefault(
      default: { SubstringRanking() },
      plugins: [
        "v2": AnyPlugin(isEnabled: { $0[.search] == "v2" }, make: { TokenPrefixRanking() })
      ])
  }
}
