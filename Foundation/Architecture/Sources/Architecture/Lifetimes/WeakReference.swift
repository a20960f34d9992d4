/// A weak reference to an object, which remembers the object's type so that it can still name
/// it: a subscription holds its owner through one (so a channel never keeps a subscriber
/// alive), and a leak check holds the objects it watches through them (so watching never keeps
/// an object alive).
///
/// `@unchecked Sendable`: the reference and the type are written once, in `init`; the object is
/// only used where the holder's isolation allows (a `Sendable` owner, or the main actor).
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
  private(set) weak var object: Object?
  /// The object's type, known after the object is gone.
  let type: AnyObject.Type

  init(_ object: Object) {
    self.object = object
    self.type = Swift.type(of: object)
  }

  /// The type's name while the object is alive, `nil` once it is gone.
  var typeNameIfAlive: String? { object == nil ? nil : String(describing: type) }
}
