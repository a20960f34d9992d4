print("Cart example: being written")
