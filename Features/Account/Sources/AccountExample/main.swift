import TerminalUI

// Runs the account feature alone, as an app does: its module on a motherboard, over in-memory
// storage. A pretend orders board, guarded by the signed-in barrier, shows the gateway at work:
// the barrier runs the sign-in board before the orders board exists.
//
// At a terminal, the account's screen opens full screen: sign in, sign out, and `o` opens the
// pretend orders, whose barrier asks for a sign-in in a modal when nobody is signed in. With a
// pipe or a file, a session of commands runs in line mode with a scripted customer, each one
// run of a board, the line views printing.
//
//   swift run AccountExample

if SystemTerminal.isInteractive {
  try await showAccountScreens()
} else {
  try await runCommands()
}
