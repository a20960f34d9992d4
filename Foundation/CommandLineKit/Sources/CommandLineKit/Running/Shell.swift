/// A shell the kit writes a completion script for.
public enum Shell: String, Sendable, CaseIterable, CommandLineValue {
  /// GNU bash, 4 or later: `source <(prog completions bash)`.
  case bash
  /// zsh with `compinit`: save the script as `_prog` in a folder of `fpath`.
  case zsh
}
