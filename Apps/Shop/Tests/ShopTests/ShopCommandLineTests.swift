import Testing

@Suite("The shop executable, end to end")
struct ShopCommandLineTests {
  let shop = ShopBinary()

  @Test("search prints ranked products with prices in aligned columns")
  func searchMug() async throws {
    let result = try await shop.run(["search", "mug"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("SKU") == true)
    #expect(lines.count >= 4)
    // Every product named "...Mug..." comes before the mug warmer's category-free neighbours.
    let names = lines.dropFirst().dropLast()
    #expect(names.allSatisfy { $0.localizedCaseInsensitiveContains("mug") })
    #expect(names.allSatisfy { $0.contains("$") })
    let priceColumnEnds = Set(lines.dropLast().map(\.count))
    #expect(priceColumnEnds.count == 1, "prices are right-aligned in one column")
    #expect(lines.last?.hasSuffix("products") == true)
  }

  @Test("search finds accented names without the accents")
  func diacritics() async throws {
    let result = try await shop.run(["search", "creme", "brulee"])
    #expect(result.status == 0)
    #expect(result.output.contains("Crème Brûlée Torch"))
  }

  @Test("a search with no match says so and succeeds")
  func noMatch() async throws {
    let result = try await shop.run(["search", "submarine"])
    #expect(result.status == 0)
    #expect(result.output == "No products match \"submarine\".\n")
  }

  @Test("browse lists categories, then the products of one")
  func browse() async throws {
    let categories = try await shop.run(["browse"])
    #expect(categories.output.contains("  Kitchen\n"))
    let kitchen = try await shop.run(["browse", "kitchen"])
    #expect(kitchen.status == 0)
    #expect(kitchen.output.contains("Cast Iron Skillet"))
    #expect(!kitchen.output.contains("Desk Lamp"))
  }

  @Test("browsing an unknown category fails with exit code 1 and lists the categories")
  func unknownCategory() async throws {
    let result = try await shop.run(["browse", "Garden"])
    #expect(result.status == 1)
    #expect(result.errors.contains("no category named \"Garden\""))
    #expect(result.errors.contains("Kitchen"))
  }

  @Test("an unknown command is a usage error: exit code 2, one line plus a hint")
  func unknownCommand() async throws {
    let result = try await shop.run(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "error: unknown command \"frobnicate\"\nhint: run 'shop help' to see the commands\n")
  }

  @Test("search without words is a usage error naming the usage")
  func searchWithoutWords() async throws {
    let result = try await shop.run(["search"])
    #expect(result.status == 2)
    #expect(result.errors.contains("usage: shop search <words> ..."))
  }

  @Test("a mistyped command or option gets a suggestion")
  func didYouMean() async throws {
    let command = try await shop.run(["serch", "mug"])
    #expect(command.status == 2)
    #expect(command.errors.contains("did you mean \"search\"?"))
    let option = try await shop.run(["checkout", "--adress", "1 Loop Road", "--pay", "invoice"])
    #expect(option.status == 2)
    #expect(option.errors.contains("did you mean \"--address\"?"))
  }

  @Test("--address=<text> is accepted like --address <text>")
  func optionWithEquals() async throws {
    let result = try await shop.run(["checkout", "--address=1 Loop Road", "--pay=invoice"])
    #expect(result.status == 1, "parsed, then refused: nobody is signed in")
    #expect(result.errors.contains("signed-in customer"))
  }

  @Test("help lists every command and the flags; help <command> and --help show its usage")
  func help() async throws {
    let all = try await shop.run(["help"])
    #expect(all.status == 0)
    for command in ["search", "browse", "product", "cart", "checkout", "orders", "debug"] {
      #expect(all.output.contains("  \(command) "))
    }
    #expect(all.output.contains("checkout=steps|one-page (default steps)"))
    let one = try await shop.run(["help", "browse"])
    #expect(one.output.contains("USAGE: shop browse [<category>]"))
    #expect(try await shop.run(["browse", "--help"]).output == one.output)
    #expect(try await shop.run(["help", "nope"]).status == 2)
  }

  @Test("completion scripts for bash and zsh come from the same declarations")
  func completions() async throws {
    let bash = try await shop.run(["completions", "bash"])
    #expect(bash.status == 0)
    #expect(bash.output.contains("complete -F"))
    #expect(bash.output.contains("checkout"))
    let zsh = try await shop.run(["completions", "zsh"])
    #expect(zsh.status == 0)
    #expect(zsh.output.hasPrefix("#compdef shop"))
  }

  @Test("commands are read from standard input; an error does not stop them, but sets the status")
  func interactive() async throws {
    let result = try await shop.run(
      [], input: "search mug\nbogus\n\nbrowse 'Kitchen'\nquit\nsearch never-run\n")
    #expect(result.status == 2, "the unknown command was a usage error")
    #expect(result.output.contains("Stoneware Coffee Mug"))
    #expect(result.output.contains("Cast Iron Skillet"))
    #expect(!result.output.contains("never-run"))
    #expect(result.errors.contains("unknown command \"bogus\""))
  }

  @Test("an unterminated quote at the prompt is reported and the session continues")
  func unterminatedQuote() async throws {
    let result = try await shop.run([], input: "search \"mug\nsearch lamp\n")
    #expect(result.errors.contains("unterminated \" quote"))
    #expect(result.output.contains("Desk Lamp"))
  }
}
