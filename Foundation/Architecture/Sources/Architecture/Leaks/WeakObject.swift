/// A weak reference that remembers its object's type, to name it in a leak report.
final class WeakObject {
  weak var object: AnyObject?
  let type: AnyObject.Type

  init(_ object: AnyObject) {
    self.object = object
    self.type = Swift.type(of: object)
  }

  /// The type's name while the object is alive, `nil` once it is gone.
  var typeNameIfAlive: String? { object == nil ? nil : String(describing: type) }
}
