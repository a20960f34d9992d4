print("Account example: being written")
