/// A service that wants to know when the app starts and when it is about to end.
///
/// The app tells it, from its composition root, so the service depends on no platform's
/// notifications: an iOS app forwards its scene's events, the shop its run's start and end.
/// Failures are the service's to log; the app goes on either way.
public protocol AppLifecycleObserver: AnyObject, Sendable {
  /// The app started, before it runs any command.
  func appDidStart()
  /// The app is about to end, after its last command.
  func appWillEnd()
}
