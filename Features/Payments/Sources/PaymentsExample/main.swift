print("Payments example: being written")
