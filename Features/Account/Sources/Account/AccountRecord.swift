import AccountInterface
import Foundation

/// The content of the `account` document: who is signed in, and since when.
struct AccountRecord: Codable, Equatable {
  /// The signed-in user, or `nil` after sign-out.
  var user: User?
  /// When the user signed in.
  var signedInAt: Date?
}
