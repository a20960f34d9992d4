/// The three ways to receive what a ``Broadcaster`` delivers, shared by ``Channel`` (which
/// delivers only what is sent after subscribing) and ``StateContainer`` (which first replays
/// its current value): a handler tied to a weakly held owner, a main-actor handler behind a
/// mailbox, and an `AsyncSequence`. Each casts the broadcaster's values back to `Element`.
extension Broadcaster {
  func subscribe<Owner: AnyObject & Sendable, Element: Sendable>(
    _ owner: Owner, replaysCurrent: Bool, isolation: (any Actor)?,
    _ handler: @escaping @Sendable (Owner, Element) -> Void
  ) -> Subscription {
    let weakOwner = WeakReference(owner)
    let subscription = Subscription()
    add(
      subscription, replaysCurrent: replaysCurrent, isolation: isolation,
      isAlive: { weakOwner.object != nil },
      deliver: { value, _ in
        guard let owner = weakOwner.object else { return false }
        return subscription.deliver { handler(owner, value as! Element) }
      })
    return subscription
  }

  @MainActor
  func subscribeOnMainActor<Owner: AnyObject, Element: Sendable>(
    _ owner: Owner, replaysCurrent: Bool,
    _ handler: @escaping @MainActor (Owner, Element) -> Void
  ) -> Subscription {
    let subscription = Subscription()
    let mailbox = MainActorMailbox(owner: owner, subscription: subscription, handler: handler)
    add(
      subscription, replaysCurrent: replaysCurrent, isolation: MainActor.shared,
      isAlive: { mailbox.isOwnerAlive },
      deliver: { value, onMainActor in mailbox.post(value as! Element, onMainActor: onMainActor) }
    )
    return subscription
  }

  func sequence<Element: Sendable>(
    replaysCurrent: Bool, bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy
  ) -> ObservationSequence<Element> {
    ObservationSequence(bufferingPolicy: bufferingPolicy) { [self] continuation in
      let subscription = Subscription()
      add(
        subscription, replaysCurrent: replaysCurrent, isolation: nil, isAlive: { true },
        deliver: { value, _ in
          continuation.yield(value as! Element)
          return true
        })
      return subscription
    }
  }
}
