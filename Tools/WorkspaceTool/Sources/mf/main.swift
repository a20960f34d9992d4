import WorkspaceTool

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let tool = CommandLineTool()
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
