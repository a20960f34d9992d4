import Foundation
import WorkspaceTool

exit(CommandLineTool().run(Array(CommandLine.arguments.dropFirst())))
