import PaymentsInterface

/// What a payment step is built for: the request, and the state the payments context chose the
/// step in (the invoice step addresses its invoice to that state's customer).
public struct PaymentAttempt: Sendable, Equatable {
  /// What to take and how.
  public let request: PaymentRequest
  /// The signed-in customer and the configuration when the step was chosen.
  public let state: PaymentState

  /// Groups a request with its state.
  /// - Parameters:
  ///   - request: What to take and how.
  ///   - state: The state the step was chosen in.
  public init(request: PaymentRequest, state: PaymentState) {
    self.request = request
    self.state = state
  }
}
