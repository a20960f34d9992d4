import Foundation

/// Writes a slice into a folder of its own: a symbolic link for each package folder the slice
/// uses, at the path the package has in the workspace (`Features/Cart` links to the workspace's
/// `Features/Cart`), and the slice's `Package.swift`. SwiftPM takes target paths inside the
/// package's folder only; the links put the workspace's sources there without copying them, so
/// an edit in the slice is an edit of the workspace.
///
/// Writing again replaces the slice: links are added first, the manifest is replaced in one
/// rename, and links the new slice does not use go last, so a run stopped at any point leaves a
/// slice that builds. Only a folder that is empty or holds a slice is written to.
struct SliceWriter: Sendable {
  var root: URL

  /// Writes the slice into `folder`, creating it as needed.
  func write(_ slice: WorkspaceSlice, manifest: String, into folder: URL) throws {
    let folder = folder.standardizedFileURL
    try checkIsSliceOrEmpty(folder)
    let files = FileManager.default
    for package in slice.folders {
      let link = folder.appendingPathComponent(package)
      let destination = relativePath(
        from: link.deletingLastPathComponent(), to: root.appendingPathComponent(package))
      if let existing = try? files.destinationOfSymbolicLink(atPath: link.path) {
        if existing == destination { continue }
        try files.removeItem(at: link)
      } else if files.fileExists(atPath: link.path) {
        throw ToolError.failure(
          "\(link.path) is not a link to a package; remove it, or choose another --folder")
      }
      try files.createDirectory(
        at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      try files.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
    }
    // The same manifest is left as it is, so SwiftPM does not evaluate it again.
    let manifestURL = folder.appendingPathComponent("Package.swift")
    let writer = FileWriter(root: root)
    if try writer.read(manifestURL) != manifest { try writer.write(manifest, to: manifestURL) }
    let kept = Set(slice.folders)
    for layer in Layer.allCases {
      let layerFolder = folder.appendingPathComponent(layer.folder)
      for name in (try? files.contentsOfDirectory(atPath: layerFolder.path)) ?? [] {
        let path = layer.folder + "/" + name
        let link = layerFolder.appendingPathComponent(name)
        if !kept.contains(path), (try? files.destinationOfSymbolicLink(atPath: link.path)) != nil {
          try files.removeItem(at: link)
        }
      }
      if (try? files.contentsOfDirectory(atPath: layerFolder.path))?.isEmpty == true {
        try files.removeItem(at: layerFolder)
      }
    }
  }

  /// Refuses a folder that holds anything but a slice mf wrote, or that lies inside a layer's
  /// folder (where a package would nest in another) or is the workspace itself.
  private func checkIsSliceOrEmpty(_ folder: URL) throws {
    let rootPath = root.standardizedFileURL.path
    let layers = Layer.allCases.map { rootPath + "/" + $0.folder }
    if folder.path == rootPath || layers.contains(where: { folder.path.hasPrefix($0 + "/") })
      || layers.contains(folder.path)
    {
      throw ToolError.failure(
        "\(folder.path) is inside the workspace's packages; choose a folder outside "
          + Layer.allCases.map(\.folder).joined(separator: ", "))
    }
    let files = FileManager.default
    guard let entries = try? files.contentsOfDirectory(atPath: folder.path) else {
      if files.fileExists(atPath: folder.path) {
        throw ToolError.failure("\(folder.path) is a file; choose a folder for the slice")
      }
      return
    }
    let manifest = folder.appendingPathComponent("Package.swift")
    if entries.isEmpty || Self.isSlice(manifest) { return }
    throw ToolError.failure(
      "\(folder.path) is not empty and holds no slice mf wrote; choose another --folder")
  }

  /// Whether `manifest` is a slice's, by the marker on its second line.
  static func isSlice(_ manifest: URL) -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: manifest) else { return false }
    defer { try? handle.close() }
    let head = String(decoding: (try? handle.read(upToCount: 256)) ?? Data(), as: UTF8.self)
    return head.split(separator: "\n").dropFirst().first.map(String.init)
      == SliceManifestRenderer.marker
  }

  /// The path from `folder` to `target`, both absolute, as `../../Features/Cart`.
  private func relativePath(from folder: URL, to target: URL) -> String {
    let from = folder.standardizedFileURL.pathComponents
    let to = target.standardizedFileURL.pathComponents
    var common = 0
    while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...]).joined(separator: "/")
  }
}
