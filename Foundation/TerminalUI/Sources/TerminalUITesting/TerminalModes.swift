#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's modes as `tcgetattr` reports them, to compare before and after a program:
/// the input, output, control and local flags and the control characters.
public struct TerminalModes: Equatable, Sendable, CustomStringConvertible {
  /// `c_iflag`.
  public let inputFlags: UInt64
  /// `c_oflag`.
  public let outputFlags: UInt64
  /// `c_cflag`.
  public let controlFlags: UInt64
  /// `c_lflag`.
  public let localFlags: UInt64
  /// `c_cc`.
  public let controlCharacters: [UInt8]

  /// The modes of a `termios`.
  public init(_ modes: termios) {
    inputFlags = UInt64(modes.c_iflag)
    outputFlags = UInt64(modes.c_oflag)
    controlFlags = UInt64(modes.c_cflag)
    localFlags = UInt64(modes.c_lflag)
    var modes = modes
    controlCharacters = withUnsafeBytes(of: &modes.c_cc) { Array($0) }
  }

  /// The modes of the terminal open at a descriptor.
  /// - Throws: ``PseudoTerminal/Failure`` when `tcgetattr` fails.
  public init(of descriptor: Int32) throws {
    var modes = termios()
    guard tcgetattr(descriptor, &modes) == 0 else {
      throw PseudoTerminal.Failure(call: "tcgetattr", errno: errno)
    }
    self.init(modes)
  }

  /// Whether input is read a line at a time (cooked), as a shell leaves it.
  public var isCanonical: Bool { localFlags & UInt64(ICANON) != 0 }
  /// Whether typed characters are echoed.
  public var isEchoing: Bool { localFlags & UInt64(ECHO) != 0 }
  /// Whether Ctrl-C and Ctrl-Z send signals.
  public var sendsSignals: Bool { localFlags & UInt64(ISIG) != 0 }

  /// `canonical echo signals iflag=… oflag=… cflag=… lflag=…`.
  public var description: String {
    let words = [
      isCanonical ? "canonical" : "raw", isEchoing ? "echo" : "no echo",
      sendsSignals ? "signals" : "no signals",
    ]
    let flags = [
      ("iflag", inputFlags), ("oflag", outputFlags), ("cflag", controlFlags),
      ("lflag", localFlags),
    ].map { "\($0.0)=0x" + String($0.1, radix: 16) }
    return (words + flags).joined(separator: " ")
  }
}
