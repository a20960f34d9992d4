/// A feature's logic target shows nothing itself: it uses no UI package, neither the terminal
/// UI foundation (`TerminalUI`, and its Testing target) nor a feature's UI target
/// (`CatalogTerminalUI`). Its views live in the feature's UI target, which implements the logic
/// target's view protocols, so an app with another UI plugs in its own without changing the
/// feature. Returns the broken rule when `target` uses `module`, or nil when it may.
func uiRuleViolation(of target: WorkspaceTarget, in package: WorkspacePackage, using module: String)
  -> String?
{
  guard package.layer == .features,
    target.name == package.kind.targetName(.source, inPackage: package.name),
    ["TerminalUI", "TerminalUITesting"].contains(where: { module.hasSuffix($0) })
  else { return nil }
  return "\(target.name) is the logic target of feature \(package.folder) and uses \(module), "
    + "a UI package; its views belong in a UI target such as \(target.name)TerminalUI"
}
