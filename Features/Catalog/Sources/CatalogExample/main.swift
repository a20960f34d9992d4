import TerminalUI

// Runs the catalog feature alone, as an app does: its module on a motherboard, over the fixture
// catalog. At a terminal, the catalog's screens open full screen: search, browse, a product's
// detail, and adding it (the quantities chosen are counted on the status line, as an app's
// cart would). With a pipe or a file, sessions of commands run in line mode, under both values
// of the `search` flag, the ranking experiment; a scripted customer answers the product
// detail's question.
//
//   swift run CatalogExample

if SystemTerminal.isInteractive {
  try await showCatalogScreens()
} else {
  try await runCommands()
}
