import TerminalUI

// Runs the orders feature alone, as an app does: its module on a motherboard, over in-memory
// storage, with checkout standing aside: the example places the fixture orders through the
// history itself, a day apart on the fixed clock. At a terminal, the orders' screens open full
// screen: ada@example.com's orders and an order's detail; `p` places one more, which the open
// orders show at once, as the shop refreshes them. With a pipe or a file, a session of commands
// runs in line mode, each one run of the orders board, its line views printing; each
// customer sees only their own orders.
//
//   swift run OrdersExample

if SystemTerminal.isInteractive {
  try await showOrdersScreens()
} else {
  try await runCommands()
}
