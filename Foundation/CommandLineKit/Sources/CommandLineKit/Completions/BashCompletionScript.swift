/// A bash completion script for a program, written from its ``CompletionTable``.
///
/// The script walks the words before the cursor to find the command (skipping option values),
/// then offers that command's subcommands, its options after a dash, or the values of the
/// option before the cursor (`--format <Tab>` and `--format=<Tab>`).
struct BashCompletionScript {
  /// The program's name, as the user types it.
  let program: String
  /// What to offer where.
  let table: CompletionTable

  /// The script, ending with a line break.
  var text: String {
    let function = ShellQuoting.functionName(for: program)
    return """
      # bash completion for \(program), written by '\(program) completions bash' from its command
      # declarations. Install: source <(\(program) completions bash)

      \(function)_subcommands() {
        case "$1" in
      \(wordLists("echo ") { $0.subcommands.map(\.name) })
        esac
      }

      \(function)_options() {
        local own=""
        case "$1" in
      \(wordLists("own=") { $0.options.described.map(\.spelling) })
        esac
        echo "$own \(plainWords(table.global.described.map(\.spelling)))"
      }

      \(function)_value_options() {
        local own=""
        case "$1" in
      \(wordLists("own=", \.options.takingValues))
        esac
        echo "$own \(plainWords(table.global.takingValues))"
      }

      # Sets COMPREPLY to the values of option $2 (of an argument when $2 is empty) of command $1
      # that start with $3.
      \(function)_values() {
        case "$1|$2" in
      \(valueClauses)
          *) COMPREPLY=() ;;
        esac
      }

      \(function)() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" cmdpath="" word subcommands i=1
        if [ "$COMP_CWORD" -gt 0 ]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
        while [ "$i" -lt "$COMP_CWORD" ]; do
          word="${COMP_WORDS[i]}"
          if [ "$word" = "--" ]; then
            \(function)_values "$cmdpath" "" "$cur"
            return 0
          fi
          if [[ " $(\(function)_value_options "$cmdpath") " == *" $word "* ]]; then
            if [ "${COMP_WORDS[i+1]}" = "=" ]; then i=$((i + 3)); else i=$((i + 2)); fi
            continue
          fi
          if [[ " $(\(function)_subcommands "$cmdpath") " == *" $word "* ]]; then
            cmdpath="${cmdpath:+$cmdpath }$word"
          fi
          i=$((i + 1))
        done
        if [ "$cur" = "=" ]; then
          cur=""
        elif [ "$prev" = "=" ] && [ "$COMP_CWORD" -gt 1 ]; then
          prev="${COMP_WORDS[COMP_CWORD-2]}"
        fi
        if [[ " $(\(function)_value_options "$cmdpath") " == *" $prev "* ]]; then
          \(function)_values "$cmdpath" "$prev" "$cur"
          return 0
        fi
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "$(\(function)_options "$cmdpath")" -- "$cur"))
          return 0
        fi
        subcommands="$(\(function)_subcommands "$cmdpath")"
        if [ -n "$subcommands" ]; then
          COMPREPLY=($(compgen -W "$subcommands" -- "$cur"))
        else
          \(function)_values "$cmdpath" "" "$cur"
        fi
      }

      complete -F \(function) \(program)

      """
  }

  /// One `case` clause per command whose list is not empty, the list after `command`:
  /// `"cart") echo "add set" ;;`.
  private func wordLists(_ command: String, _ words: (CompletionTable.Entry) -> [String])
    -> String
  {
    table.entries.compactMap { entry -> String? in
      let list = plainWords(words(entry))
      guard !list.isEmpty else { return nil }
      return "    \"\(entry.key)\") \(command)\"\(list)\" ;;"
    }
    .joined(separator: "\n")
  }

  /// The words that can stand unquoted, separated by spaces.
  private func plainWords(_ words: [String]) -> String {
    words.filter(ShellQuoting.isPlainWord).joined(separator: " ")
  }

  /// The clauses of the values function, most specific first.
  private var valueClauses: String {
    table.valueClauses { completion in
      switch completion {
      case .none: "COMPREPLY=()"
      case .words(let words):
        #"COMPREPLY=($(compgen -W ""# + plainWords(words) + #"" -- "$3"))"#
      case .files: #"compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$3"))"#
      case .directories: #"compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$3"))"#
      }
    }
  }
}
