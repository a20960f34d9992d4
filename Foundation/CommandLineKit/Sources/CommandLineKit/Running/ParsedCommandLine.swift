/// What a command line asks for, once it parsed: a command to run, or text to print.
public enum ParsedCommandLine<Action> {
  /// Run `action`, the matched command's, with the values in the ``Invocation``.
  case run(Action, Invocation)
  /// Print the text on standard output and exit with 0: a help text (`help`, `--help`, `-h`)
  /// or a completion script (`completions bash`).
  case output(String)
}
