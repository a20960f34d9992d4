import AccountInterface
import Architecture
import Core

extension Barrier {
  /// Why an activation held back by the signed-in barrier was refused, for the customer.
  static let signedInRefusal = "needs a signed-in customer; run 'sign-in <email>' first"

  /// The signed-in gateway: open when someone is signed in (an account that cannot be read
  /// counts as nobody, and is logged as an error); otherwise its resolution runs the
  /// ``BoardID/signIn`` board on the held activation's motherboard and resumes when it
  /// finished, refusing the held activations otherwise.
  ///
  /// The sign-in board must not be guarded by this barrier itself: an app that guards every
  /// board exempts it, or the motherboard refuses the cycle.
  /// - Parameters:
  ///   - account: Tells who is signed in.
  ///   - logger: Where an unreadable account is logged.
  /// - Returns: The barrier ``AccountModule`` provides as ``BarrierID/signedIn``.
  static func signedIn(account: any CurrentUserProviding, logger: any Logger) -> Barrier {
    Barrier(
      "signed-in", refusal: signedInRefusal,
      isOpen: {
        do {
          return try account.currentUser() != nil
        } catch {
          logger.log(.error, "cannot tell who is signed in: \(error)", source: "Account")
          return false
        }
      },
      resolve: { motherboard in
        await motherboard.io(.signIn).run(()) == .finished ? .resume : .cancel
      })
  }
}
