import Architecture

extension FlagDefinition {
  /// Chooses the catalog's search ranking: `v1` (substring, the default) or `v2` (word prefix).
  public static let search = FlagDefinition(
    "search", allowedValues: ["v1", "v2"], defaultValue: "v1",
    summary: "catalog search ranking: v1 matches inside words, v2 matches word starts")
}
