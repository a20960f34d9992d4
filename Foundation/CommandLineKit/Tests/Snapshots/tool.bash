# bash completion for tool, written by 'tool completions bash' from its command
# declarations. Install: source <(tool completions bash)

_tool_subcommands() {
  case "$1" in
    "") echo "new sync graph test help completions" ;;
    "new") echo "feature foundation" ;;
  esac
}

_tool_options() {
  local own=""
  case "$1" in
    "new") own="--uses" ;;
    "new feature") own="--uses" ;;
    "new foundation") own="--uses" ;;
    "sync") own="--check" ;;
    "graph") own="--format --focus --readme --write" ;;
    "test") own="--affected --base" ;;
  esac
  echo "$own --root -C --version --help -h"
}

_tool_value_options() {
  local own=""
  case "$1" in
    "new") own="--uses" ;;
    "new feature") own="--uses" ;;
    "new foundation") own="--uses" ;;
    "graph") own="--format --focus --readme" ;;
    "test") own="--base" ;;
  esac
  echo "$own --root -C"
}

# Sets COMPREPLY to the values of option $2 (of an argument when $2 is empty) of command $1
# that start with $3.
_tool_values() {
  case "$1|$2" in
    "graph|--format") COMPREPLY=($(compgen -W "mermaid dot json" -- "$3")) ;;
    "graph|--readme") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$3")) ;;
    "help|") COMPREPLY=($(compgen -W "new sync graph test help completions" -- "$3")) ;;
    "completions|") COMPREPLY=($(compgen -W "bash zsh" -- "$3")) ;;
    *"|--root") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$3")) ;;
    *"|-C") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$3")) ;;
    *) COMPREPLY=() ;;
  esac
}

_tool() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="" cmdpath="" word subcommands i=1
  if [ "$COMP_CWORD" -gt 0 ]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
  while [ "$i" -lt "$COMP_CWORD" ]; do
    word="${COMP_WORDS[i]}"
    if [ "$word" = "--" ]; then
      _tool_values "$cmdpath" "" "$cur"
      return 0
    fi
    if [[ " $(_tool_value_options "$cmdpath") " == *" $word "* ]]; then
      if [ "${COMP_WORDS[i+1]}" = "=" ]; then i=$((i + 3)); else i=$((i + 2)); fi
      continue
    fi
    if [[ " $(_tool_subcommands "$cmdpath") " == *" $word "* ]]; then
      cmdpath="${cmdpath:+$cmdpath }$word"
    fi
    i=$((i + 1))
  done
  if [ "$cur" = "=" ]; then
    cur=""
  elif [ "$prev" = "=" ] && [ "$COMP_CWORD" -gt 1 ]; then
    prev="${COMP_WORDS[COMP_CWORD-2]}"
  fi
  if [[ " $(_tool_value_options "$cmdpath") " == *" $prev "* ]]; then
    _tool_values "$cmdpath" "$prev" "$cur"
    return 0
  fi
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(_tool_options "$cmdpath")" -- "$cur"))
    return 0
  fi
  subcommands="$(_tool_subcommands "$cmdpath")"
  if [ -n "$subcommands" ]; then
    COMPREPLY=($(compgen -W "$subcommands" -- "$cur"))
  else
    _tool_values "$cmdpath" "" "$cur"
  fi
}

complete -F _tool tool
