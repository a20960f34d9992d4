import TerminalUI

// Runs the payments feature alone, as an app does: its module on a motherboard, against a fake
// account and the test clock (2026-01-15 10:00 UTC). At a terminal, its screens open full
// screen: how to pay (a card asks its number and expiry, checked as typed), then the payment.
// With a pipe or a file, a session of payments runs in line mode, each one run of the payment
// board: "Payment: ..." lines are what its view prints, the indented "approved" and "refused"
// lines the board's outputs, routed as checkout routes them. Card numbers appear only as their
// last four digits. The simulated card provider declines the test number 4000 0000 0000 0002
// and approves every other valid card.
//
//   swift run PaymentsExample

if SystemTerminal.isInteractive {
  try await showPaymentScreens()
} else {
  try await runPayments()
}
