import Foundation
import Synchronization
import WorkspaceTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// mf for the crash tests, never shipped: with `MF_KILL_AFTER_STEP=K`, it kills itself with
// SIGKILL right after its K-th change on disk, as a CI timeout or the out-of-memory killer
// would, so that nothing after that change runs, not even `defer` blocks.
let limit = ProcessInfo.processInfo.environment["MF_KILL_AFTER_STEP"].flatMap { Int($0) }
let changes = Mutex(0)
let tool = CommandLineTool(afterEachChange: {
  if changes.withLock({ count in
    count += 1
    return count
  }) == limit {
    raise(SIGKILL)
  }
})
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
