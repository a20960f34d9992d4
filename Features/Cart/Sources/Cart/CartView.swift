import Architecture
import CartInterface
import CatalogInterface

/// What a cart view shows, as text ready to display: made from the context's state by a pure
/// transform, so it is tested as plain values.
public struct CartViewState: Equatable, Sendable {
  /// One line of the cart.
  public struct Line: Equatable, Sendable {
    /// The product's SKU, which the view hands back to change or remove the line.
    public var sku: String
    /// The product's name.
    public var name: String
    /// How many units.
    public var quantity: Int
    /// The price of one unit, formatted.
    public var unitPrice: String
    /// The line's total, formatted.
    public var total: String

    /// A line.
    public init(sku: String, name: String, quantity: Int, unitPrice: String, total: String) {
      self.sku = sku
      self.name = name
      self.quantity = quantity
      self.unitPrice = unitPrice
      self.total = total
    }
  }

  /// What the last change did (`Added 2 × MUG-001.`), if the customer just changed something.
  public var change: String?
  /// Why the customer's last change was refused, said on the screen that stays open.
  public var problem: String?
  /// The lines, oldest first; empty for an empty cart.
  public var lines: [Line]
  /// `2 items, total $25.00`, or `The cart is empty.`
  public var summary: String
  /// Whether there is anything to check out.
  public var canCheckOut: Bool

  /// A view state.
  public init(
    change: String? = nil, problem: String? = nil, lines: [Line], summary: String,
    canCheckOut: Bool
  ) {
    self.change = change
    self.problem = problem
    self.lines = lines
    self.summary = summary
    self.canCheckOut = canCheckOut
  }
}

extension CartViewState {
  /// The transform: what the views show for a state.
  init(_ state: CartState) {
    let contents = state.contents
    let items = contents.itemCount == 1 ? "1 item" : "\(contents.itemCount) items"
    self.init(
      change: state.change, problem: state.problem,
      lines: contents.lines.map {
        Line(
          sku: $0.sku.code, name: $0.name, quantity: $0.quantity,
          unitPrice: $0.unitPrice.description, total: $0.total.description)
      },
      summary: contents.isEmpty ? "The cart is empty." : "\(items), total \(contents.total)",
      canCheckOut: !contents.isEmpty)
  }
}

/// What the customer does on a cart view, handed back to the cart's context, which implements
/// it.
@MainActor
public protocol CartViewReceiver: AnyObject {
  /// The customer set the quantity of a line, 1 to 999.
  func didChangeQuantity(of sku: SKU, to quantity: Int)
  /// The customer added one unit of a line (`+1`) or took one away (`-1`): a step on the cart as
  /// it is stored now, which keeps what another window or process changed meanwhile. Taking
  /// the last unit away leaves the line at 1.
  func didStep(_ sku: SKU, by step: Int)
  /// The customer removed a line.
  func didRemove(_ sku: SKU)
  /// The customer asked to check the cart out; ignored for an empty cart.
  func didRequestCheckout()
  /// The customer left the cart.
  func didRequestBack()
}

/// Makes the cart's view: what the app's UI target supplies through
/// ``CartDependencies/cartViews``, terminal screens, printed lines or a SwiftUI view, with no
/// change to the feature.
@MainActor
public protocol CartViewFactory: Sendable {
  /// The view of the cart.
  /// - Parameters:
  ///   - presentation: What to show; the context keeps it current while the cart runs.
  ///   - receiver: Where the view hands what the customer does; hold it weakly.
  /// - Returns: The view, which the cart's board presents.
  func makeCartView(_ presentation: Presentation<CartViewState>, receiver: any CartViewReceiver)
    -> any ViewControllable
}
