import CheckoutInterface
import Testing

@testable import Checkout

@Suite("Shipping address")
struct ShippingAddressTests {
  @Test("the shortest and the longest addresses are accepted")
  func bounds() throws {
    #expect(try ShippingAddress("1 Elm").text == "1 Elm")
    let longest = String(repeating: "b", count: ShippingAddress.maximumLength)
    #expect(try ShippingAddress(longest).text == longest)
  }

  @Test("spaces and line breaks around the address are removed, inner spaces kept")
  func trimming() throws {
    #expect(try ShippingAddress("\n  4  Rue   Cler, Paris \r\n").text == "4  Rue   Cler, Paris")
  }

  @Test("letters of any script count as one character each")
  func unicode() throws {
    #expect(try ShippingAddress("Straße 5, München").text == "Straße 5, München")
    #expect(throws: CheckoutError.invalidAddress("it is too short (4 characters, at least 5)")) {
      try ShippingAddress("東京都港")
    }
  }

  @Test("one character is counted in the singular")
  func oneCharacter() {
    #expect(throws: CheckoutError.invalidAddress("it is too short (1 character, at least 5)")) {
      try ShippingAddress(" x ")
    }
  }

  @Test("a C1 control character is refused like a C0 one")
  func c1Control() {
    #expect(
      throws: CheckoutError.invalidAddress(
        "it contains a control character (U+0085); write it on one line")
    ) { try ShippingAddress("12 Main\u{85}Street") }
  }
}
