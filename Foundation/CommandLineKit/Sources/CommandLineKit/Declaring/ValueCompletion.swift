/// What a shell offers when the user presses Tab where a value goes.
public enum ValueCompletion: Sendable, Equatable {
  /// Nothing: free text, such as an address.
  case none
  /// These words, such as the formats `mermaid`, `dot` and `json`.
  case words([String])
  /// File and folder names.
  case files
  /// Folder names only.
  case directories
}
