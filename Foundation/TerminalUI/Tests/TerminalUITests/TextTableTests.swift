import TerminalUI
import Testing

@Suite("Text tables")
struct TextTableTests {
  let table = TextTable(
    alignments: [.left, .left, .right],
    rows: [["A", "Name", "Price"], ["1", "Mug", "$9.00"], ["22", "Lamp", "$34.00"]])

  @Test("columns are padded to their widest cell, the right-aligned one from the left")
  func render() {
    #expect(table.render() == "A   Name   Price\n1   Mug    $9.00\n22  Lamp  $34.00\n")
  }

  @Test("lines carry no trailing spaces, and the width counts the two-space gaps")
  func widths() {
    let names = TextTable(alignments: [.left, .left], rows: [["Long name", ""], ["x", "y"]])
    #expect(names.lines() == ["Long name", "x          y"])
    #expect(table.widths == [2, 4, 6])
    #expect(table.width == 16)
  }
}
