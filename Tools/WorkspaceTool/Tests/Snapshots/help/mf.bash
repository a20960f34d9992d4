# bash completion for mf, written by 'mf completions bash' from its command
# declarations. Install: source <(mf completions bash)

_mf_subcommands() {
  case "$1" in
    "") echo "new remove add sync lint graph xcode focus affected test quarantine api-check help completions" ;;
    "new") echo "feature foundation app" ;;
    "remove") echo "feature app" ;;
    "quarantine") echo "add list remove check" ;;
  esac
}

_mf_options() {
  local own=""
  case "$1" in
    "new") own="--uses" ;;
    "new feature") own="--uses" ;;
    "new foundation") own="--uses" ;;
    "new app") own="--features --uses" ;;
    "remove feature") own="--from" ;;
    "add") own="--to" ;;
    "sync") own="--check" ;;
    "graph") own="--format --focus --readme --write" ;;
    "xcode") own="--check" ;;
    "focus") own="--dependents --folder" ;;
    "affected") own="--base --all --why --json --batches" ;;
    "test") own="--affected --base --root-graph --isolated --slice --build-system --repeat --flaky" ;;
    "quarantine add") own="--reason" ;;
    "quarantine check") own="--status" ;;
    "api-check") own="--base" ;;
  esac
  echo "$own --root -C --version --help -h"
}

_mf_value_options() {
  local own=""
  case "$1" in
    "new") own="--uses" ;;
    "new feature") own="--uses" ;;
    "new foundation") own="--uses" ;;
    "new app") own="--features --uses" ;;
    "remove feature") own="--from" ;;
    "add") own="--to" ;;
    "graph") own="--format --focus --readme" ;;
    "focus") own="--folder" ;;
    "affected") own="--base --batches" ;;
    "test") own="--base --build-system --repeat" ;;
    "quarantine add") own="--reason" ;;
    "quarantine check") own="--status" ;;
    "api-check") own="--base" ;;
  esac
  echo "$own --root -C"
}

# Sets COMPREPLY to the values of option $2 (of an argument when $2 is empty) of command $1
# that start with $3.
_mf_values() {
  case "$1|$2" in
    "graph|--format") COMPREPLY=($(compgen -W "mermaid dot json" -- "$3")) ;;
    "graph|--readme") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$3")) ;;
    "focus|--folder") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$3")) ;;
    "test|--build-system") COMPREPLY=($(compgen -W "native swiftbuild" -- "$3")) ;;
    "help|") COMPREPLY=($(compgen -W "new remove add sync lint graph xcode focus affected test quarantine api-check help completions" -- "$3")) ;;
    "completions|") COMPREPLY=($(compgen -W "bash zsh" -- "$3")) ;;
    *"|--root") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$3")) ;;
    *"|-C") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$3")) ;;
    *) COMPREPLY=() ;;
  esac
}

_mf() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="" cmdpath="" word subcommands i=1
  if [ "$COMP_CWORD" -gt 0 ]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
  while [ "$i" -lt "$COMP_CWORD" ]; do
    word="${COMP_WORDS[i]}"
    if [ "$word" = "--" ]; then
      _mf_values "$cmdpath" "" "$cur"
      return 0
    fi
    if [[ " $(_mf_value_options "$cmdpath") " == *" $word "* ]]; then
      if [ "${COMP_WORDS[i+1]}" = "=" ]; then i=$((i + 3)); else i=$((i + 2)); fi
      continue
    fi
    if [[ " $(_mf_subcommands "$cmdpath") " == *" $word "* ]]; then
      cmdpath="${cmdpath:+$cmdpath }$word"
    fi
    i=$((i + 1))
  done
  if [ "$cur" = "=" ]; then
    cur=""
  elif [ "$prev" = "=" ] && [ "$COMP_CWORD" -gt 1 ]; then
    prev="${COMP_WORDS[COMP_CWORD-2]}"
  fi
  if [[ " $(_mf_value_options "$cmdpath") " == *" $prev "* ]]; then
    _mf_values "$cmdpath" "$prev" "$cur"
    return 0
  fi
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(_mf_options "$cmdpath")" -- "$cur"))
    return 0
  fi
  subcommands="$(_mf_subcommands "$cmdpath")"
  if [ -n "$subcommands" ]; then
    COMPREPLY=($(compgen -W "$subcommands" -- "$cur"))
  else
    _mf_values "$cmdpath" "" "$cur"
  fi
}

complete -F _mf mf
