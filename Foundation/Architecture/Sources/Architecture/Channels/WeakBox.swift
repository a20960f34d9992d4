/// Holds an object weakly so a subscription does not keep its owner alive.
///
/// `@unchecked Sendable`: the reference is written once, in `init`; the object is only used by
/// handlers whose isolation the caller chose (a `Sendable` owner, or the main actor).
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
  private(set) weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
