import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads rows from an SQLite database through the system's SQLite library, loaded at run time.
///
/// The toolchain's build systems keep their per-task timing in an SQLite database (llbuild's
/// `build.db`); the library they use to write it, `libsqlite3`, is there wherever `swift build`
/// runs, but Swift on Linux has no module for it, so the few functions needed are looked up by
/// name. The database is opened read-only.
struct SQLiteReader {
  private typealias Open =
    @convention(c) (
      UnsafePointer<CChar>, UnsafeMutablePointer<OpaquePointer?>, Int32, UnsafePointer<CChar>?
    ) -> Int32
  private typealias Prepare =
    @convention(c) (
      OpaquePointer, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<OpaquePointer?>,
      UnsafeMutablePointer<UnsafePointer<CChar>?>?
    ) -> Int32
  private typealias Step = @convention(c) (OpaquePointer) -> Int32
  private typealias ColumnBlob = @convention(c) (OpaquePointer, Int32) -> UnsafeRawPointer?
  private typealias ColumnBytes = @convention(c) (OpaquePointer, Int32) -> Int32
  private typealias ColumnDouble = @convention(c) (OpaquePointer, Int32) -> Double
  private typealias ColumnType = @convention(c) (OpaquePointer, Int32) -> Int32
  private typealias Close = @convention(c) (OpaquePointer) -> Int32
  private typealias ErrorMessage = @convention(c) (OpaquePointer) -> UnsafePointer<CChar>?

  /// A column's value: text (read as UTF-8, invalid bytes replaced), a number, or nothing.
  enum Value: Equatable {
    case text(String)
    case number(Double)
    case null

    /// The value as a number, if it is one.
    var number: Double? {
      if case .number(let value) = self { return value }
      return nil
    }

    /// The value as text, if it is text.
    var text: String? {
      if case .text(let value) = self { return value }
      return nil
    }
  }

  private static let libraryNames = [
    "libsqlite3.so.0", "libsqlite3.so", "/usr/lib/libsqlite3.dylib", "libsqlite3.dylib",
  ]
  private static let readOnly: Int32 = 1
  private static let row: Int32 = 100
  private static let done: Int32 = 101
  private static let integerType: Int32 = 1
  private static let floatType: Int32 = 2
  private static let nullType: Int32 = 5

  private let library: UnsafeMutableRawPointer

  /// Loads the system's SQLite library.
  /// - Throws: ``ToolError/failure(_:)`` when no SQLite library can be loaded.
  init() throws {
    guard let library = Self.libraryNames.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first else {
      throw ToolError.failure(
        "could not load the SQLite library (libsqlite3), which the build systems use to "
          + "record their timing")
    }
    self.library = library
  }

  /// The rows `query` returns from the database at `path`, each a list of column values.
  /// - Throws: ``ToolError/failure(_:)`` when the file cannot be opened or the query fails.
  func rows(of query: String, in path: URL) throws -> [[Value]] {
    let open: Open = try function("sqlite3_open_v2")
    let prepare: Prepare = try function("sqlite3_prepare_v2")
    let step: Step = try function("sqlite3_step")
    let finalize: Step = try function("sqlite3_finalize")
    let close: Close = try function("sqlite3_close")
    let message: ErrorMessage = try function("sqlite3_errmsg")
    var database: OpaquePointer?
    guard open(path.path, &database, Self.readOnly, nil) == 0, let database else {
      if let database { _ = close(database) }
      throw ToolError.failure("could not open the build database \(path.path)")
    }
    defer { _ = close(database) }
    var statement: OpaquePointer?
    guard prepare(database, query, -1, &statement, nil) == 0, let statement else {
      throw ToolError.failure(
        "could not read the build database \(path.path): "
          + (message(database).map { String(cString: $0) } ?? "unknown error"))
    }
    defer { _ = finalize(statement) }
    var rows: [[Value]] = []
    let columns = try columnReader()
    while true {
      let status = step(statement)
      if status == Self.done { break }
      guard status == Self.row else {
        throw ToolError.failure(
          "could not read the build database \(path.path): "
            + (message(database).map { String(cString: $0) } ?? "error \(status)"))
      }
      rows.append(columns(statement))
    }
    return rows
  }

  /// A function that reads every column of the current row of a statement.
  private func columnReader() throws -> (OpaquePointer) -> [Value] {
    let count: Step = try function("sqlite3_column_count")
    let type: ColumnType = try function("sqlite3_column_type")
    let blob: ColumnBlob = try function("sqlite3_column_blob")
    let bytes: ColumnBytes = try function("sqlite3_column_bytes")
    let double: ColumnDouble = try function("sqlite3_column_double")
    return { statement in
      (0..<count(statement)).map { column in
        switch type(statement, column) {
        case Self.nullType: return .null
        case Self.integerType, Self.floatType: return .number(double(statement, column))
        default:
          guard let start = blob(statement, column) else { return .text("") }
          let buffer = UnsafeRawBufferPointer(start: start, count: Int(bytes(statement, column)))
          return .text(String(decoding: buffer, as: UTF8.self))
        }
      }
    }
  }

  /// The library's function `name`, as a Swift function of type `T`.
  private func function<T>(_ name: String) throws -> T {
    guard let symbol = dlsym(library, name) else {
      throw ToolError.failure("the SQLite library has no function \(name)")
    }
    return unsafeBitCast(symbol, to: T.self)
  }
}
