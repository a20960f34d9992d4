#compdef tool
# zsh completion for tool, written by 'tool completions zsh' from its command
# declarations. Install: tool completions zsh > ~/.zfunc/_tool, with
# fpath=(~/.zfunc $fpath) in ~/.zshrc before compinit.

# Sets choices to the subcommands of command $1, as name:summary.
_tool_subcommands() {
  case "$1" in
    "") choices=('new:scaffold a package' 'sync:regenerate the package manifests' 'graph:print the package graph' 'test:run the tests of packages' 'help:show the commands, or the help of one command' 'completions:print a completion script for bash or zsh') ;;
    "new") choices=('feature:a feature and its interface' 'foundation:a foundation package') ;;
    *) choices=() ;;
  esac
}

# Sets choices to the options of command $1, as spelling:summary.
_tool_options() {
  case "$1" in
    "new") choices=('--uses:interfaces and foundation packages the new package uses') ;;
    "new feature") choices=('--uses:interfaces and foundation packages the new package uses') ;;
    "new foundation") choices=('--uses:interfaces and foundation packages the new package uses') ;;
    "sync") choices=('--check:change nothing; list what is out of date') ;;
    "graph") choices=('--format:how to draw the graph' '--focus:only this package and its neighbours' '--readme:check the graph block of this file' '--write:with --readme, rewrite the block') ;;
    "test") choices=('--affected:only the packages a change can reach' '--base:with --affected, the revision to compare with') ;;
    *) choices=() ;;
  esac
  choices+=('--root:the workspace root (default: found from the current folder up)' '-C:the workspace root (default: found from the current folder up)' '--version:print the version' '--help:show the help' '-h:show the help')
}

# Sets choices to the options of command $1 that take a value.
_tool_value_options() {
  case "$1" in
    "new") choices=('--uses') ;;
    "new feature") choices=('--uses') ;;
    "new foundation") choices=('--uses') ;;
    "graph") choices=('--format' '--focus' '--readme') ;;
    "test") choices=('--base') ;;
    *) choices=() ;;
  esac
  choices+=('--root' '-C')
}

# Offers the values of option $2 (of an argument when $2 is empty) of command $1.
_tool_values() {
  case "$1|$2" in
    "graph|--format") compadd -- 'mermaid' 'dot' 'json' ;;
    "graph|--readme") _files ;;
    "help|") compadd -- 'new' 'sync' 'graph' 'test' 'help' 'completions' ;;
    "completions|") compadd -- 'bash' 'zsh' ;;
    *"|--root") _files -/ ;;
    *"|-C") _files -/ ;;
    *) return 1 ;;
  esac
}

_tool() {
  local cmdpath="" word current="${words[CURRENT]}" previous="${words[CURRENT-1]}"
  local -a choices names
  local i=2
  while (( i < CURRENT )); do
    word="${words[i]}"
    if [[ "$word" == "--" ]]; then
      _tool_values "$cmdpath" ""
      return
    fi
    _tool_value_options "$cmdpath"
    if (( ${choices[(Ie)$word]} )); then
      (( i += 2 ))
      continue
    fi
    _tool_subcommands "$cmdpath"
    names=("${choices[@]%%:*}")
    if (( ${names[(Ie)$word]} )); then
      cmdpath="${cmdpath:+$cmdpath }$word"
    fi
    (( i += 1 ))
  done
  if [[ "$current" == --*=* ]]; then
    compset -P '*='
    _tool_values "$cmdpath" "${current%%=*}"
    return
  fi
  _tool_value_options "$cmdpath"
  if (( ${choices[(Ie)$previous]} )); then
    _tool_values "$cmdpath" "$previous"
    return
  fi
  if [[ "$current" == -* ]]; then
    _tool_options "$cmdpath"
    _describe -t options 'option' choices
    return
  fi
  _tool_subcommands "$cmdpath"
  if (( ${#choices} )); then
    _describe -t commands 'command' choices
  else
    _tool_values "$cmdpath" ""
  fi
}

if [[ "${funcstack[1]}" == "_tool" ]]; then
  _tool "$@"
else
  compdef _tool tool
fi
