import Architecture
import Catalog
import Core
import Foundation
import TerminalUI

/// Shows one product with a few others of its category on the console, then offers to add it
/// to the cart. A console only adds lines, so the product is written once; an answer that is
/// not a quantity is refused and asked again while the offer stands. Having its answer, or
/// none, it leaves.
///
/// ```
/// Stoneware Coffee Mug
///   SKU       MUG-001
///   Category  Kitchen
///   Price     $12.50
/// Also in Kitchen:
///   MUG-002  Insulated Travel Mug  $24.00
/// Add to cart, how many? (empty to skip):
/// ```
@MainActor
final class ProductDetailLineView: LineView {
  private let presentation: Presentation<ProductDetailViewState>
  private weak var receiver: (any ProductDetailViewReceiver)?
  private let console: any Console
  private let question = ConsoleQuestion()

  init(
    presentation: Presentation<ProductDetailViewState>,
    receiver: any ProductDetailViewReceiver, console: any Console
  ) {
    self.presentation = presentation
    self.receiver = receiver
    self.console = console
  }

  func didAppear() {
    console.show(Self.text(presentation.viewState))
    ask()
  }

  func didDisappear() {
    question.withdraw()
  }

  private func ask() {
    guard let text = presentation.viewState.question else {
      receiver?.didRequestBack()
      return
    }
    question.ask(text, on: console) { [weak self] in self?.handle($0) }
  }

  /// Reads the answer, ignoring surrounding spaces: empty (or nobody to answer) leaves, a whole
  /// number from 1 adds, anything else is refused and, while the offer stands, asked again.
  private func handle(_ answer: String?) {
    let text = answer?.trimmingCharacters(in: .whitespaces) ?? ""
    if let quantity = Int(text), quantity >= 1 {
      receiver?.didAdd(quantity: quantity)
    } else if !text.isEmpty {
      receiver?.didMistype(text)
      if let refusal = presentation.viewState.refusal { console.show(refusal + "\n") }
      return ask()
    }
    receiver?.didRequestBack()
  }

  static func text(_ state: ProductDetailViewState) -> String {
    let facts = TextTable(
      alignments: [.left, .left], rows: state.facts.map { [$0.label, $0.value] })
    var text = state.title + "\n" + indented(facts)
    if let heading = state.relatedHeading {
      text += heading + "\n"
      text += indented(
        TextTable(
          alignments: [.left, .left, .right],
          rows: state.related.map { [$0.sku, $0.name, $0.price] }
        ))
    }
    return text
  }

  private static func indented(_ table: TextTable) -> String {
    table.lines().map { "  " + $0 + "\n" }.joined()
  }
}
