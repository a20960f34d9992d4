#compdef mf
# zsh completion for mf, written by 'mf completions zsh' from its command
# declarations. Install: mf completions zsh > ~/.zfunc/_mf, with
# fpath=(~/.zfunc $fpath) in ~/.zshrc before compinit.

# Sets choices to the subcommands of command $1, as name:summary.
_mf_subcommands() {
  case "$1" in
    "") choices=('new:scaffold a feature, a foundation package or an app' 'remove:remove a feature (and its interface) or an app, unless in use' 'add:make an app compose an existing feature' 'sync:write every package'\''s Package.swift from the workspace manifest' 'lint:check layering, cycles, naming conventions and imports' 'graph:print the package dependency graph (mermaid, dot or json)' 'xcode:write Workspace.xcworkspace, which shows every package in Xcode' 'focus:write a slice of the workspace: chosen packages and what they use' 'affected:list the packages a change can break, with their dependents' 'test:test chosen or affected packages, the faster way' 'quarantine:keep flaky tests running without failing the build' 'api-check:compare the public API of changed interfaces with the base' 'help:show the commands, or the help of one command' 'completions:print a completion script for bash or zsh') ;;
    "new") choices=('feature:a feature package and its interface package' 'foundation:a foundation package' 'app:an app that composes features, with its executable') ;;
    "remove") choices=('feature:remove Features/<Name> and Interfaces/<Name>Interface' 'app:remove Apps/<Name>') ;;
    "quarantine") choices=('add:quarantine a test, with the reason' 'list:the quarantined tests, each with its age and recent runs' 'remove:take a test out of quarantine' 'check:judge a swift test run'\''s xUnit results against the quarantine') ;;
    *) choices=() ;;
  esac
}

# Sets choices to the options of command $1, as spelling:summary.
_mf_options() {
  case "$1" in
    "new") choices=('--uses:other packages the new one uses, comma-separated') ;;
    "new feature") choices=('--uses:other packages the new one uses, comma-separated') ;;
    "new foundation") choices=('--uses:other packages the new one uses, comma-separated') ;;
    "new app") choices=('--features:the features the app composes, comma-separated' '--uses:other packages the new one uses, comma-separated') ;;
    "remove feature") choices=('--from:take it out of this app only, undoing mf add') ;;
    "add") choices=('--to:the app that composes the feature') ;;
    "sync") choices=('--check:change nothing; list what is out of date with a diff, exit 1') ;;
    "graph") choices=('--format:how to draw the graph' '--focus:this package, what it uses and what uses it' '--readme:check this file'\''s graph block (exit 1 when stale)' '--write:with --readme, rewrite the block instead') ;;
    "xcode") choices=('--check:change nothing; show a diff and exit 1 when it is missing or stale') ;;
    "focus") choices=('--dependents:also every package that uses them, directly or not' '--folder:where to write the slice (default: .focus in the workspace root)') ;;
    "affected") choices=('--base:the revision to compare with (default: HEAD)' '--all:every package, whatever changed' '--why:say why: the changed file or the dependency path' '--json:print JSON, for a CI matrix' '--batches:deal the packages into at most <count> batches, for CI jobs') ;;
    "test") choices=('--affected:only the packages a change can reach, as mf affected lists' '--base:with --affected, the base revision (default: HEAD)' '--root-graph:in the root graph: one build, then the selected tests' '--isolated:package by package, each through its own manifest' '--slice:in a slice of the workspace that holds them (.build/mf-slice)' '--build-system:native or swiftbuild, passed to swift (default: the toolchain'\''s)' '--repeat:run the selected tests n times and list those that passed and failed' '--flaky:list the tests that passed and failed on one commit; runs nothing') ;;
    "quarantine add") choices=('--reason:why it is quarantined, for the reviewer') ;;
    "quarantine check") choices=('--status:the exit status of that swift test (default: 0)') ;;
    "api-check") choices=('--base:the revision to compare with (default: the merge base with main)') ;;
    *) choices=() ;;
  esac
  choices+=('--root:the workspace (default: found from the current folder up)' '-C:the workspace (default: found from the current folder up)' '--version:print mf'\''s version' '--help:show the help' '-h:show the help')
}

# Sets choices to the options of command $1 that take a value.
_mf_value_options() {
  case "$1" in
    "new") choices=('--uses') ;;
    "new feature") choices=('--uses') ;;
    "new foundation") choices=('--uses') ;;
    "new app") choices=('--features' '--uses') ;;
    "remove feature") choices=('--from') ;;
    "add") choices=('--to') ;;
    "graph") choices=('--format' '--focus' '--readme') ;;
    "focus") choices=('--folder') ;;
    "affected") choices=('--base' '--batches') ;;
    "test") choices=('--base' '--build-system' '--repeat') ;;
    "quarantine add") choices=('--reason') ;;
    "quarantine check") choices=('--status') ;;
    "api-check") choices=('--base') ;;
    *) choices=() ;;
  esac
  choices+=('--root' '-C')
}

# Offers the values of option $2 (of an argument when $2 is empty) of command $1.
_mf_values() {
  case "$1|$2" in
    "graph|--format") compadd -- 'mermaid' 'dot' 'json' ;;
    "graph|--readme") _files ;;
    "focus|--folder") _files ;;
    "test|--build-system") compadd -- 'native' 'swiftbuild' ;;
    "help|") compadd -- 'new' 'remove' 'add' 'sync' 'lint' 'graph' 'xcode' 'focus' 'affected' 'test' 'quarantine' 'api-check' 'help' 'completions' ;;
    "completions|") compadd -- 'bash' 'zsh' ;;
    *"|--root") _files -/ ;;
    *"|-C") _files -/ ;;
    *) return 1 ;;
  esac
}

_mf() {
  local cmdpath="" word current="${words[CURRENT]}" previous="${words[CURRENT-1]}"
  local -a choices names
  local i=2
  while (( i < CURRENT )); do
    word="${words[i]}"
    if [[ "$word" == "--" ]]; then
      _mf_values "$cmdpath" ""
      return
    fi
    _mf_value_options "$cmdpath"
    if (( ${choices[(Ie)$word]} )); then
      (( i += 2 ))
      continue
    fi
    _mf_subcommands "$cmdpath"
    names=("${choices[@]%%:*}")
    if (( ${names[(Ie)$word]} )); then
      cmdpath="${cmdpath:+$cmdpath }$word"
    fi
    (( i += 1 ))
  done
  if [[ "$current" == --*=* ]]; then
    compset -P '*='
    _mf_values "$cmdpath" "${current%%=*}"
    return
  fi
  _mf_value_options "$cmdpath"
  if (( ${choices[(Ie)$previous]} )); then
    _mf_values "$cmdpath" "$previous"
    return
  fi
  if [[ "$current" == -* ]]; then
    _mf_options "$cmdpath"
    _describe -t options 'option' choices
    return
  fi
  _mf_subcommands "$cmdpath"
  if (( ${#choices} )); then
    _describe -t commands 'command' choices
  else
    _mf_values "$cmdpath" ""
  fi
}

if [[ "${funcstack[1]}" == "_mf" ]]; then
  _mf "$@"
else
  compdef _mf mf
fi
