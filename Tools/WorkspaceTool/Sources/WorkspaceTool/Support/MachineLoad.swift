#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How busy the machine and this process are, for timings that stay comparable on a machine
/// shared with other work: wall seconds grow with the load, CPU seconds do not.
enum MachineLoad {
  /// The one-minute load average, or nil when the system does not say.
  static func oneMinuteAverage() -> Double? {
    var loads = [0.0, 0.0, 0.0]
    return getloadavg(&loads, 3) > 0 ? loads[0] : nil
  }

  /// User and system CPU seconds used so far by this process's finished children, and theirs
  /// in turn: a child's whole process tree once it has been waited for.
  static func childrenCPUSeconds() -> Double {
    cpuSeconds(of: RUSAGE_CHILDREN)
  }

  /// User and system CPU seconds used so far by this process.
  static func ownCPUSeconds() -> Double {
    cpuSeconds(of: RUSAGE_SELF)
  }

  #if canImport(Glibc)
    private static func cpuSeconds(of who: __rusage_who) -> Double {
      var usage = rusage()
      getrusage(who.rawValue, &usage)
      return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
  #else
    private static func cpuSeconds(of who: Int32) -> Double {
      var usage = rusage()
      getrusage(who, &usage)
      return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
  #endif

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }
}
