# bash completion for store, written by 'store completions bash' from its command
# declarations. Install: source <(store completions bash)

_store_subcommands() {
  case "$1" in
    "") echo "search browse cart checkout orders debug help completions" ;;
    "cart") echo "add set remove" ;;
    "debug") echo "tree" ;;
  esac
}

_store_options() {
  local own=""
  case "$1" in
    "checkout") own="--address --pay --gift" ;;
  esac
  echo "$own --data-dir --flag --help -h"
}

_store_value_options() {
  local own=""
  case "$1" in
    "checkout") own="--address --pay" ;;
  esac
  echo "$own --data-dir --flag"
}

# Sets COMPREPLY to the values of option $2 (of an argument when $2 is empty) of command $1
# that start with $3.
_store_values() {
  case "$1|$2" in
    "help|") COMPREPLY=($(compgen -W "search browse cart checkout orders debug help completions" -- "$3")) ;;
    "completions|") COMPREPLY=($(compgen -W "bash zsh" -- "$3")) ;;
    *"|--data-dir") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$3")) ;;
    *) COMPREPLY=() ;;
  esac
}

_store() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="" cmdpath="" word subcommands i=1
  if [ "$COMP_CWORD" -gt 0 ]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
  while [ "$i" -lt "$COMP_CWORD" ]; do
    word="${COMP_WORDS[i]}"
    if [ "$word" = "--" ]; then
      _store_values "$cmdpath" "" "$cur"
      return 0
    fi
    if [[ " $(_store_value_options "$cmdpath") " == *" $word "* ]]; then
      if [ "${COMP_WORDS[i+1]}" = "=" ]; then i=$((i + 3)); else i=$((i + 2)); fi
      continue
    fi
    if [[ " $(_store_subcommands "$cmdpath") " == *" $word "* ]]; then
      cmdpath="${cmdpath:+$cmdpath }$word"
    fi
    i=$((i + 1))
  done
  if [ "$cur" = "=" ]; then
    cur=""
  elif [ "$prev" = "=" ] && [ "$COMP_CWORD" -gt 1 ]; then
    prev="${COMP_WORDS[COMP_CWORD-2]}"
  fi
  if [[ " $(_store_value_options "$cmdpath") " == *" $prev "* ]]; then
    _store_values "$cmdpath" "$prev" "$cur"
    return 0
  fi
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(_store_options "$cmdpath")" -- "$cur"))
    return 0
  fi
  subcommands="$(_store_subcommands "$cmdpath")"
  if [ -n "$subcommands" ]; then
    COMPREPLY=($(compgen -W "$subcommands" -- "$cur"))
  else
    _store_values "$cmdpath" "" "$cur"
  fi
}

complete -F _store store
