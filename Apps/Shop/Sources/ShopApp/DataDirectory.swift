import Foundation

/// Where the shop keeps its documents when the user does not say.
enum DataDirectory {
  /// `SHOP_DATA_DIR` if set; otherwise the platform's per-user application data directory:
  /// `~/Library/Application Support/shop` on macOS, `$XDG_DATA_HOME/shop` or
  /// `~/.local/share/shop` elsewhere.
  static func resolve(environment: [String: String]) -> URL {
    if let explicit = environment["SHOP_DATA_DIR"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
    #if os(macOS)
      return home.appendingPathComponent("Library/Application Support/shop")
    #else
      if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
        return URL(fileURLWithPath: xdg).appendingPathComponent("shop")
      }
      return home.appendingPathComponent(".local/share/shop")
    #endif
  }
}
