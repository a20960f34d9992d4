/// One line of a ``Journal``: a change that is about to be made, or the mark that all of them
/// are in place.
enum JournalEntry: Codable, Equatable, Sendable {
  /// The change began; `command` is what was run, for the recovery message.
  case began(command: String)
  /// The folder at `path` (from the workspace root) did not exist and is created.
  case createdFolder(path: String)
  /// The file at `path` is written; `backup` names the copy of what it held in the journal's
  /// folder, nil when the file did not exist.
  case wrote(path: String, backup: String?)
  /// The folder at `path` is moved to `trash` in the journal's folder.
  case movedAway(path: String, trash: String)
  /// Every change is in place; only the journal is left to remove.
  case committed
}
