#compdef shop
# zsh completion for shop, written by 'shop completions zsh' from its command
# declarations. Install: shop completions zsh > ~/.zfunc/_shop, with
# fpath=(~/.zfunc $fpath) in ~/.zshrc before compinit.

# Sets choices to the subcommands of command $1, as name:summary.
_shop_subcommands() {
  case "$1" in
    "") choices=('search:find products whose name or category match every word' 'browse:list the categories, or the products of one category' 'product:show a product; at a terminal, offers to add it to the cart' 'sign-in:sign in with an email address' 'sign-out:sign out' 'whoami:show who is signed in' 'cart:show the cart, or add, change or remove a product' 'checkout:place an order for the cart: review, shipping, payment, receipt' 'orders:list your orders, newest first, or show one' 'debug:look inside the running app' 'help:show the commands, or the help of one command' 'completions:print a completion script for bash or zsh') ;;
    "cart") choices=('add:add a product to the cart' 'set:change how many units of a product are in the cart' 'remove:remove a product from the cart') ;;
    "debug") choices=('tree:show the live flow tree, its depth, the boards and the barriers') ;;
    *) choices=() ;;
  esac
}

# Sets choices to the options of command $1, as spelling:summary.
_shop_options() {
  case "$1" in
    "checkout") choices=('--address:where to ship the order, on one line' '--pay:pay by card (number and expiry) or by invoice, where it is offered') ;;
    *) choices=() ;;
  esac
  choices+=('--data-dir:where your cart, account and orders are kept (default: $SHOP_DATA_DIR, else the per-user data directory)' '--flag:set a feature flag; wins over SHOP_FLAGS, which wins over <data-dir>/flags.json' '--help:show the help' '-h:show the help')
}

# Sets choices to the options of command $1 that take a value.
_shop_value_options() {
  case "$1" in
    "checkout") choices=('--address' '--pay') ;;
    *) choices=() ;;
  esac
  choices+=('--data-dir' '--flag')
}

# Offers the values of option $2 (of an argument when $2 is empty) of command $1.
_shop_values() {
  case "$1|$2" in
    "help|") compadd -- 'search' 'browse' 'product' 'sign-in' 'sign-out' 'whoami' 'cart' 'checkout' 'orders' 'debug' 'help' 'completions' ;;
    "completions|") compadd -- 'bash' 'zsh' ;;
    *"|--data-dir") _files -/ ;;
    *) return 1 ;;
  esac
}

_shop() {
  local cmdpath="" word current="${words[CURRENT]}" previous="${words[CURRENT-1]}"
  local -a choices names
  local i=2
  while (( i < CURRENT )); do
    word="${words[i]}"
    if [[ "$word" == "--" ]]; then
      _shop_values "$cmdpath" ""
      return
    fi
    _shop_value_options "$cmdpath"
    if (( ${choices[(Ie)$word]} )); then
      (( i += 2 ))
      continue
    fi
    _shop_subcommands "$cmdpath"
    names=("${choices[@]%%:*}")
    if (( ${names[(Ie)$word]} )); then
      cmdpath="${cmdpath:+$cmdpath }$word"
    fi
    (( i += 1 ))
  done
  if [[ "$current" == --*=* ]]; then
    compset -P '*='
    _shop_values "$cmdpath" "${current%%=*}"
    return
  fi
  _shop_value_options "$cmdpath"
  if (( ${choices[(Ie)$previous]} )); then
    _shop_values "$cmdpath" "$previous"
    return
  fi
  if [[ "$current" == -* ]]; then
    _shop_options "$cmdpath"
    _describe -t options 'option' choices
    return
  fi
  _shop_subcommands "$cmdpath"
  if (( ${#choices} )); then
    _describe -t commands 'command' choices
  else
    _shop_values "$cmdpath" ""
  fi
}

if [[ "${funcstack[1]}" == "_shop" ]]; then
  _shop "$@"
else
  compdef _shop shop
fi
