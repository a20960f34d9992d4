import Foundation

/// Reads the files a shop keeps in its data directory, as a test checks what a run left: the
/// payments the simulated provider took, the orders placed and pending, the cart's lines, and
/// the temporary files of writes.
struct ShopFiles {
  let directory: URL

  /// The document in `<name>.json`, or `nil` when there is none.
  func document(_ name: String) throws -> [String: Any]? {
    let url = directory.appendingPathComponent(name + ".json")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    return root?["document"] as? [String: Any]
  }

  /// The idempotency keys of the payments taken, oldest first.
  func chargedKeys() throws -> [String] {
    let charges = try document("charges")?["charges"] as? [[String: Any]] ?? []
    return charges.compactMap { $0["key"] as? String }
  }

  /// The numbers of the placed orders.
  func placedOrders() throws -> [Int] {
    let orders = try document("orders")?["orders"] as? [[String: Any]] ?? []
    return orders.compactMap { $0["id"] as? Int }
  }

  /// The units of each SKU the placed orders hold.
  func orderedUnits() throws -> [String: Int] {
    let orders = try document("orders")?["orders"] as? [[String: Any]] ?? []
    var units: [String: Int] = [:]
    for order in orders {
      let lines = (order["details"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
      for line in lines {
        if let sku = line["sku"] as? String, let quantity = line["quantity"] as? Int {
          units[sku, default: 0] += quantity
        }
      }
    }
    return units
  }

  /// The numbers of the orders recorded and not yet paid or dropped.
  func pendingOrders() throws -> [Int] {
    let pending = try document("orders")?["pending"] as? [[String: Any]] ?? []
    return pending.compactMap { $0["id"] as? Int }
  }

  /// The cart's quantities by SKU.
  func cart() throws -> [String: Int] {
    let lines = try document("cart")?["lines"] as? [[String: Any]] ?? []
    var quantities: [String: Int] = [:]
    for line in lines {
      if let sku = line["sku"] as? String, let quantity = line["quantity"] as? Int {
        quantities[sku] = quantity
      }
    }
    return quantities
  }

  /// The temporary files of writes in the directory.
  func temporaryFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".tmp") }
  }

  /// The permission bits of a file or folder in the directory (`""` for the folder itself).
  func mode(_ name: String) throws -> Int {
    let path = name.isEmpty ? directory.path : directory.appendingPathComponent(name).path
    return try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
  }

  /// Writes `text` as the file `<name>.json`, creating the directory.
  func write(_ name: String, _ text: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: directory.appendingPathComponent(name + ".json"))
  }
}

extension ShopBinary {
  /// The files of this shop's data directory.
  var files: ShopFiles { ShopFiles(directory: dataDirectory) }

  /// The arguments of a checkout by the approved card.
  static let checkoutByCard = [
    "checkout", "--address", "1 Loop Road, Springfield", "--pay", "card:4242424242424242:12/39",
  ]
}
