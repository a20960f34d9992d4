import AccountInterface
import Architecture
import Observation
import TerminalUI

/// What the full-screen shop's status line shows: where the customer is, or a message for a
/// while; and the cart's item count with the signed-in customer, following the app's status.
///
/// ```
///  Kitchen › Blue Mug                              2 items · ada@example.com
/// ```
@MainActor
@Observable
final class StatusBar {
  /// How long a message stays, unless a key dismisses it first (the shell says when one is
  /// pressed).
  static let messageDuration: Duration = .seconds(20)

  private(set) var itemCount = 0
  private(set) var customer: User?
  /// An error or a notice, shown whole above the status line until a key or the timeout.
  private(set) var message: String?
  @ObservationIgnored private var subscriptions: [Subscription] = []
  @ObservationIgnored private var messageTimeout: Task<Void, Never>?

  /// Follows the app's status while the bar lives.
  func follow(_ status: ShopStatus) {
    subscriptions = [
      status.itemCount.subscribeOnMainActor(self) { bar, count in bar.itemCount = count },
      status.customer.subscribeOnMainActor(self) { bar, customer in bar.customer = customer },
    ]
  }

  /// Shows a message for a while: an error, or what happened.
  func show(_ message: String) {
    self.message = message
    messageTimeout?.cancel()
    messageTimeout = Task { [weak self] in
      try? await Task.sleep(for: Self.messageDuration)
      guard !Task.isCancelled else { return }
      self?.message = nil
    }
  }

  /// The line for a window whose screens make `trail`.
  func line(trail: String) -> StatusLine {
    let items = itemCount == 1 ? "1 item" : "\(itemCount) items"
    let who = customer.map(\.email.value) ?? "not signed in"
    return StatusLine(leading: trail, trailing: "\(items) · \(who)", message: message)
  }

  /// The customer read the message: a key was pressed.
  func dismissMessage() {
    messageTimeout?.cancel()
    message = nil
  }

  /// Stops following the status and forgets the message.
  func stop() {
    for subscription in subscriptions { subscription.cancel() }
    messageTimeout?.cancel()
  }
}
