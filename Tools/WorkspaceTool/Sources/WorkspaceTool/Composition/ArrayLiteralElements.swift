/// The elements of an array literal mf writes, one or more lines each, as `swift format` leaves
/// them: a comma after each, the last one's only when there are several (a single element
/// keeps none), and a line break after the last.
func arrayLiteralElements(_ elements: [String]) -> String {
  elements.joined(separator: ",\n") + (elements.count > 1 ? ",\n" : "\n")
}
