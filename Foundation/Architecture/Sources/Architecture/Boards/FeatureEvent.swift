/// What a feature tells the board that built it, in the board's own output type: an output
/// for the board to send out, or that the feature ended, done or with an error.
///
/// A feature's context reports in it, and its board hands each event on with
/// ``BoardSlot/relay(_:)``, so no enum of the feature's own is copied case by case into the
/// board's output. A parent that builds a child itself listens in the child's own listener
/// type instead, which says what the parent needs to know.
public enum FeatureEvent<Output> {
  /// Something for the board to send out; the feature goes on.
  case output(Output)
  /// The feature ended: the user left it, or it did all it was asked.
  case finished
  /// The feature ended with an error, which the board fails with.
  case failed(any Error)
}

extension BoardSlot {
  /// Hands on what the board's feature reported: an output is sent, an end completes the
  /// board, done or failed.
  /// - Parameters:
  ///   - event: What the feature reported.
  ///   - fileID: Where the board completes, for leak reports; filled in by the compiler.
  ///   - line: The line, for leak reports; filled in by the compiler.
  public func relay(_ event: FeatureEvent<Output>, fileID: String = #fileID, line: Int = #line) {
    switch event {
    case .output(let output): send(output)
    case .finished: complete(fileID: fileID, line: line)
    case .failed(let error): fail(error, fileID: fileID, line: line)
    }
  }
}

extension FeatureEvent: CustomStringConvertible {
  /// `output(…)` with the output as it describes itself, `finished`, or `failed(…)` with the
  /// error's description: what a log line or a test reads.
  public var description: String {
    switch self {
    case .output(let output): "output(\(output))"
    case .finished: "finished"
    case .failed(let error): "failed(\(error))"
    }
  }
}
