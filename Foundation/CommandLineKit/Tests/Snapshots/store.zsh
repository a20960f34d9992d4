#compdef store
# zsh completion for store, written by 'store completions zsh' from its command
# declarations. Install: store completions zsh > ~/.zfunc/_store, with
# fpath=(~/.zfunc $fpath) in ~/.zshrc before compinit.

# Sets choices to the subcommands of command $1, as name:summary.
_store_subcommands() {
  case "$1" in
    "") choices=('search:find products matching every word' 'browse:list the categories, or one category' 'cart:show the cart, or change it' 'checkout:place an order for the cart' 'orders:list your orders, or show one' 'debug:look inside the running app' 'help:show the commands, or the help of one command' 'completions:print a completion script for bash or zsh') ;;
    "cart") choices=('add:add a product' 'set:change a quantity' 'remove:remove a product') ;;
    "debug") choices=('tree:show the live flow tree') ;;
    *) choices=() ;;
  esac
}

# Sets choices to the options of command $1, as spelling:summary.
_store_options() {
  case "$1" in
    "checkout") choices=('--address:where to send the order' '--pay:a card, or an invoice where it is offered' '--gift:wrap the order and leave the prices off') ;;
    *) choices=() ;;
  esac
  choices+=('--data-dir:where the cart, account and orders are kept (default: $SHOP_DATA_DIR)' '--flag:set a feature flag; wins over SHOP_FLAGS' '--help:show the help' '-h:show the help')
}

# Sets choices to the options of command $1 that take a value.
_store_value_options() {
  case "$1" in
    "checkout") choices=('--address' '--pay') ;;
    *) choices=() ;;
  esac
  choices+=('--data-dir' '--flag')
}

# Offers the values of option $2 (of an argument when $2 is empty) of command $1.
_store_values() {
  case "$1|$2" in
    "help|") compadd -- 'search' 'browse' 'cart' 'checkout' 'orders' 'debug' 'help' 'completions' ;;
    "completions|") compadd -- 'bash' 'zsh' ;;
    *"|--data-dir") _files -/ ;;
    *) return 1 ;;
  esac
}

_store() {
  local cmdpath="" word current="${words[CURRENT]}" previous="${words[CURRENT-1]}"
  local -a choices names
  local i=2
  while (( i < CURRENT )); do
    word="${words[i]}"
    if [[ "$word" == "--" ]]; then
      _store_values "$cmdpath" ""
      return
    fi
    _store_value_options "$cmdpath"
    if (( ${choices[(Ie)$word]} )); then
      (( i += 2 ))
      continue
    fi
    _store_subcommands "$cmdpath"
    names=("${choices[@]%%:*}")
    if (( ${names[(Ie)$word]} )); then
      cmdpath="${cmdpath:+$cmdpath }$word"
    fi
    (( i += 1 ))
  done
  if [[ "$current" == --*=* ]]; then
    compset -P '*='
    _store_values "$cmdpath" "${current%%=*}"
    return
  fi
  _store_value_options "$cmdpath"
  if (( ${choices[(Ie)$previous]} )); then
    _store_values "$cmdpath" "$previous"
    return
  fi
  if [[ "$current" == -* ]]; then
    _store_options "$cmdpath"
    _describe -t options 'option' choices
    return
  fi
  _store_subcommands "$cmdpath"
  if (( ${#choices} )); then
    _describe -t commands 'command' choices
  else
    _store_values "$cmdpath" ""
  fi
}

if [[ "${funcstack[1]}" == "_store" ]]; then
  _store "$@"
else
  compdef _store store
fi
