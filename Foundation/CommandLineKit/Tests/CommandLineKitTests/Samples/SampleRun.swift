import CommandLineKit

/// How a run of a sample program ended and what it printed.
struct SampleRun: Equatable {
  var status: ExitCode
  var output = ""
  var errorOutput = ""
}
