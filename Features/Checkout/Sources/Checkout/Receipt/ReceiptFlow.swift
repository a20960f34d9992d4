import Architecture

/// The receipt step's node.
@MainActor
final class ReceiptFlow: Flow {}
