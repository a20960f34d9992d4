import Foundation
import WorkspaceTool

// `MF_TEST_KILL_AFTER_STEP=K` is for the crash-consistency tests: mf kills itself after K
// changes on disk, as a CI timeout or the out-of-memory killer would.
let killAfterStep = ProcessInfo.processInfo.environment["MF_TEST_KILL_AFTER_STEP"].flatMap {
  Int($0)
}
let tool = CommandLineTool(killAfterStep: killAfterStep)
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
