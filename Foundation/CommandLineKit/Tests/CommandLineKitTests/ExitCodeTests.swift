import CommandLineKit
import Testing

/// Every error maps to one of the three exit codes.
@Suite("Exit codes")
struct ExitCodeTests {
  /// A program's own usage error, such as an address the checkout refuses.
  struct RefusedAddress: ExitCodeConvertible {
    var exitCode: ExitCode { .usageError }
  }

  @Test func usageErrorsExitWithTwoAndOtherFailuresWithOne() {
    #expect(ExitCode(for: CommandLineError("x", hint: "y")).rawValue == 2)
    #expect(ExitCode(for: RefusedAddress()).rawValue == 2)
    #expect(ExitCode(for: SampleFailure("declined")).rawValue == 1)
    #expect(ExitCode.success.rawValue == 0)
  }

  @Test func aUsageErrorPrintsItsProblemAndHint() {
    let error = CommandLineError(
      "unknown option \"--adress\"", hint: "usage: store checkout", kind: .unknownOption,
      suggestion: "--address")
    #expect(
      error.description
        == "error: unknown option \"--adress\"; did you mean \"--address\"?\nhint: usage: store checkout"
    )
    #expect(error.message(prefix: "store: ").hasPrefix("store: error: unknown option"))
    #expect(error.message(prefix: "store: ").contains("\nstore: hint: usage: store checkout"))
  }
}
