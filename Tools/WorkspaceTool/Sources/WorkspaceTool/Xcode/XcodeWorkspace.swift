import Foundation

/// The Xcode workspace at the root, `Workspace.xcworkspace`, that lists every package folder.
///
/// Opened in Xcode, the root `Package.swift` hides the contents of every folder that holds a
/// `Package.swift`. This workspace lists each package folder instead, by layer from the bottom
/// up, and the Xcode projects of app folders (`Apps/<Name>/<Project>.xcodeproj`) with the apps.
/// Its name is the root package's, `Workspace`, the same in every clone.
struct XcodeWorkspace: Sendable {
  static let folder = "Workspace.xcworkspace"
  static let path = folder + "/contents.xcworkspacedata"

  var graph: WorkspaceGraph
  /// The Xcode projects listed with the apps, such as `Apps/ShopiOS/ShopiOS.xcodeproj`, sorted.
  var projects: [String]

  /// The Xcode projects one level inside each folder of `Apps/`, as paths from `root`.
  static func projects(in root: URL) -> [String] {
    let files = FileManager.default
    let apps = root.appendingPathComponent(Layer.apps.folder)
    let folders = (try? files.contentsOfDirectory(atPath: apps.path)) ?? []
    return folders.flatMap { folder -> [String] in
      let names =
        (try? files.contentsOfDirectory(atPath: apps.appendingPathComponent(folder).path)) ?? []
      return names.filter { $0.hasSuffix(".xcodeproj") }.map {
        "\(Layer.apps.folder)/\(folder)/\($0)"
      }
    }.sorted()
  }

  var contents: String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<!-- Generated from Package.swift by `Tools/mf xcode`, which `mf new` and `mf remove`",
      "     run too: every package folder, by layer. Do not edit; run it instead. -->",
      "<Workspace",
      #"   version = "1.0">"#,
    ]
    for layer in Layer.allCases {
      let locations =
        graph.packages.filter { $0.layer == layer }.map(\.folder)
        + (layer == .apps ? projects : [])
      guard !locations.isEmpty else { continue }
      lines += [
        "   <Group",
        #"      location = "container:""#,
        #"      name = "\#(Self.escaped(layer.folder))">"#,
      ]
      for location in locations {
        lines += [
          "      <FileRef",
          #"         location = "group:\#(Self.escaped(location))">"#,
          "      </FileRef>",
        ]
      }
      lines.append("   </Group>")
    }
    lines.append("</Workspace>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The file's text on disk in the workspace at `root`, or nil when there is none; a folder
  /// where the file goes, or a file where its folder goes, is an error that says so.
  func current(in root: URL) throws -> String? {
    for (path, isFolderExpected) in [(Self.folder, true), (Self.path, false)] {
      var isFolder: ObjCBool = false
      let url = root.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue != isFolderExpected
      {
        throw ToolError.failure(
          "\(path) is a \(isFolder.boolValue ? "folder" : "file"), which mf does not overwrite; "
            + "remove it, then run `Tools/mf xcode`")
      }
    }
    return try FileWriter(root: root).read(root.appendingPathComponent(Self.path))
  }

  /// `text` with the characters XML gives a meaning to written as entities.
  static func escaped(_ text: String) -> String {
    [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&apos;")].reduce(text) {
      $0.replacingOccurrences(of: $1.0, with: $1.1)
    }
  }
}

extension XcodeWorkspace {
  init(workspace: Workspace) {
    self.init(graph: workspace.graph, projects: Self.projects(in: workspace.root))
  }
}
