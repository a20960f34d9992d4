import TerminalUI

// Runs checkout alone, as an app would: its module on a motherboard beside fake payments'
// boards and a fake provider of the signed-in barrier, over a fake cart, order history and
// account. At a terminal, its screens open full screen on the fixture cart (`one-page` as an
// argument shows the one-page layout). With a pipe or a file, a session of checkouts runs in
// line mode, each one run of the checkout board with what a command gives; the boards it
// activates are listed after it.
//
//   swift run CheckoutExample [one-page]

if SystemTerminal.isInteractive {
  try await showCheckoutScreens(
    layout: CommandLine.arguments.dropFirst().first == "one-page" ? "one-page" : "steps")
} else {
  try await runCheckouts()
}
