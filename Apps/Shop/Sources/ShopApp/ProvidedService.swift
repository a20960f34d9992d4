import Synchronization

/// A service that one feature provides to others, set once by the composition root when it
/// builds that feature. Reading it before then is a composition mistake and stops the program
/// with a message naming the service.
final class ProvidedService<Service: Sendable>: Sendable {
  private let name: String
  private let slot = Mutex<Service?>(nil)

  init(_ name: String) {
    self.name = name
  }

  /// The service.
  var value: Service {
    guard let service = slot.withLock({ $0 }) else {
      preconditionFailure("\(name) was used before the feature that provides it was built")
    }
    return service
  }

  /// Provides the service.
  func provide(_ service: Service) {
    slot.withLock { $0 = service }
  }
}
