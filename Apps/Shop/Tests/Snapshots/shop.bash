# bash completion for shop, written by 'shop completions bash' from its command
# declarations. Install: source <(shop completions bash)

_shop_subcommands() {
  case "$1" in
    "") echo "search browse product sign-in sign-out whoami cart checkout orders debug help completions" ;;
    "cart") echo "add set remove" ;;
    "debug") echo "tree" ;;
  esac
}

_shop_options() {
  local own=""
  case "$1" in
    "checkout") own="--address --pay" ;;
  esac
  echo "$own --data-dir --flag --help -h"
}

_shop_value_options() {
  local own=""
  case "$1" in
    "checkout") own="--address --pay" ;;
  esac
  echo "$own --data-dir --flag"
}

# Sets COMPREPLY to the values of option $2 (of an argument when $2 is empty) of command $1
# that start with $3.
_shop_values() {
  case "$1|$2" in
    "help|") COMPREPLY=($(compgen -W "search browse product sign-in sign-out whoami cart checkout orders debug help completions" -- "$3")) ;;
    "completions|") COMPREPLY=($(compgen -W "bash zsh" -- "$3")) ;;
    *"|--data-dir") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$3")) ;;
    *) COMPREPLY=() ;;
  esac
}

_shop() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="" cmdpath="" word subcommands i=1
  if [ "$COMP_CWORD" -gt 0 ]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
  while [ "$i" -lt "$COMP_CWORD" ]; do
    word="${COMP_WORDS[i]}"
    if [ "$word" = "--" ]; then
      _shop_values "$cmdpath" "" "$cur"
      return 0
    fi
    if [[ " $(_shop_value_options "$cmdpath") " == *" $word "* ]]; then
      if [ "${COMP_WORDS[i+1]}" = "=" ]; then i=$((i + 3)); else i=$((i + 2)); fi
      continue
    fi
    if [[ " $(_shop_subcommands "$cmdpath") " == *" $word "* ]]; then
      cmdpath="${cmdpath:+$cmdpath }$word"
    fi
    i=$((i + 1))
  done
  if [ "$cur" = "=" ]; then
    cur=""
  elif [ "$prev" = "=" ] && [ "$COMP_CWORD" -gt 1 ]; then
    prev="${COMP_WORDS[COMP_CWORD-2]}"
  fi
  if [[ " $(_shop_value_options "$cmdpath") " == *" $prev "* ]]; then
    _shop_values "$cmdpath" "$prev" "$cur"
    return 0
  fi
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(_shop_options "$cmdpath")" -- "$cur"))
    return 0
  fi
  subcommands="$(_shop_subcommands "$cmdpath")"
  if [ -n "$subcommands" ]; then
    COMPREPLY=($(compgen -W "$subcommands" -- "$cur"))
  else
    _shop_values "$cmdpath" "" "$cur"
  fi
}

complete -F _shop shop
