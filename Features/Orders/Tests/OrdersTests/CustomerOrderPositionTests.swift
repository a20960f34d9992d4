import Foundation
import OrdersInterface
import OrdersTesting
import Testing

@testable import Orders

@Suite("Where an order stands among its customer's orders")
struct CustomerOrderPositionTests {
  let day = Date(timeIntervalSince1970: 1_768_471_200)

  func order(_ id: Int, _ details: OrderDetails) -> Order {
    Order(id: id, placedAt: day, details: details)
  }

  @Test func onlyTheCustomersOrdersCountFromTheOldest() {
    let orders = [
      order(1004, OrdersFixtures.oneLamp), order(1003, OrdersFixtures.teaForGrace),
      order(1002, OrdersFixtures.mugsAndTea), order(1001, OrdersFixtures.teaForGrace),
    ]
    let position = CustomerOrderPosition(of: orders[0], among: orders)
    #expect(position == CustomerOrderPosition(customer: "ada@example.com", number: 2, count: 2))
    #expect(
      CustomerOrderPosition(of: orders[3], among: orders)
        == CustomerOrderPosition(customer: "grace@example.com", number: 1, count: 2))
  }

  @Test func theOrderCountsEvenWhenTheListMissesIt() {
    let listed = [order(1001, OrdersFixtures.oneLamp)]
    let latest = order(1002, OrdersFixtures.mugsAndTea)
    #expect(CustomerOrderPosition(of: latest, among: listed).number == 2)
    #expect(CustomerOrderPosition(of: latest, among: []).count == 1)
  }

  @Test func aSoleOrderIsTheOnlyOne() {
    let position = CustomerOrderPosition(customer: "grace@example.com", number: 1, count: 1)
    #expect("\(position)" == "The only order placed by grace@example.com.")
  }

  @Test(arguments: [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"),
    (21, "21st"), (22, "22nd"), (23, "23rd"), (101, "101st"), (111, "111th"), (112, "112th"),
  ])
  func theRankIsAnOrdinal(number: Int, ordinal: String) {
    let position = CustomerOrderPosition(customer: "ada@example.com", number: number, count: 120)
    #expect("\(position)" == "The \(ordinal) of 120 orders placed by ada@example.com.")
  }
}
