import CommandLineKit

/// What `mf` runs for a command: it reads the parsed values from the ``Invocation``, works on
/// the workspace the ``CommandContext`` finds, and returns the exit code: 0, or 1 when the
/// command found something to report (lint errors, drift, a failing test).
///
/// A problem with the command line that the parser cannot see is thrown as the invocation's
/// `usageError` (exit code 2); a failure as ``ToolError`` (exit code 1).
typealias ToolAction = @Sendable (Invocation, CommandContext) throws -> Int32
