import Architecture

/// The one-page order form's node: one screen, no steps below it.
@MainActor
final class OnePageOrderFormFlow: Flow {}
