import Catalog
import CatalogInterface
import CatalogTesting

// Runs the catalog feature alone against its fixtures and prints a short session.

let catalog = try CatalogBuilder(dependencies: TestCatalogDependencies()).makeCatalog()

func show(_ title: String, _ products: [Product]) {
  print("> \(title)")
  if products.isEmpty { print("  (no products)") }
  for product in products {
    let name = product.name.padding(toLength: 20, withPad: " ", startingAt: 0)
    print(
      "  \(product.sku.code.padding(toLength: 5, withPad: " ", startingAt: 0)) \(name) \(product.price)"
    )
  }
}

show("search mug", catalog.search("mug"))
show("search creme brulee", catalog.search("creme brulee"))
show("search KITCHEN", catalog.search("KITCHEN"))
show("search teapot", catalog.search("teapot"))
print("> categories")
print("  " + catalog.categories().joined(separator: ", "))
show("browse kitchen", catalog.products(in: "kitchen"))
