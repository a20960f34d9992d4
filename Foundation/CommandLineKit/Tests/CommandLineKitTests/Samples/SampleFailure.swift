/// An operation a sample command could not carry out, such as a declined card: the program's
/// own failure, exit code 1.
struct SampleFailure: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
