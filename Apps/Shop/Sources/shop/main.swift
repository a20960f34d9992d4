import Foundation
import ShopApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A write past the file-size limit (`ulimit -f`) fails with an error the store reports, naming
// the file, instead of a signal that kills the shop between two writes.
signal(SIGXFSZ, SIG_IGN)

let main = ShopMain(
  environment: ProcessInfo.processInfo.environment,
  readLine: { Swift.readLine(strippingNewline: true) },
  write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
  isInteractive: isatty(STDIN_FILENO) == 1,
  terminal: ShopMain.standardTerminal)
exit(await main.run(Array(CommandLine.arguments.dropFirst())))
