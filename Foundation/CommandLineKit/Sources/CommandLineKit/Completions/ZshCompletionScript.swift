/// A zsh completion script for a program, written from its ``CompletionTable``.
///
/// It works like the bash script, and shows each subcommand's and option's summary next to it.
/// Saved as `_program` in a folder of `fpath` it is loaded by `compinit`; sourced after
/// `compinit` it registers itself with `compdef`.
struct ZshCompletionScript {
  /// The program's name, as the user types it.
  let program: String
  /// What to offer where.
  let table: CompletionTable

  /// The script, ending with a line break.
  var text: String {
    let function = ShellQuoting.functionName(for: program)
    return """
      #compdef \(program)
      # zsh completion for \(program), written by '\(program) completions zsh' from its command
      # declarations. Install: \(program) completions zsh > ~/.zfunc/_\(program), with
      # fpath=(~/.zfunc $fpath) in ~/.zshrc before compinit.

      # Sets choices to the subcommands of command $1, as name:summary.
      \(function)_subcommands() {
        case "$1" in
      \(arrays { $0.subcommands.map { "\($0.name):\($0.summary)" } })
          *) choices=() ;;
        esac
      }

      # Sets choices to the options of command $1, as spelling:summary.
      \(function)_options() {
        case "$1" in
      \(arrays { described($0.options) })
          *) choices=() ;;
        esac
        choices+=(\(quoted(described(table.global))))
      }

      # Sets choices to the options of command $1 that take a value.
      \(function)_value_options() {
        case "$1" in
      \(arrays(\.options.takingValues))
          *) choices=() ;;
        esac
        choices+=(\(quoted(table.global.takingValues)))
      }

      # Offers the values of option $2 (of an argument when $2 is empty) of command $1.
      \(function)_values() {
        case "$1|$2" in
      \(valueClauses)
          *) return 1 ;;
        esac
      }

      \(function)() {
        local cmdpath="" word current="${words[CURRENT]}" previous="${words[CURRENT-1]}"
        local -a choices names
        local i=2
        while (( i < CURRENT )); do
          word="${words[i]}"
          if [[ "$word" == "--" ]]; then
            \(function)_values "$cmdpath" ""
            return
          fi
          \(function)_value_options "$cmdpath"
          if (( ${choices[(Ie)$word]} )); then
            (( i += 2 ))
            continue
          fi
          \(function)_subcommands "$cmdpath"
          names=("${choices[@]%%:*}")
          if (( ${names[(Ie)$word]} )); then
            cmdpath="${cmdpath:+$cmdpath }$word"
          fi
          (( i += 1 ))
        done
        if [[ "$current" == --*=* ]]; then
          compset -P '*='
          \(function)_values "$cmdpath" "${current%%=*}"
          return
        fi
        \(function)_value_options "$cmdpath"
        if (( ${choices[(Ie)$previous]} )); then
          \(function)_values "$cmdpath" "$previous"
          return
        fi
        if [[ "$current" == -* ]]; then
          \(function)_options "$cmdpath"
          _describe -t options 'option' choices
          return
        fi
        \(function)_subcommands "$cmdpath"
        if (( ${#choices} )); then
          _describe -t commands 'command' choices
        else
          \(function)_values "$cmdpath" ""
        fi
      }

      if [[ "${funcstack[1]}" == "\(function)" ]]; then
        \(function) "$@"
      else
        compdef \(function) \(program)
      fi

      """
  }

  /// One `case` clause per command whose list is not empty: `"cart") choices=('add:...') ;;`.
  private func arrays(_ items: (CompletionTable.Entry) -> [String]) -> String {
    table.entries.compactMap { entry -> String? in
      let list = items(entry)
      guard !list.isEmpty else { return nil }
      return "    \"\(entry.key)\") choices=(\(quoted(list))) ;;"
    }
    .joined(separator: "\n")
  }

  /// `spelling:summary` for each option, as `_describe` takes them.
  private func described(_ options: CompletionTable.Options) -> [String] {
    options.described.map { "\($0.spelling):\($0.summary)" }
  }

  /// The items single-quoted and separated by spaces.
  private func quoted(_ items: [String]) -> String {
    items.map(ShellQuoting.singleQuoted).joined(separator: " ")
  }

  /// The clauses of the values function, most specific first.
  private var valueClauses: String {
    table.valueClauses { completion in
      switch completion {
      case .none: "return 1"
      case .words(let words):
        "compadd -- " + quoted(words)
      case .files: "_files"
      case .directories: "_files -/"
      }
    }
  }
}
