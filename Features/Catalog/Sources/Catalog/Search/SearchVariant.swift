import Architecture

/// The values of the `search` flag, one of the app's A/B experiments, and the keys of the
/// search rankings' plugin list: `v1` matches inside words (the default), `v2` matches word
/// starts.
public enum SearchVariant: String, CaseIterable, Sendable {
  /// ``SubstringRanking``.
  case v1
  /// ``TokenPrefixRanking``.
  case v2

  /// The variant the flags choose.
  /// - Parameter flags: The resolved flags; the `search` flag's value is always one of these.
  public init(_ flags: FlagValues) {
    self = SearchVariant(rawValue: flags[.search]) ?? .v1
  }

  /// The rankings as a plugin list keyed by the variants: ``TokenPrefixRanking`` is chosen when
  /// the flag says `v2`, the default ``SubstringRanking`` otherwise, so the list always answers.
  /// ``CatalogModule`` chooses from it once, when it registers.
  @MainActor
  static func rankings() -> PluginListWithDefault<SearchVariant, FlagValues, any SearchRanking> {
    PluginListWithDefault(
      defaultKey: .v1, default: { SubstringRanking() },
      plugins: [
        .v2: AnyPlugin(isEnabled: { SearchVariant($0) == .v2 }, make: { TokenPrefixRanking() })
      ])
  }
}

extension FlagDefinition {
  /// Chooses the catalog's search ranking: one of the ``SearchVariant``s, `v1` by default.
  public static let search = FlagDefinition(
    "search", allowedValues: SearchVariant.allCases.map(\.rawValue),
    defaultValue: SearchVariant.v1.rawValue,
    summary: "catalog search ranking: v1 matches inside words, v2 matches word starts")
}
