import Foundation
import ShopApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let program = ShopProgram(
  environment: ProcessInfo.processInfo.environment,
  readLine: { Swift.readLine(strippingNewline: true) },
  write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
  isInteractive: isatty(STDIN_FILENO) == 1,
  terminal: ShopProgram.standardTerminal)
exit(await program.run(Array(CommandLine.arguments.dropFirst())))
