import Core

/// The invoice step's solver, derived by the payments feature from its own: the shared services
/// come from the parent, the reference sequence from the payments builder.
struct InvoicePaymentComponent: InvoicePaymentDependencies {
  let parent: any PaymentsDependencies
  let references: ReferenceSequence

  var logger: any Logger { parent.logger }
  var clock: any WallClock { parent.clock }
  var storage: any DocumentStorage { parent.storage }
  var console: any Console { parent.console }
}
