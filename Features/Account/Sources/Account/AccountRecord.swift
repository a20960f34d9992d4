import AccountInterface
import Foundation

/// The content of the `account` document: who is signed in, since when, and when the app was
/// last used with them signed in.
struct AccountRecord: Codable, Equatable {
  /// How long a sign-in lasts without the app being used: 30 days.
  static let lapse: TimeInterval = 30 * 24 * 60 * 60

  /// The signed-in user, or `nil` after sign-out.
  var user: User?
  /// When the user signed in.
  var signedInAt: Date?
  /// When the app last ended with the user signed in; `nil` before it first did (and in
  /// documents written before this was kept).
  var lastActiveAt: Date?

  /// Whether the sign-in lapsed at `now`: more than ``lapse`` since the app was last used with
  /// the user signed in, or since they signed in if it never was.
  func hasLapsed(at now: Date) -> Bool {
    guard user != nil, let since = lastActiveAt ?? signedInAt else { return false }
    return now.timeIntervalSince(since) > Self.lapse
  }
}
