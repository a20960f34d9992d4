// A tiny full-screen program on TerminalUI: a list of fruit, a page for each, a question in a
// modal, and a status line that follows an observed basket. The pseudo-terminal tests run it.
//
//   swift run --package-path Foundation/TerminalUI TerminalUIDemo
//
// Keys: arrows or j/k move, Enter opens, a adds to the basket, Esc or Backspace goes back,
// x quits with an error, ! crashes (to see the terminal given back), q quits.

import Foundation
import TerminalUI

struct RequestedFailure: Error, CustomStringConvertible {
  var description: String { "the x key asks for a failure" }
}

guard SystemTerminal.isInteractive else {
  let reason = "needs a full-screen terminal (TERM set, not dumb)"
  FileHandle.standardError.write(Data("TerminalUIDemo: \(reason)\n".utf8))
  exit(1)
}

let basket = Basket()
let navigation = ScreenStack()
let app = TerminalApp(device: SystemTerminal(), navigation: navigation)
navigation.statusLine = {
  StatusLine(leading: navigation.trail, trailing: "\(basket.count) in basket")
}
app.onUnhandledKey = { key in
  switch key {
  case .character("x"): app.quit(throwing: RequestedFailure())
  case .character("!"): fatalError("the ! key asks for a crash")
  default: return .ignored
  }
  return .handled
}
let fruit = FruitListScreen(basket: basket, navigation: navigation)
do {
  try await app.run { _ in navigation.show(fruit, as: .push) }
  print("TerminalUIDemo: bye")
} catch {
  FileHandle.standardError.write(Data("TerminalUIDemo: error: \(error)\n".utf8))
  exit(1)
}
