import Architecture

/// The sign-in feature's node in the flow tree, while the customer is asked. It has no
/// children.
@MainActor
public final class SignInFlow: Flow {}
