import Architecture

extension FlagDefinition {
  /// Chooses the catalog's search ranking: `v1` (substring, the default) or `v2` (word prefix).
  public static let search = FlagDefinition(
    "search", allowedValues: ["v1", "v2"], defaultValue: "v1",
    summary: "catalog search ranking: v1 matches inside words, v2 matches word starts")
}

/// The search rankings as a plugin list, one of the app's A/B experiments: `v2` is chosen when
/// the `search` flag says so, and the default, `v1`, otherwise, so the list always has an answer.
///
/// ``CatalogModule`` chooses from it once, when it registers, and hands the ranking to the
/// catalog's builder.
@MainActor
enum SearchVariants {
  /// The list: ``SubstringRanking`` under the default key `v1`, ``TokenPrefixRanking`` under
  /// `v2`, enabled when the ``Architecture/FlagDefinition/search`` flag is `v2`.
  /// - Returns: A list whose keys are the flag's values.
  static func makeList() -> PluginListWithDefault<String, FlagValues, any SearchRanking> {
    PluginListWithDefault(
      defaultKey: "v1", default: { SubstringRanking() },
      plugins: [
        "v2": AnyPlugin(isEnabled: { $0[.search] == "v2" }, make: { TokenPrefixRanking() })
      ])
  }
}
