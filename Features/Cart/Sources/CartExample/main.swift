import TerminalUI

// Runs the cart feature alone, as an app does: its module on a motherboard, over the stub
// catalog and in-memory storage. At a terminal, the cart's screen opens full screen on a cart
// of fixtures; with a pipe or a file, a session of commands runs in line mode, each one run of
// the cart board, its line view printing.
//
//   swift run CartExample

if SystemTerminal.isInteractive {
  try await showCartScreen()
} else {
  try await runCommands()
}
