/// A main-actor handler carried across threads; it is only ever called on the main actor.
final class MainActorHandler<Owner: AnyObject, Value>: Sendable {
  let handler: @MainActor (Owner, Value) -> Void

  init(_ handler: @escaping @MainActor (Owner, Value) -> Void) {
    self.handler = handler
  }
}
