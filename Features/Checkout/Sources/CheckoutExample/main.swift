print("Checkout example: being written")
