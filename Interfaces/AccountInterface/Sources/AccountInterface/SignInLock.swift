/// The storage key that a change of who is signed in holds for its moment
/// (`DocumentStorage.holdExclusiveAccess(toKey:)`), and that a feature acting for the signed-in
/// customer over several steps holds meanwhile, so the customer does not change under it, in
/// this process or another: checkout holds it from the order's confirmation until its payment
/// is settled, and a sign-in or sign-out then is refused with
/// ``AccountError/customerInUse``.
public enum SignInLock {
  /// The key, in the storage the account and its users share.
  public static let key = "sign-in"
}
